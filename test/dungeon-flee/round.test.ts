import { card } from "@tabletop/shared/dungeon-flee/content/index";
import { act, acts, attempt, code, cor, dmg, E, facing, fresh, mid, top } from "./helpers.js";

const after = (corr0: string[], up = 0, m: Parameters<typeof mid>[0] = {}) =>
  mid({ ...m, corridors: [cor(corr0, up), ...(m.corridors?.slice(1) ?? [])], phase: "after" });
const types = (s: Parameters<typeof E.legal>[0]) => E.legal(s, 0).map((a) => a.type);

describe("rounds (Game play Easy Mode)", () => {
  test("FLEE-ROUND-1: the game is played in rounds: every stay or move starts a new round at the current corridor", () => {
    let s = after(["stairs-1", "kobold", "empty-1"]);
    expect(s.round).toBe(1);
    s = act(s, { type: "stay" });
    expect(s.round).toBe(2);
    s = act(s, { type: "stay" });
    expect(s.round).toBe(3);
    expect(top(s)).toBe("kobold");
  });

  test("FLEE-Q-20: a round and a turn are the same: one card is resolved per round, then you choose again", () => {
    let s = after(["stairs-1", "kobold", "empty-1"]);
    s = act(s, { type: "stay" }); // the empty corridor is resolved
    expect(s.phase).toBe("after");
    expect(s.corridors[0].up).toBe(0); // the kobold is not turned over until the next round
  });

  test("FLEE-ROUND-14: step 1: stay, or Move clockwise or counter-clockwise", () => {
    const s = after(["stairs-1", "kobold"]);
    expect(E.legal(s, 0).filter((a) => a.type === "stay" || a.type === "move")).toEqual([
      { type: "stay" },
      { type: "move", dir: "cw" },
      { type: "move", dir: "ccw" },
    ]);
  });

  test("FLEE-ROUND-15: a Move places the token at the adjacent corridor", () => {
    expect(act(after(["stairs-1", "kobold"]), { type: "move", dir: "cw" }).location).toBe(1);
    expect(act(after(["stairs-1", "kobold"]), { type: "move", dir: "ccw" }).location).toBe(5);
  });

  test("FLEE-TERMS-5: a Move goes to the adjacent location clockwise or counter-clockwise", () => {
    const s = mid({ phase: "after", location: 3, corridors: [] });
    expect(act(s, { type: "move", dir: "cw" }).location).toBe(4);
    expect(act(s, { type: "move", dir: "ccw" }).location).toBe(2);
  });

  test("FLEE-TERMS-2: your Location is the corridor where the token is; encounters are taken from there", () => {
    const s = act(mid({ phase: "after", location: 2, corridors: [] }), { type: "stay" });
    expect(s.location).toBe(2);
    expect(s.corridors[2].cards).toEqual(["stairs-3"]); // its empty corridor was resolved
  });

  test("FLEE-ROUND-16: if nothing is showing, the top card is turned over", () => {
    const s = act(after(["stairs-1", "kobold"]), { type: "stay" });
    expect(s.corridors[0].up).toBe(1);
    expect(s.phase).toBe("encounter");
  });

  test("FLEE-ROUND-17: if an encounter is showing, you face it (the card beneath stays face down)", () => {
    const s = act(after(["stairs-1", "kobold", "giant-rat"], 1), { type: "stay" });
    expect(top(s)).toBe("giant-rat");
    expect(s.corridors[0].up).toBe(1);
    expect(s.phase).toBe("encounter");
  });

  test("FLEE-ROUND-18: a hand of 5 cards is dealt", () => {
    const s = act(after(["stairs-1", "kobold"]), { type: "stay" });
    expect(s.hand).toHaveLength(5);
    expect(s.draw).toHaveLength(5);
  });

  test("FLEE-ROUND-18 / FLEE-EMPTY-2: step 1 deals the hand before step 2 resolves an Empty corridor, so with an empty draw pile the Empty card is not reshuffled into that hand", () => {
    const s = act(
      after(["stairs-1", "empty-1"], 0, { draw: [], discard: ["sword-1", "sword-2", "shield-1"], health: 7 }),
      { type: "stay" },
    );
    expect(s.hand.slice().sort()).toEqual(["shield-1", "sword-1", "sword-2"]);
    expect(s.discard).toEqual(["empty-1"]);
    expect(s.health).toBe(8);
    // The same order for a Treasure: the hand is dealt, then the treasure is taken.
    const t = act(after(["stairs-1", "potion-1"], 0, { draw: [], discard: ["sword-1"] }), { type: "stay" });
    expect(t.hand).toEqual(["sword-1"]);
    expect(t.inventory).toEqual(["potion-1"]);
  });

  test("FLEE-OVERVIEW-1: draw up to 5: with only 3 cards in draw and discard together, the hand has 3", () => {
    const s = act(after(["stairs-1", "kobold"], 0, { draw: ["sword-1", "sword-2"], discard: ["shield-1"] }), {
      type: "stay",
    });
    expect(s.hand.sort()).toEqual(["shield-1", "sword-1", "sword-2"]);
  });

  test("FLEE-Q-7: the discard pile is shuffled into a new draw pile when the draw pile runs out mid-deal", () => {
    const s = act(
      after(["stairs-1", "kobold"], 0, {
        draw: ["sword-1", "sword-2"],
        discard: ["shield-1", "shield-2", "shield-3", "shield-4"],
      }),
      { type: "stay" },
    );
    expect(s.hand).toHaveLength(5);
    expect(s.hand.slice(0, 2).sort()).toEqual(["sword-1", "sword-2"]);
    expect(s.discard).toEqual([]);
    expect(s.draw).toHaveLength(1);
  });

  test("FLEE-CARDS-5: the discard pile is eventually shuffled back to be drawn again", () => {
    const s = act(
      after(["stairs-1", "kobold"], 0, {
        draw: [],
        discard: ["goblin-warrior", "sword-1", "sword-2", "shield-1", "shield-2"],
      }),
      { type: "stay" },
    );
    expect(s.hand).toContain("goblin-warrior");
  });

  test("FLEE-ROUND-20: success when the played cards produce the requirement; the encounter leaves the corridor", () => {
    const s = attempt(facing("goblin-warrior", ["sword-1", "sword-2", "shield-1"]), ["sword-1", "sword-2"]);
    expect(s.lastAttempt?.success).toBe(true);
    expect(top(s)).toBe("empty-9");
  });

  test("FLEE-ROUND-12: the requirement's icons count: 2 swords and 1 shield are needed for S2H1", () => {
    const fail = attempt(facing("orc-grunt", ["sword-1", "sword-2", "sword-3"]), ["sword-1", "sword-2", "sword-3"]);
    expect(fail.lastAttempt?.success).toBe(false);
    const ok = attempt(facing("orc-grunt", ["sword-1", "sword-2", "shield-1"]), ["sword-1", "sword-2", "shield-1"]);
    expect(ok.lastAttempt?.success).toBe(true);
  });

  test("FLEE-ROUND-13: a wildcard requirement takes any mix of swords and shields adding up to the total", () => {
    const ok = attempt(facing("zombie", ["sword-1", "shield-1", "shield-2"]), ["sword-1", "shield-1", "shield-2"]);
    expect(ok.lastAttempt?.success).toBe(true);
    const fail = attempt(facing("zombie", ["sword-1", "shield-1"]), ["sword-1", "shield-1"]);
    expect(fail.lastAttempt?.success).toBe(false);
  });

  test("FLEE-ROUND-22: a failure takes the damage on the green icon", () => {
    const s = attempt(facing("ogre", ["sword-1"], { health: 10 }), ["sword-1"]);
    expect(dmg("ogre")).toBeGreaterThan(1);
    expect(s.health).toBe(10 - dmg("ogre"));
  });

  test("FLEE-ROUND-2: failing a monster deals its damage", () => {
    const s = attempt(facing("goblin-warrior", ["sword-1"], { health: 10 }), []);
    expect(s.health).toBe(8);
  });

  test("FLEE-ROUND-23: each pair of shields played blocks one point of damage", () => {
    const two = attempt(facing("ogre", ["shield-1", "shield-2", "shield-3"], { health: 10 }), [
      "shield-1",
      "shield-2",
      "shield-3",
    ]);
    expect(two.health).toBe(10 - (dmg("ogre") - 1));
    expect(two.lastAttempt).toMatchObject({ damage: dmg("ogre"), blocked: 1, taken: dmg("ogre") - 1 });
    const four = attempt(facing("ogre", ["shield-1", "shield-2", "shield-3", "shield-4"], { health: 10 }), [
      "shield-1",
      "shield-2",
      "shield-3",
      "shield-4",
    ]);
    expect(four.health).toBe(10 - (dmg("ogre") - 2));
  });

  test("FLEE-Q-23: you cannot fail on purpose: while the hand can win, no commit is offered for a losing selection and one is refused", () => {
    // Two swords beat the Goblin Warrior (S2): playing only the shields would fail, so it is not allowed.
    let s = facing("goblin-warrior", ["sword-1", "sword-2", "shield-1", "shield-2"], { health: 10 });
    expect(types(s)).not.toContain("fight");
    s = acts(s, [
      { type: "select", card: "shield-1" },
      { type: "select", card: "shield-2" },
    ]);
    expect(types(s)).not.toContain("fight");
    expect(code(s, { type: "fight" })).toBe("MUST_DEFEAT");
    // The player chooses which winning set to play: with both swords selected the fight is offered, and wins.
    s = acts(s, [
      { type: "select", card: "sword-1" },
      { type: "select", card: "sword-2" },
    ]);
    expect(types(s)).toContain("fight");
    expect(act(s, { type: "fight" }).lastAttempt?.success).toBe(true);
    // A larger winning set is a choice too (all four cards), and so is an empty one the ability alone wins with.
    expect(attempt(facing("giant-rat", ["sword-1", "shield-1"], { cls: "fighter" }), []).lastAttempt?.success).toBe(
      true,
    );
  });

  test("FLEE-Q-23: usable treasures count: a hand that wins only with a combat treasure must use it, not fail", () => {
    let s = facing("goblin-warrior", ["sword-1", "shield-1"], { patch: { inventory: ["flame-blade", "potion-1"] } });
    expect(types(s)).toEqual(["select", "select", "treasure"]); // no fight, and the potion (at max health) is no use
    expect(code(s, { type: "fight" })).toBe("MUST_DEFEAT");
    s = act(s, { type: "treasure", card: "flame-blade" });
    expect(types(s)).toContain("fight");
    expect(act(s, { type: "fight" }).lastAttempt?.success).toBe(true);
    // The same for shield and wildcard treasures: the Tripwire (H1) with a sword only and the Tower Shield or the
    // Ring of Warding, the Goblin Warrior (S2) with one sword and the Wand of Wonder.
    for (const [enc, hand, treasure, verb] of [
      ["tripwire", ["sword-1"], "tower-shield", "disarm"],
      ["tripwire", ["sword-1"], "ring-of-warding", "disarm"],
      ["goblin-warrior", ["sword-1", "shield-1"], "wand-of-wonder", "fight"],
    ] as const) {
      let t = facing(enc, [...hand], { patch: { inventory: [treasure] } });
      expect(types(t)).not.toContain(verb);
      expect(code(t, { type: verb })).toBe("MUST_DEFEAT");
      t = act(t, { type: "treasure", card: treasure });
      expect(types(t)).toContain(verb);
      expect(act(t, { type: verb }).lastAttempt?.success).toBe(true);
    }
  });

  test("FLEE-Q-23: when nothing can win you fail, choosing what to play: shields played towards the requirement block; a double-shield card is a pair; trap damage is blocked too", () => {
    // No sword in hand: the Goblin Warrior (S2) cannot be beaten, so failing is allowed with any selection.
    const s = attempt(facing("goblin-warrior", ["shield-1", "shield-2", "shield-3"], { health: 10 }), [
      "shield-1",
      "shield-2",
    ]);
    expect(s.lastAttempt?.success).toBe(false);
    expect(s.health).toBe(10 - (dmg("goblin-warrior") - 1));
    const hh = attempt(facing("ogre", ["spiked-pit"], { health: 10 }), ["spiked-pit"]); // spiked-pit centre: two shields
    expect(hh.health).toBe(10 - (dmg("ogre") - 1));
    const trap = attempt(facing("swinging-blade", ["shield-1", "shield-2"], { health: 10 }), ["shield-1", "shield-2"]);
    expect(trap.health).toBe(10 - (dmg("swinging-blade") - 1)); // 1 blocked
  });

  test("FLEE-ROUND-21: after the attempt the played and the remaining cards end on the discard pile", () => {
    let s = attempt(facing("kobold", ["sword-1", "sword-2", "shield-1", "shield-2", "shield-3"]), ["sword-1"]);
    expect(s.discard).toEqual(expect.arrayContaining(["sword-1", "kobold"]));
    expect(s.hand).toHaveLength(4); // kept for banishing until step 3 is decided
    s = act(s, { type: "stay" });
    expect(s.discard).toEqual(
      expect.arrayContaining(["sword-1", "kobold", "sword-2", "shield-1", "shield-2", "shield-3"]),
    );
  });

  test("FLEE-OVERVIEW-8: played cards are discarded, then a fresh hand of up to 5 is drawn for the next card", () => {
    let s = attempt(facing("kobold", ["sword-1", "sword-2", "shield-1", "shield-2", "shield-3"]), ["sword-1"]);
    s = act(s, { type: "stay" }); // flips empty-9 and deals 5
    expect(s.hand).toHaveLength(5);
    expect(s.hand).not.toContain("sword-1");
  });

  test("FLEE-Q-19: the whole hand is discarded and 5 new cards are dealt for every round and every retry", () => {
    let s = attempt(facing("ogre", ["sword-1", "sword-2", "shield-3", "shield-1", "shield-2"]), ["sword-1"]);
    s = act(s, { type: "stay" }); // retry the ogre (S3H1: two swords cannot beat it)
    expect(s.phase).toBe("encounter");
    expect(s.hand).toHaveLength(5);
    expect(s.hand.some((c) => ["sword-2", "shield-3", "shield-1", "shield-2"].includes(c))).toBe(false);
  });

  test("FLEE-ROUND-3: after failing a monster you decide to fight again or flee", () => {
    const s = attempt(facing("ogre", ["sword-1"]), []);
    expect(types(s)).toEqual(expect.arrayContaining(["stay", "move"]));
    expect(act(s, { type: "stay" }).phase).toBe("encounter");
    expect(act(s, { type: "move", dir: "cw" }).location).toBe(1);
  });

  test("FLEE-Q-24: in Easy a monster you fail to defeat stays face up on top of its corridor", () => {
    const s = attempt(facing("ogre", ["sword-1"]), []);
    expect(top(s)).toBe("ogre");
    expect(s.corridors[0].up).toBe(1);
    const back = acts(s, [{ type: "move", dir: "cw" }]);
    expect(back.corridors[0].cards.at(-1)).toBe("ogre");
  });

  test("FLEE-ROUND-24: step 3: stay in this corridor or flee to another", () => {
    const s = attempt(facing("kobold", ["sword-1"]), ["sword-1"]);
    expect(types(s)).toEqual(expect.arrayContaining(["stay", "move"]));
  });

  test("FLEE-ROUND-25: staying with the encounter still present: deal 5 and continue from step 2", () => {
    const s = act(attempt(facing("ogre", ["sword-1"]), []), { type: "stay" });
    expect(s.phase).toBe("encounter");
    expect(top(s)).toBe("ogre");
    expect(s.hand).toHaveLength(5);
  });

  test("FLEE-Q-21: staying after a success turns over the next card in a new round", () => {
    const s0 = attempt(facing("kobold", ["sword-1"]), ["sword-1"]);
    const s = act(s0, { type: "stay" });
    expect(s.round).toBe(s0.round + 1);
    expect(s.discard).toContain("empty-9"); // the next card was turned over and resolved
  });

  test("FLEE-Q-22: fleeing is a Move to an adjacent corridor and starts the next round there at once", () => {
    const s0 = attempt(facing("ogre", ["sword-1"]), []);
    const s = act(s0, { type: "move", dir: "cw" });
    expect(s.location).toBe(1);
    expect(s.round).toBe(s0.round + 1);
    expect(s.corridors[1].cards).toEqual(["stairs-2"]); // its empty corridor was resolved at once
    expect(code(s0, { type: "move", dir: "far" })).toBe("MALFORMED_ACTION");
  });

  test("FLEE-OVERVIEW-4: once the card is resolved, your turn ends: nothing further is turned over without a new choice", () => {
    const s = act(after(["stairs-1", "kobold", "potion-1"]), { type: "stay" });
    expect(s.inventory).toEqual(["potion-1"]);
    expect(s.corridors[0].up).toBe(0);
    expect(s.phase).toBe("after");
  });
});

describe("exits", () => {
  test("FLEE-ROUND-26: when the last card is reached it is turned over to see if it is Stairs Up or Dead End", () => {
    const s = act(after(["stairs-1"]), { type: "stay" });
    expect(s.corridors[0]).toEqual({ cards: ["stairs-1"], up: 1 });
  });

  test("FLEE-Q-29: the exit is turned over by the normal step-1 flip after the card above it is resolved", () => {
    const s0 = attempt(facing("kobold", ["sword-1"], { corridors: [cor(["stairs-1", "kobold"], 1)] }), ["sword-1"]);
    expect(s0.corridors[0]).toEqual({ cards: ["stairs-1"], up: 0 });
    expect(act(s0, { type: "stay" }).corridors[0].up).toBe(1);
  });

  test("FLEE-ROUND-27: a Stairs Up counts as one corridor made it through", () => {
    expect(act(after(["stairs-1"]), { type: "stay" }).stairs).toBe(1);
  });

  test("FLEE-EXIT-1: the Stairs Up card stays where it was", () => {
    const s = act(act(after(["stairs-1"]), { type: "stay" }), { type: "move", dir: "cw" });
    expect(s.corridors[0].cards).toEqual(["stairs-1"]);
  });

  test("FLEE-OVERVIEW-2: on a Stairs Up the victory condition is checked", () => {
    expect(act(after(["stairs-1"], 0, { patch: { stairs: 2 } }), { type: "stay" }).result).toBeNull();
    expect(act(after(["stairs-1"], 0, { patch: { stairs: 3 } }), { type: "stay" }).result).toBe("win");
  });

  test("FLEE-OVERVIEW-3: after a Stairs Up you leave the card and must Move to an adjacent corridor", () => {
    const s = act(after(["stairs-1"]), { type: "stay" });
    expect(types(s)).toEqual(["move", "move"]);
    expect(code(s, { type: "stay" })).toBe("MUST_MOVE");
  });

  test("FLEE-Q-30: the game is won as soon as the 4th Stairs Up is turned over (the token is already there)", () => {
    const s = act(after(["stairs-1"], 0, { patch: { stairs: 3 } }), { type: "stay" });
    expect(E.outcome(s)?.results).toEqual(["win"]);
    expect(E.legal(s, 0)).toEqual([]);
  });

  test("FLEE-EXIT-3: a Dead End stays where it was", () => {
    const s = act(act(after(["dead-end-1"]), { type: "stay" }), { type: "move", dir: "ccw" });
    expect(s.corridors[0]).toEqual({ cards: ["dead-end-1"], up: 1 });
  });

  test("FLEE-EXIT-4: after a Dead End your turn ends (no hand is dealt, no further card)", () => {
    const s = act(after(["dead-end-1"]), { type: "stay" });
    expect(s.hand).toEqual([]);
    expect(s.phase).toBe("after");
    expect(s.stairs).toBe(0);
  });

  test("FLEE-Q-13: the Dead End ends the turn; the Move happens as the next turn's step 1", () => {
    const s = act(after(["dead-end-1"]), { type: "stay" });
    const r = s.round;
    const t = act(s, { type: "move", dir: "cw" });
    expect(t.round).toBe(r + 1);
    expect(t.location).toBe(1);
  });

  test("FLEE-ROUND-28: at a Dead End you Move to an adjacent corridor and continue from step 1", () => {
    const s = act(act(after(["dead-end-1"]), { type: "stay" }), { type: "move", dir: "cw" });
    expect(s.location).toBe(1);
    expect(s.discard).toContain("empty-2");
  });

  test("FLEE-TERMS-3: a corridor is Cleared when its face-up card is an exit", () => {
    const v = E.view(act(after(["dead-end-1"]), { type: "stay" }), 0);
    expect(v.corridors[0].cleared).toBe(true);
    expect(v.corridors[1].cleared).toBe(false);
  });

  test("FLEE-EXIT-5: the next turn's Move goes on until it enters a corridor that is not cleared", () => {
    const s = mid({ phase: "after", corridors: [cor(["dead-end-1"], 1), cor(["stairs-2"], 1), cor(["stairs-3"], 1)] });
    expect(act(s, { type: "move", dir: "cw" }).location).toBe(3);
  });

  test("FLEE-ROUND-11: moving into a corridor with a Stairs Up or Dead End showing, you continue to the next", () => {
    const s = mid({ phase: "after", corridors: [cor(["stairs-1", "kobold"], 0), cor(["stairs-2"], 1)] });
    expect(act(s, { type: "move", dir: "cw" }).location).toBe(2);
  });

  test("FLEE-Q-4: passing several cleared corridors is one Move in one direction; you can never stop on a cleared one", () => {
    const s = mid({
      phase: "after",
      location: 2,
      corridors: [
        cor(["stairs-1", "kobold"], 0),
        cor(["stairs-2"], 1),
        cor(["stairs-3"], 1),
        cor(["stairs-4"], 1),
        cor(["dead-end-1", "giant-rat"], 0),
      ],
    });
    expect(act(s, { type: "move", dir: "ccw" }).location).toBe(0);
    expect(act(s, { type: "move", dir: "cw" }).location).toBe(4);
    expect(code(s, { type: "stay" })).toBe("MUST_MOVE");
  });

  test("FLEE-END-1: exiting four Stairs Up wins", () => {
    const s = act(after(["stairs-4"], 0, { patch: { stairs: 3 } }), { type: "stay" });
    expect(s.result).toBe("win");
    expect(E.outcome(s)).toMatchObject({ results: ["win"], scores: [s.health] });
  });

  test("FLEE-END-2: health below 1 loses; exactly 1 does not", () => {
    const one = attempt(facing("ogre", [], { health: dmg("ogre") + 1 }), []);
    expect(one.health).toBe(1);
    expect(E.outcome(one)).toBeNull();
    const dead = attempt(facing("ogre", [], { health: dmg("ogre") }), []);
    expect(E.outcome(dead)?.results).toEqual(["loss"]);
  });

  test("FLEE-OVERVIEW-9: the game ends immediately (win or loss): nothing is legal and actions are rejected", () => {
    const dead = attempt(facing("ogre", [], { health: 2 }), []);
    expect(E.legal(dead, 0)).toEqual([]);
    expect(code(dead, { type: "stay" })).toBe("GAME_OVER");
    const won = act(after(["stairs-4"], 0, { patch: { stairs: 3 } }), { type: "stay" });
    expect(code(won, { type: "move", dir: "cw" })).toBe("GAME_OVER");
  });
});

describe("first turn", () => {
  test("FLEE-Q-18: in Easy mode the first turn may start down any corridor", () => {
    const s = fresh("easy");
    expect(E.legal(s, 0)).toHaveLength(6);
    expect(act(s, { type: "enter", corridor: 4 }).location).toBe(4);
    expect(code(s, { type: "enter", corridor: 6 })).toBe("NO_SUCH_CORRIDOR");
    expect(code(s, { type: "stay" })).toBe("WRONG_PHASE");
  });

  test("FLEE-HARD-2: in Hard the first turn may start down any dungeon corridor", () => {
    const s = fresh("hard");
    expect(E.legal(s, 0).map((a) => (a as { corridor: number }).corridor)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test("FLEE-HARD-3: then the top card of that corridor is turned over and faced first, whatever it is", () => {
    // Seeds whose entered corridor shows each kind of top card: an encounter, a Treasure, an Empty corridor.
    const seen = new Set<string>();
    for (let i = 0; seen.size < 3 && i < 200; i++) {
      const s0 = fresh("hard", "barbarian", `h3-${i}`);
      const at = i % 6;
      const topCard = card(s0.corridors[at].cards.at(-1)!);
      const r = E.apply(s0, 0, { type: "enter", corridor: at });
      if (!r.ok) throw new Error(r.code);
      const s = r.state;
      expect([s.location, s.round]).toEqual([at, 1]);
      // Nothing else was turned over, and the card beneath it is still face down.
      expect(s.corridors.filter((c, j) => j !== at).every((c) => c.up === 0)).toBe(true);
      const kind =
        topCard.kind === "monster" || topCard.kind === "door" || topCard.kind === "trap" ? "encounter" : topCard.kind;
      seen.add(kind);
      if (kind === "encounter") {
        expect(s.corridors[at]).toEqual({ cards: s0.corridors[at].cards, up: 1 });
        expect(s.phase).toBe("encounter");
        expect(E.view(s, 0).encounter).toEqual(topCard);
        expect(r.events.map((e) => e.text)).toContain(`Corridor ${at + 1}: ${topCard.name}.`);
      } else {
        // A non-encounter is resolved at once: the treasure is taken, the empty corridor rested on and discarded.
        expect(s.corridors[at]).toEqual({ cards: s0.corridors[at].cards.slice(0, -1), up: 0 });
        expect(s.phase).toBe("after");
        if (kind === "treasure") expect(s.inventory).toEqual([topCard.id]);
        else expect(s.discard).toEqual([topCard.id]);
      }
      expect(s.hand).toHaveLength(5);
    }
    expect([...seen].sort()).toEqual(["empty", "encounter", "treasure"]);
  });
});
