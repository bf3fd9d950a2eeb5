/**
 * Where generated enemies are placed (LITE-ACTION-9, LITE-DEPLOY-4..8, LITE-ZONE-2/3, rulings LITE-Q-29/30).
 *
 * Distances are zone steps from `from` (the generating hero's zone, or the new segment's own deployment zone for
 * terrain enemies), the barred door not counted. In order:
 * 1. the deployment zones of the placed segments that have room for this enemy, nearest first (LITE-DEPLOY-4);
 *    with `avoidFrom`, the hero's own deployment zone is skipped unless it is the only one with room (DEPLOY-5/6);
 * 2. if none has room, the zones with room nearest to the nearest deployment zone ("the nearest possible zone");
 * 3. at equal distance, the zone that already holds the most enemies (LITE-DEPLOY-7);
 * 4. then the zone nearest the heroes in all (the designed reading of "hurts the mission the most", DEPLOY-8).
 * What is still tied is returned whole: the generating hero chooses, or chance (LITE-DEPLOY-9, ../spawn.ts).
 * One enemy at a time: the engine places the strongest first (LITE-DEPLOY-2) and asks again for the next.
 */
import { distancesFrom } from "./distance.js";
import { graphOf } from "./graph.js";
import { hasRoom } from "./occupancy.js";
import type { DungeonMap, ZoneId } from "./types.js";

export interface DeployQuery {
  readonly from: ZoneId;
  /** Occupancy points of the enemy to place. */
  readonly points: number;
  /** Occupancy points already used in a zone. */
  readonly used: (zone: ZoneId) => number;
  /** Enemies already standing in a zone. */
  readonly enemies: (zone: ZoneId) => number;
  /** The generating hero stands on a deployment zone (LITE-DEPLOY-5). */
  readonly avoidFrom?: boolean;
  /** Zones of the heroes still standing, for the last tie-break. */
  readonly heroes?: readonly ZoneId[];
}

/** The deployment zones of the placed segments, in placement order. */
export const deploymentZones = (map: DungeonMap): readonly ZoneId[] => graphOf(map).deploy;

function best(map: DungeonMap, zones: readonly ZoneId[], origin: ZoneId, q: DeployQuery): ZoneId[] {
  const d = distancesFrom(map, origin, { door: "pass" });
  const party = (z: ZoneId) => {
    const dz = distancesFrom(map, z, { door: "pass" });
    return (q.heroes ?? []).reduce((sum, h) => sum + (dz.get(h) ?? 1000), 0);
  };
  const key = (z: ZoneId): [number, number, number] => [d.get(z) ?? Infinity, -q.enemies(z), party(z)];
  let out: ZoneId[] = [];
  let top: [number, number, number] | null = null;
  for (const z of zones) {
    const k = key(z);
    const cmp = top === null ? -1 : k[0] - top[0] || k[1] - top[1] || k[2] - top[2];
    if (cmp < 0) {
      top = k;
      out = [z];
    } else if (cmp === 0) out.push(z);
  }
  return out.sort();
}

/** The best zones for one generated enemy, tied ones all listed; [] when no zone has room. */
export function deploymentChoice(map: DungeonMap, q: DeployQuery): readonly ZoneId[] {
  const all = deploymentZones(map);
  const roomy = all.filter((z) => hasRoom(q.used(z), q.points));
  let candidates = roomy;
  if (q.avoidFrom && roomy.includes(q.from) && roomy.length > 1) candidates = roomy.filter((z) => z !== q.from);
  if (candidates.length > 0) return best(map, candidates, q.from, q);
  const d = distancesFrom(map, q.from, { door: "pass" });
  const origin = [...all].sort((a, b) => (d.get(a) ?? Infinity) - (d.get(b) ?? Infinity))[0] ?? q.from;
  const anyRoomy = [...graphOf(map).zones.keys()].filter((z) => hasRoom(q.used(z), q.points));
  return anyRoomy.length === 0 ? [] : best(map, anyRoomy, origin, q);
}
