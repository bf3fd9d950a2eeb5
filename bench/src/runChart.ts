/**
 * The chart written beside a benchmark's JSON: its phases (bare echo, contract echo, the bare echo paced, the game,
 * the game paced, then the next round's) one after another
 * along the time axis, moves/s above, move→patch latency p50 and p99 below (./svgChart.ts draws it).
 */
import type { Sample } from "./sampler.js";
import { svgChart, type Point } from "./svgChart.js";

export interface ChartedPhase {
  label: string;
  /** The phase's measured window, in seconds. */
  seconds: number;
  series: readonly Sample[];
}

export function runChart(title: string, phases: readonly ChartedPhase[]): string {
  const rate: Point[] = [];
  const p50: Point[] = [];
  const p99: Point[] = [];
  const bands = [];
  let offset = 0;
  for (const phase of phases) {
    const end = offset + Math.max(phase.seconds, phase.series.at(-1)?.t ?? 0);
    bands.push({ from: offset, to: end, label: phase.label });
    for (const s of phase.series) {
      const t = offset + s.t;
      rate.push([t, s.movesPerSecond]);
      p50.push([t, s.p50]);
      p99.push([t, s.p99]);
    }
    // A gap between phases: each phase's line stands on its own.
    for (const line of [rate, p50, p99]) line.push([end, null]);
    offset = end;
  }
  return svgChart({
    title,
    xLabel: "seconds measured (phases one after another)",
    bands,
    panels: [
      { label: "moves/s", series: [{ name: "moves/s", color: "#1f77b4", points: rate }] },
      {
        label: "move → patch (ms)",
        series: [
          { name: "p50", color: "#2ca02c", points: p50 },
          { name: "p99", color: "#d62728", points: p99 },
        ],
      },
    ],
  });
}

/** A phase as the run's JSON holds it: its sampled series (null: the phase was not run). */
type RunPhase = { series: readonly Sample[] } | null;

/** What the chart reads of a run of `npm run bench` (./main.ts, `report`). */
export interface ChartedRun {
  game: string;
  seats: number;
  matches: number;
  when: string;
  seconds: number;
  rounds: number;
  paceMs: number;
  contractEcho: RunPhase;
  byRound: readonly { bare: RunPhase; gameRun: RunPhase; barePaced: RunPhase; gamePaced: RunPhase }[];
}

/**
 * The chart of a whole run: every phase in the order run, each round's bare room, contract echo (the first round's),
 * paced bare room, game and paced game.
 */
export function chartOfRun(r: ChartedRun): string {
  const phase = (label: string, f: RunPhase) => (f ? [{ label, seconds: r.seconds, series: f.series }] : []);
  return runChart(
    `${r.game}, ${r.seats} seats, M = ${r.matches}, ${r.when}`,
    r.byRound.flatMap((round, i) => {
      const n = r.rounds > 1 ? ` (${i + 1})` : "";
      return [
        ...phase(`bare echo${n}`, round.bare),
        ...(i === 0 ? phase("contract echo", r.contractEcho) : []),
        ...phase(`bare echo, paced ${r.paceMs} ms${n}`, round.barePaced),
        ...phase(`${r.game}${n}`, round.gameRun),
        ...phase(`${r.game}, paced ${r.paceMs} ms${n}`, round.gamePaced),
      ];
    }),
  );
}
