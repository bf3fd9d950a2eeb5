/**
 * Generating enemies (LITE-ACTION-9, LITE-DEPLOY-1..9, LITE-FIGURES-2, rulings LITE-Q-29/30/34): one at a time,
 * strongest first, each in the zone the map's `deploymentChoice` gives; what it leaves tied is drawn with the
 * seeded RNG; none is placed when every figure of the type is in play or no zone has room.
 */
import type { GameEvent } from "../engine.js";
import { nextInt } from "../rng.js";
import { enemyProfile, type EnemyId } from "./content/index.js";
import { countWords, inPlay, strongestFirst, usedPoints } from "./enemy.js";
import { deploymentChoice, type ZoneId } from "./map/index.js";
import type { EnemyState, LiteState } from "./state.js";

export interface SpawnFrom {
  /** The generating hero's zone, or the deployment zone the enemies belong to. */
  from: ZoneId;
  /** The generating hero stands on a deployment zone: use the next-nearest (LITE-DEPLOY-5/6). */
  avoidFrom: boolean;
  /** LITE-ENEMYCARD-6: placed this phase, they do not act. */
  justPlaced?: boolean;
}

/** Places one enemy; returns it, or null when none could be placed (events say why). */
export function spawnOne(d: LiteState, type: EnemyId, at: SpawnFrom, events: GameEvent[]): EnemyState | null {
  const p = enemyProfile(type);
  if (inPlay(d, type) >= p.figures) {
    events.push({
      kind: "enemy-not-placed",
      text: `No ${p.name} is placed: all ${p.figures} figure${p.figures === 1 ? " is" : "s are"} in play (LITE-FIGURES-2).`,
    });
    return null;
  }
  const s = d;
  const zones = deploymentChoice(d.map, {
    from: at.from,
    points: p.occupancy,
    used: (z) => usedPoints(s, z),
    enemies: (z) => s.enemies.filter((e) => e.zone === z).length,
    avoidFrom: at.avoidFrom,
    heroes: s.heroes.filter((h) => !h.knockedOut).map((h) => h.zone),
  });
  if (zones.length === 0) {
    events.push({
      kind: "enemy-not-placed",
      text: `No ${p.name} is placed: no zone has room for it (ruling LITE-Q-29).`,
    });
    return null;
  }
  let i = 0;
  if (zones.length > 1) [i, d.rng] = nextInt(d.rng, zones.length);
  const e: EnemyState = {
    id: d.nextEnemyId,
    type,
    zone: zones[i],
    wounds: 0,
    down: null,
    justPlaced: at.justPlaced ?? false,
  };
  d.nextEnemyId += 1;
  d.enemies = [...d.enemies, e];
  return e;
}

/** Places several enemies strongest first (LITE-DEPLOY-2) and logs them in one event; returns those placed. */
export function spawnAll(
  d: LiteState,
  types: readonly EnemyId[],
  at: SpawnFrom,
  why: string,
  events: GameEvent[],
): EnemyState[] {
  const placed: EnemyState[] = [];
  const notes: GameEvent[] = [];
  for (const t of [...types].sort(strongestFirst)) {
    const e = spawnOne(d, t, at, notes);
    if (e) placed.push(e);
  }
  if (placed.length) {
    const byZone = new Map<ZoneId, Map<EnemyId, number>>();
    for (const e of placed) {
      const m = byZone.get(e.zone) ?? new Map<EnemyId, number>();
      m.set(e.type, (m.get(e.type) ?? 0) + 1);
      byZone.set(e.zone, m);
    }
    const parts = [...byZone].map(([z, m]) => `${[...m].map(([t, n]) => countWords(t, n)).join(", ")} in zone ${z}`);
    events.push({ kind: "enemies-placed", text: `${why}: ${parts.join("; ")}.` });
  }
  events.push(...notes);
  return placed;
}
