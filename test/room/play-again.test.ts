/**
 * "Play again" over real WebSockets (server/src/room/playAgain.ts): players at a finished table ask for
 * the next one; it is made once, with the same settings, however many ask at once; each player joins it or not. A
 * player who comes back to the ended table after the offer finds it there; a spectator never learns where it is.
 */
import { matchMaker } from "@colyseus/core";
import { actAndSettle, cutNetwork, drained, joinAs, sdk, track, untilAny, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

interface FollowUp {
  roomId: string;
  code: string;
}

const seated = (name: string, how: Parameters<typeof joinAs>[2]) => joinAs(server, name, how);

/** The `play-again` messages a player receives. */
function followUps(p: Player): FollowUp[] {
  const got: FollowUp[] = [];
  p.room.onMessage("play-again", (m: FollowUp) => got.push(m));
  return got;
}

async function playOut(players: Player[]) {
  for (let i = 0; i < 200; i++) {
    if (players.every((p) => p.room.state.status === "finished")) return;
    const mover = players.find((p) => p.legal().length > 0 && p.room.state.status === "playing");
    if (!mover) {
      await untilAny(
        () => players.every((p) => p.room.state.status === "finished") || players.some((p) => p.legal().length > 0),
        "a turn",
      );
      continue;
    }
    await actAndSettle(mover, players, mover.legal()[0]);
  }
}

test("both players ask at once: one follow-up table, the same for both, with the same settings and bots", async () => {
  const a = await seated("Ann", (c, token) =>
    c.create("fixture-cards", { token, seats: 3, bots: 1, options: { rounds: 2 }, private: true, turnSeconds: 60 }),
  );
  const b = await seated("Bob", (c, token) => c.joinById(a.room.roomId, { token, code: a.room.roomId }));
  await a.until(() => a.room.state.status === "playing", "start");
  const seenA = followUps(a);
  const seenB = followUps(b);
  await playOut([a, b]);
  await a.until(() => a.room.state.status === "finished", "the end");
  await b.until(() => b.room.state.status === "finished", "the end, for Bob");

  const tablesBefore = (await matchMaker.query({ name: "fixture-cards" })).length;
  a.send("play-again");
  b.send("play-again");
  a.send("play-again");
  await untilAny(() => seenA.length >= 2 && seenB.length >= 2, "both told where the next table is");
  const ids = new Set([...seenA, ...seenB].map((m) => m.roomId));
  expect(ids.size).toBe(1);
  const [next] = [...ids];
  // One table made for the three asks.
  expect((await matchMaker.query({ name: "fixture-cards" })).length).toBe(tablesBefore + 1);
  expect(next).not.toBe(a.room.roomId);
  expect(seenA[0].code).toBe(next); // a private table's follow-up is private: its id is its code

  const a2 = await seated("Ann", (c, token) => c.joinById(next, { token, code: next }));
  const s = a2.room.state;
  expect(s.status).toBe("waiting");
  expect(s.code).toBe(next);
  expect(JSON.parse(s.options)).toMatchObject({ rounds: 2 });
  expect(s.turnSeconds).toBe(60);
  expect(s.seats.length).toBe(3);
  expect(s.seats.map((x: { bot: boolean }) => x.bot)).toEqual([false, false, true]);
  // Bob has not come (yet): his seat is open, nobody is forced.
  expect(s.seats.filter((x: { occupied: boolean }) => x.occupied).length).toBe(2);
  await a2.room.leave();
  await a.room.leave();
  await b.room.leave();
});

test("play again is refused before the end and to spectators", async () => {
  const a = await seated("Cat", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
  a.send("play-again");
  await a.until(() => a.got.rejected.length > 0, "refusal");
  expect(a.got.rejected[0].code).toBe("NOT_FINISHED");
  const b = await seated("Dan", (c, token) => c.joinById(a.room.roomId, { token }));
  await a.until(() => a.room.state.status === "playing", "start");
  await playOut([a, b]);
  await a.until(() => a.room.state.status === "finished", "the end");
  const w = await seated("Watcher", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
  w.send("play-again");
  await w.until(() => w.got.rejected.length > 0, "refusal");
  expect(w.got.rejected[0].code).toBe("NOT_SEATED");
  await w.room.leave();
  await a.room.leave();
  await b.room.leave();
});

/** A guest's token: the same person may join with it again. */
async function guest(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  return ((await res.json()) as { token: string }).token;
}

test("a player back at the ended table after the offer gets it and takes it; a spectator never learns it", async () => {
  const a = await seated("Eve", (c, token) =>
    c.create("fixture-cards", { token, seats: 3, bots: 1, options: { rounds: 1 }, private: true }),
  );
  const code = a.room.roomId;
  const fay = await guest("Fay");
  const b = await track(await sdk(server.url).joinById(code, { token: fay, code }));
  await a.until(() => a.room.state.status === "playing", "start");
  // A spectator of the private table (its code lets anyone with it watch), there before the offer and after it.
  const early = await seated("Gus", (c, token) => c.joinById(code, { token, code, spectate: true }));
  const toEarly = followUps(early);
  await playOut([a, b]);
  await b.until(() => b.room.state.status === "finished", "the end, for Fay");
  const seat = b.mySeat();
  // Fay's connection drops before anyone asks (a reload, the network).
  b.room.reconnection.enabled = false;
  const reconnection = b.room.reconnectionToken;
  cutNetwork(b);

  const seenA = followUps(a);
  a.send("play-again");
  const next = await untilAny(() => seenA[0], "Eve told where the next table is");
  expect(next.code).toBe(next.roomId);

  // Fay reconnects: the answer to her sync names the next table.
  const again = await track(await sdk(server.url).reconnect(reconnection));
  expect(again.mySeat()).toBe(seat);
  expect(again.got.syncedPlayAgain).toEqual(next);
  // She leaves, and opens the ended table again later: her seat is hers, and the offer is there still.
  await again.room.leave();
  const back = await track(await sdk(server.url).joinById(code, { token: fay, code }));
  expect(back.mySeat()).toBe(seat);
  expect(back.got.syncedPlayAgain).toEqual(next);
  // One click: she has a seat at the next table.
  const there = await track(await sdk(server.url).joinById(next.roomId, { token: fay, code: next.code }));
  expect(there.room.state.status).toBe("waiting");
  expect(there.mySeat()).not.toBeNull();

  // Neither the spectator who watched all along nor one who comes now hears of the next table.
  const late = await seated("Hal", (c, token) => c.joinById(code, { token, code, spectate: true }));
  expect(late.got.syncedPlayAgain).toBeUndefined();
  // A ping's answer comes after anything the room sent the spectator before it.
  await drained(early.room);
  expect(toEarly).toEqual([]);
  expect(early.got.syncedPlayAgain).toBeUndefined();
  for (const w of [early, late]) expect(JSON.stringify(w.room.state.toJSON())).not.toContain(next.roomId);
  for (const p of [there, late, early, back, a]) await p.room.leave();
});
