/**
 * What `--faults` counts, by phase of the run: before the database pause, during it, after it (the measured
 * window, which the per-second series covers), and the warm-up and the drain around it (counted, not charted).
 */
import type { Counted } from "./sampler.js";
import { summarize } from "./stats.js";

export const PHASES = ["warmup", "before", "during", "after", "drain"] as const;
export type Phase = (typeof PHASES)[number];
const MEASURED: readonly Phase[] = ["before", "during", "after"];

interface PhaseCount {
  moves: number;
  /** Matches that ended in the phase. */
  finished: number;
  latencies: number[];
  setups: number[];
  rejectedCodes: Record<string, number>;
  startedAt: number | null;
  endedAt: number | null;
  /** CPU seconds used so far by the server and by this process, at the phase's start and end. */
  cpuAtStart: CpuReading | null;
  cpuAtEnd: CpuReading | null;
}

export interface CpuReading {
  server: number;
  driver: number;
}

/** One dropped client: when, whether a move of its was in flight, how it came back, and what went wrong. */
export interface DropOutcome {
  phase: Phase;
  moveInFlight: boolean;
  outcome: "back" | "its match ended meanwhile" | "did not come back";
  /** From the first reconnection attempt to the client back in its seat. */
  ms: number | null;
  errors: string[];
}

export class FaultTally implements Counted {
  /** The measured window's moves and latencies, read by the sampler. */
  moves = 0;
  readonly latencies: number[] = [];
  reconnectsTried = 0;
  reconnectsSucceeded = 0;
  /** Dropped clients whose match ended while they were away: they did not come back. */
  reconnectsNotNeeded = 0;
  readonly reconnectMs: number[] = [];
  /** Failed reconnection attempts by their error (a client tries a few times). */
  readonly reconnectFailures: Record<string, number> = {};
  readonly drops: DropOutcome[] = [];
  private current: Phase = "warmup";
  private readonly phases = Object.fromEntries(
    PHASES.map((p) => [
      p,
      {
        moves: 0,
        finished: 0,
        latencies: [],
        setups: [],
        rejectedCodes: {},
        startedAt: null,
        endedAt: null,
        cpuAtStart: null,
        cpuAtEnd: null,
      } as PhaseCount,
    ]),
  ) as Record<Phase, PhaseCount>;

  /** `cpu` reads the CPU time used so far by the server and by the load generator. */
  constructor(private readonly cpu: () => CpuReading) {
    this.phases.warmup.startedAt = performance.now();
    this.phases.warmup.cpuAtStart = cpu();
  }

  get phase(): Phase {
    return this.current;
  }

  enter(phase: Phase, now = performance.now()): void {
    this.end(now);
    this.current = phase;
    this.phases[phase].startedAt = now;
    this.phases[phase].cpuAtStart = this.cpu();
  }

  end(now = performance.now()): void {
    this.phases[this.current].endedAt = now;
    this.phases[this.current].cpuAtEnd = this.cpu();
  }

  /** A move acknowledged `ms` after it was sent. */
  move(ms: number): void {
    const p = this.phases[this.current];
    p.moves++;
    p.latencies.push(ms);
    if (MEASURED.includes(this.current)) {
      this.moves++;
      this.latencies.push(ms);
    }
  }

  /** A match ended. */
  matchFinished(): void {
    this.phases[this.current].finished++;
  }

  /** A match set up in `ms` (asked for to its first move). */
  setup(ms: number): void {
    this.phases[this.current].setups.push(ms);
  }

  rejected(code: string): void {
    const codes = this.phases[this.current].rejectedCodes;
    codes[code] = (codes[code] ?? 0) + 1;
  }

  /** Each phase's length, moves/s, latency and match setup times. */
  figures() {
    return Object.fromEntries(
      PHASES.map((name) => {
        const p = this.phases[name];
        const seconds = p.startedAt === null || p.endedAt === null ? 0 : (p.endedAt - p.startedAt) / 1000;
        return [
          name,
          {
            seconds: Math.round(seconds * 10) / 10,
            moves: p.moves,
            matchesFinished: p.finished,
            movesPerSecond: seconds ? Math.round(p.moves / seconds) : null,
            serverCpuPercent: cpuPercent(p, seconds, "server"),
            /** The load generator's own CPU: near 100% means the figures measure the driver, not the server. */
            driverCpuPercent: cpuPercent(p, seconds, "driver"),
            latencyMs: summarize(p.latencies),
            matchSetupMs: summarize(p.setups),
            rejectedCodes: p.rejectedCodes,
          },
        ];
      }),
    ) as Record<Phase, PhaseFigures>;
  }
}

const cpuPercent = (p: PhaseCount, seconds: number, who: keyof CpuReading) =>
  p.cpuAtStart && p.cpuAtEnd && seconds
    ? Math.round(((p.cpuAtEnd[who] - p.cpuAtStart[who]) / seconds) * 1000) / 10
    : null;

export interface PhaseFigures {
  seconds: number;
  moves: number;
  matchesFinished: number;
  movesPerSecond: number | null;
  serverCpuPercent: number | null;
  driverCpuPercent: number | null;
  latencyMs: ReturnType<typeof summarize>;
  matchSetupMs: ReturnType<typeof summarize>;
  rejectedCodes: Record<string, number>;
}
