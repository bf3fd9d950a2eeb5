/**
 * The dungeon as the view shows it: the map value rebuilt from the view's segments, exits and door (so the shared
 * geometry draws it: squares, walls, exits, cover, chests), and where each zone's square lies on screen. Levels
 * (segments that would have overlapped, LITE-OPEN-13) are drawn side by side, each with its own frame.
 */
import type { SegmentId } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import { zonesOf, type DungeonMap, type MapExit, type Zone } from "../../../../shared/src/dungeon-lite/map/index.js";
import { CELL } from "./theme";

let lastKey = "";
let lastMap: DungeonMap | null = null;

/** The map value of the view, one object per distinct map (the geometry caches its graph by object). */
export function mapOfView(v: LiteView): DungeonMap {
  const segs = v.segments.map((p) => `${p.segment}@${p.level}:${p.x},${p.y}/${p.turns}`).join(" ");
  const key = `${segs}|${v.exits.map((e) => `${e.zone}${e.side}${e.status}`).join(",")}|${v.door?.zone ?? ""}${v.door?.side ?? ""}`;
  if (key !== lastKey || !lastMap) {
    lastKey = key;
    lastMap = {
      segments: v.segments.map((p) => ({
        segment: p.segment as SegmentId,
        level: p.level,
        turns: p.turns as 0 | 1 | 2 | 3,
        offset: [p.x, p.y] as const,
      })),
      exits: v.exits.map((e): MapExit => ({ zone: e.zone, side: e.side, status: e.status, to: e.to })),
      door: v.door ? { zone: v.door.zone, side: v.door.side } : null,
    };
  }
  return lastMap;
}

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
