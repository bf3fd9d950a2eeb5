/**
 * The main thread's share of the process's CPU time. `process.cpuUsage` counts every thread of the process: the
 * JavaScript that plays the games runs on the main thread, while V8's optimising compiler and parts of the garbage
 * collector run on helper threads. In a run of a few seconds the helpers' part is large (the compiler at work on
 * the engine and the bots), so the sim reports both. Linux tells a thread's time in /proc; elsewhere it is unknown.
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The main thread's CPU time so far in milliseconds (user + system), or null where the system does not tell it. */
export function mainThreadCpuMs(): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // After the command name in parentheses: state, ppid, ... utime (the 12th field on), stime (the 13th).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
}
