/**
 * The table's response time over real WebSockets (ruling XOR-Q-34, the generic room's response windows): seat 1
 * holds a ready potion when seat 0 announces the green quest, so the room waits on seat 1, syncs the deadline
 * (`responseDeadline`, from the table's `responseSeconds`) and, when seat 1 lets the time run out, passes for it: the
 * quest is then solved. A seat that answers in time (a pass) closes the window at once.
 */
import {
  distance,
  boards,
  TASK_CARDS,
  xorloschEngine as engine,
  type XorAction,
  type XorState,
} from "@tabletop/shared/xorlosch/index.js";
import { decodeView, type GameInfo } from "@tabletop/shared";
import { actAndSettle, sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: false });
});
afterAll(async () => {
  await server.close();
});

const SEED = "xor-response";
const OPTIONS = { board: "ruins" as const, shortGame: false, firstPlayer: 0 };

/**
 * Seat 0 walks a dwarf of the right profession onto each green task square; seat 1 stands on both potion squares,
 * gains the potion and readies it at its next turn start; the script ends at seat 0's turn, ready to announce.
 */
function script(): { seat: number; action: XorAction }[] {
  let state: XorState = engine.setup(SEED, 2, OPTIONS);
  const out: { seat: number; action: XorAction }[] = [];
  const act = (seat: number, action: XorAction) => {
    const r = engine.apply(state, seat, action);
    if (!r.ok) throw new Error(`script: ${r.code} ${r.reason} ${JSON.stringify(action)}`);
    state = r.state;
    out.push({ seat, action });
  };
  /** Steps toward the square while the turn's points allow. */
  const walk = (seat: number, die: number, target: number) => {
    for (;;) {
      const from = state.players[seat].dwarves[die].square!;
      if (from === target) return;
      const step = engine
        .legal(state, seat)
        .find(
          (a): a is Extract<XorAction, { type: "step" }> =>
            a.type === "step" &&
            a.dwarf === die &&
            distance(state.board, a.to, target) === distance(state.board, from, target) - 1,
        );
      if (!step) return;
      act(seat, step);
    }
  };
  const cards = state.quests.green!.map((id) => TASK_CARDS[id]);
  const warriors = [0, 1];
  const mechs = [3, 4];
  const dice = cards.map((c) => (c.profession === "warrior" ? warriors.shift()! : mechs.shift()!));
  const [a, b] = boards.ruins.itemSquares.potion;
  act(0, { type: "bringIn", dwarf: dice[0] });
  act(0, { type: "bringIn", dwarf: dice[1] });
  act(0, { type: "endTurn" });
  act(1, { type: "bringIn", dwarf: 0 });
  act(1, { type: "bringIn", dwarf: 3 });
  act(1, { type: "endTurn" });
  for (let round = 0; round < 2; round++) {
    walk(0, dice[0], cards[0].square);
    walk(0, dice[1], cards[1].square);
    act(0, { type: "endTurn" });
    walk(1, 0, a);
    walk(1, 3, b);
    act(1, { type: "endTurn" });
  }
  if (cards.some((c, i) => state.players[0].dwarves[dice[i]].square !== c.square)) throw new Error("script: not there");
  if (!state.items.some((i) => i.type === "potion" && i.holder === 1 && !i.crossed))
    throw new Error("script: no potion");
  if (!engine.legal(state, 0).some((x) => x.type === "solve" && x.quest === "green"))
    throw new Error("script: no solve");
  return out;
}

async function seated(name: string, how: (c: ReturnType<typeof sdk>, token: string) => Promise<any>): Promise<Player> {
  const g = await guest(server, name);
  const p = await track(await how(sdk(server.url), g.token));
  await p.until(() => p.got.seat.length > 0, "seat");
  return p;
}

async function table(responseSeconds: number): Promise<Player[]> {
  const a = await seated("Announcer", (c, token) =>
    c.create("xorlosch", { token, seats: 2, seed: SEED, options: OPTIONS, responseSeconds }),
  );
  const b = await seated("Holder", (c, token) => c.joinById(a.room.roomId, { token }));
  await a.until(() => a.room.state.view.phase !== "", "the first projection");
  await b.until(() => b.room.state.view.phase !== "", "the first projection");
  const players = [a, b];
  for (const { seat, action } of script()) {
    await actAndSettle(players[seat], players, action);
    expect(players[seat].got.rejected).toEqual([]);
  }
  return players;
}

const viewIn = (p: Player) => decodeView(engine.viewSpec, p.room.state.toJSON().view, null);

test("the room passes for a seat that lets the table's response time run out; the quest is then solved", async () => {
  const [a, b] = await table(1);
  try {
    expect(a.room.state.responseSeconds).toBe(1);
    expect(a.room.state.responseDeadline).toBe(0);
    const sent = Date.now();
    await actAndSettle(a, [a, b], { type: "solve", quest: "green" });
    // The window is open: seat 1 is waited on, with a pass and its potion in its legal list, and a deadline synced.
    expect(viewIn(b).pending).toMatchObject({ kind: "response", quest: "green", waiting: [1] });
    expect(b.legal()).toContainEqual({ type: "pass" });
    expect(a.legal()).toEqual([]);
    const deadline = await b.until(() => b.room.state.responseDeadline || false, "the deadline");
    expect(deadline).toBeGreaterThanOrEqual(sent + 1000 - 50);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 1000 + 50);
    // Seat 1 does nothing: the room passes for it when the time is up, and the solve is judged.
    await b.until(() => viewIn(b).solved.green === 1, "the quest solved after the time ran out", 5000);
    expect(viewIn(b).pending).toBeNull();
    expect(viewIn(b).players[0].score).toBe(2);
    await b.until(() => b.room.state.responseDeadline === 0, "the deadline cleared");
    expect(b.got.events.some((e) => e.kind === "pass" && e.seat === 1)).toBe(true);
    expect(b.got.rejected).toEqual([]);
  } finally {
    await a.room.leave();
    await b.room.leave();
  }
});

test("a seat that passes in time closes the window at once", async () => {
  const [a, b] = await table(600);
  try {
    await actAndSettle(a, [a, b], { type: "solve", quest: "green" });
    const deadline = await b.until(() => b.room.state.responseDeadline || false, "the deadline");
    expect(deadline).toBeGreaterThan(Date.now() + 500_000);
    await actAndSettle(b, [a, b], { type: "pass" });
    expect(b.got.rejected).toEqual([]);
    expect(viewIn(b).solved.green).toBe(1);
    await b.until(() => b.room.state.responseDeadline === 0, "the deadline cleared");
  } finally {
    await a.room.leave();
    await b.room.leave();
  }
});

test("the response time is a create option (1 to 600 s, 30 by default), offered by the lobby for games with windows", async () => {
  const g = await guest(server, "Options");
  const plain = await track(await sdk(server.url).create("xorlosch", { token: g.token, seats: 2, options: OPTIONS }));
  try {
    expect(plain.room.state.responseSeconds).toBe(30);
  } finally {
    await plain.room.leave();
  }
  await expect(
    sdk(server.url).create("xorlosch", { token: g.token, seats: 2, options: OPTIONS, responseSeconds: 0 }),
  ).rejects.toThrow(/responseSeconds/);
  const games = (await (await fetch(`${server.url}/api/games`)).json()) as { games: GameInfo[] };
  const byId = new Map(games.games.map((x) => [x.id, x.responseWindows]));
  expect(byId.get("xorlosch")).toBe(true);
  expect(byId.get("dungeon-lite")).toBe(false);
});
