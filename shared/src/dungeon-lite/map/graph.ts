/**
 * The zone graph of a map: every zone in map coordinates, the steps between zones (inside a segment, and through
 * open exits), and a square index per level. Built once per map value and kept in a WeakMap, so the pure
 * functions of this folder can be called often on the same map without rebuilding it.
 */
import type { SegmentId } from "../content/types.js";
import { add, cellKey, opposite, step, turnCell, turnDir } from "./grid.js";
import { shapeOf } from "./segment.js";
import type { Cell, DungeonMap, ExitRef, Link, PlacedSegment, Zone, ZoneId } from "./types.js";

export const zoneId = (segment: SegmentId, n: number): ZoneId => `${segment}/${n}`;

export const segmentOf = (zone: ZoneId): SegmentId => zone.slice(0, zone.indexOf("/")) as SegmentId;

export const sameExit = (a: ExitRef, b: ExitRef): boolean => a.zone === b.zone && a.side === b.side;

export interface Graph {
  readonly zones: ReadonlyMap<ZoneId, Zone>;
  /** Every step from a zone, the barred one included. */
  readonly links: ReadonlyMap<ZoneId, readonly Link[]>;
  /** The steps from a zone that the barred door does not bar (the same list as `links` when none is barred). */
  readonly open: ReadonlyMap<ZoneId, readonly Link[]>;
  /** `level:col,row` → zone. */
  readonly at: ReadonlyMap<string, ZoneId>;
  /** Memo of distance fields by start zone, one per door option (see distance.ts). */
  readonly distances: { readonly block: Map<ZoneId, ReadonlyMap<ZoneId, number>>; readonly pass: Map<ZoneId, ReadonlyMap<ZoneId, number>> };
}

/** The map square of a segment's local square. */
export const placeCell = (p: PlacedSegment, local: Cell): Cell => add(turnCell(local, p.turns), p.offset);

const cache = new WeakMap<DungeonMap, Graph>();

function build(map: DungeonMap): Graph {
  const zones = new Map<ZoneId, Zone>();
  const links = new Map<ZoneId, Link[]>();
  const at = new Map<string, ZoneId>();
  const level = new Map<SegmentId, number>();
  for (const p of map.segments) {
    const shape = shapeOf(p.segment);
    const def = shape.def;
    level.set(p.segment, p.level);
    for (const [n, local] of shape.cells) {
      const id = zoneId(p.segment, n);
      const cell = placeCell(p, local);
      zones.set(id, {
        id, segment: p.segment, n, level: p.level, cell,
        cover: def.cover.includes(n), deploy: def.deploy === n, chest: def.chest === n,
      });
      links.set(id, []);
      at.set(cellKey(p.level, cell), id);
    }
    for (const [a, b, d] of shape.steps) {
      links.get(zoneId(p.segment, a))!.push({ to: zoneId(p.segment, b), dir: turnDir(d, p.turns), exit: null, barred: false });
    }
  }
  for (const e of map.exits) {
    if (e.status !== "open" || e.to === null) continue;
    const from = zones.get(e.zone)!;
    const to = zones.get(e.to)!;
    const straight = from.level === to.level && cellKey(to.level, step(from.cell, e.side)) === cellKey(to.level, to.cell);
    const barred = map.door !== null && sameExit(map.door, e);
    const ref: ExitRef = { zone: e.zone, side: e.side };
    links.get(from.id)!.push({ to: to.id, dir: straight ? e.side : null, exit: ref, barred });
    links.get(to.id)!.push({ to: from.id, dir: straight ? opposite(e.side) : null, exit: ref, barred });
  }
  const open = new Map<ZoneId, readonly Link[]>();
  for (const [id, ls] of links) open.set(id, ls.some((l) => l.barred) ? ls.filter((l) => !l.barred) : ls);
  return { zones, links, open, at, distances: { block: new Map(), pass: new Map() } };
}

export function graphOf(map: DungeonMap): Graph {
  let g = cache.get(map);
  if (!g) {
    g = build(map);
    cache.set(map, g);
  }
  return g;
}

/** The zone's data; throws for a zone that is not on the map. */
export function zoneOf(map: DungeonMap, id: ZoneId): Zone {
  const z = graphOf(map).zones.get(id);
  if (!z) throw new Error(`zone ${id} is not on the map`);
  return z;
}

export const isZone = (map: DungeonMap, id: unknown): id is ZoneId => typeof id === "string" && graphOf(map).zones.has(id);

/** Every zone on the map, in placement order. */
export const zonesOf = (map: DungeonMap): readonly Zone[] => [...graphOf(map).zones.values()];
