/** Figures for the benchmark: percentiles, a fitted slope, and process readings from /proc. */
import { readFileSync, readdirSync } from "node:fs";

/** a / b to two decimals; null when either is missing or b is 0 (the benchmark's ratios, and --compare's new/old). */
export const ratio = (a: number | null, b: number | null): number | null =>
  a === null || !b ? null : Math.round((a / b) * 100) / 100;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(latenciesMs: number[]) {
  const s = latenciesMs.slice().sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    samples: s.length,
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s[s.length - 1] ?? NaN),
  };
}

const CLK_TCK = 100;

/**
 * CPU seconds a process has used so far, in its own code (`user`) and in the kernel on its behalf (`system`): on
 * loopback, a socket write also carries the packet to the receiving process and may wake it, so the system share
 * grows with how often the load generator sleeps, not only with what the server does.
 */
export function cpuTimes(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return cpuTimesOfStat(stat);
}

/**
 * The write system calls a process has made so far (`syscw` of /proc/<pid>/io): each socket write (a client's
 * messages, a batch to Postgres) is one, and on loopback each also carries its bytes to the reader and may wake it,
 * which is most of what the kernel does for the server.
 */
export function writeCalls(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, "utf8");
  return Number(/^syscw: (\d+)$/m.exec(io)?.[1] ?? NaN);
}

/** The user and system CPU seconds of a /proc/<pid>/stat line (fields 14 and 15, in clock ticks). */
export function cpuTimesOfStat(stat: string): { user: number; system: number } {
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) / CLK_TCK, system: Number(fields[12]) / CLK_TCK };
}

/**
 * The nanoseconds each thread of a process has run on a CPU so far, by thread id (the first field of
 * /proc/<pid>/task/<tid>/schedstat: exact, where /proc's user and system times are ticks, adjusted apart for the
 * process and for each thread). A thread that ends between two readings is missing from the second.
 */
export function threadRunTimes(pid: number): Map<number, number> {
  const times = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      times.set(Number(tid), Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]));
    } catch {
      // The thread ended while the others were read.
    }
  }
  return times;
}

/**
 * The main thread's share of the CPU a process's threads used between two readings of `threadRunTimes` (1 when
 * they used none). Linux numbers a process's first thread as the process. A Node process's other threads are V8's
 * helpers (the optimizing compiler, the concurrent and parallel parts of the collector, the profiler's sampler when
 * one runs) and libuv's pool; the main thread runs every callback, so it is the one a process's load is bounded by.
 */
export function mainThreadShare(pid: number, before: Map<number, number>, after: Map<number, number>): number {
  let all = 0;
  for (const [tid, t] of after) all += t - (before.get(tid) ?? 0);
  const main = (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  return all > 0 ? main / all : 1;
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const t = cpuTimes(pid);
  return t.user + t.system;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** The least-squares slope of y over x. */
export function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p[0], 0) / n;
  const my = points.reduce((a, p) => a + p[1], 0) / n;
  const sxx = points.reduce((a, p) => a + (p[0] - mx) ** 2, 0);
  return sxx ? points.reduce((a, p) => a + (p[0] - mx) * (p[1] - my), 0) / sxx : NaN;
}
