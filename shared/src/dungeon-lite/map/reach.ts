/**
 * Where a figure can go with N movement (LITE-HERO-21, LITE-ZONE-4..6). A figure passes through any zone; it may
 * end only where `canEnd` allows (an enemy: where it has room; a hero: anywhere, LITE-ZONE-6). The start zone is
 * always included: a figure may stay.
 */
import { distancesFrom, neighbours } from "./distance.js";
import type { DungeonMap, PathOptions, ZoneId } from "./types.js";

export interface Reach {
  readonly zone: ZoneId;
  readonly steps: number;
}

export interface ReachOptions extends PathOptions {
  readonly canEnd?: (zone: ZoneId) => boolean;
}

/** Every zone the figure can end in with up to `movement` steps, nearest first (then by zone id). */
export function reachable(map: DungeonMap, from: ZoneId, movement: number, opts: ReachOptions = {}): readonly Reach[] {
  const out: Reach[] = [];
  const seen = new Map<ZoneId, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i];
    const steps = seen.get(z)!;
    if (z === from || !opts.canEnd || opts.canEnd(z)) out.push({ zone: z, steps });
    if (steps === movement) continue;
    for (const l of neighbours(map, z, opts)) {
      if (seen.has(l.to)) continue;
      seen.set(l.to, steps + 1);
      queue.push(l.to);
    }
  }
  return out.sort((a, b) => a.steps - b.steps || (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0));
}

/**
 * Where an enemy stops when it walks `movement` steps along `path` (a path from its zone): the farthest zone it
 * reaches that has room; if the zone it would end in is full, the previous one that is not (LITE-ZONE-4/5).
 */
export function stopOnPath(path: readonly ZoneId[], movement: number, canEnd: (zone: ZoneId) => boolean): ZoneId {
  for (let i = Math.min(movement, path.length - 1); i > 0; i--) if (canEnd(path[i])) return path[i];
  return path[0];
}

/** Whether `to` is within `movement` steps of `from` (a hero's Move, LITE-MOVE-1). */
export const canReach = (
  map: DungeonMap,
  from: ZoneId,
  to: ZoneId,
  movement: number,
  opts: PathOptions = {},
): boolean => (distancesFrom(map, from, opts).get(to) ?? Infinity) <= movement;
