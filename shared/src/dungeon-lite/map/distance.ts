/**
 * Distance between zones (ruling LITE-Q-31): the number of steps from zone to zone, orthogonal only, inside a
 * segment and through open exits, across segments and levels alike. Closed and dead exits are walls; the barred
 * door blocks paths unless `door: "pass"` (for "how near" rather than "how to get there"). Zones full of enemies
 * do not lengthen a path (LITE-ZONE-5/6).
 */
import { graphOf } from "./graph.js";
import type { DungeonMap, Link, PathOptions, ZoneId } from "./types.js";

const NONE: readonly Link[] = [];

/** The zones one step away (LITE-HERO-21, LITE-ZONE-1). */
export function neighbours(map: DungeonMap, zone: ZoneId, opts: PathOptions = {}): readonly Link[] {
  const g = graphOf(map);
  return (opts.door === "pass" ? g.links : g.open).get(zone) ?? NONE;
}

/** Steps from `from` to every zone it can reach (breadth-first). */
export function distancesFrom(map: DungeonMap, from: ZoneId, opts: PathOptions = {}): ReadonlyMap<ZoneId, number> {
  const g = graphOf(map);
  const pass = opts.door === "pass";
  const memo = pass ? g.distances.pass : g.distances.block;
  const known = memo.get(from);
  if (known) return known;
  const links = pass ? g.links : g.open;
  const d = new Map<ZoneId, number>();
  if (g.zones.has(from)) {
    d.set(from, 0);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const z = queue[i];
      const next = d.get(z)! + 1;
      for (const l of links.get(z) ?? NONE) {
        if (d.has(l.to)) continue;
        d.set(l.to, next);
        queue.push(l.to);
      }
    }
  }
  memo.set(from, d);
  return d;
}

/** Steps from a to b; Infinity when there is no path. */
export const distance = (map: DungeonMap, a: ZoneId, b: ZoneId, opts: PathOptions = {}): number =>
  distancesFrom(map, a, opts).get(b) ?? Infinity;

/** The nearest of `targets` from `from`, all of them when tied (Infinity and none when unreachable). */
export function nearest(
  map: DungeonMap,
  from: ZoneId,
  targets: readonly ZoneId[],
  opts: PathOptions = {},
): { distance: number; zones: ZoneId[] } {
  const d = distancesFrom(map, from, opts);
  let best = Infinity;
  let zones: ZoneId[] = [];
  for (const t of targets) {
    const x = d.get(t) ?? Infinity;
    if (x === Infinity) continue;
    if (x < best) {
      best = x;
      zones = [t];
    } else if (x === best && !zones.includes(t)) zones.push(t);
  }
  return { distance: best, zones };
}

/**
 * One shortest path from `from` to `to`, both included ([] when unreachable). Among equal paths it takes, at each
 * step, the first neighbour in the map's own order, so the result is the same every time.
 */
export function shortestPath(map: DungeonMap, from: ZoneId, to: ZoneId, opts: PathOptions = {}): ZoneId[] {
  const back = distancesFrom(map, to, opts);
  if (!back.has(from)) return [];
  const path = [from];
  let cur = from;
  while (cur !== to) {
    const here = back.get(cur)!;
    for (const l of neighbours(map, cur, opts))
      if (back.get(l.to) === here - 1) {
        cur = l.to;
        break;
      }
    path.push(cur);
  }
  return path;
}
