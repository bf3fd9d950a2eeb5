/**
 * A run's rounds (`--rounds R`, ./main.ts): the bare room and the game measured R times in turn, each round's ratios
 * taken from phases a minute apart, and the run's ratios the medians of the rounds'. On this shared machine one
 * process's CPU per move drifts by up to 40% over a few minutes (docs/benchmark.md, "Rounds"), so a ratio of two phases
 * minutes apart measures the drift as much as the game; the median of ratios of neighbouring phases moves less.
 */
import { ratio } from "./stats.js";

/** What a round's ratios are read from: one measured phase (./main.ts, `measure`). */
export interface PhaseFigures {
  movesPerSecond: number;
  latencyMs: { p99: number };
  serverCpuUsPerMove: number | null;
  serverUserUsPerMove: number | null;
  serverSystemUsPerMove: number | null;
  serverMainThreadUsPerMove: number | null;
}

/** One round: the bare room and the game at full speed, and (unless --pace-ms 0) both paced. */
export interface Round<F extends PhaseFigures = PhaseFigures> {
  bare: F;
  gameRun: F;
  barePaced: F | null;
  gamePaced: F | null;
}

/** A round's ratios of the game to the bare room (the first four were the retired targets). */
export function roundRatios(r: Round) {
  const paced = r.barePaced && r.gamePaced ? { bare: r.barePaced, game: r.gamePaced } : null;
  return {
    /** The server's CPU per move against the bare room's: what the game costs, however the cores are shared. */
    serverCpuPerMove: ratio(r.gameRun.serverCpuUsPerMove, r.bare.serverCpuUsPerMove),
    /** Its two parts: the server's own code, and the kernel's work for it (./stats.ts, cpuTimes). */
    serverUserCpuPerMove: ratio(r.gameRun.serverUserUsPerMove, r.bare.serverUserUsPerMove),
    serverSystemCpuPerMove: ratio(r.gameRun.serverSystemUsPerMove, r.bare.serverSystemUsPerMove),
    /** The main thread's CPU per move alone, what bounds one process's load (./stats.ts, mainThreadShare). */
    serverMainThreadCpuPerMove: ratio(r.gameRun.serverMainThreadUsPerMove, r.bare.serverMainThreadUsPerMove),
    p99: ratio(r.gameRun.latencyMs.p99, r.bare.latencyMs.p99),
    /** Reported, not a target: on a machine where the load generator shares the server's cores it measures them. */
    throughput: ratio(r.gameRun.movesPerSecond, r.bare.movesPerSecond),
    /**
     * At full speed each client sends its next move as soon as the last one lands, M moves always in flight: the
     * latency is then M divided by the moves a second (Little's law), and its ratio the throughput's. Paced, the
     * bare room and the game get the same moves a second, and the latency is what a move costs the server, with
     * its queue at that load: what a player waits at a table on a server holding M matches.
     */
    p99Paced: paced ? ratio(paced.game.latencyMs.p99, paced.bare.latencyMs.p99) : null,
    serverCpuPerMovePaced: paced ? ratio(paced.game.serverCpuUsPerMove, paced.bare.serverCpuUsPerMove) : null,
  };
}
export type RoundRatios = ReturnType<typeof roundRatios>;

/** The median of the numbers (the mean of the two middle ones for an even count), ignoring nulls; null if none. */
export function median(xs: readonly (number | null)[]): number | null {
  const s = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = s.length >> 1;
  return Math.round((s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2) * 100) / 100;
}

/** Each ratio's median over the rounds. */
export function medianRatios(byRound: readonly RoundRatios[]): RoundRatios {
  const keys = Object.keys(byRound[0]) as (keyof RoundRatios)[];
  return Object.fromEntries(keys.map((k) => [k, median(byRound.map((r) => r[k]))])) as RoundRatios;
}

/**
 * The round whose CPU ratio is the median (the lower middle one for an even count; a round with no ratio counts as
 * the highest): the run's headline phases are that round's.
 */
export function medianRoundIndex(byRound: readonly RoundRatios[]): number {
  const order = byRound
    .map((r, i) => ({ i, x: r.serverCpuPerMove ?? Infinity }))
    .sort((a, b) => a.x - b.x || a.i - b.i);
  return order[(order.length - 1) >> 1].i;
}
