/**
 * How long a process's event loop was kept from turning (a collection's pause, a long task), over a measured
 * window: a 1 ms timer's lateness, from Node's own histogram (`monitorEventLoopDelay`). The benchmark reads it in the
 * server and in the load generator, so that a latency spike can be told apart as the one's or the other's. Its
 * percentiles count timer turns, not time: a loop held 50 ms once is one late turn among thousands, so the largest
 * delay is the figure that says how long a move may have waited.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

const RESOLUTION_MS = 1;

export interface LoopDelayFigures {
  /** Lateness of the timer in ms (its interval less the resolution): median, 99th percentile and largest. */
  p50: number;
  p99: number;
  max: number;
}

export class LoopDelay {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });

  /** Starts a window (forgetting the last one). */
  start(): void {
    this.histogram.reset();
    this.histogram.enable();
  }

  /** Ends the window and answers its figures. */
  stop(): LoopDelayFigures {
    this.histogram.disable();
    const late = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
    return {
      p50: late(this.histogram.percentile(50)),
      p99: late(this.histogram.percentile(99)),
      max: late(this.histogram.max),
    };
  }
}
