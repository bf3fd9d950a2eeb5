/**
 * The embedded database: PGlite served over the Postgres wire protocol by ./pgliteServer.ts, in a child process so
 * that its (synchronous, WASM) query execution never blocks the game server's event loop.
 *
 * - Started as `node --import <watchdog> server/dist/store/pgliteServer.js --db=<dir> --host=127.0.0.1 --port=0
 *   --max-connections=N`; the port the OS picked is read from its "listening on {...}" line.
 * - Dies with us: the watchdog (preloaded into the child) sends the child SIGTERM as soon as our IPC channel
 *   closes, which happens whenever this process exits, even on SIGKILL. `stop()` and a process 'exit' hook also
 *   SIGTERM it; the script then closes PGlite cleanly (a SIGKILL follows if it has not exited in time).
 */
import { spawn, type ChildProcess as Child } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";

export interface EmbeddedDb {
  url: string;
  port: number;
  maxConnections: number;
  pid: number;
  /** Settles when the child has exited, for whatever reason (see ./supervisor.ts). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** Runs inside the child before the server script. */
const WATCHDOG = [
  "process.channel?.unref();",
  "process.on('disconnect', () => {",
  "  setTimeout(() => process.exit(1), 10000).unref();",
  "  process.kill(process.pid, 'SIGTERM');",
  "});",
].join("\n");

/**
 * The child's script, ./pgliteServer.ts built: server/dist/store/pgliteServer.js, found from this file whether it
 * runs built (server/dist/store) or as source under the tests (server/src/store).
 */
function pgliteServerScript(): string {
  return fileURLToPath(new URL("../../dist/store/pgliteServer.js", import.meta.url));
}

export interface EmbeddedOptions {
  dir: string;
  maxConnections?: number;
  logger?: Logger;
  startTimeoutMs?: number;
}

interface EmbeddedCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** The command that runs the embedded server (exported so a test can check the watchdog from a separate parent). */
export function embeddedCommand(dir: string, maxConnections: number): EmbeddedCommand {
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // no inherited --inspect or test-runner flags in the child
  return {
    command: process.execPath,
    args: [
      "--import",
      `data:text/javascript,${encodeURIComponent(WATCHDOG)}`,
      pgliteServerScript(),
      `--db=${dir}`,
      "--host=127.0.0.1",
      "--port=0",
      `--max-connections=${maxConnections}`,
    ],
    env,
  };
}

export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedDb> {
  const maxConnections = opts.maxConnections ?? 8;
  mkdirSync(opts.dir, { recursive: true });
  const pidFile = `${opts.dir}.pid`;
  await waitForPrevious(pidFile, opts.dir, opts.logger);
  const { child, log, stderrTail } = spawnChild(embeddedCommand(opts.dir, maxConnections), pidFile, opts.logger);
  const port = await listeningPort(child, opts.startTimeoutMs ?? 60_000, stderrTail, log);
  detach(child);
  log?.info({ port, dir: opts.dir }, "store: embedded database listening");
  return handle(child, port, maxConnections, pidFile, log);
}

/** Starts the child, records its pid, and keeps the tail of its stderr for the error of a failed start. */
function spawnChild(cmd: EmbeddedCommand, pidFile: string, logger?: Logger) {
  // stdio[3] is the IPC channel the watchdog watches: it closes when this process dies, however it dies.
  const child = spawn(cmd.command, cmd.args, { stdio: ["ignore", "pipe", "pipe", "ipc"], env: cmd.env });
  const log = logger?.child({ pglite: child.pid });
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  const killOnExit = () => {
    child.kill("SIGTERM");
  };
  process.once("exit", killOnExit);
  child.once("exit", () => process.removeListener("exit", killOnExit));

  let tail = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (s: string) => {
    tail = (tail + s).slice(-2000);
    log?.warn({ stderr: s.trimEnd() }, "pglite stderr");
  });
  return { child, log, stderrTail: () => tail };
}

/** The port the child listens on, read from its "listening on {...}" line; the child is killed if it never says. */
function listeningPort(child: Child, timeoutMs: number, stderrTail: () => string, log?: Logger): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let buf = "";
    let done = false;
    const timer = setTimeout(() => fail(new Error("embedded database did not start in time")), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      if (done) return;
      done = true;
      child.kill("SIGKILL");
      reject(err);
    };
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (s: string) => {
      log?.debug({ stdout: s.trimEnd() }, "pglite stdout");
      if (done) return;
      buf = (buf + s).slice(-4000);
      const m = /listening on (\{.*\})/.exec(buf);
      if (m) {
        clearTimeout(timer);
        done = true;
        try {
          resolve(Number(JSON.parse(m[1]!).port));
        } catch (err) {
          child.kill("SIGKILL");
          reject(err as Error);
        }
      }
    });
    child.once("error", fail);
    child.once("exit", (code, signal) =>
      fail(new Error(`embedded database exited during start (code ${code}, signal ${signal}): ${stderrTail()}`)),
    );
  });
}

/** Do not keep the parent alive on the child's account; the pool's sockets do that while the store is open. */
function detach(child: Child): void {
  child.unref();
  child.channel?.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  (child.stderr as unknown as { unref?: () => void }).unref?.();
}

/** The running database: where it listens, when it exits, and how to stop it. */
function handle(child: Child, port: number, maxConnections: number, pidFile: string, log?: Logger): EmbeddedDb {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    maxConnections,
    pid: child.pid!,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(pidFile, { force: true });
      log?.info("store: embedded database stopped");
    },
  };
}

/**
 * After a crash of the server, the previous child may still be shutting down (its watchdog just fired). Two
 * PGlite processes must never open one data dir, so wait for it (and kill it if it hangs) before starting.
 */
async function waitForPrevious(pidFile: string, dir: string, logger?: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isOurChild(pid, dir)) return;
  logger?.warn({ pid }, "store: waiting for the previous embedded database process to exit");
  const end = Date.now() + 15_000;
  while (isOurChild(pid, dir)) {
    if (Date.now() > end) {
      process.kill(pid, "SIGKILL");
      await new Promise((r) => setTimeout(r, 200));
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether `pid` is alive and is a pglite server on `dir` (the command line check guards against pid reuse). */
function isOurChild(pid: number, dir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(`--db=${dir}`);
  } catch {
    return false; // no /proc (not Linux): never touch a process we cannot identify
  }
}
