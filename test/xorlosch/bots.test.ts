import { xorloschBots } from "@tabletop/shared/xorlosch/index";
import { MAX_ROUNDS } from "@tabletop/shared/xorlosch/end";
import { engine, opts, playout } from "./helpers.js";

const { heuristic, random } = xorloschBots;

describe("Xorlosch bots", () => {
  test("the heuristic bot beats three random bots in most 4-seat games", () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const seat = i % 4;
      const bots = [random, random, random, random];
      bots[seat] = heuristic;
      const { state } = playout(`h${i}`, 4, opts({ board: i % 2 ? "dungeon" : "ruins", shortGame: i % 4 >= 2, firstPlayer: undefined }), bots);
      const o = engine.outcome(state)!;
      if (o.results[seat] === "win") wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.7);
  });

  test.each([2, 4, 6])("a bot-only game with %i heuristic bots always ends", (n) => {
    for (let i = 0; i < 3; i++) {
      const { state, actions } = playout(`t${n}-${i}`, n, opts({ firstPlayer: undefined, shortGame: i === 2 }), new Array(n).fill(heuristic));
      expect(state.phase).toBe("over");
      expect(state.round).toBeLessThanOrEqual(MAX_ROUNDS);
      expect(state.endReason).not.toBe("round-limit"); // heuristic bots finish the quests
      expect(actions.length).toBeGreaterThan(0);
    }
  });

  test("random bots also always finish (the round limit guards against stalls)", () => {
    const { state } = playout("r", 3, opts({ firstPlayer: undefined }), [random, random, random]);
    expect(state.phase).toBe("over");
  });
});
