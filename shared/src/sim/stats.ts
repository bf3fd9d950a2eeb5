/** Aggregates simulated games: results per seat, seat 0's win rate, length statistics, speed. */
import type { PlayResult } from "./play.js";

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[idx];
}

/**
 * `elapsedMs` is wall time; `cpuMs` is the process's CPU time (the honest one-core figure on a shared machine);
 * `mainCpuMs`, when known, the main thread's part of it (./cpu.ts: the rest is V8's compiler and collector).
 */
export function summarise(
  results: readonly Pick<PlayResult, "outcome" | "actions">[],
  seats: number,
  elapsedMs: number,
  cpuMs = elapsedMs,
  mainCpuMs: number | null = null,
) {
  const wins = new Array(seats).fill(0);
  const losses = new Array(seats).fill(0);
  const draws = new Array(seats).fill(0);
  let unfinished = 0;
  const lengths: number[] = [];
  for (const r of results) {
    lengths.push(r.actions);
    if (!r.outcome) {
      unfinished++;
      continue;
    }
    r.outcome.results.forEach((res, seat) => {
      if (res === "win") wins[seat]++;
      else if (res === "loss") losses[seat]++;
      else draws[seat]++;
    });
  }
  lengths.sort((a, b) => a - b);
  const n = results.length;
  const total = lengths.reduce((a, b) => a + b, 0);
  const mean = n ? total / n : 0;
  return {
    games: n,
    wins,
    losses,
    draws,
    unfinished,
    /** Seat 0's share of wins over all games played. */
    winRate: n ? wins[0] / n : 0,
    actions: { mean: Math.round(mean * 10) / 10, median: percentile(lengths, 0.5), p95: percentile(lengths, 0.95) },
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: Math.round((n / (elapsedMs / 1000)) * 10) / 10,
    cpuMs: Math.round(cpuMs),
    gamesPerCpuSecond: Math.round((n / (cpuMs / 1000)) * 10) / 10,
    /** Every action counted, the rules' own steps included, per second of the process's CPU time. */
    actionsPerCpuSecond: Math.round(total / (cpuMs / 1000)),
    ...(mainCpuMs === null
      ? {}
      : {
          mainThreadCpuMs: Math.round(mainCpuMs),
          /** The same actions per second of the main thread's CPU time: the games' own work, without the compiler's. */
          actionsPerMainThreadCpuSecond: Math.round(total / (mainCpuMs / 1000)),
        }),
  };
}
