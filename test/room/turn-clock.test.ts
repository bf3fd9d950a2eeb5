/**
 * Time per move (clocks): an optional table setting (`turnSeconds`), run on the server's clock and synced
 * as `turnDeadline`; when it runs out a bot plays the rest of the turn of the seat the game waits on and its player
 * is told.
 * It survives a reconnect, is kept in the stored table settings, and a table without it has no clock.
 */
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { xorloschEngine } from "@tabletop/shared/xorlosch/index.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { TIMED_OUT } from "@tabletop/server/room/turnClock.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: true });
});
afterAll(async () => {
  await server.close();
});

async function table(turnSeconds?: number): Promise<{ a: Player; b: Player }> {
  const [ga, gb] = [await guest(server, "Ann"), await guest(server, "Ben")];
  const t = turnSeconds === undefined ? {} : { turnSeconds };
  const a = await track(await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, ...t }));
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "A's turn");
  return { a, b };
}

test("the seat waited on has the table's time per move; then a bot moves for it and its player is told", async () => {
  const { a, b } = await table(2);
  expect(a.room.state.turnSeconds).toBe(2);
  const deadline = a.room.state.turnDeadline as number;
  expect(deadline).toBeGreaterThan(Date.now());
  expect(deadline).toBeLessThanOrEqual(Date.now() + 2000);
  // B sees the same deadline; A does nothing.
  expect(b.room.state.turnDeadline).toBe(deadline);
  const timedOut: unknown[] = [];
  a.room.onMessage("timed-out", (m) => timedOut.push(m));
  await a.until(() => a.room.state.moves === 1, "the bot's move for A", 6000);
  expect(Date.now()).toBeGreaterThanOrEqual(deadline - 50);
  await a.until(() => timedOut.length === 1, "the notice");
  expect(timedOut[0]).toEqual({ seat: 0, reason: TIMED_OUT });
  // B's clock now runs: B moves in time, and A's clock starts again.
  await b.until(() => b.legal().length > 0 && (b.room.state.turnDeadline as number) > deadline, "B's clock");
  b.send("act", b.legal()[0]);
  await a.until(() => a.room.state.moves === 2, "B's move");
  expect(a.room.state.turnDeadline).toBeGreaterThan(deadline);
  await a.room.leave();
  await b.room.leave();
});

test("when the time per move runs out, a bot plays the seat's whole turn, not one move of it (Xorlosch)", async () => {
  const [ga, gb] = [await guest(server, "Ann"), await guest(server, "Ben")];
  const a = await track(
    await sdk(server.url).create("xorlosch", { token: ga.token, seats: 2, turnSeconds: 1, seed: "whole-turn" }),
  );
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  const told: unknown[] = [];
  a.room.onMessage("timed-out", (m) => told.push(m));
  b.room.onMessage("timed-out", (m) => told.push(m));
  const xor = (p: Player) => viewOf(p, xorloschEngine);
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "A's turn");
  const first = xor(a).active;
  const [mover, other] = first === 0 ? [a, b] : [b, a];
  // The starting player lets the time run out: the bot plays that player's whole placement (several moves), and
  // the game then waits on the other player, whose own clock runs.
  await other.until(() => xor(other).active !== first && other.legal().length > 0, "the other player's turn", 10_000);
  expect(mover.room.state.moves).toBeGreaterThan(1);
  expect(told).toEqual([{ seat: first, reason: TIMED_OUT }]);
  expect(mover.legal()).toEqual([]);
  await a.room.leave();
  await b.room.leave();
});

test("a move and the clock it restarts reach the clients in one patch", async () => {
  const { a, b } = await table(30);
  const before = a.room.state.turnDeadline as number;
  const patches: { moves: number; turnDeadline: number }[] = [];
  b.room.onStateChange((state) => patches.push({ moves: state.moves, turnDeadline: state.turnDeadline as number }));
  await new Promise((r) => setTimeout(r, 5)); // the new deadline is later than the old one
  a.send("act", a.legal()[0]);
  await b.until(() => b.room.state.moves === 1 && b.legal().length > 0, "A's move, and B's turn");
  const first = patches.find((p) => p.moves === 1);
  expect(first?.turnDeadline).toBeGreaterThan(before);
  expect(first?.turnDeadline).toBe(b.room.state.turnDeadline);
  await a.room.leave();
  await b.room.leave();
});

test("the clock survives a reconnect, and the stored table settings keep it", async () => {
  const { a, b } = await table(30);
  const deadline = a.room.state.turnDeadline as number;
  const token = a.room.reconnectionToken;
  a.room.reconnection.enabled = false;
  (a.room.connection.transport as unknown as { ws: { close(code: number): void } }).ws.close(4999);
  await b.until(() => b.room.state.seats[0].connected === false, "the drop");
  const again = await track(await sdk(server.url).reconnect(token));
  expect(again.room.state.turnDeadline).toBe(deadline);
  await server.platform.store.flush();
  const stored = await server.platform.store.getMatch(again.room.state.matchId as string);
  expect(stored!.table).toMatchObject({ turnSeconds: 30 });
  await again.room.leave();
  await b.room.leave();
});

test("a table without a time per move runs no clock, and a bad setting is refused", async () => {
  const { a, b } = await table();
  expect([a.room.state.turnSeconds, a.room.state.turnDeadline]).toEqual([0, 0]);
  await a.room.leave();
  await b.room.leave();
  const g = await guest(server, "Bad");
  await expect(
    sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, turnSeconds: 99_999 }),
  ).rejects.toThrow(/turnSeconds/);
});
