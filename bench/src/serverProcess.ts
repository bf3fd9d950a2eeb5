/**
 * The server child process the benchmarks drive, and the parent's side of talking to it: started on a free port
 * with a fresh data folder, guests made for its clients, commands sent over IPC, stopped at the end.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "@tabletop/server/testing";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerChild {
  child: ChildProcess;
  port: number;
  pid: number;
  url: string;
}

/**
 * The server's environment: the caller's, on a free port and a fresh data folder, as one process with local
 * presence, with no per-address caps. REDIS_URL and PUBLIC_ADDRESS are not passed on (CI sets REDIS_URL for the tests): the benchmark
 * measures one process, so that its figures compare from run to run.
 */
function benchServerEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: process.env.DATA_DIR || mkdtempSync(path.join(os.tmpdir(), "bench-")),
    // Every benchmark client comes from this one address: the per-address caps are lifted.
    GUESTS_PER_MIN: process.env.GUESTS_PER_MIN || "100000000",
    CODE_TRIES_PER_MIN: process.env.CODE_TRIES_PER_MIN || "100000000",
    ...extra,
  };
  delete env.REDIS_URL;
  delete env.PUBLIC_ADDRESS;
  return env;
}

/** Starts ./server.js with the production Node flags (and `flags`), and waits for its "ready". */
export async function startServer(flags: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ServerChild> {
  const child = fork(path.join(here, "server.js"), [], {
    execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS, ...flags],
    env: benchServerEnv(env),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    // Only our own "ready" counts: a library in the child may send IPC messages of its own.
    child.on("message", (m: { ready?: boolean; port: number; pid: number } | undefined) => {
      if (m?.ready) resolve(m);
    });
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, ...ready, url: `http://127.0.0.1:${ready.port}` };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  child.send({ stop: true });
  await new Promise((resolve) => {
    child.once("exit", resolve);
    setTimeout(resolve, 10_000).unref();
  });
  child.kill();
}

/** Asks the server child for something and returns its answer (the first message with the `until` key). */
export function ask<T = unknown>(child: ChildProcess, command: object, until: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      if (typeof m === "object" && m !== null && until in m) {
        child.off("message", on);
        resolve(m as T);
      }
    };
    child.on("message", on);
    child.send(command);
  });
}

/** Runs `task` n times, 50 at a time: setting up 1,000 rooms one by one takes minutes. */
export async function inBatches(n: number, task: () => Promise<unknown>, width = 50): Promise<void> {
  for (let done = 0; done < n; done += width) {
    await Promise.all(Array.from({ length: Math.min(width, n - done) }, () => task()));
  }
}

/** n guest tokens from the server's HTTP API. */
export async function guests(url: string, n: number): Promise<string[]> {
  const out: string[] = new Array(n);
  let i = 0;
  await inBatches(n, async () => {
    const k = i++;
    const res = await fetch(`${url}/api/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `bench${k}` }),
    });
    out[k] = ((await res.json()) as { token: string }).token;
  });
  return out;
}

/** The game's table size: `seats`, else two seats where the game allows them. */
export async function seatsFor(url: string, game: string, seats: string | undefined): Promise<number> {
  const gamesList = (await (await fetch(`${url}/api/games`)).json()) as {
    games: { id: string; seats: { min: number; max: number } }[];
  };
  const meta = gamesList.games.find((g) => g.id === game);
  if (!meta)
    throw new Error(
      `no room "${game}" on this server; registered: ${gamesList.games.map((g) => g.id).join(", ") || "none"}`,
    );
  return Number(seats ?? Math.max(meta.seats.min, Math.min(2, meta.seats.max)));
}
