/**
 * The data folder's claim (server/src/dataDirLock.ts) against real processes: a live owner refuses, a dead one or a
 * reused pid does not, and a released claim frees the folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lockDataDir } from "@tabletop/server/dataDirLock.js";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tabletop-lock-"));
  dirs.push(dir);
  return dir;
}

/** Another live process, standing in for a server that owns a folder. */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000); console.log('up')"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  return child.pid!;
}

const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};

test("a folder claimed by a live process is refused with its pid; once released it is free", async () => {
  const dir = tempDir();
  const pid = await otherProcess();
  const claim = path.join(dir, `server.${pid}.lock`);
  writeFileSync(claim, JSON.stringify({ pid, started: startTime(pid) }));
  expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${pid})`);
  // The refused server withdrew its own claim and left the owner's.
  expect(existsSync(path.join(dir, `server.${process.pid}.lock`))).toBe(false);
  expect(existsSync(claim)).toBe(true);
  rmSync(claim);
  const lock = lockDataDir(dir);
  expect(existsSync(lock.file)).toBe(true);
  lock.release();
  expect(existsSync(lock.file)).toBe(false);
});

test("a claim whose process is gone, or whose pid now names another process, is stale and removed", async () => {
  const dir = tempDir();
  const gone = spawn(process.execPath, ["-e", ""]);
  const goneId = gone.pid!;
  await new Promise((resolve) => gone.once("exit", resolve));
  const reused = await otherProcess();
  const stale = [path.join(dir, `server.${goneId}.lock`), path.join(dir, `server.${reused}.lock`)];
  writeFileSync(stale[0], JSON.stringify({ pid: goneId, started: "1" }));
  // The pid is alive, but it is not the process that wrote the claim: that one started at another time.
  writeFileSync(stale[1], JSON.stringify({ pid: reused, started: "1" }));
  const lock = lockDataDir(dir);
  expect(stale.map((f) => existsSync(f))).toEqual([false, false]);
  lock.release();
});
