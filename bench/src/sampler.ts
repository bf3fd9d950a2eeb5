/**
 * Moves/s and move→patch latency over a measured window, interval by interval, read from a phase's tally: the
 * series the run's chart draws (./runChart.ts), so a slowdown or a stall within a run shows, not only its average.
 */
import { percentile } from "./stats.js";

export interface Sample {
  /** Seconds from the start of the window to the end of this interval. */
  t: number;
  movesPerSecond: number;
  /** Latency percentiles of the moves acknowledged in this interval, in ms; null when there were none. */
  p50: number | null;
  p99: number | null;
}

/** What the sampler reads: the running count of moves and the latencies recorded so far. */
export interface Counted {
  moves: number;
  latencies: readonly number[];
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export class Sampler {
  readonly samples: Sample[] = [];
  private lastMs: number;
  private readonly startMs: number;
  private lastMoves: number;
  private lastLatency: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly tally: Counted,
    nowMs: number = performance.now(),
  ) {
    this.startMs = this.lastMs = nowMs;
    this.lastMoves = tally.moves;
    this.lastLatency = tally.latencies.length;
  }

  /** Closes the interval that ends at `nowMs`: the moves and latencies since the last one. */
  take(nowMs: number = performance.now()): Sample | null {
    const seconds = (nowMs - this.lastMs) / 1000;
    if (seconds <= 0) return null;
    const latencies = this.tally.latencies.slice(this.lastLatency).sort((a, b) => a - b);
    const sample: Sample = {
      t: round((nowMs - this.startMs) / 1000, 2),
      movesPerSecond: Math.round((this.tally.moves - this.lastMoves) / seconds),
      p50: latencies.length ? round(percentile(latencies, 50), 2) : null,
      p99: latencies.length ? round(percentile(latencies, 99), 2) : null,
    };
    this.samples.push(sample);
    this.lastMs = nowMs;
    this.lastMoves = this.tally.moves;
    this.lastLatency = this.tally.latencies.length;
    return sample;
  }

  /** Takes a sample every `intervalMs` until `stop`. */
  every(intervalMs: number): this {
    this.timer = setInterval(() => this.take(), intervalMs);
    return this;
  }

  /** Stops sampling; the last, shorter interval is kept when it is at least a fifth of a second long. */
  stop(nowMs: number = performance.now()): Sample[] {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (nowMs - this.lastMs >= 200) this.take(nowMs);
    return this.samples;
  }
}
