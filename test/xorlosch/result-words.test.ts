/**
 * The end screen explains a Xorlosch result (shared/src/xorlosch/result-words.ts): the final tasks and
 * dwarves' levels, and which of the rulebook's measures decided the winner, in words without rule ids.
 */
import type { XorState } from "@tabletop/shared/xorlosch/types";
import { decider, explainResult } from "@tabletop/shared/xorlosch/result-words";
import { engine, mid, newGame } from "./helpers.js";

const over = (s: XorState): XorState => ({ ...s, phase: "over", endReason: "all-quests" });
const RULE_ID = /[A-Z]+-[A-Z]+-\d|XOR-Q/;

describe("Xorlosch result explained", () => {
  test("XOR-END-2: most tasks decide; the explanation says so, with each seat's tasks and levels", () => {
    const s = over(
      mid({ seats: 3, cards: { 0: [1, 2], 1: [3, 4, 5], 2: [6] }, dwarves: { 0: [[0, 1, 9]], 1: [[0, 1, 1]] } }),
    );
    expect(decider(s)).toEqual({ by: "tasks", best: 3, next: 2 });
    const e = engine.outcome(s)!.explanation!;
    expect(e.columns.map((c) => c.title)).toEqual(["Tasks", "Dwarves on the board (levels)"]);
    expect(e.columns[0].values).toEqual(["2", "3", "1"]);
    expect(e.columns[1].values[0]).toBe("9");
    expect(e.decided).toBe("Most tasks fulfilled: 3, against 2 for the next best.");
    expect(e.tieBreak).toBe(false);
    expect(e.ruling).toBeUndefined();
  });

  test("XOR-END-3: a 12–12 tie on tasks is explained by the most experienced dwarf on the board", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    const s = over(
      mid({
        cards: { 0: twelve, 1: twelve.map((n) => n + 20) },
        dwarves: {
          0: [
            [0, 1, 4],
            [1, 1, 4],
          ],
          1: [[0, 1, 5]],
        },
      }),
    );
    expect(engine.outcome(s)!.results).toEqual(["loss", "win"]);
    expect(decider(s)).toEqual({ by: "dwarf", tasks: 12, rank: 1, level: 5, against: 4 });
    const e = explainResult(s)!;
    expect(e.decided).toBe(
      "Tied on 12 tasks: the most experienced dwarf on the board decides, level 5 against level 4.",
    );
    expect(e.columns[1].values).toEqual(["4, 4", "5"]);
    expect(e.tieBreak).toBe(true);
    expect(e.ruling).toBe("XOR-Q-38");
    expect(e.decided).not.toMatch(RULE_ID);
  });

  test("XOR-END-4 / XOR-Q-38: equal best dwarves, the second decides; a seat out of dwarves compares as none", () => {
    const s = over(
      mid({
        seats: 3,
        cards: { 0: [1], 1: [2], 2: [] },
        dwarves: {
          0: [
            [0, 1, 4],
            [1, 1, 2],
          ],
          1: [[0, 1, 4]],
          2: [[0, 1, 9]],
        },
      }),
    );
    expect(engine.outcome(s)!.results).toEqual(["win", "loss", "loss"]);
    expect(explainResult(s)!.decided).toBe(
      "Tied on 1 task and on the most experienced dwarf: the second most experienced dwarf on the board decides, level 2 against no dwarf.",
    );
  });

  test("XOR-END-4: the third dwarf deciding names the two before it", () => {
    const s = over(
      mid({
        cards: { 0: [1], 1: [2] },
        dwarves: {
          0: [
            [0, 1, 4],
            [1, 1, 2],
            [2, 1, 1],
          ],
          1: [
            [0, 1, 4],
            [1, 1, 2],
            [2, 1, 2],
          ],
        },
      }),
    );
    expect(explainResult(s)!.decided).toBe(
      "Tied on 1 task and on the 2 most experienced dwarves: the third most experienced dwarf on the board decides, level 2 against level 1.",
    );
  });

  test("XOR-END-5: every dwarf equal: the explanation says it is a draw", () => {
    const s = over(
      mid({
        seats: 3,
        cards: { 0: [1], 1: [2], 2: [] },
        dwarves: {
          0: [
            [0, 1, 3],
            [3, 1, 2],
          ],
          1: [
            [1, 5, 2],
            [4, 2, 3],
          ],
          2: [[0, 1, 9]],
        },
      }),
    );
    expect(decider(s)).toEqual({ by: "draw", tasks: 1 });
    expect(explainResult(s)!.decided).toBe(
      "Tied on 1 task, with dwarves of the very same levels on the board: a draw.",
    );
  });

  test("no explanation before the game is over", () => {
    expect(explainResult(newGame())).toBeUndefined();
  });
});
