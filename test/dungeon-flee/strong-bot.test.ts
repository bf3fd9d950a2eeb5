/** The strong bot (issue 16, item 3): plays every legal advantage it sees, from the player's view only. */
import { dungeonFleeBots as B, type FleeAction, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { games } from "@tabletop/shared";
import { playGame } from "@tabletop/shared/sim/play";
import { CLASSES } from "@tabletop/shared/dungeon-flee/content/index";
import { act, cor, E, facing, mid } from "./helpers.js";

const choose = (s: FleeState): FleeAction => B.strong.choose(E.view(s, 0), E.legal(s, 0), 0, 0.5);

/** Lets the bot act until the attempt is committed; returns the state after it. */
function attemptBy(s: FleeState): FleeState {
  let t = s;
  for (let i = 0; i < 20 && t.phase === "encounter"; i++) t = act(t, choose(t));
  return t;
}

describe("strong bot", () => {
  test("is registered beside the heuristic and selectable by name (npm run sim --bot strong)", () => {
    expect(games["dungeon-flee"].bots.strong).toBe(B.strong);
    expect(B.strong.name).toBe("strong");
  });

  test("plays whole games in every mode with legal actions only, to a win or a loss", () => {
    const { engine, bots } = games["dungeon-flee"];
    for (const [i, mode] of (["easy", "hard", "extreme"] as const).entries()) {
      const r = playGame(engine, [bots.strong], `strong-${i}`, { mode, class: "wizard" }, 1, 20000);
      expect(r.outcome).not.toBeNull();
    }
  });

  test("a winning hand wins without a treasure; the treasure is kept for when it is needed", () => {
    // Barbarian (no ability) against the Goblin Scout (S1H1) holding a sword and a shield, with a Flame Blade.
    const s = facing("goblin-scout", ["sword-1", "shield-1", "sword-2"], { patch: { inventory: ["flame-blade"] } });
    const t = attemptBy(s);
    expect(t.lastAttempt?.success).toBe(true);
    expect(t.inventory).toEqual(["flame-blade"]);
  });

  test("when only a treasure wins, it uses the weakest one that does", () => {
    // S1H1 with two swords: the Ring of Warding (+2 shields) suffices, the Wand of Wonder (+3 wild) is kept.
    const s = facing("goblin-scout", ["sword-1", "sword-2"], {
      patch: { inventory: ["wand-of-wonder", "ring-of-warding"] },
    });
    const t = attemptBy(s);
    expect(t.lastAttempt?.success).toBe(true);
    expect(t.inventory).toEqual(["wand-of-wonder"]);
  });

  test("a failing attempt plays the shields that block and keeps the rest for banishing", () => {
    const s = facing("lich-king", ["shield-1", "shield-2", "sword-1", "empty-1"]);
    const t = attemptBy(s);
    expect(t.lastAttempt).toMatchObject({ success: false, blocked: 1 });
    expect(t.hand.sort()).toEqual(["empty-1", "sword-1"]);
  });

  test("thins the deck: banishes waste first, paying with the cards it keeps", () => {
    const s = mid({ phase: "after", hand: ["goblin-scout", "empty-2", "sword-1"], patch: { last: "success" } });
    const a = choose(s);
    expect(a).toEqual({ type: "banish", pay: ["goblin-scout"], target: "empty-2" });
  });

  test("stops thinning at one hand: a five-card deck keeps its cards", () => {
    const hand = ["goblin-scout", "sword-1"];
    const s = mid({
      phase: "after",
      hand,
      draw: ["sword-2", "shield-1"],
      discard: ["shield-2"],
      patch: { last: "success" },
    });
    expect(choose(s).type).not.toBe("banish");
    const big = mid({ phase: "after", hand, patch: { last: "success" } }); // 8 more starters in the draw pile
    expect(choose(big)).toMatchObject({ type: "banish", target: "sword-1" });
  });

  test("drinks a potion when none of it is wasted, not before", () => {
    const max = CLASSES.barbarian.health.high; // a Healing Potion restores 3
    const hurt = mid({ phase: "after", health: max - 3, patch: { inventory: ["potion-1"], last: "success" } });
    expect(choose(hurt)).toEqual({ type: "treasure", card: "potion-1" });
    const scratched = mid({ phase: "after", health: max - 2, patch: { inventory: ["potion-1"], last: "success" } });
    expect(choose(scratched).type).not.toBe("treasure");
  });

  test("flees a failed encounter it expects to fail again for a fresh corridor (Easy)", () => {
    const s = mid({
      phase: "after",
      hand: [],
      corridors: [cor(["stairs-1", "empty-9", "lich-king"], 1)],
      patch: { last: "failure" },
    });
    expect(choose(s).type).toBe("move");
  });

  test("in Hard a failure is the chance to go back up: it flees to the fullest corridor (the shallowest level)", () => {
    const s = mid({
      mode: "hard",
      phase: "after",
      hand: [],
      corridors: [
        cor(["stairs-1", "empty-9", "lich-king"], 1),
        cor(["stairs-2", "empty-8"]), // clockwise: nearly dug out, its next card is from the 4+ pile
        cor(["stairs-3", "empty-7"]),
        cor(["stairs-4", "empty-6"]),
        cor(["dead-end-1", "empty-5"]),
        cor(["dead-end-2", "empty-1", "empty-2", "empty-3", "empty-4", "empty-10"]), // counter-clockwise: untouched
      ],
      patch: { last: "failure" },
    });
    expect(choose(s)).toEqual({ type: "move", dir: "ccw" });
  });

  test("wins more often than the heuristic bot over the same seeded dungeons", () => {
    const { engine, bots } = games["dungeon-flee"];
    const wins = (bot: "strong" | "heuristic") => {
      let n = 0;
      for (let i = 0; i < 60; i++) {
        const r = playGame(engine, [bots[bot]], `cmp-${i}`, { mode: "easy", class: "fighter" }, 1, 20000);
        if (r.outcome?.results[0] === "win") n++;
      }
      return n;
    };
    expect(wins("strong")).toBeGreaterThan(wins("heuristic"));
  });
});
