/** Bad input gets a `rejected` with a code and a reason; the room and the process keep running. */
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let a: Player;
let b: Player;

beforeAll(async () => {
  server = await startTestServer({ rateLimitPerSecond: 20, rateLimitBurst: 40 });
  const ga = await guest(server, "A");
  const gb = await guest(server, "B");
  a = await track(await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, options: { rounds: 4 } }));
  b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "start");
});
afterAll(async () => {
  await a.room.leave();
  await b.room.leave();
  await server.close();
});

async function rejection(p: Player, send: () => void) {
  const n = p.got.rejected.length;
  send();
  return p.until(() => p.got.rejected[n], "a rejection");
}

test.each([
  ["a string", "not an action", "MALFORMED_ACTION"],
  ["an array", [1, 2, 3], "MALFORMED_ACTION"],
  ["an object without a type", { card: 3 }, "UNKNOWN_ACTION"],
  ["a numeric type", { type: 7 }, "UNKNOWN_ACTION"],
])("a malformed action (%s) is rejected by the engine's reader with a reason", async (_what, payload, code) => {
  const r = await rejection(a, () => a.send("act", payload));
  expect(r.code).toBe(code);
  expect(r.reason).toMatch(/type/);
  expect(r.action).toBeNull();
});

test("a known action with a field of the wrong shape is MALFORMED_ACTION, naming the field", async () => {
  const r = await rejection(a, () => a.send("act", { type: "play", card: "three" }));
  expect(r.code).toBe("MALFORMED_ACTION");
  expect(r.reason).toMatch(/card/);
});

test("an oversized action is rejected with its size, and the rejection does not echo it", async () => {
  const r = await rejection(a, () => a.send("act", { type: "play", card: 1, junk: "x".repeat(6000) }));
  expect(r.code).toBe("MALFORMED_MESSAGE");
  expect(r.reason).toMatch(/at most 4096 bytes/);
  expect(r.action).toBeNull();
});

test("an unknown message type is rejected as UNKNOWN_MESSAGE", async () => {
  const r = await rejection(a, () => a.send("hack", { give: "me everything" }));
  expect(r.code).toBe("UNKNOWN_MESSAGE");
  expect(r.reason).toMatch(/"hack"/);
});

test('"sync" sent as a plain message is refused, saying to ask with the request; as a request it is answered', async () => {
  const r = await rejection(a, () => a.send("sync", {}));
  expect(r.code).toBe("SYNC_IS_A_REQUEST");
  expect(r.reason).toMatch(/request\("sync"\)/);
  const reply = (await a.room.request("sync", {})) as { seat: number | null; log: unknown[] };
  expect(reply.seat).toBe(0);
  expect(Array.isArray(reply.log)).toBe(true);
});

test("a client with one seat acts for it only: a `seat` in its message is the action's field, not another seat", async () => {
  // It is A's turn: a message from B naming A's seat is still B's, refused as out of turn, and moves nothing for A.
  const moves = a.room.state.moves;
  const r = await rejection(b, () => b.send("act", { type: "draw", seat: 0 }));
  expect(r.code).toBe("NOT_YOUR_TURN");
  expect(a.room.state.moves).toBe(moves);
});

test("acting out of turn is rejected by the engine with its rule code", async () => {
  const r = await rejection(b, () => b.send("act", { type: "draw" }));
  expect(r.code).toBe("NOT_YOUR_TURN");
  expect(r.action).toEqual({ type: "draw" });
});

test("an illegal action is rejected with the rule's code and reason, and nothing changes", async () => {
  const hand = [...viewOf(a, fixtureEngine, 0).hand!];
  const notMine = [...Array(24).keys()].map((i) => i + 1).find((c) => !hand.includes(c));
  const moves = a.room.state.moves;
  const r = await rejection(a, () => a.send("act", { type: "play", card: notMine }));
  expect(r.code).toBe("CARD_NOT_IN_HAND");
  expect(r.reason).toMatch(/do not hold/);
  expect(a.room.state.moves).toBe(moves);
});

test("garbage bytes on the socket do not crash the room", async () => {
  (a.room.connection as any).send(new Uint8Array([255, 0, 13, 250, 1, 2, 3]));
  (a.room.connection as any).send(new Uint8Array([13]));
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  const r = await rejection(a, () => a.send("act", { type: 1 }));
  expect(r.code).toBe("UNKNOWN_ACTION");
});

test("a flood of messages is rate-limited (dropped past the burst, told once, not answered message for message), and play goes on afterwards", async () => {
  const before = a.got.rejected.length;
  for (let i = 0; i < 150; i++) a.send("act", { type: "nonsense" });
  await a.until(() => a.got.rejected.slice(before).some((r) => r.code === "RATE_LIMITED"), "the rate limit", 15_000);
  await new Promise((r) => setTimeout(r, 2500));
  const answers = a.got.rejected.slice(before);
  const limited = answers.filter((r) => r.code === "RATE_LIMITED");
  expect(limited).toHaveLength(1);
  expect(answers.length).toBeLessThan(60);
  expect(limited[0].reason).toMatch(/at most 20 a second; the ones over it were dropped/);
  const moves = a.room.state.moves;
  a.send("act", a.legal()[0]);
  await a.until(() => a.room.state.moves === moves + 1, "a normal move after the flood");
});
