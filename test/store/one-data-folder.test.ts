/**
 * One data folder, one server, with real server processes on their own embedded database, as
 * `npm start` runs them: a second server on a data folder a live server uses stops at once and touches nothing (no
 * database started, no outbox replayed, the first server's database left alone); a server whose port is taken stops
 * before its database starts; and a claim left by a SIGKILLed server does not block the next start.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, spawnServerProcess, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { waitFor } from "../helpers/store.js";

/** The servers run their own embedded database (no DATABASE_URL), as `npm start` does; its first boot is slow. */
const EMBEDDED = { DATABASE_URL: "" };
const BOOT_MS = 120_000;
const dirs: string[] = [];
const procs: ServerProcess[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tabletop-one-folder-"));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const p of procs) await p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** Runs a server that is expected to stop by itself; kills it after `ms` if it does not. */
async function runToExit(o: { port: number; dataDir: string }, ms = 60_000) {
  const p = spawnServerProcess({ ...o, env: EMBEDDED });
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    p.exited,
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve("still running"), ms))),
  ]);
  clearTimeout(timer);
  if (ended === "still running") await p.kill("SIGKILL");
  return { ended, logs: p.logs, output: p.logs.map((l) => JSON.stringify(l)).join("\n") + p.stderr() };
}

/** The pid of the embedded database a server started (from its log). */
async function embeddedPid(p: ServerProcess): Promise<number> {
  return Number((await p.logged("store: embedded database listening")).pglite);
}

test("a second server on a data folder in use stops at once with the owner's pid, and touches nothing there", async () => {
  const dataDir = tempDataDir();
  const first = await startServerProcess({ port: await freePort(), dataDir, env: EMBEDDED, readyMs: BOOT_MS });
  procs.push(first);
  const database = await embeddedPid(first);
  // A held write the first server has not drained: a second server that opened the store would replay it.
  const outbox = path.join(dataDir, "outbox.jsonl");
  const held = JSON.stringify({ kind: "player", id: "held-by-the-first", name: "Held" }) + "\n";
  writeFileSync(outbox, held);

  const second = await runToExit({ port: await freePort(), dataDir });
  expect(second.ended).toBe("1");
  expect(second.output).toContain(`The data folder ${dataDir} is in use by another server (pid ${first.child.pid})`);
  // Nothing started or read: no database, no outbox, no migrations; the first server's database was left alone.
  expect(second.logs.filter((l) => String(l.msg).startsWith("store:"))).toEqual([]);
  expect(readFileSync(outbox, "utf8")).toBe(held);
  expect(alive(database)).toBe(true);
  // ...and still answers (the health ping has a 1 s bound; a loaded machine may need a few tries).
  await waitFor(async () => (await fetch(`${first.url}/healthz`)).status === 200, 60_000, "the first server's health");
  writeFileSync(outbox, "");
}, 300_000);

test("a server whose port is taken stops before its embedded database starts", async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  const dataDir = tempDataDir();
  const refused = await runToExit({ port, dataDir }).finally(() => blocker.close());
  expect(refused.ended).toBe("1");
  expect(refused.output).toContain(`Port ${port} on 127.0.0.1 is taken`);
  expect(refused.logs.filter((l) => String(l.msg).startsWith("store:"))).toEqual([]);
  expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
}, 300_000);

test("the claim of a server that was SIGKILLed does not block the next start on its data folder", async () => {
  const dataDir = tempDataDir();
  const port = await freePort();
  const crashed = await startServerProcess({ port, dataDir, env: EMBEDDED, readyMs: BOOT_MS });
  procs.push(crashed);
  const claim = path.join(dataDir, `server.${crashed.child.pid}.lock`);
  expect(existsSync(claim)).toBe(true);
  await crashed.kill("SIGKILL");
  expect(existsSync(claim)).toBe(true);
  const next = await startServerProcess({ port, dataDir, env: EMBEDDED, readyMs: BOOT_MS });
  procs.push(next);
  expect(existsSync(claim)).toBe(false);
  expect(existsSync(path.join(dataDir, `server.${next.child.pid}.lock`))).toBe(true);
  // Healthy once its database answers the health ping within its bound (a loaded machine may need a few tries).
  await waitFor(async () => (await fetch(`${next.url}/healthz`)).status === 200, 60_000, "the next server's health");
  // A clean stop withdraws the claim.
  expect(await next.kill("SIGTERM")).toBe("0");
  expect(existsSync(path.join(dataDir, `server.${next.child.pid}.lock`))).toBe(false);
}, 300_000);
