/**
 * "Skip to my turn" (docs/wire-contract.md, server/src/room/skipToTurn.ts), on the fixture game with bots and the
 * dealer's own steps. With a pace of a minute a step, a match only moves on when the skip plays the paced steps at
 * once: every step's events are still logged, and the match ends as the same match played at its pace without a
 * skip (same seed, same choices). At a table of two people the steps play at once only when both have asked. Bad
 * use is refused with its code.
 */
import { replay } from "@tabletop/shared";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { drained, joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

const TABLE = { seats: 3, bots: 2, seed: "skip-to-turn", options: { rounds: 3, dealer: true, dealerCards: 2 } };

interface Played {
  texts: string[];
  outcome: unknown;
  view: unknown;
}

/** Plays the person's first legal action at each turn until the end, asking to skip whenever a step is paced. */
async function playThrough(p: Player, skip: boolean): Promise<Played> {
  for (;;) {
    await p.until(() => p.got.finished.length > 0 || p.legal().length > 0 || (skip && p.room.state.paced), "a turn");
    if (p.got.finished.length > 0) break;
    if (p.legal().length === 0) {
      const asked = p.got.rejected.length;
      p.send("skip");
      await p.until(() => p.got.finished.length > 0 || p.legal().length > 0, "the skip to my turn");
      expect(p.got.rejected.slice(asked)).toEqual([]);
      continue;
    }
    const moves = p.room.state.moves;
    p.act(p.legal()[0]);
    await p.until(() => p.room.state.moves > moves, "my move");
  }
  await drained(p.room);
  return {
    texts: p.got.events.map((e) => e.text),
    outcome: p.got.finished[0].outcome,
    view: (p.room.state.toJSON() as { view: unknown }).view,
  };
}

let skipped: Played | null = null;

// One server at a time: Colyseus's matchmaker is one per process (server/src/platform.ts refuses a second).
describe("at a pace of a minute a step", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 60_000, rulesStepMs: 60_000, withFixture: true });
  });
  afterAll(async () => {
    await server.close();
  });

  test("a skip plays the bots' moves and the dealer's steps at once, each logged and stored, until my turn", async () => {
    const a = await joinAs(server, "Ann", (c, token) => c.create("fixture-cards", { token, ...TABLE }));
    await a.until(() => a.room.state.status === "playing", "the start");
    skipped = await playThrough(a, true);
    // The dealer's steps are in the log, one line each, as the bots' moves are.
    expect(skipped.texts.filter((t) => t.startsWith("The dealer turns up")).length).toBe(
      2 * (TABLE.options.rounds - 1),
    );
    const { matchId } = a.got.finished[0];
    await server.platform.store.flush();
    const stored = (await server.platform.store.getMatch(matchId))!;
    const final = replay(fixtureEngine, stored.seed, TABLE.seats, stored.options, stored.actions);
    expect(fixtureEngine.outcome(final)).toEqual(skipped.outcome);
    expect(a.room.state.paced).toBe(false);
    expect(a.room.state.seats[0].skipping).toBe(false);
    await a.room.leave();
  });

  test("at a table of two people the steps play at once only once both have asked; each ask ends at its turn", async () => {
    const a = await joinAs(server, "Ann", (c, token) =>
      c.create("fixture-cards", { token, seats: 3, bots: 1, seed: "skip-two", options: { rounds: 2, dealer: true } }),
    );
    const b = await joinAs(server, "Bo", (c, token) => c.joinById(a.room.roomId, { token }));
    await a.until(() => a.room.state.status === "playing", "the start");
    await a.until(() => a.legal().length > 0, "Ann's turn");
    // Ann's move: the game waits on Bo, a person, so nothing is paced and Ann has nothing to skip.
    let moves = a.room.state.moves;
    a.act(a.legal()[0]);
    await b.until(() => b.legal().length > 0, "Bo's turn");
    const refusedA = a.got.rejected.length;
    a.send("skip");
    expect((await a.until(() => a.got.rejected[refusedA], "the refusal")).code).toBe("NOTHING_TO_SKIP");
    moves = b.room.state.moves;
    b.act(b.legal()[0]);
    await b.until(() => b.room.state.moves > moves && b.room.state.paced, "the bot's paced move");
    moves = b.room.state.moves;
    // Bo asks: Ann has not, so the bot's move waits out its pace.
    b.send("skip");
    await a.until(() => a.room.state.seats[1].skipping, "Bo's ask");
    await drained(b.room);
    await drained(a.room);
    expect(a.room.state.moves).toBe(moves);
    expect(a.room.state.seats[0].skipping).toBe(false);
    // Ann asks too: the bot moves and the dealer deals at once, and Ann's turn ends her ask; Bo's holds.
    a.send("skip");
    await a.until(() => a.legal().length > 0, "Ann's turn again");
    expect(a.got.events.some((e) => e.text.startsWith("The dealer turns up"))).toBe(true);
    await a.until(() => !a.room.state.seats[0].skipping, "Ann's ask ended");
    expect(a.room.state.seats[1].skipping).toBe(true);
    // Ann's move: now Bo decides, which ends his ask.
    moves = a.room.state.moves;
    a.act(a.legal()[0]);
    await b.until(() => b.legal().length > 0 && !b.room.state.seats[1].skipping, "Bo's turn, his ask ended");
    await a.room.leave();
    await b.room.leave();
  });

  test("a skip is refused to a spectator, before the start, on my turn and after the end, each with its code", async () => {
    const a = await joinAs(server, "Ann", (c, token) =>
      c.create("fixture-cards", { token, seats: 2, seed: "skip-refusals", options: { rounds: 1 } }),
    );
    const refusal = async (p: Player) => {
      const n = p.got.rejected.length;
      p.send("skip");
      return (await p.until(() => p.got.rejected[n], "the refusal")).code;
    };
    expect(await refusal(a)).toBe("NOT_STARTED");
    const b = await joinAs(server, "Bo", (c, token) => c.joinById(a.room.roomId, { token }));
    const watcher = await joinAs(server, "Cy", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
    await a.until(() => a.room.state.status === "playing", "the start");
    expect(await refusal(watcher)).toBe("NOT_SEATED");
    await a.until(() => a.legal().length > 0, "Ann's turn");
    expect(await refusal(a)).toBe("YOUR_TURN");
    let moves = a.room.state.moves;
    a.act(a.legal()[0]);
    await b.until(() => b.room.state.moves > moves && b.legal().length > 0, "Bo's turn");
    moves = b.room.state.moves;
    b.act(b.legal()[0]);
    await a.until(() => a.got.finished.length > 0, "the end");
    expect(await refusal(a)).toBe("MATCH_FINISHED");
    await watcher.room.leave();
    await a.room.leave();
    await b.room.leave();
  });
});

describe("at a pace of 40 ms a step, without a skip", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 40, rulesStepMs: 40, withFixture: true });
  });
  afterAll(async () => {
    await server.close();
  });

  test("the same match (seed and choices) logs the same events and ends in the same state as the skipped one", async () => {
    expect(skipped).not.toBeNull();
    const a = await joinAs(server, "Ann", (c, token) => c.create("fixture-cards", { token, ...TABLE }));
    await a.until(() => a.room.state.status === "playing", "the start");
    const paced = await playThrough(a, false);
    expect(paced).toEqual(skipped);
    await a.room.leave();
  });
});
