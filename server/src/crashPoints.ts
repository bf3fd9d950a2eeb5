/**
 * Fault injection for the crash tests (test/resume/crash-resume.test.ts): `CRASH_AT=<point>:<n>` makes the process kill
 * itself with SIGKILL the n-th time it passes the named point, so a test can stop it at a moment it could never hit
 * by timing alone (between an action's write and its broadcast, inside the store's group commit). Unset, as in
 * production, a point costs one comparison.
 */
export type CrashPoint =
  /** An action is written to the log; the room has not applied or broadcast it yet. */
  | "after-append"
  /** The store's group commit has sent its statements and not yet its COMMIT. */
  | "in-commit"
  /** A rated match's end and its rating changes are written in the open transaction; COMMIT not sent yet. */
  | "after-rating"
  /** A solo or co-operative match's end and its record are written in the open transaction; COMMIT not sent yet. */
  | "after-record";

const [armed, countText] = (process.env.CRASH_AT ?? "").split(":");
let left = Number(countText) || 1;

export function crashPoint(point: CrashPoint): void {
  if (armed !== point) return;
  if (--left > 0) return;
  process.kill(process.pid, "SIGKILL");
}
