/**
 * The real server as its own process (`node server/dist/main.js`, as `npm start` runs it), for tests that kill it
 * (SIGKILL, SIGTERM) and start it again on the same port and data folder. The tests' database is shared with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "@tabletop/server/nodeFlags.js";
import { REPO_ROOT, testDatabaseUrl } from "../setup/services.js";

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every log line the process wrote (pino JSON), parsed. */
  logs: Record<string, unknown>[];
  /** What the process wrote on stderr so far. */
  stderr(): string;
  /** Resolves with the exit code or signal when the process has ended. */
  exited: Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<string>;
  /** Resolves when the process wrote a log line whose `msg` is `msg` (and that `pick` accepts). */
  logged(msg: string, pick?: (line: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

/** A port free right now (for a server that must come back on the same one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** How long it may take to listen (a first boot of its own embedded database takes longer); 20 s by default. */
  readyMs?: number;
}

/** Starts the server process and resolves once it listens (rejects if it ends first, with its stderr). */
export async function startServerProcess(o: ServerProcessOptions): Promise<ServerProcess> {
  const p = spawnServerProcess(o);
  await p.logged("listening", undefined, o.readyMs);
  return p;
}

/**
 * Starts the server process without waiting for it to listen (a server expected to refuse to start).
 */
export function spawnServerProcess(o: ServerProcessOptions): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(REPO_ROOT, "server/dist/main.js")], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(o.port),
      HOST: "127.0.0.1",
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: o.dataDir,
      CLIENT_DIR: path.join(o.dataDir, "no-client"),
      LOG_LEVEL: "info",
      BOT_DELAY_MS: "0",
      RULES_STEP_MS: "0",
      ALLOW_CLIENT_SEEDS: "1",
      GUESTS_PER_MIN: "100000",
      CODE_TRIES_PER_MIN: "100000",
      TABLES_PER_PLAYER: "1000",
      RATE_LIMIT_PER_S: "1000",
      RATE_LIMIT_BURST: "1000",
      ...o.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let rest = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    rest += chunk.toString("utf8");
    const lines = rest.split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const w of waiters) w();
  });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve(signal ?? String(code));
      for (const w of waiters) w();
    }),
  );
  let ended: string | null = null;
  void exited.then((e) => (ended = e));

  const logged: ServerProcess["logged"] = (msg, pick = () => true, ms = 20_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const line = logs.find((l) => l.msg === msg && pick(l));
        if (line) {
          done();
          resolve(line);
        } else if (ended !== null) {
          done();
          reject(new Error(`the server ended (${ended}) before logging "${msg}"; stderr: ${stderr.slice(-2000)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for the server to log "${msg}"`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    url: `http://127.0.0.1:${o.port}`,
    port: o.port,
    child,
    logs,
    exited,
    logged,
    stderr: () => stderr,
    async kill(signal: NodeJS.Signals = "SIGKILL") {
      if (ended === null) child.kill(signal);
      return exited;
    },
  };
}
