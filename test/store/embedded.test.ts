/** The embedded PGlite child process. Runs on every STORE_BACKEND: it is the server's default database. */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { openStore, type MatchStore } from "../../server/src/store/index.js";
import { embeddedCommand } from "../../server/src/store/embedded.js";
import { cleanupTempDirs, tempDir, waitFor } from "../helpers/store.js";
import { newMatch, seats } from "./fixtures.js";

function childPid(store: MatchStore): number {
  return (store as unknown as { embedded: { pid: number } }).embedded.pid;
}

function restarts(store: MatchStore): number {
  return (store as unknown as { embedded: { restarts: number } }).embedded.restarts;
}

/**
 * Whether a process still runs. A zombie (exited, not yet reaped) counts as gone: an orphan's new
 * parent may be an init that never reaps (containers, CI), and a zombie holds no files or ports.
 */
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

describe("embedded PGlite child process", () => {
  afterAll(() => cleanupTempDirs());

  it("keeps its data across a close and a reopen of the same data dir, and stops its child on close", async () => {
    const dataDir = tempDir();
    const m = newMatch({ seats: seats("emb-player", null) });
    const first = await openStore({ dataDir });
    const pid = childPid(first);
    try {
      expect(first.backend).toBe("pglite");
      expect(alive(pid)).toBe(true);
      await first.migrate();
      await first.createMatch(m);
      await Promise.all(
        [0, 1, 2].map((seq) =>
          first.appendAction({ matchId: m.id, seq, seat: seq % 2, action: { seq }, at: new Date() }),
        ),
      );
      await first.finishMatch({
        matchId: m.id,
        results: ["win", "loss"],
        outcome: { results: ["win", "loss"] },
        finishedAt: new Date(),
        status: "finished",
      });
    } finally {
      await first.close();
    }
    expect(alive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);

    const second = await openStore({ dataDir });
    try {
      expect(childPid(second)).not.toBe(pid);
      await second.migrate(); // already applied: a no-op
      const d = await second.getMatch(m.id);
      expect(d).toMatchObject({ id: m.id, status: "finished" });
      expect(d!.actions.map((a) => a.seq)).toEqual([0, 1, 2]);
      expect(d!.seats.map((s) => s.result)).toEqual(["win", "loss"]);
      expect(await second.health()).toEqual({ ok: true, backend: "pglite", pending: 0, lastError: null });
    } finally {
      await second.close();
    }
  }, 180_000);

  it("keeps every write, and every query beside it whole, while other connections query and run transactions", async () => {
    // pglite-socket runs all its connections on one PGlite session, message by message: another connection's
    // query or transaction (the migrations a restarted child gets) between a write's Parse and its Bind dropped
    // the write's statement, and the write was refused for good or lost.
    const dataDir = tempDir();
    const store = await openStore({ dataDir });
    const m = newMatch({ seats: seats("busy-player", null) });
    try {
      await store.migrate();
      await store.createMatch(m);
      let writing = true;
      const errors: string[] = [];
      const others = [() => store.health(), () => store.getMatch(m.id), () => store.migrate()].map(async (query) => {
        while (writing) await query().catch((err: Error) => errors.push(`beside: ${err.message}`));
      });
      for (let seq = 1; seq <= 400; seq++) {
        await store
          .appendAction({ matchId: m.id, seq, seat: 0, action: { n: seq }, at: new Date() })
          .catch((err: Error) => errors.push(`write ${seq}: ${err.message}`));
      }
      writing = false;
      await Promise.all(others);
      expect(errors).toEqual([]);
      const d = await store.getMatch(m.id);
      expect(d!.actions.map((a) => a.seq)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
      expect(existsSync(path.join(dataDir, "outbox.rejected.jsonl"))).toBe(false);
    } finally {
      await store.close();
    }
  }, 180_000);

  it("dies with its parent even when the parent is SIGKILLed, and a quick restart waits for it", async () => {
    const dataDir = tempDir();
    const dir = path.join(dataDir, "pglite");
    const cmd = embeddedCommand(dir, 2);
    // A stand-in server process that starts the child exactly as startEmbedded does, then waits to be killed.
    const parentSrc = `
      const { spawn } = require("node:child_process");
      const { writeFileSync } = require("node:fs");
      const cmd = JSON.parse(process.env.EMBEDDED_CMD);
      const child = spawn(cmd.command, cmd.args, { stdio: ["ignore", "pipe", "ignore", "ipc"], env: cmd.env });
      writeFileSync(process.env.PID_FILE, String(child.pid));
      let buf = "";
      child.stdout.on("data", (d) => {
        buf += d;
        if (/listening on/.test(buf)) { process.stdout.write("READY " + child.pid + "\\n"); buf = ""; }
      });
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ["-e", parentSrc], {
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, NODE_OPTIONS: "", EMBEDDED_CMD: JSON.stringify(cmd), PID_FILE: `${dir}.pid` },
    });
    let pid = 0;
    try {
      pid = await new Promise<number>((resolve, reject) => {
        let out = "";
        parent.stdout!.on("data", (d) => {
          out += d;
          const m = /READY (\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        parent.once("exit", (code) => reject(new Error(`parent exited early (${code})`)));
      });
      expect(alive(pid)).toBe(true);
      parent.kill("SIGKILL");
      // Restart at once on the same data dir, as a supervisor would: it must not open the dir beside the old child.
      const store = await openStore({ dataDir });
      try {
        expect(alive(pid)).toBe(false);
        // As the server boots: a database still recovering from the kill is retried (on a loaded machine the first
        // connection can time out), and the store is healthy once it answers.
        await store.start();
        await waitFor(async () => (await store.health()).ok, 60_000, "the restarted database to answer");
        expect(await store.health()).toMatchObject({ ok: true, backend: "pglite" });
      } finally {
        await store.close();
      }
      await waitFor(() => !alive(pid), 20_000, "the orphaned child to exit");
    } finally {
      parent.kill("SIGKILL");
      if (pid && alive(pid)) process.kill(pid, "SIGKILL");
    }
  }, 180_000);

  it("is supervised: when the child dies it is started again, and the writes made meanwhile drain to it", async () => {
    const dataDir = tempDir();
    const store = await openStore({ dataDir, writeTimeoutMs: 1000, retryMinMs: 50, retryMaxMs: 500 });
    const m = newMatch({ seats: seats("sup-player", null) });
    try {
      await store.migrate();
      await store.createMatch(m);
      await store.appendAction({ matchId: m.id, seq: 1, seat: 0, action: { n: 1 }, at: new Date() });
      const first = childPid(store);
      process.kill(first, "SIGKILL");
      await waitFor(() => !alive(first), 10_000, "the child to die");
      // Moves made while it is down are acknowledged (held in the outbox), as in any outage.
      for (const seq of [2, 3, 4])
        await store.appendAction({ matchId: m.id, seq, seat: 0, action: { n: seq }, at: new Date() });
      expect((await store.health()).ok).toBe(false);
      await waitFor(() => restarts(store) === 1, 60_000, "the supervisor to start the child again");
      expect(childPid(store)).not.toBe(first);
      // The outage ends at the first write that succeeds, which may hold only some of the held moves: the rest
      // follow it, so drained is healthy with nothing left to write.
      await waitFor(
        async () => {
          const health = await store.health();
          return health.ok && health.pending === 0;
        },
        30_000,
        "the outbox to drain",
      );
      const d = await store.getMatch(m.id);
      expect(d!.actions.map((a) => a.seq)).toEqual([1, 2, 3, 4]);
      expect(
        existsSync(path.join(dataDir, "outbox.jsonl")) ? readFileSync(path.join(dataDir, "outbox.jsonl"), "utf8") : "",
      ).toBe("");
    } finally {
      await store.close();
    }
  }, 180_000);
});
