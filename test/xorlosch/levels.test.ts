import type { XorState } from "@tabletop/shared/xorlosch/types";
import { act, card, code, engine, mid, tryAct } from "./helpers.js";

const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)];
const free = (s: XorState, seat: number) => engine.view(s, seat).players[seat].freeLevels;
/** Seat 0 solves blue 2:1, seat 1 receives the third task. */
const solved = () =>
  act(
    mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
          [3, 20, 1],
        ],
        1: [
          [0, 10, 1],
          [3, 0, 1],
        ],
      },
      quests: { blue: BLUE },
    }),
    0,
    { type: "solve", quest: "blue" },
  );

describe("Xorlosch experience levels", () => {
  test("XOR-LEVELS-1: the involved players get the cards their dwarves fulfilled", () => {
    const s = solved();
    expect(s.players[0].cards).toEqual([BLUE[0], BLUE[1]]);
    expect(s.players[1].cards).toEqual([BLUE[2]]);
  });

  test("XOR-LEVELS-2: every player's cards and score are open to all", () => {
    const s = solved();
    for (const seat of [0, 1, null]) {
      const v = engine.view(s, seat);
      expect(v.players.map((p) => p.cards)).toEqual([[BLUE[0], BLUE[1]], [BLUE[2]]]);
      expect(v.players.map((p) => p.score)).toEqual([2, 1]);
    }
  });

  test("XOR-LEVELS-3: Total Experience Level = 5 + task cards gained", () => {
    const v = engine.view(solved(), 0);
    expect(v.players.map((p) => p.totalLevels)).toEqual([7, 6]);
  });

  test("XOR-LEVELS-4: each new card allows raising one dwarf by one level", () => {
    let s = solved();
    expect(free(s, 0)).toBe(4);
    s = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
          [3, 20, 3],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    expect(free(s, 0)).toBe(0);
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(free(s, 0)).toBe(2);
    s = act(s, 0, { type: "raise", dwarf: 3 });
    s = act(s, 0, { type: "raise", dwarf: 0 });
    expect(code(tryAct(s, 0, { type: "raise", dwarf: 0 }))).toBe("NO_FREE_LEVELS");
  });

  test("XOR-LEVELS-5: one dwarf may rise by more than one level", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
          [3, 20, 3],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    s = act(s, 0, { type: "solve", quest: "blue" });
    s = act(s, 0, { type: "raise", dwarf: 3 });
    s = act(s, 0, { type: "raise", dwarf: 3 });
    expect(s.players[0].dwarves[3].level).toBe(5);
  });

  test("XOR-LEVELS-6: levels are raised only in the player's own turn, at any time in it", () => {
    let s = solved();
    expect(code(tryAct(s, 1, { type: "raise", dwarf: 0 }))).toBe("NOT_YOUR_TURN");
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "raise", dwarf: 0 });
    s = act(s, 0, { type: "endTurn" });
    s = act(s, 1, { type: "step", dwarf: 0, to: 9 });
    expect(code(tryAct(s, 1, { type: "raise", dwarf: 0 }))).toBe("OK");
  });

  test("XOR-LEVELS-7: levels may be saved for later", () => {
    let s = solved();
    s = act(s, 0, { type: "endTurn" });
    s = act(s, 1, { type: "endTurn" });
    expect(free(s, 0)).toBe(4);
    expect(code(tryAct(s, 0, { type: "raise", dwarf: 3 }))).toBe("OK");
  });

  test("XOR-LEVELS-8: the new levels may go to a dwarf that took no part", () => {
    const s = act(solved(), 0, { type: "raise", dwarf: 3 });
    expect(s.players[0].dwarves[3]).toEqual({ square: 20, level: 2 });
  });

  test("XOR-LEVELS-9: levels never go down except by leaving the game via the centre", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 0, 3],
          [1, 5, 2],
        ],
      },
    });
    expect(code(tryAct(s, 0, { type: "lower", dwarf: 0 }))).toBe("UNKNOWN_ACTION");
    expect(code(tryAct(s, 0, { type: "remove", dwarf: 1 }))).toBe("NOT_IN_CENTRE");
    expect(act(s, 0, { type: "remove", dwarf: 0 }).players[0].dwarves[0].level).toBe(0);
  });

  test("XOR-Q-5: no maximum level for one dwarf besides the total", () => {
    let s = mid({ dwarves: { 0: [[0, 1, 1]] }, cards: { 0: [0, 1, 2, 3, 4, 5] } });
    for (let i = 0; i < 10; i++) s = act(s, 0, { type: "raise", dwarf: 0 });
    expect(s.players[0].dwarves[0].level).toBe(11);
  });
});

describe("Xorlosch new quests", () => {
  test("XOR-NEWQUEST-1: a new quest of the same colour is on the board right after the solve", () => {
    const before = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    const s = solved();
    expect(s.quests.blue).toHaveLength(3);
    expect(s.quests.blue).not.toEqual(BLUE);
    expect(s.quests.blue).toEqual(before.previews.blue);
  });

  test("XOR-NEWQUEST-2: the new quest is the one lying face up beside the stack", () => {
    const before = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    expect(solved().quests.blue).toEqual(before.previews.blue);
  });

  test("XOR-NEWQUEST-3: if cards are left, a new quest is laid out beside the stack; else none", () => {
    const base = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    const s = act(base, 0, { type: "solve", quest: "blue" });
    expect(s.previews.blue).toEqual(base.stacks.blue.slice(0, 3));
    expect(s.stacks.blue).toHaveLength(base.stacks.blue.length - 3);
    const last = act({ ...base, previews: { ...base.previews, blue: null }, stacks: { ...base.stacks, blue: [] } }, 0, {
      type: "solve",
      quest: "blue",
    });
    expect(last.quests.blue).toBeNull();
    expect(last.previews.blue).toBeNull();
    const empty = act({ ...base, stacks: { ...base.stacks, blue: [] } }, 0, { type: "solve", quest: "blue" });
    expect(empty.quests.blue).toEqual(base.previews.blue);
    expect(empty.previews.blue).toBeNull();
  });
});
