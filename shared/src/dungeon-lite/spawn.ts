/**
 * Generating enemies (LITE-ACTION-9, LITE-DEPLOY-1..9, LITE-FIGURES-2, rulings LITE-Q-29/30/34): one at a time,
 * strongest first, each in the zone the map's `deploymentChoice` gives; none is placed when every figure of the
 * type is in play or no zone has room. Where the placement rules leave zones tied, "choose where to place it": the
 * generating hero chooses (a `place` pending, listing the zone chance would pick first, which a bot or a seat whose
 * time ran out takes); with no hero (the Entrance's own enemies at setup) chance decides. The enemies after the one
 * asked about wait in the pending's queue, in order, and so do any generated before it is answered.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { nextInt } from "../rng.js";
import { enemyProfile, type EnemyId } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { countWords, inPlay, strongestFirst, usedPoints } from "./enemy.js";
import { deploymentChoice, type ZoneId } from "./map/index.js";
import type { EnemyState, LiteState, Placement } from "./state.js";
import { zoneWords } from "./zone-words.js";

export interface SpawnFrom {
  /** The generating hero's zone, or the deployment zone the enemies belong to. */
  from: ZoneId;
  /** The generating hero stands on a deployment zone: use the next-nearest (LITE-DEPLOY-5/6). */
  avoidFrom: boolean;
  /** LITE-ENEMYCARD-6: placed this phase, they do not act. */
  justPlaced?: boolean;
  /** The generating hero, who chooses between tied zones; none: chance does (ruling LITE-Q-30). */
  by?: number | null;
}

/** The zones the rules leave for one enemy ([] when none may be placed; the events say why). */
function zonesFor(d: LiteState, p: Placement, events: GameEvent[]): readonly ZoneId[] {
  const profile = enemyProfile(p.type);
  if (inPlay(d, p.type) >= profile.figures) {
    events.push({
      kind: "enemy-not-placed",
      text: `No ${profile.name} is placed: all ${profile.figures} figure${profile.figures === 1 ? " is" : "s are"} in play (LITE-FIGURES-2).`,
    });
    return [];
  }
  const zones = deploymentChoice(d.map, {
    from: p.from,
    points: profile.occupancy,
    used: (z) => usedPoints(d, z),
    enemies: (z) => d.enemies.filter((e) => e.zone === z).length,
    avoidFrom: p.avoidFrom,
    heroes: d.heroes.filter((h) => !h.knockedOut).map((h) => h.zone),
  });
  if (zones.length === 0)
    events.push({
      kind: "enemy-not-placed",
      text: `No ${profile.name} is placed: no zone has room for it (ruling LITE-Q-29).`,
    });
  return zones;
}

function put(d: LiteState, p: Placement, zone: ZoneId): EnemyState {
  const e: EnemyState = { id: d.nextEnemyId, type: p.type, zone, wounds: 0, down: null, justPlaced: p.justPlaced };
  d.nextEnemyId += 1;
  d.enemies = [...d.enemies, e];
  return e;
}

/** "Near the Elf: 2 Goblins in zone entrance/2; 1 Orc in zone corridor-a/1." */
function placedWords(why: string, placed: readonly EnemyState[]): string {
  const byZone = new Map<ZoneId, Map<EnemyId, number>>();
  for (const e of placed) {
    const m = byZone.get(e.zone) ?? new Map<EnemyId, number>();
    m.set(e.type, (m.get(e.type) ?? 0) + 1);
    byZone.set(e.zone, m);
  }
  const parts = [...byZone].map(
    ([z, m]) => `${[...m].map(([t, n]) => countWords(t, n)).join(", ")} in ${zoneWords(z)}`,
  );
  return `${why}: ${parts.join("; ")}.`;
}

/**
 * Places the enemies in order; stops at the first whose zones are tied and whose generating hero stands, asking
 * that hero (the rest wait in the pending's queue). While a placement is asked, new ones join its queue.
 */
export function placeAll(d: LiteState, queue: readonly Placement[], events: GameEvent[]): EnemyState[] {
  const asked = d.pending.findIndex((p) => p.kind === "place");
  if (asked >= 0) {
    const p = d.pending[asked] as Extract<LiteState["pending"][number], { kind: "place" }>;
    d.pending = d.pending.map((x, i) => (i === asked ? { ...p, queue: [...p.queue, ...queue] } : x));
    return [];
  }
  const placed: EnemyState[] = [];
  const done: Placement[] = [];
  const notes: GameEvent[] = [];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    const zones = zonesFor(d, p, notes);
    if (zones.length === 0) continue;
    let k = 0;
    if (zones.length > 1) [k, d.rng] = nextInt(d.rng, zones.length);
    const by = p.by === null ? null : d.heroes[p.by];
    if (zones.length > 1 && by && !by.knockedOut) {
      const order = [zones[k], ...zones.filter((_, j) => j !== k)];
      d.pending = [...d.pending, { kind: "place", seat: p.by!, zones: order, queue: queue.slice(i) }];
      break;
    }
    placed.push(put(d, p, zones[k]));
    done.push(p);
  }
  logPlaced(done, placed, events);
  events.push(...notes);
  return placed;
}

/** One event per reason, the enemies it placed grouped by zone. */
function logPlaced(done: readonly Placement[], placed: readonly EnemyState[], events: GameEvent[]): void {
  const whys = [...new Set(done.map((p) => p.why))];
  for (const why of whys) {
    const mine = placed.filter((_, i) => done[i].why === why);
    events.push({ kind: "enemies-placed", text: placedWords(why, mine) });
  }
}

/** Places several enemies strongest first (LITE-DEPLOY-2) and logs them; returns those placed now. */
export function spawnAll(
  d: LiteState,
  types: readonly EnemyId[],
  at: SpawnFrom,
  why: string,
  events: GameEvent[],
): EnemyState[] {
  const queue = [...types].sort(strongestFirst).map((type): Placement => ({
    type,
    from: at.from,
    avoidFrom: at.avoidFrom,
    justPlaced: at.justPlaced ?? false,
    by: at.by ?? null,
    why,
  }));
  return placeAll(d, queue, events);
}

/** The generating hero chooses the zone of the enemy asked about; the rest of the queue is placed after it. */
export function place(d: LiteState, seat: number, zone: string, events: GameEvent[]): Rejected | null {
  const p = d.pending[0];
  if (!p || p.kind !== "place" || p.seat !== seat)
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "You have no enemy to place.");
  if (!p.zones.includes(zone))
    return reject(
      LiteCodes.NOT_AVAILABLE,
      `The rules leave zones ${p.zones.join(", ")} for it: choose one of them (LITE-DEPLOY-9, ruling LITE-Q-30).`,
    );
  d.pending = d.pending.slice(1);
  const [first, ...rest] = p.queue;
  const e = put(d, first, zone);
  events.push({ kind: "enemies-placed", seat, text: `${placedWords(first.why, [e])} (chosen, LITE-DEPLOY-9)` });
  placeAll(d, rest, events);
  return null;
}

/** A hero knocked out while asked: its placements go where chance put them first (ruling LITE-Q-30). */
export function placeForKnockedOut(d: LiteState, seat: number, events: GameEvent[]): void {
  const p = d.pending.find((x) => x.kind === "place" && x.seat === seat);
  if (!p || p.kind !== "place") return;
  d.pending = d.pending.filter((x) => x !== p);
  const [first, ...rest] = p.queue;
  const e = put(d, first, p.zones[0]);
  events.push({ kind: "enemies-placed", text: placedWords(first.why, [e]) });
  placeAll(d, rest, events);
}
