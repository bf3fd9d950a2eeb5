/**
 * A room that is disposed stops: the last player leaving mid-match ends the room, the match is kept as paused (in
 * play, no room holds it: any of its players may continue it) with the moves it had, and nothing already queued (a move still being written, a bot's move, the end-screen
 * linger) runs on or sets a timer after that. A disposed room that kept playing would hold its process open (a
 * server that never exits, a test run that never ends) and write moves after the match was closed.
 */
import { RoomTimers } from "@tabletop/server/room/timers.js";
import { joinAs } from "../helpers/clients.js";
import { startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { openTestStore, sleep, waitFor } from "../helpers/store.js";
import { proxyDatabase, type TcpProxy } from "../helpers/tcp-proxy.js";
import type { MatchStore } from "@tabletop/server/store/types.js";

let proxy: TcpProxy;
let store: MatchStore;
let server: TestServer;
beforeAll(async () => {
  const db = await proxyDatabase(TEST_DATABASE_URL);
  proxy = db.proxy;
  store = await openTestStore({ databaseUrl: db.url, writeTimeoutMs: 400 });
  server = await startTestServer({ store, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
  await store.close();
  await proxy.close();
});

test("RoomTimers: stop clears what is pending and refuses new timers", async () => {
  const timers = new RoomTimers();
  const fired: string[] = [];
  timers.after(5, () => fired.push("before"));
  timers.stop();
  timers.after(1, () => fired.push("after"));
  await sleep(30);
  expect(fired).toEqual([]);
  expect(timers.isStopped).toBe(true);
});

test("the last player leaves while the bots are playing: the room stops, no move follows, the match stays paused", async () => {
  const p = await joinAs(server, "Leaver", (c, token) =>
    c.create("fixture-cards", { token, seats: 2, bots: 1, options: { rounds: 6 } }),
  );
  await p.until(() => p.room.state.status === "playing", "the start");
  const matchId: string = p.room.state.matchId;
  // Leaving hands this seat to a bot too: both seats are bots' and their moves come at once, until the room goes.
  await p.room.leave();
  await waitFor(
    async () => {
      await store.flush();
      return (await store.getMatch(matchId))?.paused === true;
    },
    10_000,
    "the match to be paused",
  );
  const first = (await store.getMatch(matchId))!;
  await sleep(300);
  await store.flush();
  const later = (await store.getMatch(matchId))!;
  expect([first.status, later.status, later.paused, later.roomId]).toEqual(["playing", "playing", true, p.room.roomId]);
  expect(later.moves).toBe(first.moves);
  expect(later.moves).toBeLessThan(12);
});
