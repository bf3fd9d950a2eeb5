/** Helpers for the Dungeon Lite geometry tests: maps built step by step, and a text picture of a map. */
import { closedExits, entranceMap, graphOf, placeSegment, zoneOf } from "@tabletop/shared/dungeon-lite/map/index";
import type { DungeonMap, ExitRef } from "@tabletop/shared/dungeon-lite/map/index";
import type { Dir, SegmentId } from "@tabletop/shared/dungeon-lite/content/index";

export const exit = (zone: string, side: Dir): ExitRef => ({ zone, side });

/** The map after placing each segment at the given exit, in order. */
export function build(...steps: [zone: string, side: Dir, segment: SegmentId][]): DungeonMap {
  let map = entranceMap();
  for (const [zone, side, segment] of steps) map = placeSegment(map, exit(zone, side), segment);
  return map;
}

/** One letter per segment (in placement order) at each square of level `level`, "." elsewhere; rows north first. */
export function picture(map: DungeonMap, level = 0): string[] {
  const zones = [...graphOf(map).zones.values()].filter((z) => z.level === level);
  const xs = zones.map((z) => z.cell[0]);
  const ys = zones.map((z) => z.cell[1]);
  const letter = (seg: string) => "ABCDEFGHIJK"[map.segments.findIndex((p) => p.segment === seg)];
  const rows: string[] = [];
  for (let y = Math.min(...ys); y <= Math.max(...ys); y++) {
    let row = "";
    for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
      const z = zones.find((q) => q.cell[0] === x && q.cell[1] === y);
      row += z ? letter(z.segment) : ".";
    }
    rows.push(row);
  }
  return rows;
}

export const closedAt = (map: DungeonMap) => closedExits(map).map((e) => `${e.zone}${e.side}`);
export const cellOf = (map: DungeonMap, zone: string) => zoneOf(map, zone).cell;
