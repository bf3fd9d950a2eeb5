/**
 * The local geometry of a terrain segment, read once from its layout (content/terrain.ts): each zone's square and
 * the steps between neighbouring zones of the segment that no wall separates. Checks the data as it reads it, so
 * a layout error fails when this module loads (and in test/dungeon-lite/map.test.ts).
 */
import { TERRAIN_SEGMENTS } from "../content/terrain.js";
import type { Dir, SegmentId, TerrainSegment } from "../content/types.js";
import { DIRS, step, turnCell, turnDir } from "./grid.js";
import type { Cell, Link, Turns, ZoneId } from "./types.js";

/** `<segment id>/<zone number>`, e.g. "entrance/5". */
export const zoneId = (segment: SegmentId, n: number): ZoneId => `${segment}/${n}`;

export interface SegmentShape {
  readonly def: TerrainSegment;
  /** Zone number → its local square. */
  readonly cells: ReadonlyMap<number, Cell>;
  /** Steps inside the segment: from zone, to zone, side crossed (both directions listed). */
  readonly steps: readonly (readonly [number, number, Dir])[];
}

function read(def: TerrainSegment): SegmentShape {
  const cells = new Map<number, Cell>();
  const at = new Map<string, number>();
  def.layout.forEach((rowText, row) =>
    [...rowText].forEach((ch, col) => {
      if (ch === ".") return;
      const n = Number(ch);
      if (!Number.isInteger(n) || n < 1 || cells.has(n)) throw new Error(`${def.id}: bad zone "${ch}"`);
      cells.set(n, [col, row]);
      at.set(`${col},${row}`, n);
    }),
  );
  const zoneAt = (c: Cell) => at.get(`${c[0]},${c[1]}`);
  const walled = (a: number, b: number) => def.walls.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (const [a, b] of def.walls) {
    const ca = cells.get(a);
    if (!ca || !DIRS.some((d) => zoneAt(step(ca, d)) === b))
      throw new Error(`${def.id}: wall ${a}-${b} between non-neighbours`);
  }
  const steps: [number, number, Dir][] = [];
  for (const [n, c] of cells) {
    for (const d of DIRS) {
      const m = zoneAt(step(c, d));
      if (m !== undefined && !walled(n, m)) steps.push([n, m, d]);
    }
  }
  const doorways = def.entrance ? [def.entrance, ...def.exits] : def.exits;
  for (const w of doorways) {
    const c = cells.get(w.zone);
    if (!c || zoneAt(step(c, w.side)) !== undefined)
      throw new Error(`${def.id}: doorway ${w.zone}${w.side} does not lead out`);
  }
  if (def.entrance && def.entrance.side !== "S") throw new Error(`${def.id}: the entrance must be on a south side`);
  const named = [
    def.deploy,
    ...def.cover,
    ...(def.chest === null ? [] : [def.chest]),
    ...(def.heroStart === null ? [] : [def.heroStart]),
  ];
  for (const n of named) if (!cells.has(n)) throw new Error(`${def.id}: no zone ${n}`);
  return { def, cells, steps };
}

const SHAPES = new Map<SegmentId, SegmentShape>(TERRAIN_SEGMENTS.map((s) => [s.id, read(s)]));

export function shapeOf(id: SegmentId): SegmentShape {
  const s = SHAPES.get(id);
  if (!s) throw new Error(`unknown Dungeon Lite terrain segment ${id}`);
  return s;
}

/** A segment's zone after a turn, before it is moved to its place on the map. */
export interface TurnedZone {
  readonly id: ZoneId;
  readonly n: number;
  /** The local square turned (the map square is this plus the placement's offset). */
  readonly cell: Cell;
  readonly cover: boolean;
  readonly deploy: boolean;
  readonly chest: boolean;
}

/** A segment's shape turned by a quarter-turn count: its zones and the steps inside it, in the shape's order. */
export interface TurnedShape {
  readonly zones: readonly TurnedZone[];
  /** The steps inside the segment from each zone (never through an exit, so never barred). */
  readonly inner: ReadonlyMap<ZoneId, readonly Link[]>;
}

function turned(shape: SegmentShape, turns: Turns): TurnedShape {
  const { def } = shape;
  const zones: TurnedZone[] = [];
  const inner = new Map<ZoneId, Link[]>();
  for (const [n, local] of shape.cells) {
    const id = zoneId(def.id, n);
    const [x, y] = turnCell(local, turns);
    zones.push({ id, n, cell: [x, y], cover: def.cover.includes(n), deploy: def.deploy === n, chest: def.chest === n });
    inner.set(id, []);
  }
  for (const [a, b, d] of shape.steps)
    inner.get(zoneId(def.id, a))!.push({ to: zoneId(def.id, b), dir: turnDir(d, turns), exit: null, barred: false });
  return { zones, inner };
}

const TURNS: readonly Turns[] = [0, 1, 2, 3];
const TURNED = new Map<SegmentId, readonly TurnedShape[]>(
  [...SHAPES].map(([id, sh]) => [id, TURNS.map((t) => turned(sh, t))]),
);

/** The segment's shape turned `turns` quarter-turns clockwise (read once for every segment and turn). */
export function turnedShape(id: SegmentId, turns: Turns): TurnedShape {
  const t = TURNED.get(id);
  if (!t) throw new Error(`unknown Dungeon Lite terrain segment ${id}`);
  return t[turns];
}
