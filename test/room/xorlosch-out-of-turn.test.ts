/**
 * Out-of-turn actions over real WebSockets, with two SDK players driven by action scripts computed with the engine:
 * - diplomacy: each holds one task of the green quest; the active player proposes, the asked seat receives its
 *   answers in "legal" although it is not its turn, vetoes, then agrees, and the quest is solved with one task each;
 * - a potion: the seat holding a ready potion finds its uses in "legal" during the other seat's turn and drinks it.
 */
import {
  boards,
  distance,
  TASK_CARDS,
  xorloschEngine as engine,
  type XorAction,
  type XorState,
} from "@tabletop/shared/xorlosch/index.js";
import { decodeView } from "@tabletop/shared";
import { actAndSettle, sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: false });
});
afterAll(async () => {
  await server.close();
});

const SEED = "xor-diplomacy";
const OPTIONS = { board: "ruins" as const, shortGame: false, firstPlayer: 0 };

type Scripted = { seat: number; action: XorAction }[];

/** Builds a list of actions with the engine, checking each, with a walker that steps a dwarf toward a square. */
function scripted(
  seed: string,
  build: (
    act: (seat: number, a: XorAction) => void,
    walk: (seat: number, die: number, to: number) => void,
    state: () => XorState,
  ) => void,
): Scripted {
  let state: XorState = engine.setup(seed, 2, OPTIONS);
  const out: Scripted = [];
  const act = (seat: number, action: XorAction) => {
    const r = engine.apply(state, seat, action);
    if (!r.ok) throw new Error(`script: ${r.code} ${r.reason}`);
    state = r.state;
    out.push({ seat, action });
  };
  const walk = (seat: number, die: number, target: number) => {
    for (let guard = 0; guard < 10 && state.players[seat].dwarves[die].square !== target; guard++) {
      const from = state.players[seat].dwarves[die].square!;
      const step = engine
        .legal(state, seat)
        .find(
          (a): a is Extract<XorAction, { type: "step" }> =>
            a.type === "step" &&
            a.dwarf === die &&
            distance(state.board, a.to, target) === distance(state.board, from, target) - 1,
        );
      if (!step) throw new Error("script: no step toward the square");
      act(seat, step);
    }
  };
  build(act, walk, () => state);
  return out;
}

/** Seat 0 onto one green task square and seat 1 onto the other. */
const diplomacyScript = () =>
  scripted(SEED, (act, walk, state) => {
    const cards = state().quests.green!.map((id) => TASK_CARDS[id]);
    const dieFor = (i: number) => (cards[i].profession === "warrior" ? 0 : 3);
    act(0, { type: "bringIn", dwarf: dieFor(0) });
    act(0, { type: "endTurn" });
    act(1, { type: "bringIn", dwarf: dieFor(1) });
    act(1, { type: "endTurn" });
    walk(0, dieFor(0), cards[0].square);
    act(0, { type: "endTurn" });
    walk(1, dieFor(1), cards[1].square);
    act(1, { type: "endTurn" });
  });

/** Seat 1 stands on both potion squares, gains a potion, and its next turn readies it; then seat 0's turn begins. */
const potionScript = () =>
  scripted(SEED, (act, walk) => {
    const [a, b] = boards.ruins.itemSquares.potion;
    act(0, { type: "bringIn", dwarf: 0 });
    act(0, { type: "endTurn" });
    act(1, { type: "bringIn", dwarf: 0 });
    act(1, { type: "bringIn", dwarf: 3 });
    act(1, { type: "endTurn" });
    act(0, { type: "endTurn" });
    walk(1, 0, a);
    walk(1, 3, b);
    act(1, { type: "endTurn" });
    act(0, { type: "endTurn" });
    act(1, { type: "endTurn" });
  });

async function seated(name: string, how: (c: ReturnType<typeof sdk>, token: string) => Promise<any>): Promise<Player> {
  const g = await guest(server, name);
  const p = await track(await how(sdk(server.url), g.token));
  await p.until(() => p.got.seat.length > 0, "seat");
  return p;
}

/** Acts as `p` and waits for the move and the legal lists after it to reach both seats; nothing may be refused. */
async function send(p: Player, action: XorAction) {
  await actAndSettle(p, table, action);
  expect(p.got.rejected).toEqual([]);
}

/** The two seats of the test under way. */
let table: Player[] = [];

test("a diplomacy proposal reaches the asked seat out of turn; its veto and agreement are accepted", async () => {
  const a: Player = await seated("Proposer", (c, token) =>
    c.create("xorlosch", { token, seats: 2, seed: SEED, options: OPTIONS }),
  );
  const b = await seated("Asked", (c, token) => c.joinById(a.room.roomId, { token }));
  table = [a, b];
  await a.until(() => a.room.state.view.phase !== "", "the first projection");
  await b.until(() => b.room.state.view.phase !== "", "the first projection");
  try {
    await diplomacy(a, b);
  } finally {
    await a.room.leave();
    await b.room.leave();
  }
});

async function diplomacy(a: Player, b: Player) {
  const players = [a, b];
  for (const { seat, action } of diplomacyScript()) await send(players[seat], action);
  // The proposer's legal list (its own message) offers diplomacy but no outright or majority solve.
  const propose = await a.until(
    () => (a.legal() as XorAction[]).find((x) => x.type === "propose" && x.quest === "green"),
    "a proposal to offer",
  );
  expect(a.legal().some((x: XorAction) => x.type === "solve")).toBe(false);
  expect(b.legal()).toEqual([]);
  const green = [...viewOf(a, engine, null).quests.green!];
  await send(a, propose!);

  // The asked seat is not active, yet its legal list now holds its answers for the task it holds.
  await b.until(() => b.legal().length > 0, "answers for the asked seat");
  const answers = b.legal() as Extract<XorAction, { type: "answer" }>[];
  expect(answers.every((x) => x.type === "answer")).toBe(true);
  // No renunciation: nobody else has a dwarf there able to fulfil the task to receive it (XOR-Q-25).
  expect(new Set(answers.map((x) => x.answer))).toEqual(new Set(["agree", "veto"]));
  const task = answers[0].task;
  expect(green).toContain(task);
  expect(a.legal()).toEqual([{ type: "withdraw" }]);
  const pending = decodeView(engine.viewSpec, b.room.state.toJSON().view, null).pending;
  expect(pending).toMatchObject({ kind: "diplomacy", quest: "green" });

  // A veto holds the proposal open; the vetoer may still agree.
  await send(b, { type: "answer", task, answer: "veto" });
  expect(decodeView(engine.viewSpec, b.room.state.toJSON().view, null).pending).toMatchObject({
    kind: "diplomacy",
    status: expect.arrayContaining(["veto"]),
  });
  expect(
    b
      .legal()
      .map((x: any) => x.answer)
      .sort(),
  ).toEqual(["agree"]);
  await send(b, { type: "answer", task, answer: "agree" });

  const view = decodeView(engine.viewSpec, b.room.state.toJSON().view, null);
  expect(view.pending).toBeNull();
  expect(view.solved.green).toBe(1);
  expect(view.players.map((p) => p.score)).toEqual([1, 1]);
  expect(view.players[1].cards).toEqual([task]);
  expect(b.got.events.some((e) => e.kind === "quest-solved")).toBe(true);
}

async function pair(names: [string, string]): Promise<[Player, Player]> {
  const a = await seated(names[0], (c, token) =>
    c.create("xorlosch", { token, seats: 2, seed: SEED, options: OPTIONS }),
  );
  const b = await seated(names[1], (c, token) => c.joinById(a.room.roomId, { token }));
  table = [a, b];
  await a.until(() => a.room.state.view.phase !== "", "the first projection");
  await b.until(() => b.room.state.view.phase !== "", "the first projection");
  return [a, b];
}

test("a ready potion can be drunk during the other seat's turn: its uses reach the holder's legal list", async () => {
  const [a, b] = await pair(["Active", "Holder"]);
  try {
    for (const { seat, action } of potionScript()) await send([a, b][seat], action);
    await b.until(() => b.room.state.view.active === 0 && b.legal().length > 0, "the potion uses during seat 0's turn");
    const uses = b.legal() as XorAction[];
    expect(uses.every((x) => x.type === "use" && x.item === "potion")).toBe(true);
    expect(uses.map((x) => (x as Extract<XorAction, { type: "use" }>).dwarf).sort()).toEqual([0, 3]);
    const held = decodeView(engine.viewSpec, b.room.state.toJSON().view, null).items.find((i) => i.holder === 1);
    expect(held).toEqual({ type: "potion", holder: 1, crossed: false });
    await send(b, { type: "use", item: "potion", dwarf: 3 });
    const view = decodeView(engine.viewSpec, b.room.state.toJSON().view, null);
    expect(view.active).toBe(0);
    expect(view.turn.potions).toEqual([{ seat: 1, dwarf: 3 }]);
    expect(view.items.some((i) => i.holder === 1)).toBe(false);
    // The potion is gone: no uses left, and seat 0 still has its turn.
    await b.until(() => b.legal().length === 0, "no more uses");
    expect(a.legal().some((x: XorAction) => x.type === "endTurn")).toBe(true);
  } finally {
    await a.room.leave();
    await b.room.leave();
  }
});
