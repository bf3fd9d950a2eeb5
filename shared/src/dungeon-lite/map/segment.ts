/**
 * The local geometry of a terrain segment, read once from its layout (content/terrain.ts): each zone's square and
 * the steps between neighbouring zones of the segment that no wall separates. Checks the data as it reads it, so
 * a layout error fails when this module loads (and in test/dungeon-lite/map.test.ts).
 */
import { TERRAIN_SEGMENTS } from "../content/terrain.js";
import type { Dir, SegmentId, TerrainSegment } from "../content/types.js";
import { DIRS, step } from "./grid.js";
import type { Cell } from "./types.js";

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
  def.layout.forEach((rowText, row) => [...rowText].forEach((ch, col) => {
    if (ch === ".") return;
    const n = Number(ch);
    if (!Number.isInteger(n) || n < 1 || cells.has(n)) throw new Error(`${def.id}: bad zone "${ch}"`);
    cells.set(n, [col, row]);
    at.set(`${col},${row}`, n);
  }));
  const zoneAt = (c: Cell) => at.get(`${c[0]},${c[1]}`);
  const walled = (a: number, b: number) => def.walls.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (const [a, b] of def.walls) {
    const ca = cells.get(a);
    if (!ca || !DIRS.some((d) => zoneAt(step(ca, d)) === b)) throw new Error(`${def.id}: wall ${a}-${b} between non-neighbours`);
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
    if (!c || zoneAt(step(c, w.side)) !== undefined) throw new Error(`${def.id}: doorway ${w.zone}${w.side} does not lead out`);
  }
  if (def.entrance && def.entrance.side !== "S") throw new Error(`${def.id}: the entrance must be on a south side`);
  const named = [def.deploy, ...def.cover, ...(def.chest === null ? [] : [def.chest]), ...(def.heroStart === null ? [] : [def.heroStart])];
  for (const n of named) if (!cells.has(n)) throw new Error(`${def.id}: no zone ${n}`);
  return { def, cells, steps };
}

const SHAPES = new Map<SegmentId, SegmentShape>(TERRAIN_SEGMENTS.map((s) => [s.id, read(s)]));

export function shapeOf(id: SegmentId): SegmentShape {
  const s = SHAPES.get(id);
  if (!s) throw new Error(`unknown Dungeon Lite terrain segment ${id}`);
  return s;
}
