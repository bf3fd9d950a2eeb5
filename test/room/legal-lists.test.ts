/**
 * The `legal` lists a match room sends (server/src/room/tableMessages.ts), over real WebSockets on the fixture game,
 * three seats taking turns: after each move a client gets its new list, except a client last told it has nothing
 * to do that still has nothing to do (it keeps its last list). A `sync` reply is followed by the next list whatever
 * it holds, since the reply may overtake a list sent after it.
 */
import { actAndSettle, drained, joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** The sizes of the `legal` lists `p` got from message `from` on. */
const sizesSince = (p: Player, from: number) => p.got.legal.slice(from).map((m) => m.actions.length);

async function threeSeats(): Promise<Player[]> {
  const a = await joinAs(server, "Ann", (c, token) => c.create("fixture-cards", { token, seats: 3 }));
  const b = await joinAs(server, "Bo", (c, token) => c.joinById(a.room.roomId, { token }));
  const c = await joinAs(server, "Cy", (c, token) => c.joinById(a.room.roomId, { token }));
  const table = [a, b, c];
  for (const p of table) await p.until(() => p.room.state.status === "playing", "the start");
  for (const p of table) await drained(p.room);
  return table;
}

/** The seat to move plays its first card; the others' lists are then as the room sent them. */
async function playFirstCard(mover: Player, table: Player[]) {
  const play = mover.legal().find((x: { type: string }) => x.type === "play");
  await actAndSettle(mover, table, play);
}

test("a seat with nothing to do is told once, not again after every move, and hears its list when its turn comes", async () => {
  const [a, b, c] = await threeSeats();
  try {
    await playFirstCard(a, [a, b, c]);
    const since = [a, b, c].map((p) => p.got.legal.length);
    expect(a.legal()).toEqual([]);
    expect(b.legal().length).toBeGreaterThan(0);
    await playFirstCard(b, [a, b, c]);
    await playFirstCard(c, [a, b, c]);
    // Move 2 (Bo's): Ann still had nothing to do and got nothing; Bo's list emptied; Cy's turn came.
    // Move 3 (Cy's): Bo still had nothing to do and got nothing; Cy's list emptied; Ann's turn came.
    expect(sizesSince(a, since[0])).toEqual([a.legal().length]);
    expect(a.legal().length).toBeGreaterThan(0);
    expect(sizesSince(b, since[1])).toEqual([0]);
    expect(sizesSince(c, since[2])).toEqual([c.got.legal[since[2]].actions.length, 0]);
    expect(c.got.legal[since[2]].actions.length).toBeGreaterThan(0);
  } finally {
    for (const p of [a, b, c]) await p.room.leave();
  }
});

test("after a sync reply the next list is sent even when it is empty again", async () => {
  const [a, b, c] = await threeSeats();
  try {
    await playFirstCard(a, [a, b, c]);
    // Ann has been told she has nothing to do; the first test shows that Bo's move would then send her nothing.
    const before = a.got.legal.length;
    const reply = (await a.room.request("sync", {})) as { actions: unknown[] };
    expect(reply.actions).toEqual([]);
    await playFirstCard(b, [a, b, c]);
    await playFirstCard(c, [a, b, c]);
    await playFirstCard(a, [a, b, c]);
    await playFirstCard(b, [a, b, c]);
    // Move 2 after the sync: the empty list again; move 3: her turn; move 4: empty; move 5: nothing, as before.
    const sizes = sizesSince(a, before);
    expect(sizes).toEqual([0, sizes[1], 0]);
    expect(sizes[1]).toBeGreaterThan(0);
  } finally {
    for (const p of [a, b, c]) await p.room.leave();
  }
});
