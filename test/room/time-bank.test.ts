/**
 * Time bank per player (clocks): an optional table setting (`bankSeconds`), each person's time for all of
 * their moves, run on the server's clock and synced per seat (`bankLeft`, `bankDeadline`). A bank runs only while
 * the game waits on its seat, and at a table with a time per move only once the move's own time has run out; when
 * it runs out a bot moves for the seat and the player is told, and from then on the seat has EMPTY_BANK_SECONDS a
 * move (at a table without a time per move). It survives a reconnect, is kept in the stored table settings, and a table
 * without it has none.
 */
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { BANK_EMPTY, EMPTY_BANK_SECONDS } from "@tabletop/server/room/timeBank.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: true });
});
afterAll(async () => {
  await server.close();
});

async function table(bankSeconds?: number, turnSeconds?: number): Promise<{ a: Player; b: Player }> {
  const [ga, gb] = [await guest(server, "Ann"), await guest(server, "Ben")];
  const t = {
    ...(bankSeconds === undefined ? {} : { bankSeconds }),
    ...(turnSeconds === undefined ? {} : { turnSeconds }),
  };
  const a = await track(await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, ...t }));
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "A's turn");
  return { a, b };
}

const bank = (p: Player, seat: number) => {
  const s = p.room.state.seats[seat];
  return { left: s.bankLeft as number, deadline: s.bankDeadline as number };
};

test("a seat's bank runs only while the game waits on it; empty, a bot moves and the player is told", async () => {
  const { a, b } = await table(3);
  expect(a.room.state.bankSeconds).toBe(3);
  // A's bank runs, B's waits full; B sees the same.
  const first = bank(a, 0);
  expect(first.left).toBe(3000);
  expect(first.deadline).toBeGreaterThan(Date.now());
  expect(first.deadline).toBeLessThanOrEqual(Date.now() + 3000);
  expect(bank(a, 1)).toEqual({ left: 3000, deadline: 0 });
  expect(bank(b, 0)).toEqual(first);

  // A moves after a moment: A's bank stops, charged the time it ran; B's starts.
  await new Promise((r) => setTimeout(r, 500));
  a.send("act", a.legal()[0]);
  await a.until(() => a.room.state.moves === 1 && bank(a, 1).deadline > 0, "A's move, B's bank running");
  const spent = bank(a, 0);
  expect(spent.deadline).toBe(0);
  expect(spent.left).toBeLessThanOrEqual(2500);
  expect(spent.left).toBeGreaterThan(0);

  // B moves at once; A waits out what is left of its bank: a bot moves for A and A is told.
  const told: unknown[] = [];
  a.room.onMessage("timed-out", (m) => told.push(m));
  await b.until(() => b.legal().length > 0, "B's turn");
  b.send("act", b.legal()[0]);
  await a.until(() => a.room.state.moves === 2 && bank(a, 0).deadline > 0, "B's move, A's bank running");
  const ranOut = bank(a, 0).deadline;
  await a.until(() => a.room.state.moves === 3, "the bot's move for A", 6000);
  expect(Date.now()).toBeGreaterThanOrEqual(ranOut - 50);
  await a.until(() => told.length === 1, "the notice");
  expect(told[0]).toEqual({ seat: 0, reason: BANK_EMPTY });
  expect(bank(a, 0).left).toBe(0);

  // B moves; A's bank is empty: A now has EMPTY_BANK_SECONDS for the move.
  await b.until(() => b.legal().length > 0, "B's turn again");
  b.send("act", b.legal()[0]);
  await a.until(() => a.room.state.moves === 4 && bank(a, 0).deadline > 0, "A's time for the move");
  const forMove = bank(a, 0).deadline - Date.now();
  expect(forMove).toBeGreaterThan((EMPTY_BANK_SECONDS - 3) * 1000);
  expect(forMove).toBeLessThanOrEqual(EMPTY_BANK_SECONDS * 1000);
  expect(bank(a, 0).left).toBe(0);
  await a.room.leave();
  await b.room.leave();
});

test("with a time per move, the bank runs only once the move's own time has run out: a move in time costs none of it", async () => {
  const { a, b } = await table(60, 30);
  // A's time for this wait: the 30 s per move, then the 60 s bank (the page shows the bank still until then).
  const first = bank(a, 0);
  expect(first.left).toBe(60_000);
  expect(first.deadline - (a.room.state.turnDeadline as number)).toBe(60_000);
  // A moves within the move's own time, after a moment: the bank is charged nothing.
  await new Promise((r) => setTimeout(r, 300));
  a.send("act", a.legal()[0]);
  await a.until(() => a.room.state.moves === 1 && bank(a, 1).deadline > 0, "A's move, B's wait");
  expect(bank(a, 0)).toEqual({ left: 60_000, deadline: 0 });
  await a.room.leave();
  await b.room.leave();
});

test("with a time per move and a bank, time is up only when both have run out; then a bot moves and the player is told", async () => {
  const { a, b } = await table(1, 1);
  const told: unknown[] = [];
  a.room.onMessage("timed-out", (m) => told.push(m));
  const turnUp = a.room.state.turnDeadline as number;
  const bankUp = bank(a, 0).deadline;
  expect(bankUp - turnUp).toBe(1000);
  await a.until(() => a.room.state.moves === 1, "the bot's move for A", 8000);
  // Not at the end of the move's own time: at the end of the bank after it.
  expect(Date.now()).toBeGreaterThanOrEqual(bankUp - 50);
  await a.until(() => told.length === 1, "the notice");
  expect(told[0]).toEqual({ seat: 0, reason: BANK_EMPTY });
  expect(bank(a, 0).left).toBe(0);
  await a.room.leave();
  await b.room.leave();
});

test("the bank survives a reconnect, and the stored table settings keep it", async () => {
  const { a, b } = await table(600);
  const before = bank(a, 0);
  const token = a.room.reconnectionToken;
  a.room.reconnection.enabled = false;
  (a.room.connection.transport as unknown as { ws: { close(code: number): void } }).ws.close(4999);
  await b.until(() => b.room.state.seats[0].connected === false, "the drop");
  const again = await track(await sdk(server.url).reconnect(token));
  expect(bank(again, 0)).toEqual(before);
  await server.platform.store.flush();
  const stored = await server.platform.store.getMatch(again.room.state.matchId as string);
  expect(stored!.table).toMatchObject({ bankSeconds: 600 });
  await again.room.leave();
  await b.room.leave();
});

test("a table without a bank runs none, and a bad setting is refused", async () => {
  const { a, b } = await table();
  expect(a.room.state.bankSeconds).toBe(0);
  expect([bank(a, 0), bank(a, 1)]).toEqual([
    { left: 0, deadline: 0 },
    { left: 0, deadline: 0 },
  ]);
  await a.room.leave();
  await b.room.leave();
  const g = await guest(server, "Bad");
  await expect(
    sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, bankSeconds: 99_999 }),
  ).rejects.toThrow(/bankSeconds/);
});
