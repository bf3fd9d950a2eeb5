/**
 * Each seat's legal list travels in the seat's synced part (server/src/room/seatLists.ts), over real WebSockets on
 * the fixture game, three seats taking turns and a spectator watching: a list reaches its seat's holder only, in the
 * patch of the move it follows, and only when it changed (a seat with nothing to do before and after a move is sent
 * nothing). The lists the clients hold are the engine's for the state they hold.
 */
import { Callbacks } from "@colyseus/sdk";
import { legalIn } from "@tabletop/shared";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { actAndSettle, drained, joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { matchMaker } from "@colyseus/core";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** Each seat's list as one client received it: the match's move count each time it came, by seat. */
type Heard = Map<number, number[]>;

function listenToLists(p: Player, seats: number): Heard {
  const heard: Heard = new Map();
  const $ = Callbacks.get(p.room);
  for (let seat = 0; seat < seats; seat++)
    $.listen(p.room.state.seats[seat], "legal", (json: string) => {
      if (!json) return;
      heard.set(seat, [...(heard.get(seat) ?? []), p.room.state.moves]);
    });
  return heard;
}

const gameState = (roomId: string) =>
  (matchMaker.getLocalRoomById(roomId) as unknown as { match: { gameState: never } }).match.gameState;

test("a seat's list reaches its holder alone, with the move it follows, and only when it changed", async () => {
  const a = await joinAs(server, "Ann", (c, token) => c.create("fixture-cards", { token, seats: 3 }));
  const roomId = a.room.roomId;
  const b = await joinAs(server, "Bo", (c, token) => c.joinById(roomId, { token }));
  const s = await joinAs(server, "Spy", (c, token) => c.joinById(roomId, { token, spectate: true }));
  const heard = [a, b, s].map((p) => listenToLists(p, 3));
  const c = await joinAs(server, "Cy", (c2, token) => c2.joinById(roomId, { token }));
  heard.splice(2, 0, listenToLists(c, 3));
  const table = [a, b, c];
  try {
    for (const p of [...table, s]) await p.until(() => p.room.state.status === "playing", "the start");
    for (const p of [...table, s]) await drained(p.room);
    for (const mover of [a, b, c]) {
      await actAndSettle(
        mover,
        [...table, s],
        mover.legal().find((x: { type: string }) => x.type === "play"),
      );
      await drained(s.room);
      // Every client holds its own seat's list for the state it holds, and nobody else's.
      const now = gameState(roomId);
      table.forEach((p, seat) => {
        expect(legalIn(p.room.state.seats[seat])).toEqual(fixtureEngine.legal(now, seat));
        for (let other = 0; other < 3; other++)
          if (other !== seat) expect(p.room.state.seats[other].legal ?? "").toBe("");
      });
      for (let seat = 0; seat < 3; seat++) expect(s.room.state.seats[seat].legal ?? "").toBe("");
    }
    // Move 1 (Ann's) emptied her list and gave Bo his; Cy's stayed empty and was not sent; and so on round the table.
    expect(heard.map((h) => Object.fromEntries(h))).toEqual([{ 0: [0, 1, 3] }, { 1: [0, 1, 2] }, { 2: [0, 2, 3] }, {}]);
  } finally {
    for (const p of [...table, s]) await p.room.leave();
  }
});
