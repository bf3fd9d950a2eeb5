import { card, CLASSES, EMPTY_CARDS, TREASURE_CARDS } from "@tabletop/shared/dungeon-flee/content/index";
import { easyEncounterDecks, EASY_FILLER } from "@tabletop/shared/dungeon-flee/setup/easy";
import { rngFromSeed } from "@tabletop/shared";
import { code, damageCards, dealtSequence, E, fresh, sum } from "./helpers.js";

const kindOf = (id: string) => card(id).kind;
const isFiller = (id: string) => kindOf(id) === "empty" || (kindOf(id) === "door" && card(id).damage === undefined);
const seeds = ["a", "b", "c", "d", "e", "f", "g", "h"];

describe("setup common to all modes", () => {
  test("FLEE-SETUPEASY-1: the draw pile is the 10 starter cards, shuffled (order differs between seeds)", () => {
    const orders = seeds.map((sd) => fresh("easy", "fighter", sd).draw.join());
    for (const s of seeds)
      expect(fresh("easy", "fighter", s).draw.slice().sort()).toEqual([
        "shield-1",
        "shield-2",
        "shield-3",
        "shield-4",
        "shield-5",
        "sword-1",
        "sword-2",
        "sword-3",
        "sword-4",
        "sword-5",
      ]);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  test("FLEE-SETUPEASY-2: male and female characters have identical stats", () => {
    for (const cls of ["fighter", "wizard", "cleric", "thief", "barbarian"] as const) {
      const m = E.setup("x", 1, { mode: "easy", class: cls, gender: "male" });
      const f = E.setup("x", 1, { mode: "easy", class: cls, gender: "female" });
      expect({ ...m, gender: "-" }).toEqual({ ...f, gender: "-" });
    }
  });

  test("FLEE-SETUPEASY-3: the higher set of numbers is showing (health is the high value, not the low one)", () => {
    for (const cls of ["fighter", "wizard", "cleric", "thief", "barbarian"] as const) {
      expect(CLASSES[cls].health.high).toBeGreaterThan(CLASSES[cls].health.low);
      expect(fresh("easy", cls).health).toBe(CLASSES[cls].health.high);
    }
  });

  test("FLEE-SETUPEASY-4: starting health is the highest yellow number", () => {
    expect(fresh("hard", "barbarian").health).toBe(CLASSES.barbarian.health.high);
    expect(fresh("extreme", "wizard").maxHealth).toBe(CLASSES.wizard.health.high);
  });

  test("FLEE-ANATOMY-5: starting health is the character card's yellow number", () => {
    expect(fresh("easy", "cleric").health).toBe(CLASSES.cleric.health.high);
  });

  test("FLEE-SETUPEASY-5: the ability card matching the character (and gender) is in play", () => {
    const v = E.view(E.setup("x", 1, { mode: "easy", class: "thief", gender: "female" }), 0);
    expect(v.ability?.id).toBe("nimble-fingers");
    expect(v.gender).toBe("female");
    expect(E.view(fresh("easy", "barbarian"), 0).ability).toBeNull();
  });

  test("FLEE-SETUPEASY-6: the token starts on the character card (no location) and the first action picks a corridor", () => {
    const s = fresh();
    expect(s.location).toBeNull();
    expect(s.phase).toBe("start");
    expect(E.legal(s, 0)).toEqual([0, 1, 2, 3, 4, 5].map((corridor) => ({ type: "enter", corridor })));
  });

  test("FLEE-COMP-5: one player token: the location is a single corridor index", () => {
    const s = E.apply(fresh(), 0, { type: "enter", corridor: 3 });
    expect(s.ok && s.state.location).toBe(3);
  });

  test("FLEE-COMP-4: health is one tracked number, starting at the character's health", () => {
    const s = fresh("easy", "wizard");
    expect(typeof s.health).toBe("number");
    expect(s.health).toBe(s.maxHealth);
  });

  test("FLEE-SETUPEASY-7: the 4 Stairs Up and 2 Dead Ends are shuffled (positions vary between seeds)", () => {
    const layouts = seeds.map((sd) =>
      fresh("easy", "fighter", sd)
        .corridors.map((c) => kindOf(c.cards[0]))
        .join(),
    );
    expect(new Set(layouts).size).toBeGreaterThan(1);
  });

  test("FLEE-SETUPEASY-8: six corridors, each with one exit card face down at the bottom", () => {
    for (const mode of ["easy", "hard"] as const) {
      const s = fresh(mode);
      expect(s.corridors).toHaveLength(6);
      expect(s.corridors.map((c) => kindOf(c.cards[0])).sort()).toEqual([
        "deadend",
        "deadend",
        "stairs",
        "stairs",
        "stairs",
        "stairs",
      ]);
      for (const c of s.corridors) expect(c.up).toBe(0);
    }
  });

  test("FLEE-EXIT-2: in Easy and Hard the Stairs Up is the bottom card of its corridor", () => {
    const s = fresh("hard");
    for (const c of s.corridors) c.cards.slice(1).forEach((id) => expect(kindOf(id)).not.toMatch(/stairs|deadend/));
  });

  test("FLEE-TERMS-1: setup produces six dungeon decks (corridors) holding all 77 dungeon cards plus the 6 exits", () => {
    for (const mode of ["easy", "hard", "extreme"] as const) {
      const s = fresh(mode);
      expect(s.corridors).toHaveLength(6);
      expect(sum(s.corridors.map((c) => c.cards.length)) + s.exitPile.length).toBe(83);
    }
  });

  test("FLEE-MODES-1: the mode is chosen before setup and selects its own setup (ruling FLEE-Q-2: Extreme is a third mode)", () => {
    expect(E.parseOptions({ mode: "extreme", class: "fighter" }, 1)).toEqual({
      ok: true,
      options: { mode: "extreme", class: "fighter", gender: "male" },
    });
    expect(fresh("easy").exitPile).toHaveLength(0);
    expect(fresh("extreme").exitPile).toHaveLength(6);
    expect(E.parseOptions({ mode: "nightmare" }, 1).ok).toBe(false);
  });

  test("FLEE-Q-2: Extreme is selectable, its setup shares steps 1-4 with the other modes, and its game play is Hard's: any corridor first, and after a success you must stay", () => {
    expect(E.parseOptions({ mode: "extreme", class: "thief" }, 1)).toMatchObject({ ok: true });
    const x = E.setup("q2", 1, { mode: "extreme", class: "thief", gender: "female" });
    const e = E.setup("q2", 1, { mode: "easy", class: "thief", gender: "female" });
    // Steps 1-4: the same starter deck (the first shuffle of every mode), character, ability and token.
    expect(x.mode).toBe("extreme");
    expect(x.draw).toEqual(e.draw);
    expect([x.health, x.maxHealth, x.cls, x.gender]).toEqual([e.health, e.maxHealth, e.cls, e.gender]);
    expect(E.view(x, 0).ability).toEqual(E.view(e, 0).ability);
    expect([x.location, x.phase]).toEqual([null, "start"]);
    // Its own dungeon: an Exit Path pile and no exit in the corridors.
    expect(x.exitPile).toHaveLength(6);
    expect(x.corridors.flatMap((c) => c.cards).filter((id) => card(id).kind.match(/stairs|deadend/))).toEqual([]);
    // Hard's game play: the first turn may enter any corridor; after a success only staying is allowed.
    expect(E.legal(x, 0)).toEqual([0, 1, 2, 3, 4, 5].map((corridor) => ({ type: "enter", corridor })));
    const won = { ...x, location: 0, phase: "after" as const, last: "success" as const };
    expect(E.legal(won, 0).filter((a) => a.type === "stay" || a.type === "move")).toEqual([{ type: "stay" }]);
    expect(code(won, { type: "move", dir: "cw" })).toBe("MUST_STAY_AFTER_DEFEAT");
    const failed = { ...won, last: "failure" as const };
    expect(E.legal(failed, 0).filter((a) => a.type === "move")).toHaveLength(2);
  });
});

describe("Setup Easy Mode", () => {
  const decksFor = (seed: string) => easyEncounterDecks(rngFromSeed(seed))[0];

  test("FLEE-SETUPEASY-9: the damage cards are sorted into numbered piles by level (deck n holds only level n)", () => {
    const decks = decksFor("p");
    for (let i = 0; i < 5; i++) {
      const levels = decks[i].filter((id) => card(id).damage !== undefined).map((id) => card(id).level);
      expect(new Set(levels)).toEqual(new Set([i + 1]));
    }
  });

  test("FLEE-SETUPEASY-10: seven level piles: deck 6 holds levels 6 and 7 together", () => {
    const levels = decksFor("p")[5]
      .filter((id) => card(id).damage !== undefined)
      .map((id) => card(id).level);
    expect(new Set(levels)).toEqual(new Set([6, 7]));
  });

  test("FLEE-SETUPEASY-11: the piles are turned face down (no card face up after setup)", () => {
    expect(fresh().corridors.every((c) => c.up === 0)).toBe(true);
  });

  test("FLEE-Q-14: the level piles are shuffled: the order of level-1 cards varies with the seed", () => {
    const orders = seeds.map((sd) =>
      decksFor(sd)[0]
        .filter((id) => card(id).level === 1)
        .join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  test("FLEE-SETUPEASY-12: one treasure goes into each of the seven piles (decks 1-5 one each, deck 6 two)", () => {
    const decks = decksFor("q");
    expect(decks.map((d) => d.filter((id) => kindOf(id) === "treasure").length)).toEqual([1, 1, 1, 1, 1, 2]);
  });

  test("FLEE-SETUPEASY-13: the fifteen empty corridor cards are all dealt into the dungeon", () => {
    const all = decksFor("r").flat();
    expect(all.filter((id) => kindOf(id) === "empty")).toHaveLength(EMPTY_CARDS.length);
  });

  test("FLEE-SETUPEASY-14: the three doors without a damage icon are shuffled in with the empty corridors (18 filler)", () => {
    const all = decksFor("r").flat();
    expect(all.filter(isFiller)).toHaveLength(18);
  });

  test("FLEE-SETUPEASY-15: filler dealt 3,3,5,3,4 onto decks 1..5 and none onto deck 6", () => {
    expect([...EASY_FILLER]).toEqual([3, 3, 5, 3, 4]);
    for (const sd of seeds) expect(decksFor(sd).map((d) => d.filter(isFiller).length)).toEqual([3, 3, 5, 3, 4, 0]);
  });

  test("FLEE-SETUPEASY-16: each deck is shuffled after the deal (ruling FLEE-Q-15: the treasure is not always on top)", () => {
    const tops = seeds.map((sd) => kindOf(decksFor(sd)[2].at(-1)!));
    expect(tops.some((k) => k !== "treasure")).toBe(true);
    expect(tops.some((k) => k !== "empty" && k !== "door")).toBe(true);
  });

  test("FLEE-Q-15: step 11 shuffles the whole encounter deck, so the treasure's position varies", () => {
    const pos = seeds.map((sd) => decksFor(sd)[0].findIndex((id) => kindOf(id) === "treasure"));
    expect(new Set(pos).size).toBeGreaterThan(1);
  });

  test("FLEE-SETUPEASY-17: decks 6 and 7 are shuffled together into one deck 6: their cards are mixed, not stacked, so the Lich King may be anywhere in it", () => {
    const levelOf = (id: string) => card(id).level;
    for (const sd of seeds) {
      const six = decksFor(sd)[5];
      expect(six).toContain("lich-king");
      // Not two piles one on the other: some level-6 card lies above a level-7 card, and some below one.
      const at = (l: number) => six.flatMap((id, i) => (levelOf(id) === l ? [i] : []));
      const [six6, six7] = [at(6), at(7)];
      expect(Math.max(...six6)).toBeGreaterThan(Math.min(...six7));
      expect(Math.max(...six7)).toBeGreaterThan(Math.min(...six6));
    }
    // Over the seeds the Lich King is found in both halves of the deck.
    const where = seeds.map((sd) => decksFor(sd)[5].indexOf("lich-king") / decksFor(sd)[5].length);
    expect(Math.min(...where)).toBeLessThan(0.5);
    expect(Math.max(...where)).toBeGreaterThanOrEqual(0.5);
    expect(decksFor("a")).toHaveLength(6);
  });

  test("FLEE-SETUPEASY-18: deck 6 on top of the Dungeon deck, deck 1 at the bottom (ruling FLEE-Q-16)", () => {
    const s = fresh("easy", "fighter", "stack");
    const dealt = dealtSequence(s, true); // dealt from the top of the Dungeon deck
    const decks = easyEncounterDecks(rngFromSeed("x"))[0];
    const sizes = decks.map((d) => d.length); // sizes do not depend on the seed
    // Each deck: its level pile, one treasure and the filler dealt onto it; deck 6 is piles 6 and 7 with two treasures.
    const pile = (l: number) => damageCards().filter((c) => c.level === l).length;
    expect(sizes).toEqual([...EASY_FILLER.map((f, i) => pile(i + 1) + 1 + f), pile(6) + pile(7) + 2]);
    let k = 0;
    for (let d = 5; d >= 0; d--) {
      const chunk = dealt.slice(k, k + sizes[d]);
      const lv = chunk.filter((id) => card(id).damage !== undefined).map((id) => card(id).level!);
      if (d === 5) expect(lv.every((l) => l >= 6)).toBe(true);
      else expect(lv.every((l) => l === d + 1)).toBe(true);
      k += sizes[d];
    }
  });

  test("FLEE-Q-16: the unnumbered paragraph is step 13: the stacked deck is dealt without anything in between", () => {
    const s = fresh("easy", "fighter", "q16");
    expect(dealtSequence(s, true)).toHaveLength(77);
  });

  test("FLEE-SETUPEASY-19: the Dungeon deck is not shuffled: the top card of every corridor is level 1 or filler/treasure", () => {
    for (const sd of seeds) {
      for (const c of fresh("easy", "fighter", sd).corridors) {
        const id = c.cards.at(-1)!;
        expect(card(id).damage === undefined || card(id).level === 1).toBe(true);
      }
    }
  });

  test("FLEE-SETUPEASY-20: dealt clockwise one at a time from corridor 0, on top of the exits (ruling FLEE-Q-17)", () => {
    const s = fresh("easy", "fighter", "deal");
    expect(s.corridors.map((c) => c.cards.length)).toEqual([14, 14, 14, 14, 14, 13]);
  });

  test("FLEE-Q-17: dealing starts at corridor 0, face down, all cards dealt even if corridors differ in size", () => {
    const s = fresh("hard", "fighter", "q17");
    expect(s.corridors.map((c) => c.cards.length)).toEqual([14, 14, 14, 14, 14, 13]);
    expect(s.corridors.every((c) => c.up === 0)).toBe(true);
  });

  test("FLEE-MODES-2: in Easy the encounters you meet first are the easiest and they grow harder as you go down: damage and requirements rise with depth", () => {
    // Per depth band of the corridors (top third, middle, bottom third above the exit), over many dungeons: the
    // mean damage of the encounters and the mean number of icons they require.
    const bands = [0, 1, 2].map(() => ({ damage: 0, icons: 0, n: 0 }));
    for (let i = 0; i < 40; i++) {
      for (const c of fresh("easy", "fighter", `m2-${i}`).corridors) {
        const above = c.cards.slice(1).reverse(); // the order in which they are met, top first
        above.forEach((id, depth) => {
          const d = card(id);
          if (d.damage === undefined) return;
          const b = bands[Math.min(2, Math.floor((3 * depth) / above.length))];
          b.damage += d.damage;
          b.icons += d.req!.wild + d.req!.swords + d.req!.shields;
          b.n += 1;
        });
      }
    }
    const mean = (k: "damage" | "icons") => bands.map((b) => b[k] / b.n);
    const [d, r] = [mean("damage"), mean("icons")];
    expect(d[0]).toBeLessThan(d[1]);
    expect(d[1]).toBeLessThan(d[2]);
    expect(r[0]).toBeLessThan(r[1]);
    expect(r[1]).toBeLessThan(r[2]);
    // And clearly so: the bottom third hurts at least twice as much as the top third.
    expect(d[2]).toBeGreaterThan(2 * d[0]);
    // The first card of every corridor is never one of the most dangerous (damage of the top level pile).
    const worst = Math.max(...damageCards().map((c) => c.damage!));
    for (let i = 0; i < 40; i++)
      for (const c of fresh("easy", "fighter", `m2-${i}`).corridors)
        expect(card(c.cards.at(-1)!).damage ?? 0).toBeLessThan(worst);
  });
});

describe("Setup Hard Mode", () => {
  const hi = (id: string) => card(id).damage !== undefined && card(id).damage! >= 4;
  const lo = (id: string) => card(id).damage !== undefined && card(id).damage! <= 3;

  test("FLEE-SETUPHARD-1: Hard has its own setup: exits at the bottom, but no level order (a damage-3 card may be on top)", () => {
    const s = fresh("hard");
    expect(s.corridors.every((c) => ["stairs", "deadend"].includes(kindOf(c.cards[0])))).toBe(true);
    const topsHard = seeds.flatMap((sd) =>
      fresh("hard", "fighter", sd).corridors.map((c) => card(c.cards.at(-1)!).level ?? 0),
    );
    expect(Math.max(...topsHard)).toBeGreaterThan(1);
  });

  test("FLEE-SETUPHARD-2: all seven treasures are in the Hard dungeon, 3 in the upper half and 4 in the lower", () => {
    const seq = dealtSequence(fresh("hard", "fighter", "h2"), true);
    const nHigh = seq.filter(hi).length + 4 + 9;
    expect(seq.slice(0, nHigh).filter((id) => kindOf(id) === "treasure")).toHaveLength(4);
    expect(seq.slice(nHigh).filter((id) => kindOf(id) === "treasure")).toHaveLength(3);
    expect(seq.filter((id) => kindOf(id) === "treasure").sort()).toEqual(TREASURE_CARDS.map((c) => c.id).sort());
  });

  test("FLEE-SETUPHARD-3: the 15 empty corridors and 3 plain doors (18) are in the Hard dungeon", () => {
    expect(dealtSequence(fresh("hard"), true).filter(isFiller)).toHaveLength(18);
  });

  test("FLEE-SETUPHARD-4: damage cards are split by the damage icon: 1-3 and 4+", () => {
    const seq = dealtSequence(fresh("hard", "fighter", "h4"), true);
    const nHigh = seq.filter(hi).length + 13;
    expect(seq.slice(0, nHigh).some(lo)).toBe(false);
    expect(seq.slice(nHigh).some(hi)).toBe(false);
  });

  test("FLEE-SETUPHARD-5: four treasures go to the 4+ pile and three to the 1-3 pile", () => {
    for (const sd of seeds.slice(0, 4)) {
      const seq = dealtSequence(fresh("hard", "fighter", sd), true);
      const nHigh = seq.filter(hi).length + 13;
      expect(seq.slice(0, nHigh).filter((id) => kindOf(id) === "treasure")).toHaveLength(4);
    }
  });

  test("FLEE-SETUPHARD-6: nine filler cards go into each pile", () => {
    const seq = dealtSequence(fresh("hard", "fighter", "h6"), true);
    const nHigh = seq.filter(hi).length + 13;
    expect(seq.slice(0, nHigh).filter(isFiller)).toHaveLength(9);
    expect(seq.slice(nHigh).filter(isFiller)).toHaveLength(9);
  });

  test("FLEE-SETUPHARD-7: each pile is shuffled: positions of the treasures vary with the seed", () => {
    const sigs = seeds.map((sd) =>
      dealtSequence(fresh("hard", "fighter", sd), true)
        .map((id) => (kindOf(id) === "treasure" ? "T" : "."))
        .join(""),
    );
    expect(new Set(sigs).size).toBeGreaterThan(1);
  });

  test("FLEE-SETUPHARD-8: the 4+ pile is on top of the 1-3 pile: it is dealt first, so it lies under the 1-3 cards", () => {
    const s = fresh("hard", "fighter", "h8");
    for (const c of s.corridors) {
      const above = c.cards.slice(1);
      const firstLow = above.findIndex(lo);
      const lastHigh = above.map(hi).lastIndexOf(true);
      expect(lastHigh).toBeLessThan(firstLow);
    }
  });

  test("FLEE-SETUPHARD-9: the dungeon deck is dealt clockwise one at a time into six corridors", () => {
    const s = fresh("hard", "fighter", "h9");
    expect(s.corridors.map((c) => c.cards.length)).toEqual([14, 14, 14, 14, 14, 13]);
  });

  test("FLEE-HARD-1: in Hard the 1-3 cards are mixed above the 4+ cards: the top card of a corridor is never 4+", () => {
    for (const sd of seeds)
      for (const c of fresh("hard", "fighter", sd).corridors) expect(hi(c.cards.at(-1)!)).toBe(false);
  });
});

describe("Extreme Mode setup", () => {
  test("FLEE-EXTREME-1: character and starter deck as in the other modes", () => {
    const e = fresh("extreme", "cleric", "z");
    const h = fresh("easy", "cleric", "z");
    expect(e.health).toBe(h.health);
    expect(e.draw.slice().sort()).toEqual(h.draw.slice().sort());
  });

  test("FLEE-EXTREME-2: the Stairs Up and Dead Ends form a separate, shuffled Exit Path pile", () => {
    const s = fresh("extreme");
    expect(s.exitPile.map(kindOf).sort()).toEqual(["deadend", "deadend", "stairs", "stairs", "stairs", "stairs"]);
    expect(s.corridors.flatMap((c) => c.cards).some((id) => ["stairs", "deadend"].includes(kindOf(id)))).toBe(false);
    expect(new Set(seeds.map((sd) => fresh("extreme", "fighter", sd).exitPile.join())).size).toBeGreaterThan(1);
  });

  test("FLEE-EXTREME-4: all remaining cards (ruling FLEE-Q-33: incl. treasures, empties, plain doors) shuffled together", () => {
    const all = fresh("extreme").corridors.flatMap((c) => c.cards);
    expect(all).toHaveLength(77);
    expect(all.filter((id) => kindOf(id) === "treasure")).toHaveLength(7);
    const tops = seeds.map((sd) =>
      fresh("extreme", "fighter", sd).corridors.map((c) => card(c.cards.at(-1)!).level ?? 0),
    );
    expect(Math.max(...tops.flat())).toBeGreaterThan(2);
  });

  test("FLEE-Q-33: Extreme piles are dealt one at a time (sizes 13,13,13,13,13,12) and face down", () => {
    const s = fresh("extreme");
    expect(s.corridors.map((c) => c.cards.length)).toEqual([13, 13, 13, 13, 13, 12]);
    expect(s.corridors.every((c) => c.up === 0)).toBe(true);
  });

  test("FLEE-EXTREME-5: the deck is dealt into six piles around the character", () => {
    expect(fresh("extreme").corridors).toHaveLength(6);
  });
});
