/**
 * Every seat's place at the end (shared/src/xorlosch/standings.ts), what a rating reads (docs/ratings.md,
 * "Standings"): the winner's rules XOR-END-2..5 applied to every place, ties shared.
 */
import type { XorState } from "@tabletop/shared/xorlosch/types";
import { standings } from "@tabletop/shared/xorlosch/standings";
import { engine, mid } from "./helpers.js";

const over = (s: XorState): XorState => ({ ...s, phase: "over", endReason: "all-quests" });

describe("Xorlosch final standings", () => {
  test("XOR-END-2: more tasks fulfilled places higher, at every place", () => {
    const s = over(mid({ seats: 3, cards: { 0: [1], 1: [2, 3, 4], 2: [5, 6] } }));
    expect(standings(s)).toEqual([3, 1, 2]);
  });

  test("XOR-END-3, XOR-END-4: equal tasks below the top are ordered by the most experienced dwarves", () => {
    const s = over(
      mid({
        seats: 4,
        cards: { 0: [1, 2, 3], 1: [4], 2: [5], 3: [6] },
        dwarves: {
          0: [[0, 1, 1]],
          1: [
            [0, 1, 4],
            [1, 1, 2],
          ],
          2: [
            [0, 1, 4],
            [1, 1, 3],
          ],
          3: [[0, 1, 9]],
        },
      }),
    );
    expect(standings(s)).toEqual([1, 4, 3, 2]);
  });

  test("XOR-END-5: seats equal all the way share their place, and the winners are place 1", () => {
    const s = over(
      mid({
        seats: 3,
        cards: { 0: [1, 2], 1: [3, 4], 2: [5] },
        dwarves: { 0: [[0, 1, 3]], 1: [[0, 1, 3]], 2: [[0, 1, 9]] },
      }),
    );
    expect(standings(s)).toEqual([1, 1, 3]);
    expect(engine.outcome(s)!.results).toEqual(["draw", "draw", "loss"]);
  });

  test("no standings before the game is over", () => {
    expect(standings(mid({}))).toEqual([]);
  });
});
