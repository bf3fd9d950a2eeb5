/**
 * Opening doors and exploring (LITE-OPEN-1..13, LITE-EXIT-2/3, LITE-TERRAIN-2..5, LITE-HERO-23, rulings LITE-Q-3,
 * LITE-Q-30, LITE-Q-39): from the zone of a closed exit, at no cost and as often as the hero likes, even in the
 * middle of a move. The revealed segment is the terrain deck's first card that fits and suits the mission (map's
 * `placeFromDeck`); its enemies appear in its deployment zone, strongest first: the final boss in the treasure room,
 * the mission boss in the objective room, the segment's guard, then players + modifier of each basic type.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { shuffle } from "../rng.js";
import {
  SEGMENTS_BEFORE_OBJECTIVE,
  missionCard,
  terrainEnemyCount,
  terrainSegment,
  type BasicEnemyId,
  type EnemyId,
  type SegmentId,
} from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { HeroName } from "./hero.js";
import { closedExits, exitAt, markDead, placeFromDeck, placedCount, zoneId, type DungeonMap } from "./map/index.js";
import { spawnAll } from "./spawn.js";
import type { LiteState } from "./state.js";
import { SIDE_WORDS, zoneWords } from "./zone-words.js";

/** Whether the mission allows `segment` to be revealed now (ruling LITE-Q-39 (a) and (b)). */
export function suitsMission(s: LiteState, map: DungeonMap, segment: SegmentId, deck: readonly SegmentId[]): boolean {
  const m = missionCard(s.options.mission);
  const goal = (x: SegmentId) => x === "treasure-room" || x === m.objective;
  if (goal(segment) && placedCount(map) < SEGMENTS_BEFORE_OBJECTIVE) return false;
  const closedAfter = closedExits(map).length - 1 + terrainSegment(segment).exits.length;
  return closedAfter > 0 || !deck.some((x) => x !== segment && goal(x));
}

export function openDoorRefusal(s: LiteState, seat: number, a: ActionOf<"open-door">): Rejected | null {
  const e = exitAt(s.map, { zone: a.zone, side: a.side });
  if (!e || e.status !== "closed")
    return reject(LiteCodes.NO_CLOSED_EXIT, `There is no closed exit at ${zoneWords(a.zone)} (${SIDE_WORDS[a.side]}).`);
  if (s.heroes[seat].zone !== a.zone)
    return reject(LiteCodes.NOT_IN_ZONE, "To open a door you must be in the exit's zone (LITE-OPEN-3).");
  return null;
}

/** The enemies a revealed segment brings, strongest first (the order is spawnAll's). */
export function segmentEnemies(s: LiteState, segment: SegmentId): EnemyId[] {
  const def = terrainSegment(segment);
  const m = missionCard(s.options.mission);
  const out: EnemyId[] = [];
  if (segment === "treasure-room") out.push(m.finalBoss);
  if (segment === m.objective) out.push(m.missionBoss);
  if (def.guard) out.push(def.guard);
  for (const t of Object.keys(def.enemies) as BasicEnemyId[]) {
    for (let i = 0; i < terrainEnemyCount(def, t, s.players); i++) out.push(t);
  }
  return out;
}

export function openDoor(d: LiteState, seat: number, a: ActionOf<"open-door">, events: GameEvent[]): void {
  const h = d.heroes[seat];
  const ref = { zone: a.zone, side: a.side };
  const deck = d.terrainDeck;
  const placed = placeFromDeck(d.map, ref, deck, (x) => suitsMission(d, d.map, x, deck));
  if (!placed) {
    d.map = markDead(d.map, ref);
    events.push({
      kind: "dead-exit",
      seat,
      text: `${HeroName(h)} opens the door of ${zoneWords(a.zone)}: no terrain segment is left, it leads nowhere (ruling LITE-Q-39).`,
    });
    return;
  }
  const segment = deck[placed.index];
  let rest = [...deck.slice(0, placed.index), ...deck.slice(placed.index + 1)];
  if (placed.index > 0) [rest, d.rng] = shuffle(d.rng, rest);
  d.terrainDeck = rest;
  d.map = placed.map;
  const def = terrainSegment(segment);
  events.push({
    kind: "explored",
    seat,
    text: `${HeroName(h)} opens the door of ${zoneWords(a.zone)}: the ${def.name}${placed.index > 0 ? " (the segments skipped are shuffled back, LITE-OPEN-10..12)" : ""}${placed.newLevel ? ", on another level (LITE-OPEN-13)" : ""}${def.chest !== null ? ", with a chest" : ""}.`,
  });
  spawnAll(
    d,
    segmentEnemies(d, segment),
    { from: zoneId(segment, def.deploy), avoidFrom: false, by: seat },
    `The ${def.name}'s enemies appear`,
    events,
  );
}
