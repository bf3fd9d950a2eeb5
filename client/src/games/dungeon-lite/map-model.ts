/**
 * The dungeon as the view shows it: the map value rebuilt from the view's segments, exits and door (so the shared
 * geometry draws it: squares, walls, exits, cover, chests), and where each zone's square lies on screen. Levels
 * (segments that would have overlapped, LITE-OPEN-13) are drawn side by side, each with its own frame.
 */
import { mapOf } from "@tabletop/shared/dungeon-lite/bots/map.js";
import type { LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { zonesOf, type DungeonMap, type Zone } from "@tabletop/shared/dungeon-lite/map/index.js";
import { CELL } from "./theme";

/** The map value of the view, one object per distinct map (the heuristic bot's reading of the view, shared). */
export const mapOfView = (v: LiteView): DungeonMap => mapOf(v);

export interface Placed {
  zone: Zone;
  /** Top-left corner of the square, in map units. */
  x: number;
  y: number;
}

export interface MapLayout {
  zones: ReadonlyMap<string, Placed>;
  /** The extent of every level drawn, in map units (one cell of margin around). */
  width: number;
  height: number;
  /** Each level's frame, for its caption. */
  levels: { level: number; x: number; y: number; w: number; h: number }[];
}

const layouts = new WeakMap<DungeonMap, MapLayout>();

export function layoutOf(map: DungeonMap): MapLayout {
  const known = layouts.get(map);
  if (known) return known;
  const byLevel = new Map<number, Zone[]>();
  for (const z of zonesOf(map)) byLevel.set(z.level, [...(byLevel.get(z.level) ?? []), z]);
  const zones = new Map<string, Placed>();
  const levels: MapLayout["levels"] = [];
  let left = CELL / 2;
  let height = 0;
  for (const level of [...byLevel.keys()].sort((a, b) => a - b)) {
    const list = byLevel.get(level)!;
    const minC = Math.min(...list.map((z) => z.cell[0]));
    const minR = Math.min(...list.map((z) => z.cell[1]));
    const cols = Math.max(...list.map((z) => z.cell[0])) - minC + 1;
    const rows = Math.max(...list.map((z) => z.cell[1])) - minR + 1;
    for (const z of list)
      zones.set(z.id, { zone: z, x: left + (z.cell[0] - minC) * CELL, y: CELL / 2 + (z.cell[1] - minR) * CELL });
    levels.push({ level, x: left, y: CELL / 2, w: cols * CELL, h: rows * CELL });
    left += cols * CELL + CELL;
    height = Math.max(height, rows * CELL + CELL);
  }
  const out: MapLayout = { zones, width: left, height, levels };
  layouts.set(map, out);
  return out;
}

/** The centre of a zone's square, in map units. */
export function centre(layout: MapLayout, zone: string): { x: number; y: number } {
  const p = layout.zones.get(zone);
  return p ? { x: p.x + CELL / 2, y: p.y + CELL / 2 } : { x: 0, y: 0 };
}
