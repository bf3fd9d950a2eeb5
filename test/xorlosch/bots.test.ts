import { xorloschBots } from "@tabletop/shared/xorlosch/index";
import { act, card, engine, give, mid, opts, playout } from "./helpers.js";
import type { XorState } from "@tabletop/shared/xorlosch/types";

const choose = (s: XorState, seat: number, random = 0.5) =>
  heuristic.choose(engine.view(s, seat), engine.legal(s, seat), seat, random);

const { heuristic, random } = xorloschBots;

describe("Xorlosch bots", () => {
  test("the heuristic bot beats three random bots in most 4-seat games", () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const seat = i % 4;
      const bots = [random, random, random, random];
      bots[seat] = heuristic;
      const { state } = playout(
        `h${i}`,
        4,
        opts({ board: i % 2 ? "dungeon" : "ruins", shortGame: i % 4 !== 0, firstPlayer: undefined }),
        bots,
      );
      const o = engine.outcome(state)!;
      if (o.results[seat] === "win") wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.7);
  });

  test.each([2, 4, 6])("a bot-only game with %i heuristic bots always ends", (n) => {
    for (let i = 0; i < 3; i++) {
      const { state, actions } = playout(
        `t${n}-${i}`,
        n,
        opts({ firstPlayer: undefined, shortGame: i === 2 }),
        new Array(n).fill(heuristic),
      );
      expect(state.phase).toBe("over");
      expect(state.endReason).not.toBe("stalled"); // heuristic bots finish the quests
      expect(actions.length).toBeGreaterThan(0);
    }
  });

  test("random bots also always finish (a stalled game ends, XOR-Q-37)", () => {
    const { state } = playout("r", 3, opts({ firstPlayer: undefined }), [random, random, random]);
    expect(state.phase).toBe("over");
  });

  test("heuristic: solves a quest it can take, and moves toward a quest otherwise", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
      },
      quests: { green: [card("green", 1), card("green", 3)] },
    });
    expect(choose(s, 0)).toEqual({ type: "solve", quest: "green" });
    const t = mid({
      dwarves: {
        0: [
          [0, 0, 3],
          [3, 0, 2],
        ],
      },
    });
    expect(choose(t, 0).type).toBe("step");
  });

  test("heuristic: agrees to a diplomacy proposal that gives it a task", () => {
    const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)];
    let s = mid({ seats: 3, dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]], 2: [[0, 10, 1]] }, quests: { blue: BLUE } });
    s = act(s, 0, { type: "propose", quest: "blue", order: [0, 1, 2] });
    expect(choose(s, 1)).toEqual({ type: "answer", task: BLUE[1], answer: "agree" });
    // A proposal that lets a far-ahead proposer pull away is vetoed.
    let t = mid({
      seats: 3,
      cards: { 0: [30, 31, 32, 33] },
      dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]], 2: [[0, 10, 1]] },
      quests: { blue: BLUE },
    });
    t = act(t, 0, { type: "propose", quest: "blue", order: [0, 1, 2] });
    expect(choose(t, 1)).toEqual({ type: "answer", task: BLUE[1], answer: "veto" });
  });

  test("heuristic: out of turn it drinks a potion that takes the active player's majority away", () => {
    const G = [card("green", 1), card("green", 3)];
    const s = give(
      mid({
        dwarves: {
          0: [
            [0, 1, 2],
            [1, 3, 2],
          ],
          1: [
            [3, 0, 1],
            [0, 1, 1],
          ],
        },
        quests: { green: G },
      }),
      "potion",
      1,
    );
    expect(engine.legal(s, 0)).toContainEqual({ type: "solve", quest: "green" });
    expect(choose(s, 1)).toEqual({ type: "use", item: "potion", dwarf: 0 });
  });

  test("heuristic, XOR-Q-34: in a response window it answers at once: a potion that takes the majority away, else a pass", () => {
    const G = [card("green", 1), card("green", 3)];
    const base = mid({
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
        ],
        1: [
          [3, 0, 1],
          [0, 1, 1],
        ],
      },
      quests: { green: G },
    });
    const denied = act(give(base, "potion", 1), 0, { type: "solve", quest: "green" });
    expect(denied.pending).toMatchObject({ kind: "response", waiting: [1] });
    expect(choose(denied, 1)).toEqual({ type: "use", item: "potion", dwarf: 0 });
    // Seat 1's dwarves stand on neither task square: no potion helps, so it passes.
    const far = mid({
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
        ],
        1: [[0, 0, 1]],
      },
      quests: { green: G },
    });
    const open = act(give(far, "potion", 1), 0, { type: "solve", quest: "green" });
    expect(open.pending).toMatchObject({ kind: "response", waiting: [1] });
    expect(choose(open, 1)).toEqual({ type: "pass" });
    // The announcer holding a potion it does not need passes too.
    const own = act(give(far, "potion", 0), 0, { type: "solve", quest: "green" });
    expect(own.pending).toMatchObject({ kind: "response", waiting: [0] });
    expect(choose(own, 0)).toEqual({ type: "pass" });
  });
});
