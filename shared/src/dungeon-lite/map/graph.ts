/**
 * The zone graph of a map: every zone in map coordinates, the steps between zones (inside a segment, and through
 * open exits), and a square index per level. Built once per map value and kept in a WeakMap, so the pure
 * functions of this folder can be called often on the same map without rebuilding it.
 */
import type { SegmentId } from "../content/types.js";
import { add, cellKey, opposite, step, turnCell } from "./grid.js";
import { turnedShape, zoneId } from "./segment.js";
import type { Cell, DungeonMap, ExitRef, Link, PlacedSegment, Zone, ZoneId } from "./types.js";

export { zoneId };

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
  /** The deployment zones, in placement order. */
  readonly deploy: readonly ZoneId[];
  /** Memo of distance fields by start zone, one per door option (see distance.ts). */
  readonly distances: {
    readonly block: Map<ZoneId, ReadonlyMap<ZoneId, number>>;
    readonly pass: Map<ZoneId, ReadonlyMap<ZoneId, number>>;
  };
}

/** The map square of a segment's local square. */
export const placeCell = (p: PlacedSegment, local: Cell): Cell => add(turnCell(local, p.turns), p.offset);

const cache = new WeakMap<DungeonMap, Graph>();

function build(map: DungeonMap): Graph {
  const zones = new Map<ZoneId, Zone>();
  const links = new Map<ZoneId, readonly Link[]>();
  const at = new Map<string, ZoneId>();
  const deploy: ZoneId[] = [];
  for (const p of map.segments) {
    const shape = turnedShape(p.segment, p.turns);
    const [ox, oy] = p.offset;
    for (const z of shape.zones) {
      const cell: Cell = [z.cell[0] + ox, z.cell[1] + oy];
      zones.set(z.id, {
        id: z.id,
        segment: p.segment,
        n: z.n,
        level: p.level,
        cell,
        cover: z.cover,
        deploy: z.deploy,
        chest: z.chest,
      });
      links.set(z.id, shape.inner.get(z.id)!);
      at.set(cellKey(p.level, cell), z.id);
      if (z.deploy) deploy.push(z.id);
    }
  }
  // The steps through open exits come after a zone's own steps, in the order of the map's exits.
  const join = (from: ZoneId, l: Link) => links.set(from, [...links.get(from)!, l]);
  for (const e of map.exits) {
    if (e.status !== "open" || e.to === null) continue;
    const from = zones.get(e.zone)!;
    const to = zones.get(e.to)!;
    const beyond = step(from.cell, e.side);
    const straight = from.level === to.level && beyond[0] === to.cell[0] && beyond[1] === to.cell[1];
    const barred = map.door !== null && sameExit(map.door, e);
    const ref: ExitRef = { zone: e.zone, side: e.side };
    join(from.id, { to: to.id, dir: straight ? e.side : null, exit: ref, barred });
    join(to.id, { to: from.id, dir: straight ? opposite(e.side) : null, exit: ref, barred });
  }
  const open = new Map<ZoneId, readonly Link[]>();
  for (const [id, ls] of links) open.set(id, ls.some((l) => l.barred) ? ls.filter((l) => !l.barred) : ls);
  return { zones, links, open, at, deploy, distances: { block: new Map(), pass: new Map() } };
}

export function graphOf(map: DungeonMap): Graph {
  let g = cache.get(map);
  if (!g) {
    g = build(map);
    cache.set(map, g);
  }
  return g;
}

/** `map`, a copy of `like` with the same value, shares the graph already built for `like` (fast/shapes.ts). */
export function shareGraph(map: DungeonMap, like: DungeonMap): void {
  const g = cache.get(like);
  if (g && !cache.has(map)) cache.set(map, g);
}

/** The zone's data; throws for a zone that is not on the map. */
export function zoneOf(map: DungeonMap, id: ZoneId): Zone {
  const z = graphOf(map).zones.get(id);
  if (!z) throw new Error(`zone ${id} is not on the map`);
  return z;
}

export const isZone = (map: DungeonMap, id: unknown): id is ZoneId =>
  typeof id === "string" && graphOf(map).zones.has(id);

/** Every zone on the map, in placement order. */
export const zonesOf = (map: DungeonMap): readonly Zone[] => [...graphOf(map).zones.values()];
