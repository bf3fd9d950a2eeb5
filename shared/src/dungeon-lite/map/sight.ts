/**
 * Orthogonal line of sight and ranged shots (LITE-HERO-5..10, LITE-COVER-1..3, ruling LITE-Q-7).
 *
 * Two zones see each other when they lie on one level in the same row or column of the grid and every step of
 * the straight line between them is open: no wall, no closed exit, no gap; and for an enemy no barred door, which
 * blocks enemy attacks and not the heroes' (`door: "pass"`, LITE-DOOR-3, ruling LITE-Q-35). Figures never block
 * (LITE-HERO-9). A step between levels is not straight, so no sight crosses levels. The distance of a shot is
 * the number of zones along that line.
 */
import { MAX_RANGE } from "../content/limits.js";
import { DIRS } from "./grid.js";
import { graphOf, zoneOf } from "./graph.js";
import type { Dir } from "../content/types.js";
import type { DungeonMap, Link, PathOptions, ZoneId } from "./types.js";

/** The straight steps sight may take: through the barred door with `door: "pass"` (a hero's), not otherwise. */
const stepsFor = (map: DungeonMap, opts: PathOptions) => {
  const g = graphOf(map);
  return opts.door === "pass" ? g.links : g.open;
};

function walk(
  map: DungeonMap,
  from: ZoneId,
  dir: Dir,
  max: number,
  visit: (zone: ZoneId, distance: number) => boolean,
  opts: PathOptions,
): void {
  const open = stepsFor(map, opts);
  let cur = from;
  for (let d = 1; d <= max; d++) {
    const next = straightStep(open.get(cur), dir);
    if (next === null) return;
    cur = next;
    if (visit(cur, d)) return;
  }
}

/** The zone one straight step away in `dir` among `links` (no wall or closed exit; the barred door as chosen), or null. */
function straightStep(links: readonly Link[] | undefined, dir: Dir): ZoneId | null {
  if (links) for (const l of links) if (l.dir === dir) return l.to;
  return null;
}

/** Zones along the line of sight from a to b (0 for the same zone), or null when there is none. */
export function lineOfSight(map: DungeonMap, a: ZoneId, b: ZoneId, opts: PathOptions = {}): number | null {
  if (a === b) return 0;
  const g = graphOf(map);
  const za = g.zones.get(a);
  const zb = g.zones.get(b);
  if (!za || !zb) throw new Error(`zone ${za ? b : a} is not on the map`);
  if (za.level !== zb.level) return null;
  const dx = zb.cell[0] - za.cell[0];
  const dy = zb.cell[1] - za.cell[1];
  if (dx !== 0 && dy !== 0) return null;
  const dir: Dir = dx > 0 ? "E" : dx < 0 ? "W" : dy > 0 ? "S" : "N";
  const steps = Math.abs(dx) + Math.abs(dy);
  const open = stepsFor(map, opts);
  let cur = a;
  for (let d = 1; d <= steps; d++) {
    const next = straightStep(open.get(cur), dir);
    if (next === null) return null;
    if (next === b) return d;
    cur = next;
  }
  return null;
}

/** Every zone in line of sight within `max` zones (the zone itself excluded), nearest first. */
export function visibleFrom(
  map: DungeonMap,
  from: ZoneId,
  max: number = MAX_RANGE,
  opts: PathOptions = {},
): readonly { zone: ZoneId; distance: number }[] {
  const out: { zone: ZoneId; distance: number }[] = [];
  for (const dir of DIRS)
    walk(
      map,
      from,
      dir,
      max,
      (zone, distance) => {
        out.push({ zone, distance });
        return false;
      },
      opts,
    );
  return out.sort((x, y) => x.distance - y.distance);
}

export type Shot =
  | { readonly ok: true; readonly distance: number; readonly extraDefense: number }
  | { readonly ok: false; readonly reason: "same-zone" | "no-line-of-sight" | "too-far" | "beyond-range" };

/**
 * A ranged shot from `from` to `to` with range `range` (LITE-HERO-5..8). Past the range, heroes and basic enemies
 * may still shoot with +1 defense die per zone beyond (`canExceed`), up to 4 zones (LITE-HERO-6/7); spells,
 * chest items and secondary enemies may not (LITE-MAGIC-7, LITE-CHEST-6, LITE-ENEMY-3). Cover is separate
 * (coverBonus); the defender's dice are then capped at 3 (content/limits.ts defenseDice, LITE-HERO-12). A hero's
 * shot passes the barred door (`door: "pass"`), an enemy's does not.
 */
export function rangedShot(
  map: DungeonMap,
  from: ZoneId,
  to: ZoneId,
  range: number,
  canExceed: boolean,
  opts: PathOptions = {},
): Shot {
  if (from === to) return { ok: false, reason: "same-zone" };
  const distance = lineOfSight(map, from, to, opts);
  if (distance === null) return { ok: false, reason: "no-line-of-sight" };
  if (distance > MAX_RANGE) return { ok: false, reason: "too-far" };
  if (distance > range && !canExceed) return { ok: false, reason: "beyond-range" };
  return { ok: true, distance, extraDefense: Math.max(0, distance - range) };
}

/** +1 defense die against a ranged attack for a figure in a zone with cover (LITE-COVER-2/3). */
export const coverBonus = (map: DungeonMap, zone: ZoneId): number => (zoneOf(map, zone).cover ? 1 : 0);
