import { act, attempt, code, cor, dmg, E, facing, mid, top } from "./helpers.js";

const S = ["sword-1", "sword-2", "sword-3", "sword-4", "sword-5"];
const H = ["shield-1", "shield-2", "shield-3", "shield-4", "shield-5"];

describe("monsters (Card Anatomy › Monster Encounter cards)", () => {
  test("FLEE-MONSTER-1: a defeated name-only monster is banished", () => {
    const s = attempt(facing("giant-rat", [S[0]]), [S[0]]);
    expect(s.banished).toContain("giant-rat");
    expect(s.discard).not.toContain("giant-rat");
  });

  test("FLEE-MONSTER-2: a defeated monster with text in its centre goes to the discard pile", () => {
    const s = attempt(facing("orc-shaman", [S[0], S[1], H[0], H[1]]), [S[0], S[1], H[0], H[1]]); // W4
    expect(s.discard).toContain("orc-shaman");
  });

  test("FLEE-MONSTER-3: a defeated monster with icons in its centre goes to the discard pile", () => {
    const s = attempt(facing("kobold", [S[0]]), [S[0]]);
    expect(s.discard).toContain("kobold");
    expect(s.banished).not.toContain("kobold");
  });

  test("FLEE-MONSTER-4: a defeated monster with icons and text goes to the discard pile", () => {
    // The Vampire (W9) shows a sword and a heal text; the Ogre and the Death Knight show 3 icons, the Ettin 2.
    const hand = ["ogre", "death-knight", "ettin", S[0]];
    const s = attempt(facing("vampire", hand), hand);
    expect(s.discard).toContain("vampire");
  });

  test("FLEE-CARDS-4: a defeated playable card goes directly to the discard pile (not the hand or draw pile)", () => {
    const s = attempt(facing("kobold", [S[0], H[0]]), [S[0]]);
    expect(s.discard.at(-1)).toBe("kobold");
    expect(s.hand).not.toContain("kobold");
    expect(s.draw).not.toContain("kobold");
  });

  test("FLEE-CARDS-2: an obtained encounter becomes a playable card in your deck", () => {
    let s = attempt(facing("goblin-warrior", [S[0], S[1]]), [S[0], S[1]]);
    s = { ...s, draw: [], discard: ["goblin-warrior"] };
    s = act({ ...s, corridors: [cor(["stairs-1", "kobold"], 0), ...s.corridors.slice(1)] }, { type: "stay" });
    expect(s.hand).toEqual(["goblin-warrior"]);
    expect(act(s, { type: "select", card: "goblin-warrior" }).selected).toEqual(["goblin-warrior"]);
  });

  test("the log names the card added to the attempt or taken back to its player, and only the count to others", () => {
    const s = facing("kobold", [S[0], H[0]]);
    const added = E.apply(s, 0, { type: "select", card: S[0] });
    if (!added.ok) throw new Error(added.reason);
    expect(added.events).toEqual([
      { kind: "selected", seat: 0, to: 0, text: "{seat:0} adds Sword (1 sword) to the attempt (1 card chosen)." },
      { kind: "selected", seat: 0, notTo: 0, text: "{seat:0} adds a card to the attempt (1 card chosen)." },
    ]);
    const back = E.apply(added.state, 0, { type: "deselect", card: S[0] });
    if (!back.ok) throw new Error(back.reason);
    expect(back.events.map((e) => e.text)).toEqual([
      "{seat:0} takes Sword (1 sword) back from the attempt (0 cards chosen).",
      "{seat:0} takes a card back from the attempt (0 cards chosen).",
    ]);
  });

  test("FLEE-Q-6: gaining is mandatory: the defeated card joins the deck without a choice, and no decline action exists", () => {
    const s = act(facing("kobold", [S[0]]), { type: "select", card: S[0] });
    const kinds = new Set(E.legal(s, 0).map((a) => a.type));
    expect([...kinds].sort()).toEqual(["deselect", "fight"]);
    expect(act(s, { type: "fight" }).discard).toContain("kobold");
  });

  test("FLEE-ENCOUNTER-1: a monster must be fought at once: the only way on is a fight (no move in step 2)", () => {
    const s = facing("ogre", [S[0]]);
    expect(E.legal(s, 0).some((a) => a.type === "move" || a.type === "stay")).toBe(false);
    expect(code(s, { type: "move", dir: "cw" })).toBe("WRONG_PHASE");
    expect(code(s, { type: "open" })).toBe("WRONG_COMMIT");
  });

  test("FLEE-ANATOMY-2: a played card's centre icons and text add to your power", () => {
    // the Dire Wolf shows a sword and a shield: with one more sword it meets the Orc Grunt's S2H1
    const s = attempt(facing("orc-grunt", ["dire-wolf", S[0]]), ["dire-wolf", S[0]]);
    expect(s.lastAttempt).toMatchObject({ success: true, swords: 2, shields: 1 });
    // minotaur text: +2 swords against monsters, plus a sword card = 3 swords against the Skeleton (S3)
    const t = attempt(facing("skeleton", ["minotaur", S[0], H[0]]), ["minotaur", S[0], H[0]]);
    expect(t.lastAttempt).toMatchObject({ success: true, swords: 3, shields: 1 });
  });

  test("FLEE-COMBAT-1: a gained card's centre options can be played from the hand", () => {
    const s = attempt(facing("zombie", ["basilisk", S[0]]), ["basilisk", S[0]]); // basilisk: counts as 2 icons of your choice
    expect(s.lastAttempt).toMatchObject({ success: true, wild: 2 });
  });
});

describe("traps", () => {
  test("FLEE-TRAP-1: one chance only: after the attempt the trap is gone, win or lose", () => {
    const s = attempt(facing("pit-trap", [S[0]]), [S[0]]);
    expect(s.corridors[0].cards).not.toContain("pit-trap");
    expect(act(s, { type: "stay" }).phase).not.toBe("encounter");
  });

  test("FLEE-TRAP-2: a failed trap is sent to the banished pile", () => {
    expect(attempt(facing("pit-trap", [S[0]]), []).banished).toContain("pit-trap");
  });

  test("FLEE-ROUND-4: a failed trap deals its damage, then is banished", () => {
    const s = attempt(facing("pit-trap", [S[0]], { health: 9 }), []);
    expect(s.health).toBe(7);
    expect(s.banished).toEqual(["pit-trap"]);
  });

  test("FLEE-TRAP-3: a disarmed trap goes to the discard pile", () => {
    expect(attempt(facing("pit-trap", [H[0], H[1]]), [H[0], H[1]]).discard).toContain("pit-trap");
  });

  test("FLEE-ENCOUNTER-2: disarming a trap avoids its damage", () => {
    const s = attempt(facing("pit-trap", [H[0], H[1]], { health: 9 }), [H[0], H[1]]);
    expect(s.health).toBe(9);
  });
});

describe("doors", () => {
  const doorState = (extra: Parameters<typeof mid>[0] = {}) =>
    mid({
      hand: [H[0]], // cannot open the door: failing is only possible when no winning set exists (FLEE-Q-23)
      ...extra,
      phase: "encounter",
      corridors: [cor(["stairs-1", "empty-9", "rotten-door"], 1), ...(extra.corridors ?? []).slice(1)],
    });

  test("FLEE-ENCOUNTER-3: a door must be opened at once (the commit is 'open')", () => {
    const s = doorState();
    expect(E.legal(s, 0).at(-1)).toEqual({ type: "open" });
    expect(code(s, { type: "fight" })).toBe("WRONG_COMMIT");
  });

  test("FLEE-DOOR-1: a door you fail stays in its corridor until opened", () => {
    const s = attempt(doorState(), []);
    expect(top(s)).toBe("rotten-door");
    expect(act(s, { type: "stay" }).phase).toBe("encounter");
  });

  test("FLEE-DOOR-3: an opened door goes to the discard pile", () => {
    const s = attempt(doorState({ hand: [S[0]] }), [S[0]]);
    expect(s.discard).toContain("rotten-door");
    expect(top(s)).toBe("empty-9");
  });

  test("FLEE-ROUND-5: a failed door deals damage when it has a damage icon", () => {
    expect(attempt(doorState({ health: 9 }), []).health).toBe(8);
  });

  test("FLEE-Q-25: a door without a damage icon deals no damage but still moves the monsters", () => {
    const s0 = mid({
      phase: "encounter",
      hand: [S[0]],
      health: 9,
      corridors: [cor(["stairs-1", "locked-door"], 1), cor(["stairs-2", "kobold"], 1)],
    });
    const s = attempt(s0, []);
    expect(s.health).toBe(9);
    expect(top(s, 2)).toBe("kobold");
  });

  test("FLEE-DOOR-2: failing a door moves the monsters on top of the corridors one space clockwise", () => {
    const s = attempt(
      doorState({ corridors: [cor([]), cor(["stairs-2", "empty-2", "kobold"], 1), cor(["stairs-3", "giant-rat"], 1)] }),
      [],
    );
    expect(top(s, 1)).toBe("empty-2");
    expect(top(s, 2)).toBe("kobold");
    expect(s.corridors[2].cards).toEqual(["stairs-3", "kobold"]);
    expect(top(s, 3)).toBe("giant-rat");
    expect(s.corridors[3].up).toBe(1);
  });

  test("FLEE-Q-26: only face-up monsters on top move; face-down cards and non-monsters stay", () => {
    const s = attempt(
      doorState({ corridors: [cor([]), cor(["stairs-2", "ogre"], 0), cor(["stairs-3", "potion-1"], 1)] }),
      [],
    );
    expect(s.corridors[1]).toEqual({ cards: ["stairs-2", "ogre"], up: 0 });
    expect(s.corridors[2]).toEqual({ cards: ["stairs-3", "potion-1"], up: 1 });
  });

  test("FLEE-Q-27: monsters move all at once onto the next uncleared corridor, on top of whatever is there", () => {
    const s = attempt(
      doorState({
        corridors: [
          cor([]),
          cor(["stairs-2", "kobold"], 1),
          cor(["stairs-3", "giant-rat"], 1),
          cor(["stairs-4"], 1),
          cor(["dead-end-1", "iron-door"], 1),
        ],
      }),
      [],
    );
    expect(s.corridors[2].cards).toEqual(["stairs-3", "kobold"]); // simultaneous: the rat left, the kobold arrived
    expect(s.corridors[3]).toEqual({ cards: ["stairs-4"], up: 1 }); // cleared corridor passed
    expect(s.corridors[4]).toEqual({ cards: ["dead-end-1", "iron-door", "giant-rat"], up: 2 });
  });

  test("FLEE-ROUND-6: a monster that lands on your corridor must be fought next round", () => {
    const s = attempt(
      doorState({ corridors: [cor([]), cor([]), cor([]), cor([]), cor([]), cor(["dead-end-2", "kobold"], 1)] }),
      [],
    );
    expect(top(s)).toBe("kobold");
    expect(s.mustFight).toBe(true);
    expect(E.legal(s, 0).filter((a) => a.type === "stay" || a.type === "move")).toEqual([{ type: "stay" }]);
    expect(code(s, { type: "move", dir: "cw" })).toBe("MUST_FIGHT");
    const t = act(s, { type: "stay" });
    expect(t.phase).toBe("encounter");
    expect(top(t)).toBe("kobold");
  });

  test("FLEE-Q-28: the round ends at once, you may not flee, and after the monster you face the door again", () => {
    const s = attempt(
      doorState({
        draw: [...H, S[1]],
        corridors: [cor([]), cor([]), cor([]), cor([]), cor([]), cor(["dead-end-2", "kobold"], 1)],
      }),
      [],
    );
    let t = act(s, { type: "stay" });
    t = attempt(t, t.hand.filter((c) => c.startsWith("sword")).slice(0, 1));
    expect(t.lastAttempt?.success).toBe(true);
    expect(top(t)).toBe("rotten-door");
    expect(t.corridors[0].up).toBe(1);
    expect(act(t, { type: "stay" }).phase).toBe("encounter");
  });

  test("FLEE-ROUND-7: each new failure at the door moves the monsters again", () => {
    // Only shields to draw: the retry cannot open the door either.
    let s = attempt(doorState({ corridors: [cor([]), cor(["stairs-2", "kobold"], 1)], draw: H.slice(1) }), []);
    expect(top(s, 2)).toBe("kobold");
    s = act(s, { type: "stay" });
    s = attempt(s, []);
    expect(top(s, 3)).toBe("kobold");
  });

  test("FLEE-ENCOUNTER-4: if no monster lands on you after a failed door, you may try again or flee", () => {
    const s = attempt(doorState(), []);
    expect(E.legal(s, 0).filter((a) => a.type === "stay" || a.type === "move")).toHaveLength(3);
  });
});

describe("treasure", () => {
  const found = () =>
    act(mid({ phase: "after", corridors: [cor(["stairs-1", "kobold", "tower-shield"])] }), { type: "stay" });

  test("FLEE-TREASURE-1: a found treasure goes at once to your inventory", () => {
    const s = found();
    expect(s.inventory).toEqual(["tower-shield"]);
    expect(s.corridors[0].cards).toEqual(["stairs-1", "kobold"]);
  });

  test("FLEE-TREASURE-2: taking it is a free action: no action is needed and the hand is still dealt", () => {
    const s = found();
    expect(s.hand).toHaveLength(5);
    expect(s.phase).toBe("after");
  });

  test("FLEE-ENCOUNTER-8: a treasure in the inventory is not in the discard pile", () => {
    const s = found();
    expect(s.discard).not.toContain("tower-shield");
  });

  test("FLEE-ROUND-8: after a treasure you turn over the next encounter or flee to an adjacent corridor", () => {
    const s = found();
    expect(act(s, { type: "stay" }).corridors[0].up).toBe(1);
    expect(act(s, { type: "move", dir: "ccw" }).location).toBe(5);
  });

  test("FLEE-TREASURE-3: a treasure can be played when you have a choice, with its effect", () => {
    const s = act(facing("ogre", [S[0], S[1]], { patch: { inventory: ["flame-blade"] } }), {
      type: "treasure",
      card: "flame-blade",
    });
    expect(s.bonus.swords).toBe(3);
    expect(
      attempt(
        s,
        [H[0]].filter((c) => s.hand.includes(c)),
      ).lastAttempt?.success,
    ).toBe(false);
    const won = attempt(
      act(facing("orc-grunt", [S[0], H[0]], { patch: { inventory: ["flame-blade"] } }), {
        type: "treasure",
        card: "flame-blade",
      }),
      [H[0]],
    );
    expect(won.lastAttempt?.success).toBe(true);
  });

  test("FLEE-ROUND-19: treasures enhance the result of step 2", () => {
    const s = act(facing("zombie", [S[0]], { patch: { inventory: ["wand-of-wonder"] } }), {
      type: "treasure",
      card: "wand-of-wonder",
    });
    expect(attempt(s, []).lastAttempt?.success).toBe(true);
  });

  test("FLEE-COMBAT-3: a treasure producing shields helps block damage", () => {
    const s = act(facing("hydra", [], { health: 9, patch: { inventory: ["tower-shield"] } }), {
      type: "treasure",
      card: "tower-shield",
    });
    const t = attempt(s, []);
    expect(t.lastAttempt?.blocked).toBe(1);
    expect(t.health).toBe(9 - dmg("hydra") + 1);
  });

  test("FLEE-Q-9: healing works outside step 2; combat treasures only in step 2; used treasures are banished; they don't count as cards played", () => {
    const a = mid({ phase: "after", health: 5, patch: { inventory: ["potion-1", "flame-blade"] } });
    expect(E.legal(a, 0)).toContainEqual({ type: "treasure", card: "potion-1" });
    expect(E.legal(a, 0)).not.toContainEqual({ type: "treasure", card: "flame-blade" });
    expect(code(a, { type: "treasure", card: "flame-blade" })).toBe("NO_EFFECT_NOW");
    const b = act(a, { type: "treasure", card: "potion-1" });
    expect(b.health).toBe(8);
    expect(b.banished).toContain("potion-1");
    expect(b.inventory).toEqual(["flame-blade"]);
    let c = facing("ogre", S.slice(0, 5), { patch: { inventory: ["ring-of-warding"] } });
    for (const x of S) c = act(c, { type: "select", card: x });
    c = act(c, { type: "treasure", card: "ring-of-warding" });
    expect(c.selected).toHaveLength(5);
    expect(code(c, { type: "treasure", card: "potion-9" })).toBe("NOT_IN_INVENTORY");
  });
});

describe("empty corridors and banishing", () => {
  const rest = (health: number) =>
    act(mid({ phase: "after", health, corridors: [cor(["stairs-1", "kobold", "empty-1"])] }), { type: "stay" });

  test("FLEE-EMPTY-1: an Empty corridor restores 1 health", () => {
    expect(rest(7).health).toBe(8);
  });

  test("FLEE-Q-10: max health is the starting health; resting never goes above it", () => {
    const max = mid({}).maxHealth;
    const s = rest(max);
    expect(s.health).toBe(max);
    expect(rest(max - 1).health).toBe(max);
  });

  test("FLEE-EMPTY-2: the Empty corridor card then goes to your discard pile", () => {
    expect(rest(7).discard).toContain("empty-1");
  });

  const withHand = (hand: string[]) => mid({ phase: "after", hand, draw: [] });

  test("FLEE-EMPTY-3: during your turn an Empty corridor can be banished by playing a shield and a sword", () => {
    const s = act(withHand([S[0], H[0], "empty-3"]), { type: "banish", pay: [S[0], H[0]], target: "empty-3" });
    expect(s.banished).toEqual(["empty-3"]);
    expect(s.hand).toEqual([]);
  });

  test("FLEE-ROUND-9: any card in the hand can be banished with a sword and a shield", () => {
    const s = act(withHand([S[0], H[0], S[1]]), { type: "banish", pay: [S[0], H[0]], target: S[1] });
    expect(s.banished).toEqual([S[1]]);
  });

  test("FLEE-ROUND-10: one sword-and-shield pair banishes one card", () => {
    const s = withHand([S[0], H[0], "empty-3", "empty-4"]);
    const banishes = E.legal(s, 0).filter((a) => a.type === "banish");
    expect(banishes.every((a) => a.type === "banish" && typeof a.target === "string")).toBe(true);
    const t = act(s, { type: "banish", pay: [S[0], H[0]], target: "empty-3" });
    expect(t.hand).toEqual(["empty-4"]);
    expect(E.legal(t, 0).some((a) => a.type === "banish")).toBe(false);
  });

  test("FLEE-Q-12: one card showing both icons pays alone; text or two swords do not pay", () => {
    expect(
      act(withHand(["dire-wolf", "empty-3"]), { type: "banish", pay: ["dire-wolf"], target: "empty-3" }).banished,
    ).toEqual(["empty-3"]);
    expect(code(withHand([S[0], S[1], "empty-3"]), { type: "banish", pay: [S[0], S[1]], target: "empty-3" })).toBe(
      "INVALID_PAYMENT",
    );
    expect(
      code(withHand(["basilisk", S[0], "empty-3"]), { type: "banish", pay: ["basilisk", S[0]], target: "empty-3" }),
    ).toBe("INVALID_PAYMENT");
    expect(code(withHand([S[0], H[0]]), { type: "banish", pay: [S[0], H[0]], target: S[0] })).toBe("INVALID_TARGET");
  });

  test("FLEE-ENCOUNTER-6: the sword and shield are played from the hand (they go to the discard pile)", () => {
    const s = act(withHand([S[0], H[0], "empty-3"]), { type: "banish", pay: [S[0], H[0]], target: "empty-3" });
    expect(s.discard).toEqual([S[0], H[0]]);
    expect(code(withHand([S[0], "empty-3"]), { type: "banish", pay: [S[0], H[1]], target: "empty-3" })).toBe(
      "CARD_NOT_IN_HAND",
    );
  });

  test("FLEE-ENCOUNTER-7: banishing is the only way an Empty corridor leaves the deck: otherwise it cycles back", () => {
    let s = mid({
      phase: "after",
      hand: [],
      draw: [],
      discard: ["empty-3", S[0], H[0]],
      corridors: [cor(["stairs-1", "kobold", "giant-rat"])],
    });
    s = act(s, { type: "stay" });
    expect(s.hand.sort()).toEqual(["empty-3", H[0], S[0]].sort());
    expect(code(s, { type: "select", card: "empty-9" })).toBe("CARD_NOT_IN_HAND");
    const actions = new Set(E.legal(s, 0).map((a) => a.type));
    expect(actions.has("banish")).toBe(false); // not during the attempt
  });

  test("FLEE-TERMS-4: a banished card is removed from play: it never comes back to the deck", () => {
    let s = act(withHand([S[0], H[0], "empty-3"]), { type: "banish", pay: [S[0], H[0]], target: "empty-3" });
    s = act({ ...s, corridors: [cor(["stairs-1", "kobold"]), ...s.corridors.slice(1)] }, { type: "stay" });
    expect([...s.hand, ...s.draw, ...s.discard]).not.toContain("empty-3");
  });

  test("FLEE-OVERVIEW-7: banishing is allowed after combat or on a non-encounter, not during the attempt", () => {
    const inCombat = facing("ogre", [S[0], H[0], "empty-3"]);
    expect(code(inCombat, { type: "banish", pay: [S[0], H[0]], target: "empty-3" })).toBe("BANISH_IN_COMBAT");
    const afterFight = attempt(facing("giant-rat", [S[0], S[1], H[0], "empty-3"]), [S[0]]);
    expect(E.legal(afterFight, 0)).toContainEqual({ type: "banish", pay: [S[1], H[0]], target: "empty-3" });
  });

  test("FLEE-Q-11: banishing is open in every round's step 3 (after any attempt or non-encounter), with cards not played", () => {
    const afterFail = attempt(facing("ogre", [S[0], H[0], "empty-3"]), []);
    expect(act(afterFail, { type: "banish", pay: [S[0], H[0]], target: "empty-3" }).banished).toEqual(["empty-3"]);
  });
});

describe("abilities", () => {
  test("FLEE-ANATOMY-3: an ability is active all the time without cost (Fighter: +1 sword against monsters)", () => {
    const s = attempt(facing("goblin-warrior", [S[0]], { cls: "fighter" }), [S[0]]); // S2
    expect(s.lastAttempt).toMatchObject({ success: true, swords: 2 });
    expect(attempt(facing("goblin-warrior", [S[0]], { cls: "barbarian" }), [S[0]]).lastAttempt?.success).toBe(false);
  });

  test("FLEE-Q-8: abilities are passive: there is no action to use one, and they apply to every fitting attempt", () => {
    const s = facing("tripwire", [S[0]], { cls: "thief" });
    expect(
      E.legal(s, 0)
        .map((a) => a.type)
        .sort(),
    ).toEqual(["disarm", "select"]);
    expect(attempt(s, []).lastAttempt).toMatchObject({ success: true, wild: 2 }); // Nimble Fingers: +2
    // Arcane Insight: +2 against a wildcard requirement (the Orc Shaman, W4), nothing against the Pit Trap (H2).
    expect(attempt(facing("orc-shaman", [S[0], H[0]], { cls: "wizard" }), [S[0], H[0]]).lastAttempt?.success).toBe(
      true,
    );
    expect(attempt(facing("orc-shaman", [S[0], H[0]], { cls: "barbarian" }), [S[0], H[0]]).lastAttempt?.success).toBe(
      false,
    );
    expect(attempt(facing("pit-trap", [S[0]], { cls: "wizard" }), [S[0]]).lastAttempt?.success).toBe(false);
  });

  test("FLEE-COMBAT-2: a character ability helps block damage (Cleric: Blessing blocks 1)", () => {
    expect(attempt(facing("ogre", [], { cls: "cleric", health: 9 }), []).health).toBe(9 - dmg("ogre") + 1);
    expect(attempt(facing("ogre", [], { cls: "barbarian", health: 9 }), []).health).toBe(9 - dmg("ogre"));
  });

  test("FLEE-OVERVIEW-5: ability and treasure cards can be used at any time (abilities always on; treasure in both step 2 and step 3)", () => {
    const a = mid({ phase: "after", health: 5, cls: "cleric", patch: { inventory: ["elixir"] } });
    expect(E.legal(a, 0)).toContainEqual({ type: "treasure", card: "elixir" });
    const e = facing("ogre", [S[0]], { health: 5, patch: { inventory: ["elixir"] } });
    expect(E.legal(e, 0)).toContainEqual({ type: "treasure", card: "elixir" });
  });
});

describe("playing cards", () => {
  test("FLEE-OVERVIEW-6: at most 5 cards are played in an attempt", () => {
    let s = facing("hydra", [...S, H[0]]);
    for (const c of S) s = act(s, { type: "select", card: c });
    expect(E.legal(s, 0).some((a) => a.type === "select")).toBe(false);
    expect(code(s, { type: "select", card: H[0] })).toBe("TOO_MANY_CARDS");
    expect(act(s, { type: "deselect", card: S[0] }).selected).toHaveLength(4);
  });

  test("FLEE-ROUND-20: cards not in the hand cannot be played", () => {
    const s = facing("ogre", [S[0]]);
    expect(code(s, { type: "select", card: S[1] })).toBe("CARD_NOT_IN_HAND");
    expect(code(s, { type: "deselect", card: S[0] })).toBe("CARD_NOT_SELECTED");
    expect(code(act(s, { type: "select", card: S[0] }), { type: "select", card: S[0] })).toBe("ALREADY_SELECTED");
  });
});
