/** The strong bot: plays every legal advantage it sees, from the player's view only. */
import { dungeonFleeBots as B, type FleeAction, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { games } from "@tabletop/shared";
import { playGame } from "@tabletop/shared/sim/play";
import { CLASSES } from "@tabletop/shared/dungeon-flee/content/index";
import { NEWCOMER_DECK } from "@tabletop/shared/dungeon-flee/bots/strong";
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
    const s = facing("hobgoblin", ["sword-1", "shield-1", "sword-2"], { patch: { inventory: ["flame-blade"] } });
    const t = attemptBy(s);
    expect(t.lastAttempt?.success).toBe(true);
    expect(t.inventory).toEqual(["flame-blade"]);
  });

  test("when only a treasure wins, it uses the weakest one that does", () => {
    // S1H1 with two swords: the Ring of Warding (+2 shields) suffices, the Wand of Wonder (+3 wild) is kept.
    const s = facing("hobgoblin", ["sword-1", "sword-2"], {
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
    const s = mid({ phase: "after", hand: ["hobgoblin", "empty-2", "sword-1"], patch: { last: "success" } });
    const a = choose(s);
    expect(a).toEqual({ type: "banish", pay: ["hobgoblin"], target: "empty-2" });
  });

  test("stops thinning at one hand: a five-card deck keeps its cards", () => {
    const hand = ["hobgoblin", "sword-1"];
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

  test("the newcomer plays as the strong bot but keeps a deck of three hands: waste goes, its cards stay", () => {
    const newcomer = (s: FleeState): FleeAction => B.newcomer.choose(E.view(s, 0), E.legal(s, 0), 0, 0.5);
    expect(games["dungeon-flee"].bots.newcomer).toBe(B.newcomer);
    expect(NEWCOMER_DECK).toBe(15);
    // Eleven cards: the strong bot banishes a Sword (above), the newcomer keeps it.
    const big = mid({ phase: "after", hand: ["hobgoblin", "sword-1"], patch: { last: "success" } });
    expect(choose(big)).toMatchObject({ type: "banish", target: "sword-1" });
    expect(newcomer(big).type).not.toBe("banish");
    // Waste goes whatever the deck's size (the rulebook's "the only way to rid your deck of these waste type cards").
    const waste = mid({ phase: "after", hand: ["hobgoblin", "empty-2", "sword-1"], patch: { last: "success" } });
    expect(newcomer(waste)).toEqual({ type: "banish", pay: ["hobgoblin"], target: "empty-2" });
    // In step 2 it plays as the strong bot: the same winning hand, the treasure kept.
    const s = facing("hobgoblin", ["sword-1", "shield-1", "sword-2"], { patch: { inventory: ["flame-blade"] } });
    expect(newcomer(s)).toEqual(choose(s));
  });

  test("does not thin into a dead end: a one-icon card of the kind the hand is short of stays", () => {
    // Seven cards, two sword icons (one on the Hobgoblin) against four shields: banishing the Sword would leave a
    // deck that can neither beat a sword requirement nor pay for the next banish. A Shield goes instead.
    const s = mid({
      phase: "after",
      hand: ["sword-1", "hobgoblin", "shield-1", "shield-2", "shield-3"],
      draw: ["shield-4", "shield-5"],
      patch: { last: "success" },
    });
    expect(choose(s)).toEqual({ type: "banish", pay: ["hobgoblin"], target: "shield-1" });
  });

  test("weighs the sword/shield mix of its hand against a requirement, not only the count of icons", () => {
    // A hand of five shields: the Gargoyle (H4) ahead counter-clockwise, the Minotaur (S4, the same damage)
    // clockwise. Five icons against four either way, but only the shields are there to beat the Gargoyle.
    const s = mid({
      phase: "after",
      hand: ["shield-1", "shield-2", "shield-3", "shield-4", "shield-5"],
      draw: [],
      corridors: [
        cor(["stairs-1", "lich-king"], 1),
        cor(["stairs-2", "minotaur"], 1),
        cor(["stairs-3", "empty-7"]),
        cor(["stairs-4", "empty-6"]),
        cor(["dead-end-1", "empty-5"]),
        cor(["dead-end-2", "gargoyle"], 1),
      ],
      patch: { last: "failure" },
    });
    expect(choose(s)).toEqual({ type: "move", dir: "ccw" });
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
