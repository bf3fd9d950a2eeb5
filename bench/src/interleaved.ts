/**
 * Two builds measured against each other in interleaved runs (`npm run bench:interleaved`, ./interleavedMain.ts):
 * which build runs first in each pair, and what the pairs say together. On a shared machine one process's figures
 * drift by a third over minutes, so a figure of one build is only set against the other build's from the same pair,
 * and the verdict is the median of the pairs' new/base ratios with how many pairs agree.
 */
import { compareRuns, textTable } from "./compare.js";
import { median } from "./rounds.js";

export type Build = "base" | "new";

/**
 * The order of the runs in pair `i` (from 0): base first, then new first, and so on (ABBA), so that a machine
 * growing busier or quieter through the session weighs on both builds alike.
 */
export function pairOrder(i: number): [Build, Build] {
  return i % 2 === 0 ? ["base", "new"] : ["new", "base"];
}

/** The figures the printed summary shows, in order; the file has every figure of the runs (./compare.ts). */
export const KEY_FIGURES = [
  "ratios.serverCpuPerMove",
  "ratios.serverUserCpuPerMove",
  "ratios.serverMainThreadCpuPerMove",
  "ratios.p99",
  "ratios.contractEchoServerCpuPerMove",
  "ratios.serverCpuPerMovePaced",
  "ratios.p99Paced",
  "floor.ratioToBare",
  "floor.gameOverFloor",
  "bare.serverCpuUsPerMove",
  "gameRun.serverCpuUsPerMove",
  "gameRun.movesPerSecond",
] as const;

export interface InterleavedFigure {
  figure: string;
  /** The base build's value in each pair, in pair order. */
  base: (number | null)[];
  new: (number | null)[];
  /** new / base in each pair. */
  ratios: (number | null)[];
  /** The median of the pairs' ratios; null when no pair has both. */
  medianRatio: number | null;
  /** How many pairs have the figure from both builds, and in how many of them the new build's was lower. */
  pairs: number;
  lower: number;
}

/** Every figure of the pairs' runs, each set side by side pair by pair. */
export function summarizePairs(pairs: readonly { base: unknown; new: unknown }[]): InterleavedFigure[] {
  const byPair = pairs.map((p) => new Map(compareRuns(p.base, p.new).map((f) => [f.figure, f])));
  const figures = [...new Set(byPair.flatMap((m) => [...m.keys()]))];
  return figures.map((figure) => {
    const rows = byPair.map((m) => m.get(figure));
    const base = rows.map((r) => r?.old ?? null);
    const now = rows.map((r) => r?.new ?? null);
    const ratios = rows.map((r) => r?.ratio ?? null);
    const both = base.map((b, i) => [b, now[i]] as const).filter(([b, n]) => b !== null && n !== null);
    return {
      figure,
      base,
      new: now,
      ratios,
      medianRatio: median(ratios),
      pairs: both.length,
      lower: both.filter(([b, n]) => n! < b!).length,
    };
  });
}

const num = (x: number | null) => (x === null ? "–" : String(x));

/** The key figures as a text table: each pair's base → new, the median new/base, and how many pairs agree. */
export function interleavedTable(figures: readonly InterleavedFigure[]): string {
  const rows = KEY_FIGURES.map((k) => figures.find((f) => f.figure === k)).filter(
    (f): f is InterleavedFigure => f !== undefined,
  );
  return textTable([
    ["figure", "base → new, pair by pair", "median new/base", "new lower in"],
    ...rows.map((f) => [
      f.figure,
      f.base.map((b, i) => `${num(b)} → ${num(f.new[i])}`).join(", "),
      f.medianRatio === null ? "–" : `${f.medianRatio.toFixed(2)}×`,
      `${f.lower} of ${f.pairs}`,
    ]),
  ]);
}
