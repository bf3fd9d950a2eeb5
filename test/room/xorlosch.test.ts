/**
 * The Xorlosch room over real WebSockets: a 3-seat match with two bots played to the end by a seated SDK client,
 * the schema read back into the engine's view, options validation, and the stored actions replaying to the same
 * outcome.
 */
import { replay } from "@tabletop/shared";
import { expectedActor, xorloschBots, xorloschEngine, type XorAction } from "@tabletop/shared/xorlosch/index.js";
import { decodeView } from "@tabletop/shared";
import { joinAs, sdk, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: false, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

const seated = (name: string, how: Parameters<typeof joinAs>[2]): Promise<Player> => joinAs(server, name, how);

/** The game waits on this seat (its turn, or its answer to a proposal), read from the synced view. */
const awaited = (p: Player, seat: number) =>
  p.legal().length > 0 &&
  p.room.state.view.phase !== "" &&
  expectedActor(decodeView(xorloschEngine.viewSpec, p.room.state.toJSON().view, null)) === seat;

/** Plays the seat with the shared heuristic bot over the view rebuilt from the schema, until the match ends. */
async function playWithHeuristic(p: Player, seat: number): Promise<number> {
  let mine = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const turn = await p.until(
      () => (p.got.finished.length > 0 ? "end" : awaited(p, seat) ? "act" : false),
      "my turn or the end",
      20_000,
    );
    if (turn === "end") return mine;
    const legal = p.legal() as XorAction[];
    const json = p.room.state.toJSON();
    const view = decodeView(xorloschEngine.viewSpec, json.view, json.seats[seat].private);
    const action = xorloschBots.heuristic.choose(view, legal, seat, 0.5);
    const before = p.got.legal.length;
    const moves = p.room.state.moves;
    p.send("act", action);
    mine++;
    // A new legal list follows every accepted action (and a rejection would show up in got.rejected).
    await p.until(
      () =>
        p.got.rejected.length > 0 ||
        (p.got.legal.length > before && p.room.state.moves > moves) ||
        p.got.finished.length > 0,
      "the move to land",
    );
    expect(p.got.rejected).toEqual([]);
  }
  throw new Error("the match did not end");
}

describe("xorlosch room", () => {
  test("three seats (one SDK player, two bots) play a short game to the end; the schema mirrors the engine view; the stored match replays to the same outcome", async () => {
    const options = { board: "ruins", shortGame: true };
    const a = await seated("Thorin", (c, token) =>
      c.create("xorlosch", { token, seats: 3, bots: 2, seed: "xor-room-2", options }),
    );
    expect(a.mySeat()).toBe(0);
    await a.until(() => a.room.state.view.phase !== "", "the first projection");
    expect(a.room.state.seats.map((s: any) => s.bot)).toEqual([false, true, true]);
    const played = await playWithHeuristic(a, 0);
    expect(played).toBeGreaterThan(0);
    const { matchId, outcome } = a.got.finished[0];
    expect(outcome.results).toHaveLength(3);
    await a.until(() => a.room.state.status === "finished", "finished state");

    await server.platform.store.flush();
    const res = await fetch(`${server.url}/api/matches/${matchId}`);
    expect(res.status).toBe(200);
    const stored = await res.json();
    expect(stored.game).toBe("xorlosch");
    expect(stored.seed).toBe("xor-room-2");
    expect(stored.actions.length).toBe(a.room.state.moves);
    // Bots and the human all acted.
    expect(new Set(stored.actions.map((x: any) => x.seat))).toEqual(new Set([0, 1, 2]));
    const final = replay(xorloschEngine, stored.seed, stored.seats.length, stored.options, stored.actions);
    expect(xorloschEngine.outcome(final)).toEqual(outcome);
    expect(stored.outcome).toEqual(outcome);
    // The synced schema read back is exactly the engine's view of the final state (seat 0's and the public one).
    const json = a.room.state.toJSON();
    expect(decodeView(xorloschEngine.viewSpec, json.view, json.seats[0].private)).toEqual(
      xorloschEngine.view(final, 0),
    );
    expect(decodeView(xorloschEngine.viewSpec, json.view, null)).toEqual(xorloschEngine.view(final, null));
    await a.room.leave();
  }, 120_000);

  test("bad options and table sizes are refused with a reason", async () => {
    const g = await guest(server, "Opt");
    await expect(
      sdk(server.url).create("xorlosch", { token: g.token, seats: 3, options: { board: "moon" } }),
    ).rejects.toThrow(/board must be "ruins" or "dungeon"/);
    await expect(
      sdk(server.url).create("xorlosch", { token: g.token, seats: 3, options: { shortGame: "yes" } }),
    ).rejects.toThrow(/shortGame must be true or false/);
    await expect(sdk(server.url).create("xorlosch", { token: g.token, seats: 7 })).rejects.toThrow(/2–6 seats/);
    await expect(sdk(server.url).create("xorlosch", { token: g.token, seats: 1 })).rejects.toThrow(/2–6 seats/);
  });

  test("the board and short-game options reach the synced view", async () => {
    const p = await seated("Dwalin", (c, token) =>
      c.create("xorlosch", { token, seats: 2, bots: 1, seed: "opts", options: { board: "dungeon", shortGame: true } }),
    );
    await p.until(() => p.room.state.view.phase !== "", "the first projection");
    const view = decodeView(
      xorloschEngine.viewSpec,
      p.room.state.toJSON().view,
      p.room.state.toJSON().seats[0].private,
    );
    expect(view).toMatchObject({ board: "dungeon", shortGame: true, seats: 2, seat: 0, phase: "placement" });
    expect(view.quests.green).toHaveLength(2);
    expect(view.quests.blue).toHaveLength(3);
    expect(view.quests.red).toHaveLength(4);
    expect(view.items).toHaveLength(3);
    await p.room.leave();
  });
});
