import type { XorState } from "@tabletop/shared/xorlosch/types";
import { act, card, code, engine, mid, solveKeeping, tryAct } from "./helpers.js";

const G = (a: number, b: number) => ({ green: [card("green", a), card("green", b)] });
const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)]; // all warrior tasks
const RED = [card("red", 3), card("red", 7), card("red", 12), card("red", 16)]; // all warrior tasks
const cardsOf = (s: XorState, seat: number) => s.players[seat].cards;
const solves = (s: XorState, seat = s.active) =>
  engine
    .legal(s, seat)
    .filter((a) => a.type === "solve")
    .map((a) => (a as { quest: string }).quest);

describe("Xorlosch solving quests", () => {
  test("XOR-TASK-2: a quest is solved when all its tasks are fulfilled", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
      },
      quests: G(1, 3),
    });
    const after = act(s, 0, { type: "solve", quest: "green" });
    expect([...cardsOf(after, 0)].sort()).toEqual([...s.quests.green!].sort());
    expect(after.quests.green).toEqual(s.previews.green);
    expect(after.solved.green).toBe(1);
  });

  test("XOR-TASK-3: only dwarves of the card's profession fulfil it", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [3, 3, 4],
        ],
      },
      quests: G(1, 3),
    }); // square 3 asks a warrior
    const r = tryAct(s, 0, { type: "solve", quest: "green" });
    expect(code(r)).toBe("QUEST_NOT_COVERED");
  });

  test("XOR-TASK-4: the dwarf must stand in the task's square", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 4, 1],
        ],
      },
      quests: G(1, 3),
    }); // 4 is next to 3
    expect(solves(s)).not.toContain("green");
    expect(solves(act(s, 0, { type: "step", dwarf: 1, to: 3 }))).toContain("green");
  });

  test("XOR-TASK-5: majority without a dwarf in one square; that task goes to the highest dwarf there (Diagram 3)", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 3, 1],
          [1, 7, 1],
          [2, 12, 1],
        ],
        1: [[0, 16, 1]],
      },
      quests: { red: RED },
    });
    const after = act(s, 0, { type: "solve", quest: "red" });
    expect([...cardsOf(after, 0)].sort()).toEqual(RED.slice(0, 3).sort());
    expect(cardsOf(after, 1)).toEqual([RED[3]]);
  });

  test("XOR-TASK-6: the highest dwarves in all squares solve the quest though others stand there", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 3],
          [1, 3, 2],
        ],
        1: [
          [0, 1, 2],
          [1, 3, 1],
        ],
      },
      quests: G(1, 3),
    });
    const after = act(s, 0, { type: "solve", quest: "green" });
    expect(cardsOf(after, 0)).toHaveLength(2);
    expect(cardsOf(after, 1)).toHaveLength(0);
  });

  test("XOR-TASK-7: at least one dwarf of the needed type in each task square", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 3, 1],
          [1, 7, 1],
          [2, 12, 1],
        ],
      },
      quests: { red: RED },
    });
    const r = tryAct(s, 0, { type: "solve", quest: "red" });
    expect(code(r)).toBe("QUEST_NOT_COVERED");
    if (!r.ok) expect(r.reason).toMatch(/XOR-TASK-7/);
  });

  test("XOR-TASK-8: with only his dwarves in the squares, the player fulfils the whole quest", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
          [2, 10, 1],
        ],
      },
      quests: { blue: BLUE },
    });
    expect(cardsOf(act(s, 0, { type: "solve", quest: "blue" }), 0)).toEqual(BLUE);
  });

  test("XOR-SUM-4 / XOR-Q-16: every square needs a qualifying dwarf, though not necessarily the active player's", () => {
    const uncovered = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[3, 10, 5]],
      },
      quests: { blue: BLUE },
    });
    expect(code(tryAct(uncovered, 0, { type: "solve", quest: "blue" }))).toBe("QUEST_NOT_COVERED");
    const covered = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    expect(code(tryAct(covered, 0, { type: "solve", quest: "blue" }))).toBe("OK");
  });

  test("XOR-Q-17: 'automatically' does not solve by itself; the quest waits for the announcement", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
        1: [[0, 24, 1]],
      },
      quests: G(1, 3),
    });
    s = act(s, 0, { type: "endTurn" });
    expect(s.quests.green).toEqual([card("green", 1), card("green", 3)]);
    expect(cardsOf(s, 0)).toHaveLength(0);
    expect(code(tryAct(s, 1, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
  });
});

describe("Xorlosch contested squares", () => {
  test("XOR-CONTEST-1: with dwarves of several players, only the highest level fulfils", () => {
    const s = mid({
      active: 0,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
          [2, 10, 2],
        ],
        1: [[0, 2, 3]],
      },
      quests: { blue: BLUE },
    });
    const after = act(s, 0, { type: "solve", quest: "blue" });
    expect(cardsOf(after, 1)).toEqual([BLUE[0]]);
    expect(cardsOf(after, 0)).toEqual([BLUE[1], BLUE[2]]);
  });

  test("XOR-CONTEST-2: dwarves of the wrong type do not count even if higher", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
        1: [
          [3, 1, 4],
          [4, 3, 4],
        ],
      },
      quests: G(1, 3),
    });
    expect(cardsOf(act(s, 0, { type: "solve", quest: "green" }), 0)).toHaveLength(2);
  });

  test("XOR-CONTEST-3: one player's dwarves of the right type add their levels", () => {
    const s = mid({
      active: 1,
      dwarves: {
        0: [[0, 1, 3]],
        1: [
          [0, 1, 2],
          [1, 1, 2],
          [2, 3, 1],
        ],
      },
      quests: G(1, 3),
    });
    expect(cardsOf(act(s, 1, { type: "solve", quest: "green" }), 1)).toHaveLength(2);
    const lower = mid({
      active: 1,
      dwarves: {
        0: [[0, 1, 5]],
        1: [
          [0, 1, 2],
          [1, 1, 2],
          [2, 3, 1],
        ],
      },
      quests: G(1, 3),
    });
    expect(code(tryAct(lower, 1, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
  });

  test("XOR-CONTEST-4: with equal levels only the player whose turn it is fulfils", () => {
    const s = mid({
      active: 1,
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
        ],
        1: [
          [0, 1, 2],
          [1, 3, 2],
        ],
      },
      quests: G(1, 3),
    });
    // The tie is the active player's: he takes the task (or hands it on, XOR-Q-18).
    const solved = act(s, 1, { type: "solve", quest: "green" });
    expect(solved.pending).toMatchObject({
      kind: "tie",
      awards: [null, null],
      ties: [
        [0, 1],
        [0, 1],
      ],
    });
    expect(cardsOf(solveKeeping(s, "green"), 1)).toHaveLength(2);
    expect(code(tryAct({ ...s, active: 0 }, 0, { type: "solve", quest: "green" }))).toBe("OK");
  });

  // Square 3 holds a green and a red warrior card; one warrior there serves both quests.
  const SHARED = () =>
    mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
          [3, 5, 1],
          [4, 9, 1],
        ],
        1: [[3, 13, 1]],
      },
      quests: { ...G(1, 3), red: [card("red", 3), card("red", 5), card("red", 9), card("red", 13)] },
    });

  test("XOR-CONTEST-5: two cards in one square are both fulfilled by the same dwarf", () => {
    let s = SHARED();
    s = act(s, 0, { type: "solve", quest: "green" });
    s = act(s, 0, { type: "solve", quest: "red" });
    expect(cardsOf(s, 0)).toEqual(expect.arrayContaining([card("green", 3), card("red", 3)]));
    expect(cardsOf(s, 1)).toEqual([card("red", 13)]);
  });

  test("XOR-SUM-3 / XOR-Q-19: the summary's 'highest dwarf' keeps the profession filter and the adding", () => {
    // A single higher mechanicus does not take a warrior task; two low warriors add up against a level-3 warrior.
    const s = mid({
      active: 0,
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 1, 2],
          [2, 3, 1],
        ],
        1: [
          [0, 1, 3],
          [3, 3, 9],
        ],
      },
      quests: G(1, 3),
    });
    expect(cardsOf(act(s, 0, { type: "solve", quest: "green" }), 0)).toHaveLength(2);
  });

  test("XOR-Q-20: added levels also decide who receives a task in another player's majority solve", () => {
    const s = mid({
      seats: 3,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 3]],
        2: [
          [0, 10, 2],
          [1, 10, 2],
        ],
      },
      quests: { blue: BLUE },
    });
    const after = act(s, 0, { type: "solve", quest: "blue" });
    expect(cardsOf(after, 2)).toEqual([BLUE[2]]);
    expect(cardsOf(after, 1)).toEqual([]);
  });

  test("XOR-CONTEST-3 / XOR-Q-20: adding is a choice: a seat may keep its dwarves on a square apart, each counting alone", () => {
    // Seat 1's two level-2 warriors on square 1 add up to 4 and beat seat 0's level 3: no majority for seat 0.
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 3],
          [1, 3, 1],
        ],
        1: [
          [0, 1, 2],
          [1, 1, 2],
        ],
      },
      quests: G(1, 3),
    });
    expect(code(tryAct(s, 0, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
    // The choice is seat 1's, out of turn too; listed once for the square.
    expect(engine.legal(s, 1).filter((a) => a.type === "apart")).toEqual([{ type: "apart", square: 1 }]);
    const apart = act(s, 1, { type: "apart", square: 1 });
    expect(apart.turn.apart).toEqual([{ seat: 1, square: 1 }]);
    expect(cardsOf(act(apart, 0, { type: "solve", quest: "green" }), 0)).toHaveLength(2);
    // Kept for the turn: it cannot be chosen twice, nor where nothing adds up.
    expect(code(tryAct(apart, 1, { type: "apart", square: 1 }))).toBe("ALREADY_APART");
    expect(code(tryAct(s, 0, { type: "apart", square: 1 }))).toBe("NOTHING_TO_ADD");
    // The active player may keep his own dwarves apart too, and then loses the square he would win by adding.
    const own = mid({
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 1, 2],
          [2, 3, 1],
        ],
        1: [[0, 1, 3]],
      },
      quests: G(1, 3),
    });
    expect(solves(own)).toEqual(["green"]);
    const ownApart = act(own, 0, { type: "apart", square: 1 });
    expect(code(tryAct(ownApart, 0, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
  });

  test("XOR-Q-20: kept apart, a seat's dwarves no longer decide who receives a task in another's majority solve", () => {
    const s = mid({
      seats: 3,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 3]],
        2: [
          [0, 10, 2],
          [1, 10, 2],
        ],
      },
      quests: { blue: BLUE },
    });
    const after = act(act(s, 2, { type: "apart", square: 10 }), 0, { type: "solve", quest: "blue" });
    expect(cardsOf(after, 1)).toEqual([BLUE[2]]);
    expect(cardsOf(after, 2)).toEqual([]);
  });

  test("XOR-Q-21: two cards of different quests in one square: one announcement solves one quest", () => {
    const s = act(SHARED(), 0, { type: "solve", quest: "green" });
    expect(s.solved).toEqual({ green: 1, blue: 0, red: 0 });
    expect(s.quests.red).toContain(card("red", 3));
    expect(engine.legal(s, 0)).toContainEqual({ type: "solve", quest: "red" });
  });
});

describe("Xorlosch solving through majority", () => {
  test("XOR-MAJORITY-1: only the player whose turn it is can announce a solve", () => {
    const s = mid({
      active: 1,
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
      },
      quests: G(1, 3),
    });
    expect(code(tryAct(s, 0, { type: "solve", quest: "green" }))).toBe("NOT_YOUR_TURN");
    expect(solves(s, 0)).toEqual([]);
  });

  test("XOR-MAJORITY-2: the announcement may come at any time in the turn", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 4, 1],
        ],
      },
      quests: G(1, 3),
    });
    s = act(s, 0, { type: "step", dwarf: 1, to: 3 });
    s = act(s, 0, { type: "solve", quest: "green" });
    s = act(s, 0, { type: "step", dwarf: 1, to: 4 });
    expect(s.solved.green).toBe(1);
  });

  test("XOR-MAJORITY-3: several quests in one turn with the same dwarves", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
      },
      quests: { ...G(1, 3), blue: [card("blue", 2), card("blue", 10), card("blue", 14)] },
    });
    s = {
      ...s,
      players: s.players.map((p, i) =>
        i === 1
          ? {
              ...p,
              dwarves: p.dwarves.map((d, j) =>
                j === 0 ? { square: 10, level: 1 } : j === 1 ? { square: 14, level: 1 } : d,
              ),
            }
          : p,
      ),
    };
    s = act(s, 0, { type: "solve", quest: "green" });
    // Seat 0 now plays its 2 new levels and walks the same dwarf to another quest square.
    s = act(s, 0, { type: "raise", dwarf: 1 });
    s = act(s, 0, { type: "raise", dwarf: 1 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 4 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 15 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 14 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 2 });
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.solved).toMatchObject({ green: 1, blue: 1 });
  });

  test("XOR-MAJORITY-4: a blue quest can be forced with 2 of 3 tasks", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    const after = act(s, 0, { type: "solve", quest: "blue" });
    expect(cardsOf(after, 0)).toEqual([BLUE[0], BLUE[1]]);
    expect(cardsOf(after, 1)).toEqual([BLUE[2]]);
  });

  test("XOR-MAJORITY-5: only 2:1 in blue and 3:1 in red; a green quest needs both tasks, red 2:2 is not enough", () => {
    const g = mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 3, 1]] }, quests: G(1, 3) });
    const r = tryAct(g, 0, { type: "solve", quest: "green" });
    expect(code(r)).toBe("NO_MAJORITY");
    if (!r.ok) expect(r.reason).toMatch(/XOR-MAJORITY/);
    const red = mid({
      dwarves: {
        0: [
          [0, 3, 1],
          [1, 7, 1],
        ],
        1: [
          [0, 12, 1],
          [1, 16, 1],
        ],
      },
      quests: { red: RED },
    });
    expect(code(tryAct(red, 0, { type: "solve", quest: "red" }))).toBe("NO_MAJORITY");
    const red3 = mid({
      dwarves: {
        0: [
          [0, 3, 1],
          [1, 7, 1],
          [2, 12, 1],
        ],
        1: [[1, 16, 1]],
      },
      quests: { red: RED },
    });
    expect(code(tryAct(red3, 0, { type: "solve", quest: "red" }))).toBe("OK");
  });

  test("XOR-MAJORITY-6: a task the active player does not win goes to the highest dwarf of its type there", () => {
    const s = mid({
      seats: 3,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 1]],
        2: [
          [0, 10, 2],
          [3, 10, 5],
        ],
      },
      quests: { blue: BLUE },
    });
    expect(cardsOf(act(s, 0, { type: "solve", quest: "blue" }), 2)).toEqual([BLUE[2]]);
  });

  test("XOR-MAJORITY-7: in a draw among other players the active player chooses", () => {
    let s = mid({
      seats: 3,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        1: [[0, 10, 2]],
        2: [[0, 10, 2]],
      },
      quests: { blue: BLUE },
    });
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.pending?.kind).toBe("tie");
    expect(engine.legal(s, 0)).toEqual([
      { type: "chooseTie", task: BLUE[2], seat: 1 },
      { type: "chooseTie", task: BLUE[2], seat: 2 },
    ]);
    expect(code(tryAct(s, 0, { type: "step", dwarf: 0, to: 1 }))).toBe("PENDING_DECISION");
    expect(code(tryAct(s, 1, { type: "chooseTie", task: BLUE[2], seat: 1 }))).toBe("NOT_YOUR_TURN");
    expect(code(tryAct(s, 0, { type: "chooseTie", task: BLUE[2], seat: 0 }))).toBe("NOT_TIED");
    s = act(s, 0, { type: "chooseTie", task: BLUE[2], seat: 2 });
    expect(cardsOf(s, 2)).toEqual([BLUE[2]]);
    expect(s.pending).toBeNull();
  });

  test("XOR-Q-18: a tie including the active player counts towards his majority, and he chooses who receives it", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 2],
        ],
        1: [
          [0, 6, 2],
          [1, 10, 1],
        ],
      },
      quests: { blue: BLUE },
    });
    const announced = act(s, 0, { type: "solve", quest: "blue" });
    expect(announced.pending).toMatchObject({ kind: "tie", awards: [0, null, 1], ties: [[], [0, 1], []] });
    expect(engine.legal(announced, 0)).toEqual([
      { type: "chooseTie", task: BLUE[1], seat: 0 },
      { type: "chooseTie", task: BLUE[1], seat: 1 },
    ]);
    const kept = act(announced, 0, { type: "chooseTie", task: BLUE[1], seat: 0 });
    expect(cardsOf(kept, 0)).toEqual([BLUE[0], BLUE[1]]);
    expect(kept.pending).toBeNull();
    // He may hand the tied task to the other tied player; the quest is still solved.
    const handed = act(announced, 0, { type: "chooseTie", task: BLUE[1], seat: 1 });
    expect(cardsOf(handed, 0)).toEqual([BLUE[0]]);
    expect(cardsOf(handed, 1)).toEqual([BLUE[1], BLUE[2]]);
    expect(handed.solved.blue).toBe(1);
  });

  test("XOR-MAJORITY-8: the player is not obliged to solve", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
        1: [[0, 24, 1]],
      },
      quests: G(1, 3),
    });
    expect(solves(s)).toContain("green");
    s = act(s, 0, { type: "endTurn" });
    expect(s.solved.green).toBe(0);
    expect(s.active).toBe(1);
  });
});
