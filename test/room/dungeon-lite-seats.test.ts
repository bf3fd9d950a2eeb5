/**
 * Several seats per person, over real WebSockets (the generic room: server/src/room/seating.ts; Dungeon Lite allows
 * up to 4 seats per person). A person takes more seats at the table before the start, acts for each (the `seat` of
 * an "act"), gets every held seat's private view and legal list, and a reconnect gives every held seat back; a game
 * that allows one seat each refuses a second; the seats are given back one by one or all at a leave.
 */
import { CloseCodes } from "@tabletop/shared";
import { isDeepStrictEqual } from "node:util";
import type { LiteAction, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { joinAs, sdk, track, untilAny, viewOf, type Player } from "../helpers/clients.js";
import { framesOf, recordClientFrames } from "../helpers/frames.js";
import { defendingPerson, E, roomState, stream, turnAt } from "../helpers/dungeon-lite.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { seatToTake } from "@tabletop/server/room/seating.js";

let server: TestServer;
beforeAll(async () => {
  recordClientFrames();
  server = await startTestServer({ botDelayMs: 0, graceSeconds: 2, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

type LegalMessage = { actions: LiteAction[]; bySeat?: { seat: number; actions: LiteAction[] }[] };
const lastLegal = (p: Player) => p.got.legal[p.got.legal.length - 1] as LegalMessage;
const heldSeats = (p: Player) => p.got.seat[p.got.seat.length - 1]?.seats ?? [];

async function answer(p: Player, send: () => void): Promise<{ code: string; reason: string }> {
  const n = p.got.rejected.length;
  send();
  return p.until(() => p.got.rejected[n], "a rejection");
}

/** Whether the client shows the room's state for every seat it holds. */
function inStep(p: Player, s: LiteState, seats: readonly number[]): boolean {
  const m = lastLegal(p);
  return seats.every(
    (seat) =>
      isDeepStrictEqual(viewOf(p, E, seat), E.view(s, seat)) &&
      isDeepStrictEqual(m.bySeat?.find((x) => x.seat === seat)?.actions, E.legal(s, seat)),
  );
}

/** Plays the held seats until `stop` holds, acting for whichever of them the game waits on. */
async function playHeld(p: Player, seats: readonly number[], stop: (s: LiteState) => boolean): Promise<Set<number>> {
  const actedFor = new Set<number>();
  const random = stream(3);
  for (let guard = 0; guard < 3000; guard++) {
    const s = roomState(p.room.roomId);
    if (E.outcome(s) || stop(s)) return actedFor;
    const turn = turnAt(s, s.players, seats);
    if (turn.who !== "people") {
      await p.until(() => roomState(p.room.roomId) !== s, "the room to move on", 20_000);
      continue;
    }
    await p.until(() => roomState(p.room.roomId) !== s || inStep(p, s, seats), "the held seats in step", 20_000);
    if (roomState(p.room.roomId) !== s) continue;
    const seat = turn.seats[0];
    const m = lastLegal(p);
    const action = defendingPerson(viewOf(p, E, seat), m.bySeat!.find((x) => x.seat === seat)!.actions, seat, random());
    const rejected = p.got.rejected.length;
    p.send("act", { ...action, seat });
    await p.until(() => roomState(p.room.roomId) !== s || p.got.rejected.length > rejected, "the move");
    expect(p.got.rejected.slice(rejected)).toEqual([]);
    actedFor.add(seat);
  }
  throw new Error("too many moves");
}

test("a solo player takes a second hero at the table, acts for each, sees both hands; a reconnect gives both seats back", async () => {
  const p = await joinAs(server, "Solo", (c, token) => c.create("dungeon-lite", { token, seats: 3, bots: 1 }));
  expect(p.mySeat()).toBe(0);
  expect(p.room.state.seatsPerPlayer).toBe(3);
  const spy = await joinAs(server, "Spy", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
  expect((await answer(spy, () => spy.send("take-seat"))).code).toBe("NOT_SEATED");

  // The second seat fills the table, so the match starts.
  p.send("take-seat");
  await p.until(() => heldSeats(p).length === 2, "two seats held");
  expect(heldSeats(p)).toEqual([0, 1]);
  await p.until(() => p.room.state.status === "playing", "the start");
  expect(p.room.state.seats.map((s: any) => [s.name, s.bot])).toEqual([
    ["Solo", false],
    ["Solo", false],
    ["Bot 3", true],
  ]);
  expect((await answer(p, () => p.send("take-seat"))).code).toBe("ALREADY_STARTED");

  // Heroes chosen for both seats (and the bot's), then played until both have acted in the Player Phase.
  const acted = await playHeld(p, [0, 1], (s) => s.round >= 2);
  expect([...acted].sort()).toEqual([0, 1]);
  const s = roomState(p.room.roomId);
  await p.until(() => inStep(p, s, [0, 1]), "both seats shown");
  expect(viewOf(p, E, 0).hand).toEqual(s.heroes[0].hand);
  expect(viewOf(p, E, 1).hand).toEqual(s.heroes[1].hand);
  expect(viewOf(spy, E, null).hand).toBeNull();
  for (const card of [...s.heroes[0].hand, ...s.heroes[1].hand]) {
    // The hands' card ids reach the person's client (the check can fail) and never the spectator's.
    expect({ card, player: framesOf(p.room).includes(card), spectator: framesOf(spy.room).includes(card) }).toEqual({
      card,
      player: true,
      spectator: false,
    });
  }
  // Acting for a seat not held is refused.
  expect((await answer(p, () => p.send("act", { type: "end-turn", seat: 2 }))).code).toBe("WRONG_SEAT");

  // A reload: the reconnection gives both seats back, with both private views and legal lists.
  const token = p.room.reconnectionToken;
  p.room.reconnection.enabled = false;
  (p.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
  await spy.until(() => !spy.room.state.seats[0].connected && !spy.room.state.seats[1].connected, "both seats drop");
  const back = await track(await sdk(server.url).reconnect(token));
  await back.until(() => heldSeats(back).length === 2, "the seat message with both seats");
  expect(heldSeats(back)).toEqual([0, 1]);
  await spy.until(() => spy.room.state.seats[0].connected && spy.room.state.seats[1].connected, "both seats back");
  await back.until(() => inStep(back, roomState(back.room.roomId), [0, 1]), "both seats shown again");
  expect(viewOf(back, E, 1).hand).toEqual(roomState(back.room.roomId).heroes[1].hand);
  const more = await playHeld(back, [0, 1], (x) => x.round >= 3);
  expect(more.size).toBeGreaterThan(0);

  // Leaving for good hands both seats to stand-in bots, who finish the match; it is in the person's history once.
  back.send("leave");
  await spy.until(() => spy.room.state.seats[0].standIn && spy.room.state.seats[1].standIn, "stand-ins for both");
  const { matchId } = await spy.until(() => spy.got.finished[0], "the bots finish the match", 60_000);
  await server.platform.store.flush();
  const playerId = (await server.platform.store.getMatch(matchId))!.seats[0].playerId;
  const listed = await (await fetch(`${server.url}/api/matches?player=${playerId}`)).json();
  expect(listed.matches.map((m: { id: string }) => m.id)).toEqual([matchId]);
  expect(listed.matches[0].seats.map((s: { playerId: string | null }) => s.playerId)).toEqual([
    playerId,
    playerId,
    null,
  ]);
  await spy.room.leave();
}, 120_000);

test("seats are given back one at a time before the start; a game that allows one seat each refuses a second", async () => {
  const p = await joinAs(server, "Hal", (c, token) => c.create("dungeon-lite", { token, seats: 4 }));
  p.send("take-seat");
  p.send("take-seat");
  await p.until(() => heldSeats(p).length === 3, "three seats");
  expect(p.room.state.status).toBe("waiting");
  expect((await answer(p, () => p.send("release-seat", { seat: 3 }))).code).toBe("WRONG_SEAT");
  expect((await answer(p, () => p.send("release-seat", { seat: "1" }))).code).toBe("WRONG_SEAT");
  p.send("release-seat", { seat: 1 });
  await p.until(() => heldSeats(p).join() === "0,2", "seat 1 given back");
  const friend = await joinAs(server, "Friend", (c, token) => c.joinById(p.room.roomId, { token }));
  expect(friend.mySeat()).toBe(1);
  friend.send("take-seat");
  await friend.until(() => friend.room.state.status === "playing", "the table full and started");
  expect(heldSeats(friend)).toEqual([1, 3]);
  expect((await answer(friend, () => friend.send("release-seat", { seat: 1 }))).code).toBe("ALREADY_STARTED");
  await p.room.leave();
  await friend.room.leave();

  expect(seatToTake([0], -1, 4, "waiting")).toMatchObject({ ok: false, code: "TABLE_FULL" });
  expect(seatToTake([0, 1], 2, 2, "waiting")).toMatchObject({ ok: false, code: "ONE_SEAT_EACH" });
  expect(seatToTake([], 2, 2, "waiting")).toMatchObject({ ok: false, code: "NOT_SEATED" });
  expect(seatToTake([0], 2, 2, "waiting")).toEqual({ ok: true, seat: 2 });

  const x = await joinAs(server, "Dwarf", (c, token) => c.create("xorlosch", { token, seats: 2 }));
  expect(x.room.state.seatsPerPlayer).toBe(1);
  expect((await answer(x, () => x.send("take-seat"))).code).toBe("ONE_SEAT_EACH");
  const only = await joinAs(server, "Alone", (c, token) => c.create("dungeon-lite", { token, seats: 2 }));
  only.send("take-seat");
  await only.until(() => heldSeats(only).length === 2, "two");
  expect((await answer(only, () => only.send("take-seat"))).code).toBe("ALREADY_STARTED");
  const single = await joinAs(server, "Single", (c, token) => c.create("dungeon-lite", { token, seats: 3 }));
  expect((await answer(single, () => single.send("release-seat", { seat: 0 }))).code).toBe("LAST_SEAT");
  await x.room.leave();
  await only.room.leave();
  await single.room.leave();
});

test("the same person opening the table in a second tab takes over every seat they hold", async () => {
  const g = await (
    await fetch(`${server.url}/api/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Twin" }),
    })
  ).json();
  const first = await track(await sdk(server.url).create("dungeon-lite", { token: g.token, seats: 3, bots: 1 }));
  first.send("take-seat");
  await first.until(() => first.room.state.status === "playing", "the start");
  let closed: number | null = null;
  first.room.onLeave((code: number) => {
    closed = code;
  });
  const second = await track(await sdk(server.url).joinById(first.room.roomId, { token: g.token }));
  expect(second.mySeat()).toBe(0);
  await untilAny(() => closed !== null, "the first tab is closed");
  expect(closed).toBe(CloseCodes.TAKEN_OVER);
  await second.until(() => (lastLegal(second)?.bySeat?.length ?? 0) === 2 || heldSeats(second).length === 2, "both");
  const hello = await second.room.request("sync", {});
  expect(hello.seats).toEqual([0, 1]);
  // Both seats' synced parts (their legal lists with them) reach the new tab.
  expect(lastLegal(second).bySeat?.map((x: { seat: number }) => x.seat)).toEqual([0, 1]);
  await second.room.leave();
});
