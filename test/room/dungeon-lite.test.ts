/**
 * The Dungeon Lite room over real WebSockets: a seeded table of one person and two bot heroes played to the end
 * (at every decision the person's decoded view and legal list equal the engine's, the spectator's the public view),
 * the reaction window of the Enemy Phase (the room waits on the attacked hero, who plays Defense), stored and replayed
 * to the same end; the Enemy Phase at a pace people can follow, with a reconnect in the middle of it; options.
 */
import { isDeepStrictEqual } from "node:util";
import { replay, RULES_SEAT } from "@tabletop/shared";
import type { LiteAction, LiteOptions, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { DEFAULT_OPTIONS } from "@tabletop/shared/dungeon-lite/options";
import { joinAs, sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { defendingPerson, E, roomState, simulate, stream, turnAt, type Policy } from "../helpers/dungeon-lite.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

const OPTIONS: LiteOptions = { ...DEFAULT_OPTIONS, difficulty: { ...DEFAULT_OPTIONS.difficulty, removeTroll: true } };

/** The latest legal list this client got for `seat` (a client holding several seats gets each one's). */
export function legalFor(p: Player, seat: number): LiteAction[] {
  const last = p.got.legal[p.got.legal.length - 1] as {
    actions: LiteAction[];
    bySeat?: { seat: number; actions: LiteAction[] }[];
  };
  if (!last) return [];
  if (last.bySeat) return last.bySeat.find((x) => x.seat === seat)?.actions ?? [];
  return p.mySeat() === seat ? last.actions : [];
}

/** Whether this client shows exactly the engine's view and legal list of `seat` for the room's state now. */
function inStep(p: Player, s: LiteState, seat: number): boolean {
  return (
    isDeepStrictEqual(viewOf(p, E, seat), E.view(s, seat)) && isDeepStrictEqual(legalFor(p, seat), E.legal(s, seat))
  );
}

/** The first seed whose match (one person at seat 0) ends, and in which the person plays Defense. */
function pickSeed(): string {
  for (let i = 0; i < 40; i++) {
    const seed = `room-lite-${i}`;
    const steps = simulate(seed, 3, OPTIONS, [0], defendingPerson, stream(5), 4000);
    const end = steps[steps.length - 1].state;
    if (E.outcome(end) && steps.some((x) => x.seat === 0 && x.action.type === "defend")) return seed;
  }
  throw new Error("no seed in 40 gives a finished match with a Defense card played by the person");
}

interface Seated {
  /** Each held seat's client. */
  at: Map<number, Player>;
  roomId: string;
}

/**
 * Plays the people's part until the match ends or `stop` holds: whenever the game waits on nobody but them and the
 * client shows the room's state, the policy chooses for the first seat waited on. Returns the actions sent.
 */
async function playPeople(
  t: Seated,
  policy: Policy,
  random: () => number,
  stop: (s: LiteState) => boolean = () => false,
  onDecision?: (s: LiteState, seat: number, p: Player) => Promise<void>,
): Promise<LiteAction[]> {
  const people = [...t.at.keys()];
  const any = t.at.values().next().value!;
  const sent: LiteAction[] = [];
  for (;;) {
    const s = roomState(t.roomId);
    if (E.outcome(s) || stop(s)) return sent;
    const turn = turnAt(s, s.players, people);
    if (turn.who !== "people") {
      await any.until(() => roomState(t.roomId) !== s, "the room to move on", 20_000);
      continue;
    }
    const seat = turn.seats[0];
    const p = t.at.get(seat)!;
    await p.until(() => roomState(t.roomId) !== s || inStep(p, s, seat), `seat ${seat} in step`);
    if (roomState(t.roomId) !== s) continue;
    await onDecision?.(s, seat, p);
    const action = policy(viewOf(p, E, seat), legalFor(p, seat), seat, random());
    const rejected = p.got.rejected.length;
    p.send("act", { ...action, seat });
    await p.until(() => roomState(t.roomId) !== s || p.got.rejected.length > rejected, "the move to land");
    expect(p.got.rejected.slice(rejected)).toEqual([]);
    sent.push(action);
  }
}

describe("a seeded Dungeon Lite table: one person, two bot heroes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0, rulesStepMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("played to the end through the room, the reaction window answered by the person; stored and replayed to the same end", async () => {
    const seed = pickSeed();
    const expected = simulate(seed, 3, OPTIONS, [0], defendingPerson, stream(5), 4000);
    const p = await joinAs(server, "Knight", (c, token) =>
      c.create("dungeon-lite", { token, seats: 3, bots: 2, seed, options: OPTIONS }),
    );
    const spy = await joinAs(server, "Watcher", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    const t: Seated = { at: new Map([[0, p]]), roomId: p.room.roomId };
    let windows = 0;
    const sent = await playPeople(t, defendingPerson, stream(5), undefined, async (s, seat, who) => {
      const attack = s.enemyPhase?.attack;
      if (!attack || !E.legal(s, seat).some((a) => a.type === "defend")) return;
      // The reaction window: the room waits on the attacked hero alone; no rules step or bot moves meanwhile.
      windows++;
      expect(E.view(s, seat).waitingFor).toEqual([seat]);
      expect(attack.seat).toBe(seat);
      expect(E.next!(s)).toBeNull();
      const moves = who.room.state.moves;
      await new Promise((r) => setTimeout(r, 150));
      expect(who.room.state.moves).toBe(moves);
      expect(roomState(t.roomId)).toBe(s);
    });
    expect(windows).toBeGreaterThan(0);
    const { matchId, outcome } = await p.until(() => p.got.finished[0], "the end");
    const end = roomState(t.roomId);
    expect(outcome).toEqual(E.outcome(end));
    expect(end).toEqual(expected[expected.length - 1].state);
    expect(p.got.events.some((e) => e.kind === "defend" && e.seat === 0)).toBe(true);
    await spy.until(() => spy.got.finished.length > 0, "the spectator sees the end");
    expect(viewOf(spy, E, null)).toEqual(E.view(end, null));
    expect(spy.room.state.seats[0].private?.hand ?? []).toHaveLength(0);

    await server.platform.store.flush();
    const stored = (await server.platform.store.getMatch(matchId))!;
    expect(stored.game).toBe("dungeon-lite");
    expect(stored.actions.map((a) => ({ seat: a.seat, action: a.action }))).toEqual(
      expected.map((x) => ({ seat: x.seat, action: x.action })),
    );
    expect(stored.actions.filter((a) => a.seat === 0).map((a) => a.action)).toEqual(sent);
    expect(stored.actions.some((a) => a.seat === RULES_SEAT)).toBe(true);
    const again = replay(E, stored.seed, stored.seats.length, stored.options, stored.actions);
    expect(again).toEqual(end);
    expect(E.outcome(again)).toEqual(outcome);
    await p.room.leave();
    await spy.room.leave();
  }, 180_000);

  test("options: a mission and the four difficulty options in any combination; bad ones refused with a reason", async () => {
    const options = { mission: "necromancer", freeEquipment: true, removeTraps: 2, removeUndead: 1, removeTroll: true };
    const p = await joinAs(server, "Picky", (c, token) => c.create("dungeon-lite", { token, seats: 1, options }));
    await p.until(() => p.room.state.status === "playing", "the start");
    expect(JSON.parse(p.room.state.options)).toEqual({
      mission: "necromancer",
      difficulty: { freeEquipment: true, removeTraps: 2, removeUndead: 1, removeTroll: true },
    });
    expect(viewOf(p, E, 0).mission).toBe("necromancer");
    await p.room.leave();
    const g = await guest(server, "Wrong");
    const create = (o: Record<string, unknown>) => sdk(server.url).create("dungeon-lite", { token: g.token, ...o });
    await expect(create({ options: { mission: "the-moon" } })).rejects.toThrow(/mission/);
    await expect(create({ options: { removeTraps: 3 } })).rejects.toThrow(/removeTraps/);
    await expect(create({ seats: 5 })).rejects.toThrow(/dungeon-lite is for 1–4 seats; asked for 5/);
  });
});

describe("the Enemy Phase at a pace people can follow", () => {
  const PAUSE_MS = 120;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      botDelayMs: 0,
      rulesStepMs: PAUSE_MS,
      rateLimitPerSecond: 1000,
      rateLimitBurst: 1000,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test("each rules step comes after RULES_STEP_MS; a person who drops mid Enemy Phase is back in the seat and plays on", async () => {
    const seed = "room-lite-pace";
    const p = await joinAs(server, "Runner", (c, token) =>
      c.create("dungeon-lite", { token, seats: 2, bots: 1, seed, options: OPTIONS }),
    );
    p.room.reconnection.enabled = false;
    const spy = await joinAs(server, "Clock", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    const seen: { moves: number; at: number }[] = [];
    spy.room.onStateChange(() => {
      if (seen.at(-1)?.moves !== spy.room.state.moves) seen.push({ moves: spy.room.state.moves, at: Date.now() });
    });
    const t: Seated = { at: new Map([[0, p]]), roomId: p.room.roomId };
    const enemyPhaseUnderWay = (s: LiteState) => s.phase === "enemy" && (s.enemyPhase?.queue.length ?? 0) > 1;
    await playPeople(t, defendingPerson, stream(9), enemyPhaseUnderWay);
    const mid = roomState(t.roomId);
    expect(enemyPhaseUnderWay(mid)).toBe(true);

    // The person's connection drops in the middle of the Enemy Phase; the rules go on meanwhile (unless they stop
    // for this very hero's answer, which waits for the hero's return).
    const token = p.room.reconnectionToken;
    (p.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await spy.until(() => spy.room.state.seats[0].connected === false, "the drop seen");
    const movesAtDrop = spy.room.state.moves;
    await spy.until(
      () => spy.room.state.moves >= movesAtDrop + 2 || turnAt(roomState(t.roomId), 2, [0]).who === "people",
      "rules steps while away",
      10_000,
    );
    expect(spy.room.state.moves).toBeGreaterThan(movesAtDrop);
    const back = await track(await sdk(server.url).reconnect(token));
    expect(back.mySeat()).toBe(0);
    await spy.until(() => spy.room.state.seats[0].connected === true, "the return seen");
    await back.until(() => inStep(back, roomState(t.roomId), 0), "the seat's view and legal list again");
    expect(viewOf(back, E, 0).hand).toEqual(roomState(t.roomId).heroes[0].hand);
    // The rules went on while the person was away (to the end of the round at most: the next Player Phase waits for
    // the hero): the view is the table's as it is now.
    expect(viewOf(back, E, 0).round).toBe(roomState(t.roomId).round);
    expect(roomState(t.roomId).round - mid.round).toBeLessThanOrEqual(1);

    // The rules' steps came one at a time, each after the pause: the spectator saw them one by one, and the server
    // recorded each at least the pause after the move before it (its own clock, in the log; a client's arrival times
    // may bunch on a loaded machine, and the pause is a lower bound by construction, never an upper one).
    await server.platform.store.flush();
    const log = (await server.platform.store.getMatch(back.room.state.matchId))!.actions;
    let paced = 0;
    for (let i = 1; i < seen.length; i++) {
      const step = log[seen[i].moves - 1];
      const before = log[seen[i].moves - 2];
      if (seen[i].moves !== seen[i - 1].moves + 1 || step?.seat !== RULES_SEAT || !before) continue;
      paced++;
      expect(Date.parse(step.at) - Date.parse(before.at)).toBeGreaterThanOrEqual(PAUSE_MS - 2);
    }
    expect(paced).toBeGreaterThan(3);

    // Played on from the reconnected client to the next Player Phase.
    const nextRound = mid.round + 1;
    t.at.set(0, back);
    await playPeople(t, defendingPerson, stream(11), (s) => s.round >= nextRound && s.phase === "player");
    expect(roomState(t.roomId).round).toBeGreaterThanOrEqual(nextRound);
    await back.room.leave();
    await spy.room.leave();
  }, 120_000);
});
