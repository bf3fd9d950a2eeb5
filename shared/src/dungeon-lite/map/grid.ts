/** Grid arithmetic for the map: directions, quarter-turns and square keys. */
import type { Dir } from "../content/types.js";
import type { Cell, Turns } from "./types.js";

export const DIRS: readonly Dir[] = ["N", "E", "S", "W"];

const STEPS: Readonly<Record<Dir, Cell>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The neighbouring square through a side. */
export const step = (c: Cell, d: Dir): Cell => [c[0] + STEPS[d][0], c[1] + STEPS[d][1]];

export const opposite = (d: Dir): Dir => DIRS[(DIRS.indexOf(d) + 2) % 4];

/** A side after `turns` quarter-turns clockwise (N → E → S → W). */
export const turnDir = (d: Dir, turns: Turns): Dir => DIRS[(DIRS.indexOf(d) + turns) % 4];

/** The quarter-turns that bring side `from` to side `to`. */
export const turnsBetween = (from: Dir, to: Dir): Turns =>
  ((((DIRS.indexOf(to) - DIRS.indexOf(from)) % 4) + 4) % 4) as Turns;

/** A square turned `turns` quarter-turns clockwise about the origin: (x, y) → (−y, x) each time. */
export function turnCell(c: Cell, turns: Turns): Cell {
  let x = c[0];
  let y = c[1];
  for (let i = 0; i < turns; i++) [x, y] = [-y, x];
  return [x + 0, y + 0];
}

export const add = (a: Cell, b: Cell): Cell => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Cell, b: Cell): Cell => [a[0] - b[0], a[1] - b[1]];

export const cellKey = (level: number, c: Cell): string => `${level}:${c[0]},${c[1]}`;
