/**
 * An action carries the version it was chosen at (`at`, docs/wire-contract.md): one chosen from a list its seat no
 * longer has is refused as STALE and never applied, and the page's session does not show that refusal; every other
 * refusal keeps its rule's code, and an action without `at` is taken as chosen now. Real SDK clients over real
 * WebSockets: two Dungeon Lite heroes proposing the order of play at once, and three seats of the fixture game.
 */
import type { Client, Room } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import { dungeonLiteBots, type LiteAction } from "@tabletop/shared/dungeon-lite/index";
import "../helpers/page-storage.js";
import { GameSession } from "../../client/src/net/session.js";
import { actAndSettle, drained, joinAs, untilAny, viewOf, type Player } from "../helpers/clients.js";
import { E, roomState, turnAt } from "../helpers/dungeon-lite.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, rulesStepMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** The room's own move count. */
const movesOf = (roomId: string) =>
  (matchMaker.getLocalRoomById(roomId) as unknown as { state: { moves: number } }).state.moves;

/** A player whose room is also the page's session (set up before any message can arrive), and what it showed. */
interface Paged extends Player {
  session: GameSession;
  shown: string[];
}

async function paged(name: string, how: (c: Client, token: string) => Promise<Room<any>>): Promise<Paged> {
  let session!: GameSession;
  const shown: string[] = [];
  const p = await joinAs(server, name, async (client, token) => {
    const room = await how(client, token);
    session = new GameSession(room, false);
    session.on("rejected", (r) => shown.push(r.code));
    return room;
  });
  await session.sync();
  return Object.assign(p, { session, shown });
}

test("two heroes propose the order of play at once: one proposal stands, the other is refused as STALE and the page shows no fault", async () => {
  const a = await paged("Ann", (c, token) => c.create("dungeon-lite", { token, seats: 2, seed: "stale-race" }));
  const b = await paged("Bo", (c, token) => c.joinById(a.room.roomId, { token }));
  const roomId = a.room.roomId;
  const table = [a, b];
  try {
    await a.until(() => a.room.state.status === "playing", "the start");
    // Both heroes play with the heuristic bot's choices until the Player Phase offers each of them to propose.
    const proposes = (p: Player) => p.legal().some((x: LiteAction) => x.type === "propose-order");
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error("no Player Phase in which both heroes may propose an order");
      const s = roomState(roomId);
      const turn = turnAt(s, 2, [0, 1]);
      if (turn.who === "rules") {
        await a.until(() => roomState(roomId) !== s, "the rules' step", 20_000);
        continue;
      }
      if (turn.who !== "people") throw new Error(`the room waits on ${turn.who}`);
      // The room waits on the heroes: nothing moves until one acts, and both clients catch up with it.
      const now = movesOf(roomId);
      for (const p of table) await p.until(() => p.got.legal.at(-1)?.at === now, "the client in step");
      if (table.every(proposes)) break;
      const seat = turn.seats[0];
      const p = table[seat];
      await actAndSettle(p, table, dungeonLiteBots.heuristic.choose(viewOf(p, E, seat), p.legal(), seat, 0.5));
      expect(p.got.rejected).toEqual([]);
    }
    const at = a.room.state.moves;
    const proposal = (p: Paged) => p.legal().find((x: LiteAction) => x.type === "propose-order");
    // Each page sends the proposal it was offered, with the version of its list, in the same instant.
    a.session.act(proposal(a), a.session.legalAt);
    b.session.act(proposal(b), b.session.legalAt);
    await untilAny(() => table.some((p) => p.got.rejected.length > 0), "one refusal");
    for (const p of table) await drained(p.room);

    const refused = table.filter((p) => p.got.rejected.length > 0);
    expect(refused).toHaveLength(1);
    expect(refused[0].got.rejected).toEqual([
      expect.objectContaining({ code: "STALE", reason: expect.stringContaining(`after move ${at}`) }),
    ]);
    // One proposal was made, by the other hero; the loser is now asked to answer it.
    expect(movesOf(roomId)).toBe(at + 1);
    const winner = table.find((p) => p !== refused[0])!;
    expect(roomState(roomId).turnOrder?.open?.proposer).toBe(winner.mySeat());
    expect(
      refused[0]
        .legal()
        .map((x: LiteAction) => x.type)
        .sort(),
    ).toEqual(["accept-order", "decline-order"]);
    // The loser's page shows no refusal: the race is not a fault, and the new state is drawn.
    expect(refused[0].session.lastRejection).toBeNull();
    expect(refused[0].shown).toEqual([]);
    expect(refused[0].session.state?.moves).toBe(at + 1);
  } finally {
    for (const p of table) await p.room.leave();
  }
});

test("a list that changed since `at` makes the action STALE; a list that did not, or no `at`, leaves the rule's refusal", async () => {
  const a = await paged("Ann", (c, token) =>
    c.create("fixture-cards", { token, seats: 3, seed: "stale-fixture", options: { rounds: 3 } }),
  );
  const b = await paged("Bo", (c, token) => c.joinById(a.room.roomId, { token }));
  const c = await paged("Cy", (c2, token) => c2.joinById(a.room.roomId, { token }));
  const table = [a, b, c];
  const refusal = async (p: Paged, message: unknown) => {
    const before = p.got.rejected.length;
    p.send("act", message);
    await p.until(() => p.got.rejected.length > before, "the refusal");
    return p.got.rejected[before].code;
  };
  try {
    await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "Ann's turn");
    const plays = a.legal().filter((x: { type: string }) => x.type === "play");
    expect(plays.length).toBeGreaterThanOrEqual(2);
    // Version 0: Cy acts out of turn, from the version he holds: the rule's code.
    expect(await refusal(c, { ...plays[0], at: 0 })).toBe("NOT_YOUR_TURN");
    await actAndSettle(a, table, plays[0]);
    expect(a.room.state.moves).toBe(1);
    // Version 1: Ann's list emptied with her move, so her second card, chosen at 0, is stale.
    expect(await refusal(a, { ...plays[1], at: 0 })).toBe("STALE");
    // Cy's list was empty at 0 and still is: what he chose at 0 is judged as now, by the rules.
    expect(await refusal(c, { ...plays[0], at: 0 })).toBe("NOT_YOUR_TURN");
    // Without `at`, Ann's second card is taken as chosen now: the rule's code.
    expect(await refusal(a, plays[1])).toBe("NOT_YOUR_TURN");
    // Bo's list came with move 1: an action from it, sent with that version, is played.
    await actAndSettle(b, table, b.legal()[0]);
    expect(b.got.rejected).toEqual([]);
    expect(a.room.state.moves).toBe(2);
    // The page shows the rules' refusals, never the stale one.
    expect(a.shown).toEqual(["NOT_YOUR_TURN"]);
    expect(c.shown).toEqual(["NOT_YOUR_TURN", "NOT_YOUR_TURN"]);
  } finally {
    for (const p of table) await p.room.leave();
  }
});
