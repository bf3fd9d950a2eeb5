/** Dropped seats are held for the grace window; SDK reconnect, reload-reconnect, stand-in bots and reclaiming. */
import { cutNetwork, sdk, track, viewOf } from "../helpers/clients.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

const GRACE_S = 2;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ graceSeconds: GRACE_S, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

async function pair(rounds = 6) {
  const ga = await guest(server, "Ada");
  const gb = await guest(server, "Ben");
  const a = await track(
    await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, options: { rounds } }),
  );
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  a.room.reconnection.minUptime = 0;
  b.room.reconnection.minUptime = 0;
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "start");
  return { a, b, ga, gb };
}

test("the SDK reconnects on its own after a network drop, to the same seat; the token changes", async () => {
  const { a, b } = await pair();
  const oldToken = a.room.reconnectionToken;
  let reconnected = false;
  a.room.onReconnect(() => {
    reconnected = true;
  });
  cutNetwork(a);
  await b.until(() => b.room.state.seats[0].connected === false, "B sees A dropped");
  expect(b.room.state.seats[0].reconnectDeadline).toBeGreaterThan(Date.now());
  await a.until(() => reconnected, "auto reconnect");
  await b.until(() => b.room.state.seats[0].connected === true, "B sees A back");
  expect(a.room.reconnectionToken).not.toBe(oldToken);
  // Still A's seat, and A can still act.
  const hello = await a.room.request("sync", {});
  expect(hello.seat).toBe(0);
  const moves = a.room.state.moves;
  a.act(a.legal()[0]);
  await a.until(() => a.room.state.moves === moves + 1, "A moves after reconnecting");
  expect(viewOf(a, fixtureEngine, 0).hand!.length).toBeGreaterThan(0);
  await a.room.leave();
  await b.room.leave();
});

test("a page reload reconnects with the stored reconnection token", async () => {
  const { a, b } = await pair();
  const stored = a.room.reconnectionToken;
  a.room.reconnection.enabled = false;
  cutNetwork(a);
  await b.until(() => b.room.state.seats[0].connected === false, "B sees A dropped");
  // A new page: a new SDK client with only the stored token.
  const again = await track(await sdk(server.url).reconnect(stored));
  expect(again.mySeat()).toBe(0);
  await b.until(() => b.room.state.seats[0].connected === true, "B sees A back");
  expect(viewOf(again, fixtureEngine, 0).hand!.length).toBeGreaterThan(0);
  expect(again.legal().length).toBeGreaterThan(0);
  await again.room.leave();
  await b.room.leave();
});

test("after the window a bot plays the dropped seat; the player reclaims it by joining with the same player id", async () => {
  const { a, b, ga } = await pair(6);
  a.room.reconnection.enabled = false;
  // A moves first, then drops for good (network).
  a.send("act", a.legal()[0]);
  await b.until(() => b.legal().length > 0, "B's turn");
  cutNetwork(a);
  await b.until(() => b.room.state.seats[0].connected === false, "drop seen");
  await b.until(() => b.room.state.seats[0].standIn === true, "stand-in bot", (GRACE_S + 5) * 1000);
  // B moves; the bot answers for seat 0 so the game goes on.
  const moves = b.room.state.moves;
  b.send("act", b.legal()[0]);
  await b.until(() => b.room.state.moves >= moves + 2, "bot answered for A");
  // A comes back by joining the same match with the same identity.
  const back = await track(await sdk(server.url).joinById(a.room.roomId, { token: ga.token }));
  expect(back.mySeat()).toBe(0);
  await b.until(() => b.room.state.seats[0].standIn === false && b.room.state.seats[0].connected, "A reclaimed");
  const mine = viewOf(back, fixtureEngine, 0);
  expect(mine.hand!.length + mine.played[0]!.length).toBeGreaterThan(0);
  await back.room.leave();
  await b.room.leave();
});

test("leaving for good (the leave message) hands the seat to a bot at once", async () => {
  const { a, b } = await pair(3);
  a.send("leave");
  await b.until(() => b.room.state.seats[0].standIn === true, "stand-in after leave");
  // The bot finishes A's part: B can play to the end.
  for (let i = 0; i < 40 && b.got.finished.length === 0; i++) {
    await b.until(() => b.legal().length > 0 || b.got.finished.length > 0, "B's turn or the end");
    if (b.got.finished.length) break;
    const moves = b.room.state.moves;
    b.send("act", b.legal()[0]);
    await b.until(() => b.room.state.moves > moves || b.got.finished.length > 0, "move");
  }
  expect(b.got.finished.length).toBe(1);
  await b.room.leave();
});
