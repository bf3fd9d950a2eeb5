/**
 * One data folder, one server. The embedded database, the outbox, the token secret and the server id in DATA_DIR
 * belong to one server process: a second one on the same folder would open the database beside the first and could
 * replay its outbox. So a server claims its folder before it touches anything in it, and one that finds the folder
 * claimed by a live server stops at once with that server's pid.
 *
 * A claim is the file `DATA_DIR/server.<pid>.lock` (written whole, by a rename), holding the process's start time. A
 * server writes its own claim first and then reads the others': of two servers starting at once each sees the other's
 * claim, or the later one sees the earlier's, so both may stop but never both run. A claim whose process is gone (a
 * crashed or SIGKILLed server) is stale and removed: the next start is never blocked by it. The start time tells a
 * reused pid from the claim's own process (on Linux, from /proc; elsewhere a live pid counts as the owner). A claim
 * is checked on this machine, within one process namespace: two containers that share a volume cannot see each
 * other's processes, so give each its own data folder.
 *
 * Not proper-lockfile: its lock is stale when its file's mtime is older than a bound (10 s by default), refreshed on a
 * timer, so a restart after a crash waits for the bound and an event loop held longer than it (a loaded machine) loses
 * the lock to a second server. Whether the owning process lives is the fact that matters here, and it is known at once.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface DataDirLock {
  /** The claim file. */
  readonly file: string;
  /** Withdraws the claim (at a clean stop; a process that exits without it leaves a stale claim, which is harmless). */
  release(): void;
}

const CLAIM = /^server\.(\d+)\.lock$/;

/** Claims `dir` for this process, or throws with the pid of the live server that has it. */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const me = process.pid;
  const file = path.join(dir, `server.${me}.lock`);
  const temp = path.join(dir, `.server.${me}.lock.new`);
  writeFileSync(temp, JSON.stringify({ pid: me, started: startTime(me) }) + "\n");
  renameSync(temp, file);
  for (const name of readdirSync(dir)) {
    const pid = Number(CLAIM.exec(name)?.[1] ?? NaN);
    if (!Number.isInteger(pid) || pid === me) continue;
    const other = path.join(dir, name);
    if (owns(pid, other)) {
      rmSync(file, { force: true });
      throw new Error(
        `The data folder ${dir} is in use by another server (pid ${pid}): one data folder, one server. ` +
          `Stop that server, or give this one its own DATA_DIR. (If no such server runs, remove ${other}.)`,
      );
    }
    rmSync(other, { force: true });
  }
  const release = () => rmSync(file, { force: true });
  process.once("exit", release);
  return {
    file,
    release() {
      process.removeListener("exit", release);
      release();
    },
  };
}

/** Whether the process that wrote the claim `file` (pid `pid`) still runs. */
function owns(pid: number, file: string): boolean {
  if (!running(pid)) return false;
  let started: unknown;
  try {
    started = (JSON.parse(readFileSync(file, "utf8")) as { started?: unknown }).started;
  } catch {
    return true; // unreadable: judged by its pid alone
  }
  const now = startTime(pid);
  // Without /proc a live pid is taken for the owner; with it, a pid gone meanwhile is gone.
  if (now === null) return startTime(process.pid) === null;
  return typeof started !== "string" || started === now;
}

/** Whether `pid` is a live process (a zombie, exited and not yet reaped, is not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return stat(pid)?.[0] !== "Z";
}

/** The process's start time (clock ticks since boot, /proc/<pid>/stat field 22), or null where there is no /proc. */
function startTime(pid: number): string | null {
  return stat(pid)?.[19] ?? null;
}

/** The fields of /proc/<pid>/stat after the command name (state first), or null. */
function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}
