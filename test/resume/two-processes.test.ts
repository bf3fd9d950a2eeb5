/**
 * More than one process: two real server processes on one database. With the real Redis
 * (REDIS_URL, which CI sets) they share Colyseus's presence and driver, each with its own public address: the lobby
 * of either lists the tables of both; quick play, a join code, a spectator and a reconnection all work through the
 * process that did not open the table; and when a process crashes, the other takes its match over for the players
 * who come back (its server no longer beats in the shared presence), in the log's state, while the crashed one, back
 * again, does not open it a second time.
 *
 * Without Redis each process sees only itself: a crashed process's match waits for that process (PLAYED_ELSEWHERE),
 * which the test checks instead.
 */
import { isDeepStrictEqual } from "node:util";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { games, replay, type Engine } from "@tabletop/shared";
import { cutNetwork, sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, TEST_DATABASE_URL } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { openTestStore, sleep } from "../helpers/store.js";
import { optionalService } from "../setup/services.js";
import type { MatchStore } from "@tabletop/server/store/types.js";

const redisUrl = optionalService("REDIS_URL");
const engine = games.xorlosch.engine as Engine<unknown, unknown, unknown, unknown>;
/** Processes that serve one public share the token secret: a guest of one is a guest of all. */
const TOKEN_SECRET = "two-processes-test-secret-two-processes";

interface Proc {
  proc: ServerProcess;
  port: number;
  dataDir: string;
  url: string;
}
let store: MatchStore;
const procs: Proc[] = [];
const players: Player[] = [];

async function startProc(port: number, dataDir: string): Promise<Proc> {
  const env: Record<string, string> = { TOKEN_SECRET, RECONNECT_GRACE_S: "120" };
  if (redisUrl) Object.assign(env, { REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  const proc = await startServerProcess({ port, dataDir, env });
  return { proc, port, dataDir, url: proc.url };
}

beforeAll(async () => {
  store = await openTestStore({ databaseUrl: TEST_DATABASE_URL });
  for (const name of ["a", "b"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `tabletop-two-${name}-`));
    procs.push(await startProc(await freePort(), dataDir));
  }
});
afterAll(async () => {
  for (const p of players) p.room.reconnection.enabled = false;
  for (const p of players) await Promise.race([p.room.leave().catch(() => undefined), sleep(1000)]);
  for (const p of procs) await p.proc.kill("SIGKILL");
  await store.close();
});

const keep = (p: Player) => (players.push(p), p);
/** The port a client's socket went to (the process that holds its room). */
const portOf = (p: Player) => new URL((p.room.connection.transport as unknown as { ws: { url: string } }).ws.url).port;

/** A 2-seat Xorlosch table opened on A by one guest, with a second guest seated through `via`. */
async function tableOnA(via: Proc, join: (token: string, roomId: string) => Promise<Player>) {
  const [a] = procs;
  const host = await guest(a, "Hal");
  const first = keep(await track(await sdk(a.url).create("xorlosch", { token: host.token, seats: 2 })));
  const other = await guest(via, "Other");
  const second = keep(await join(other.token, first.room.roomId));
  await first.until(() => first.room.state.status === "playing", "the start");
  return { first, second, host, other };
}

async function move(p: Player, others: readonly Player[]) {
  const moves = p.room.state.moves;
  p.send("act", p.legal()[0]);
  for (const o of [p, ...others]) await o.until(() => o.room.state.moves > moves, "the move everywhere");
}

/** The player whose turn it is makes a legal move, seen by everyone. */
async function play(n: number, ps: Player[]) {
  for (let i = 0; i < n; i++) {
    const mover = ps.find((p) => p.legal().length > 0);
    if (!mover) return;
    await move(mover, ps);
  }
}

if (redisUrl) {
  test("the lobby of either process lists the waiting tables of both", async () => {
    const [a, b] = procs;
    const lobby = await sdk(b.url).joinOrCreate("lobby");
    let rooms: { roomId: string }[] = [];
    lobby.onMessage("rooms", (list: { roomId: string }[]) => (rooms = list));
    lobby.onMessage("+", ([id, room]: [string, { roomId: string }]) => {
      rooms = rooms.filter((r) => r.roomId !== id).concat(room);
    });
    const g = await guest(a, "Waiting");
    const waiting = keep(await track(await sdk(a.url).create("xorlosch", { token: g.token, seats: 3 })));
    const deadline = Date.now() + 5000;
    while (!rooms.some((r) => r.roomId === waiting.room.roomId) && Date.now() < deadline) await sleep(50);
    expect(rooms.map((r) => r.roomId)).toContain(waiting.room.roomId);
    await lobby.leave();
  });

  test("quick play through B seats the player at A's waiting quick table, over a socket to A", async () => {
    const [a, b] = procs;
    const quick = { seats: 2, quick: "2:{}:two-processes" };
    const g1 = await guest(a, "Q1");
    const first = keep(await track(await sdk(a.url).joinOrCreate("xorlosch", { token: g1.token, ...quick })));
    const g2 = await guest(b, "Q2");
    const second = keep(await track(await sdk(b.url).joinOrCreate("xorlosch", { token: g2.token, ...quick })));
    expect(second.room.roomId).toBe(first.room.roomId);
    expect(portOf(second)).toBe(String(a.port));
    expect(second.mySeat()).toBe(1);
    await first.until(() => first.room.state.status === "playing", "the start");
    await play(2, [first, second]);
  });

  test("a private table opened on A is joined by its code through B, and watched through B", async () => {
    const [a, b] = procs;
    const host = await guest(a, "Private");
    const first = keep(
      await track(await sdk(a.url).create("xorlosch", { token: host.token, seats: 2, private: true })),
    );
    const code = first.room.state.code as string;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const g = await guest(b, "Coded");
    const second = keep(await track(await sdk(b.url).joinById(code, { token: g.token, code })));
    expect(second.mySeat()).toBe(1);
    await first.until(() => first.room.state.status === "playing", "the start");
    const w = await guest(b, "Watcher");
    const watcher = keep(await track(await sdk(b.url).joinById(code, { token: w.token, code, spectate: true })));
    expect(watcher.mySeat()).toBeNull();
    expect(portOf(watcher)).toBe(String(a.port));
    await move(first.legal().length ? first : second, [first, second, watcher]);
  });

  test("a player whose socket to A dropped reconnects with their token through B, to their own seat", async () => {
    const [, b] = procs;
    const { first, second } = await tableOnA(b, async (token, roomId) =>
      track(await sdk(b.url).joinById(roomId, { token })),
    );
    await play(1, [first, second]);
    const stored = second.room.reconnectionToken;
    second.room.reconnection.enabled = false;
    cutNetwork(second);
    await first.until(() => first.room.state.seats[1].connected === false, "the drop seen");
    const again = keep(await track(await sdk(b.url).reconnect(stored)));
    expect(again.mySeat()).toBe(1);
    await first.until(() => first.room.state.seats[1].connected === true, "back");
    await play(2, [first, again]);
  });
}

test(
  redisUrl
    ? "A crashes mid-match: B takes the match over for the player who continues there, in the log's state; A back again does not open it twice"
    : "without a shared presence a crashed process's match waits for it: another process refuses to open it (PLAYED_ELSEWHERE)",
  async () => {
    const [a, b] = procs;
    const { first, second, host, other } = await tableOnA(a, async (token, roomId) =>
      track(await sdk(a.url).joinById(roomId, { token })),
    );
    await play(3, [first, second]);
    const matchId = first.room.state.matchId as string;
    const roomId = first.room.roomId;
    const seen = first.room.state.moves as number;
    // The moves are in the store, and the room's record (written ahead of them by the same journal) names A.
    const aId = (await store.getMatch(matchId))!.serverId;
    expect(aId).not.toBeNull();
    for (const p of [first, second]) p.room.reconnection.enabled = false;
    await a.proc.kill("SIGKILL");

    const cont = () =>
      fetch(`${b.url}/api/matches/${matchId}/continue`, {
        method: "POST",
        headers: { authorization: `Bearer ${other.token}` },
      });
    if (!redisUrl) {
      const res = await cont();
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "PLAYED_ELSEWHERE" });
      return;
    }
    // Until A's key runs out (a few seconds), A counts as alive and its match as played there.
    let res = await cont();
    const deadline = Date.now() + 20_000;
    while (res.status === 409 && Date.now() < deadline) {
      await sleep(500);
      res = await cont();
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ roomId });

    const back = keep(await track(await sdk(b.url).joinById(roomId, { token: other.token })));
    expect(back.mySeat()).toBe(1);
    expect(portOf(back)).toBe(String(b.port));
    // B's journal writes the room's new home shortly after the join: read the record once it names another server.
    let record = (await store.getMatch(matchId))!;
    for (const until = Date.now() + 10_000; record.serverId === aId && Date.now() < until;) {
      await sleep(100);
      record = (await store.getMatch(matchId))!;
    }
    expect(record.status).toBe("playing");
    expect(record.actions.map((x) => x.seq)).toEqual(record.actions.map((_, i) => i + 1));
    expect(record.actions.length).toBe(seen);
    const rebuilt = replay(engine, record.seed, record.seats.length, record.options, record.actions);
    expect(isDeepStrictEqual(viewOf(back, engine, 1), engine.view(rebuilt, 1))).toBe(true);
    const bId = record.serverId;
    expect(bId).not.toBeNull();
    expect(bId).not.toBe(aId);

    // A comes back on its port and data folder: the match is no longer its own, so it stays in B's one room.
    procs[0] = await startProc(a.port, a.dataDir);
    await sleep(1500);
    expect(procs[0].proc.logs.filter((l) => l.msg === "match resumed" && l.match === matchId)).toEqual([]);
    const hostBack = keep(await track(await sdk(procs[0].url).joinById(roomId, { token: host.token })));
    expect(hostBack.mySeat()).toBe(0);
    expect(portOf(hostBack)).toBe(String(b.port));
    await play(2, [hostBack, back]);
    const after = (await store.getMatch(matchId))!;
    expect(after.actions.length).toBe(seen + 2);
    expect(after.serverId).toBe(bId);
  },
  90_000,
);
