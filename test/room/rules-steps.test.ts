/**
 * Steps the rules take by themselves (Engine.next, RULES_SEAT), on the fixture game's dealer: after every round the
 * dealer turns up a bonus card. The room plays each step after RULES_STEP_MS, with nobody able to act meanwhile; it
 * goes into the match log like any move; a player who drops during the pause is back with the step applied; and the
 * stored match replays to the same end.
 */
import { PACES, replay, RULES_SEAT, type GameInfo } from "@tabletop/shared";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { joinAs, sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

const PAUSE_MS = 400;

async function playFirst(p: Player): Promise<void> {
  await p.until(() => p.legal().length > 0, "my turn");
  const moves = p.room.state.moves;
  p.send(
    "act",
    p.legal().find((a: { type: string }) => a.type === "play"),
  );
  await p.until(() => p.room.state.moves > moves, "my move");
}

// One server at a time: Colyseus's matchmaker is one per process (server/src/platform.ts refuses a second).
describe("with a pause between the rules' steps (RULES_STEP_MS 400)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rulesStepMs: PAUSE_MS });
  });
  afterAll(async () => {
    await server.close();
  });

  test("the dealer's step comes by itself after a pause, goes into the log, survives a reconnect and replays", async () => {
    const a = await joinAs(server, "Ann", (c, token) =>
      c.create("fixture-cards", { token, seats: 2, options: { rounds: 2, dealer: true } }),
    );
    const b = await joinAs(server, "Bo", (c, token) => c.joinById(a.room.roomId, { token }));
    await a.until(() => a.room.state.status === "playing", "the start");

    await playFirst(a);
    await playFirst(b);
    // The round is complete: the rules move next, after the pause, and nobody may act meanwhile.
    const roundDone = Date.now();
    const movesBefore = a.room.state.moves;
    expect(a.legal()).toEqual([]);
    const refused = a.got.rejected.length;
    a.send("act", { type: "deal" });
    const r = await a.until(() => a.got.rejected[refused], "the refusal");
    expect(r.code).toBe("ONLY_THE_DEALER");

    // B drops during the pause and comes back with its reconnection token.
    const token = b.room.reconnectionToken;
    (b.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    const back = await track(await sdk(server.url).reconnect(token));
    await back.until(() => back.room.state.moves > movesBefore, "the dealer's step", 5000);
    expect(Date.now() - roundDone).toBeGreaterThanOrEqual(PAUSE_MS - 50);
    expect(a.got.events.some((e) => e.text.startsWith("The dealer turns up"))).toBe(true);
    const view = viewOf(back, fixtureEngine);
    expect(view.bonus.flat()).toHaveLength(1);
    expect(back.mySeat()).toBe(1);

    // The second round ends the match on its last play, so the dealer does not deal again.
    await playFirst(a);
    await playFirst(back);
    const { matchId, outcome } = await a.until(() => a.got.finished[0], "the end");
    await server.platform.store.flush();
    const stored = (await server.platform.store.getMatch(matchId))!;
    expect(stored.actions.map((x) => x.seat)).toEqual([0, 1, RULES_SEAT, 0, 1]);
    expect(stored.actions[2]!.action).toEqual({ type: "deal" });
    const final = replay(fixtureEngine, stored.seed, 2, stored.options, stored.actions);
    expect(fixtureEngine.outcome(final)).toEqual(outcome);
    await a.room.leave();
    await back.room.leave();
  });

  test("a table chooses the pace of the rules' steps when it is made: slow and fast scale RULES_STEP_MS; an unknown pace is refused with the reason", async () => {
    const { matchMaker } = await import("@colyseus/core");
    const delayOf = (roomId: string) =>
      (
        matchMaker.getLocalRoomById(roomId) as unknown as { match: { rulesStepDelay(): number } }
      ).match.rulesStepDelay();
    const made = [];
    for (const pace of ["slow", "fast", undefined] as const) {
      const p = await joinAs(server, `Pace ${pace}`, (c, token) =>
        c.create("fixture-cards", { token, seats: 2, options: { dealer: true }, ...(pace ? { pace } : {}) }),
      );
      made.push(p);
      await p.until(() => p.room.state.pace !== undefined && p.room.state.pace !== "", "the synced pace");
      expect(p.room.state.pace).toBe(pace ?? "normal");
      expect(delayOf(p.room.roomId)).toBe(Math.round(PAUSE_MS * PACES[pace ?? "normal"]));
    }
    await expect(
      joinAs(server, "Pace bad", (c, token) =>
        c.create("fixture-cards", { token, seats: 2, options: { dealer: true }, pace: "ludicrous" }),
      ),
    ).rejects.toThrow(/pace/);
    // The lobby's form offers a pace only for games whose rules take steps by themselves.
    const games = (await (await fetch(`${server.url}/api/games`)).json()) as { games: GameInfo[] };
    const byId = new Map(games.games.map((g) => [g.id, g.rulesSteps]));
    expect(byId.get("fixture-cards")).toBe(true);
    expect(byId.get("dungeon-lite")).toBe(true);
    expect(byId.get("xorlosch")).toBe(false);
    for (const p of made) await p.room.leave();
  });
});

describe("with no pause (RULES_STEP_MS 0)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rulesStepMs: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("the move is sent at once, then the rules' steps after it are played together: one patch, every step's events, one legal list, each step in the log", async () => {
    const a = await joinAs(server, "Ann", (c, token) =>
      c.create("fixture-cards", { token, seats: 2, options: { rounds: 2, dealer: true, dealerCards: 3 } }),
    );
    const b = await joinAs(server, "Bo", (c, token) => c.joinById(a.room.roomId, { token }));
    await a.until(() => a.room.state.status === "playing", "the start");
    await playFirst(a);
    await b.until(() => b.legal().length > 0, "B's turn");
    // From here A counts what it is sent: each patch's move count, and the lists each patch brings.
    const seen: number[] = [];
    a.room.onStateChange((s: { moves: number }) => seen.push(s.moves));
    const legalBefore = a.got.legal.length;
    const eventsBefore = a.got.events.length;
    const movesBefore = a.room.state.moves;
    b.send(
      "act",
      b.legal().find((x: { type: string }) => x.type === "play"),
    );
    await a.until(() => a.room.state.moves === movesBefore + 4 && a.got.legal.length > legalBefore, "the round's end");
    // B's play comes as it is; the dealer's three cards come as one change, with no patch between them.
    expect(seen.filter((m) => m > movesBefore)).toEqual([movesBefore + 1, movesBefore + 4]);
    // A had nothing to do during B's play and still had nothing after it (the dealer's steps were due); its list
    // comes with the round's end, in that one patch.
    expect(a.got.legal.slice(legalBefore).map((l) => [l.at, l.actions.length > 0])).toEqual([
      [movesBefore + 1, false],
      [movesBefore + 4, true],
    ]);
    const dealt = a.got.events.slice(eventsBefore).filter((e) => e.text.startsWith("The dealer turns up"));
    expect(dealt).toHaveLength(3);
    expect(viewOf(a, fixtureEngine).bonus.flat()).toHaveLength(3);
    expect(a.legal().length).toBeGreaterThan(0);
    await server.platform.store.flush();
    const stored = (await server.platform.store.getMatch(a.got.seat[0]!.matchId))!;
    expect(stored.actions.map((x) => x.seat)).toEqual([0, 1, RULES_SEAT, RULES_SEAT, RULES_SEAT]);
    await a.room.leave();
    await b.room.leave();
  });
});
