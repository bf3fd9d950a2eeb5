/**
 * `npm run bench -- --compare <old.json> [<new.json>]`: two benchmark results side by side, every figure with its
 * old value, its new value and new/old, as a table (without <new.json>, the run just made is the new one).
 */
import { readFileSync } from "node:fs";
import { ratio } from "./stats.js";

export interface ComparedFigure {
  figure: string;
  old: number | null;
  new: number | null;
  /** new / old, to 2 decimals; null when either is missing or old is 0. */
  ratio: number | null;
}

/** The parts of a result whose figures are compared, in the order printed. */
const SECTIONS = ["bare", "contractEcho", "floor", "gameRun", "barePaced", "gamePaced", "ratios", "server"];

/** Every number under `value`, by its dotted path (arrays, such as the sampled series, are left out). */
function numbers(value: unknown, prefix: string, into: Map<string, number>): Map<string, number> {
  if (typeof value === "number" && Number.isFinite(value)) into.set(prefix, value);
  else if (value && typeof value === "object" && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) numbers(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
}

export function compareRuns(oldRun: unknown, newRun: unknown): ComparedFigure[] {
  const pick = (run: unknown) => {
    const m = new Map<string, number>();
    for (const s of SECTIONS) numbers((run as Record<string, unknown>)?.[s], s, m);
    return m;
  };
  const a = pick(oldRun);
  const b = pick(newRun);
  const figures = [...a.keys(), ...[...b.keys()].filter((k) => !a.has(k))];
  return figures.map((figure) => {
    const o = a.get(figure) ?? null;
    const n = b.get(figure) ?? null;
    return {
      figure,
      old: o,
      new: n,
      ratio: ratio(n, o),
    };
  });
}

const cell = (x: number | null) => (x === null ? "–" : String(x));

/** The comparison as a text table: figure, old, new, new/old, the numbers right-aligned. */
export function comparisonTable(rows: readonly ComparedFigure[]): string {
  return textTable([
    ["figure", "old", "new", "new/old"],
    ...rows.map((r) => [r.figure, cell(r.old), cell(r.new), r.ratio === null ? "–" : `${r.ratio.toFixed(2)}×`]),
  ]);
}

/** Rows of cells as a text table: the first row the header, then a rule; the first column left-aligned, the rest right. */
export function textTable(lines: readonly string[][]): string {
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)));
  const row = (l: string[]) => l.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join("  ");
  return [row(lines[0]), widths.map((w) => "-".repeat(w)).join("  "), ...lines.slice(1).map(row)].join("\n") + "\n";
}

type RunHeader = {
  game?: string;
  when?: string;
  matches?: number;
  seconds?: number;
  seats?: number;
  /** Absent in runs made before the load generator had threads of its own (its clients ran in the main thread). */
  driverThreads?: number;
  /** Absent in runs made before a run had rounds (./rounds.ts): one round each. */
  rounds?: number;
};

const threads = (r: RunHeader) =>
  r.driverThreads === undefined ? "clients in the main thread" : `${r.driverThreads} load generator thread(s)`;

const rounds = (r: RunHeader) => `${r.rounds ?? 1} round(s)`;

/** The table with a line naming each run. */
export function comparisonReport(oldRun: unknown, newRun: unknown, oldName: string, newName: string): string {
  const head = (name: string, r: RunHeader) =>
    `${name}: ${r.game ?? "?"}, ${r.seats ?? "?"} seats, M = ${r.matches ?? "?"}, ${r.seconds ?? "?"} s, ${threads(r)}, ${rounds(r)}, ${r.when ?? "?"}`;
  const o = oldRun as RunHeader;
  const n = newRun as RunHeader;
  const warn =
    (o.game !== n.game || o.matches !== n.matches ? "note: the two runs differ in game or M\n" : "") +
    (threads(o) !== threads(n) ? "note: the load generators of the two runs differ in threads\n" : "") +
    (rounds(o) !== rounds(n) ? "note: the two runs differ in rounds (a run's ratios are its rounds' medians)\n" : "");
  return `old ${head(oldName, o)}\nnew ${head(newName, n)}\n${warn}\n${comparisonTable(compareRuns(oldRun, newRun))}`;
}

export const readRun = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
