/**
 * Real outages: a TCP proxy sits between the store and the real database (Postgres, or the PGlite child) and is
 * cut and restored. No mock of the database anywhere.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { Writable } from "node:stream";
import type { FinishedMatch, MatchStore, NewMatch } from "../../server/src/store/index.js";
import { startEmbedded, type EmbeddedDb } from "../../server/src/store/embedded.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";
import { backend, cleanupTempDirs, openTestStore, postgresUrl, tempDir, uid } from "../helpers/store.js";
import { newMatch } from "./fixtures.js";

/** The finish of a two-seat match whose seat 0 won, as every test here writes it. */
const finished = (matchId: string): FinishedMatch => ({
  matchId,
  results: ["win", "loss"],
  outcome: { results: ["win", "loss"], summary: "outage" },
  finishedAt: new Date(),
  status: "finished",
});

describe(`outage through a cut TCP proxy (${backend})`, () => {
  let embedded: EmbeddedDb | null = null;
  let targetUrl: URL;
  let direct: pg.Pool; // straight to the database, never through the proxy
  let proxy: TcpProxy;
  const stores: MatchStore[] = [];

  beforeAll(async () => {
    if (backend === "pglite") {
      embedded = await startEmbedded({ dir: path.join(tempDir(), "pglite") });
      targetUrl = new URL(embedded.url);
    } else {
      targetUrl = new URL(postgresUrl);
    }
    direct = new pg.Pool({ connectionString: targetUrl.toString(), max: 1 });
    // Make sure the schema exists before the proxy tests start.
    const s = await openTestStore({ databaseUrl: targetUrl.toString(), poolMax: 2 });
    await s.close();
  }, 120_000);

  beforeEach(async () => {
    proxy = await startTcpProxy({ targetHost: targetUrl.hostname, targetPort: Number(targetUrl.port || 5432) });
  });

  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
    await proxy.close();
  });

  afterAll(async () => {
    await direct?.end();
    await embedded?.stop();
    cleanupTempDirs();
  });

  function viaProxy(): string {
    const u = new URL(targetUrl.toString());
    u.hostname = "127.0.0.1";
    u.port = String(proxy.port);
    return u.toString();
  }

  /** A pino logger whose lines are kept in `logLines` (and never printed). */
  let logLines: { msg: string; level: number }[] = [];
  function memoryLogger() {
    logLines = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
        cb();
      },
    });
    return pino({ level: "debug" }, sink);
  }

  async function open(dataDir: string): Promise<MatchStore> {
    const s = await openTestStore({ databaseUrl: viaProxy(), dataDir, poolMax: 3, logger: memoryLogger() });
    stores.push(s);
    return s;
  }

  function action(m: NewMatch, seq: number) {
    return {
      matchId: m.id,
      seq,
      seat: seq % 2,
      action: { move: seq, match: m.id },
      at: new Date(m.createdAt.getTime() + seq),
    };
  }

  async function expectAllArrived(m: NewMatch, count: number): Promise<void> {
    const acts = await direct.query("SELECT seq, action FROM match_actions WHERE match_id = $1 ORDER BY seq", [m.id]);
    expect(acts.rows.map((r) => r.seq)).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(acts.rows.every((r) => r.action.match === m.id && r.action.move === r.seq)).toBe(true);
    const match = await direct.query("SELECT status, outcome, finished_at FROM matches WHERE id = $1", [m.id]);
    expect(match.rows).toHaveLength(1);
    expect(match.rows[0].status).toBe("finished");
    expect(match.rows[0].outcome).toEqual({ results: ["win", "loss"], summary: "outage" });
    const seatsRes = await direct.query("SELECT seat, result FROM match_players WHERE match_id = $1 ORDER BY seat", [
      m.id,
    ]);
    expect(seatsRes.rows).toEqual([
      { seat: 0, result: "win" },
      { seat: 1, result: "loss" },
    ]);
  }

  function outboxLines(dataDir: string): number {
    const file = path.join(dataDir, "outbox.jsonl");
    if (!existsSync(file)) return 0;
    return readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.trim()).length;
  }

  it("keeps playing through an outage and writes everything, in order, exactly once when the database returns", async () => {
    const dataDir = tempDir();
    const store = await open(dataDir);
    const m = newMatch({
      seats: [
        { seat: 0, playerId: uid("p"), name: "P", bot: false },
        { seat: 1, playerId: null, name: "Bot", bot: true },
      ],
    });
    await store.createMatch(m);
    for (let seq = 0; seq < 5; seq++) await store.appendAction(action(m, seq));
    expect(await store.health()).toMatchObject({ ok: true, pending: 0 });

    await proxy.cut();
    // Each call resolves (bounded), as the server awaits it before acknowledging a move.
    for (let seq = 5; seq < 15; seq++) await store.appendAction(action(m, seq));
    // A burst in one tick as well (several rooms at once).
    const other = newMatch();
    await store.createMatch(other);
    await Promise.all(Array.from({ length: 20 }, (_, seq) => store.appendAction(action(other, seq))));
    await store.finishMatch(finished(m.id));
    await store.finishMatch(finished(other.id));

    const down = await store.health();
    expect(down.ok).toBe(false);
    expect(down.backend).toBe("postgres"); // the store only sees a Postgres URL (the proxy)
    expect(down.pending).toBeGreaterThanOrEqual(10 + 1 + 20 + 2);
    expect(down.lastError).toEqual(expect.any(String));
    expect(outboxLines(dataDir)).toBe(down.pending);
    // Nothing from the outage reached the database.
    const during = await direct.query("SELECT count(*)::int AS n FROM match_actions WHERE match_id = $1", [m.id]);
    expect(during.rows[0].n).toBe(5);

    await proxy.restore();
    await store.flush();
    expect(await store.health()).toEqual({ ok: true, backend: "postgres", pending: 0, lastError: null });
    await expectAllArrived(m, 15);
    await expectAllArrived(other, 20);
    expect(outboxLines(dataDir)).toBe(0);
    const messages = logLines.map((l) => l.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        "store: database write failed, using the outbox",
        "store: database caught up, outbox empty",
      ]),
    );

    // Back to normal: the next write goes straight to the database.
    const after = newMatch();
    await store.createMatch(after);
    expect((await direct.query("SELECT 1 FROM matches WHERE id = $1", [after.id])).rowCount).toBe(1);
  }, 120_000);

  it("leaves the outbox as soon as the database takes writes again, while a steady load goes on", async () => {
    const dataDir = tempDir();
    const store = await open(dataDir);
    const m = newMatch();
    await store.createMatch(m);
    await proxy.cut();
    let seq = 0;
    for (; seq < 200; seq++) await store.appendAction(action(m, seq));
    expect(outboxLines(dataDir)).toBeGreaterThanOrEqual(200);
    await proxy.restore();

    // A steady load: new writes every turn of the event loop, so the queue is never empty while it lasts.
    let loading = true;
    const issued: Promise<void>[] = [];
    const load = (async () => {
      while (loading) {
        for (let i = 0; i < 5; i++) issued.push(store.appendAction(action(m, seq++)));
        await new Promise((r) => setImmediate(r));
      }
    })();
    try {
      const seen = { healthy: false, outboxEmpty: false };
      const deadline = Date.now() + 20_000;
      while (!(seen.healthy && seen.outboxEmpty) && Date.now() < deadline) {
        seen.healthy ||= (await store.health()).ok;
        seen.outboxEmpty ||= outboxLines(dataDir) === 0;
        await new Promise((r) => setTimeout(r, 50));
      }
      // Both while the load still runs: the server is back to normal writes, not fsyncing each one to the outbox.
      expect(seen).toEqual({ healthy: true, outboxEmpty: true });
      // A write issued now resolves once it is in the database (not once it is on disk in the outbox).
      const probe = seq++;
      await store.appendAction(action(m, probe));
      const row = await direct.query("SELECT 1 FROM match_actions WHERE match_id = $1 AND seq = $2", [m.id, probe]);
      expect(row.rowCount).toBe(1);
    } finally {
      loading = false;
      await load;
    }
    await Promise.all(issued);
    await store.finishMatch(finished(m.id));
    await store.flush();
    await expectAllArrived(m, seq);
    expect(outboxLines(dataDir)).toBe(0);
  }, 120_000);

  it("replays the outbox at the next boot after a crash during an outage", async () => {
    const dataDir = tempDir();
    const first = await open(dataDir);
    const m = newMatch();
    await first.createMatch(m);
    await first.appendAction(action(m, 0));

    await proxy.cut();
    for (let seq = 1; seq < 8; seq++) await first.appendAction(action(m, seq));
    await first.finishMatch(finished(m.id));
    expect(outboxLines(dataDir)).toBe(8);
    // The "crash": the process goes away with the database still unreachable. Only the outbox file survives.
    await first.close();
    stores.splice(stores.indexOf(first), 1);
    expect(outboxLines(dataDir)).toBe(8);
    expect(
      (await direct.query("SELECT count(*)::int AS n FROM match_actions WHERE match_id = $1", [m.id])).rows[0].n,
    ).toBe(1);

    await proxy.restore();
    const second = await open(dataDir);
    expect(logLines.map((l) => l.msg)).toContain("store: replaying the outbox of a previous run");
    await second.flush();
    await expectAllArrived(m, 8);
    expect(outboxLines(dataDir)).toBe(0);
    expect(await second.health()).toMatchObject({ ok: true, pending: 0 });
  }, 120_000);

  it("resolves writes within bounds when the database hangs instead of refusing, and catches up later", async () => {
    const dataDir = tempDir();
    const store = await open(dataDir);
    const m = newMatch();
    await store.createMatch(m);
    await store.appendAction(action(m, 0));
    // A partition: connections stay open, no byte passes, nothing is refused. Only timeouts can notice.
    await proxy.stall();
    for (let seq = 1; seq < 4; seq++) await store.appendAction(action(m, seq)); // would hang forever without a bound
    await store.finishMatch(finished(m.id));
    const down = await store.health();
    expect(down.ok).toBe(false);
    expect(down.pending).toBeGreaterThanOrEqual(4);
    expect(outboxLines(dataDir)).toBeGreaterThanOrEqual(4);
    await proxy.restore();
    await store.flush();
    await expectAllArrived(m, 4);
    expect(await store.health()).toMatchObject({ ok: true, pending: 0, lastError: null });
    expect(outboxLines(dataDir)).toBe(0);
  }, 120_000);
});
