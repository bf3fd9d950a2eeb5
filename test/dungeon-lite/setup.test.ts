/** Dungeon Lite setup (Setup steps 1-9 and the note; LITE-SETUP-*, rulings LITE-Q-4, LITE-Q-37, LITE-Q-38, LITE-Q-40, LITE-Q-48). */
import {
  ACTION_CARDS,
  CHEST_CARDS,
  ENEMY_PHASE_CARDS,
  MISSION_CARDS,
  TROLL_CARD_ID,
  actionCard,
  classStats,
  enemyLife,
} from "@tabletop/shared/dungeon-lite/content/index";
import { actionCardsInPlay, ENTRANCE_DEPLOY, HERO_START } from "@tabletop/shared/dungeon-lite/setup";
import { act, code, E, opts, runRules, started } from "./engine-helpers.js";

const FOUR = ["warrior-male", "dwarf-female", "elf-male", "mage-female"];
const SEEDS = Array.from({ length: 40 }, (_, i) => `setup-${i}`);
const spawnsOf = (id: string) => actionCard(id).event.filter((e) => e.kind === "spawn");

describe("Dungeon Lite setup", () => {
  test("LITE-SETUP-1 / LITE-SETUP-2 / LITE-Q-39: the Entrance lies face up at the centre with its exits closed; the mission's 8 segments are the hidden terrain deck", () => {
    const s = started("s1", FOUR);
    expect(s.map.segments).toEqual([{ segment: "entrance", level: 0, turns: 0, offset: [0, 0] }]);
    expect(s.map.exits.map((e) => e.status)).toEqual(["closed", "closed", "closed"]);
    const m = MISSION_CARDS.find((x) => x.id === s.options.mission)!;
    expect([...s.terrainDeck].sort()).toEqual([...m.segments].sort());
    const decks = SEEDS.slice(0, 10).map((seed) => started(seed, ["elf-male"]).terrainDeck.join());
    expect(new Set(decks).size).toBeGreaterThan(1);
  });

  test("LITE-SETUP-3 / LITE-HERO-28 / LITE-HERO-27: each seat chooses a hero, either gender, never a class already taken", () => {
    let s = E.setup("s2", 2, opts());
    expect(E.legal(s, 0).filter((a) => a.type === "choose-hero")).toHaveLength(8);
    s = act(s, 0, { type: "choose-hero", card: "mage-male" });
    expect(code(s, 1, { type: "choose-hero", card: "mage-female" })).toBe("CLASS_TAKEN");
    expect(
      E.legal(s, 1)
        .map((a) => (a.type === "choose-hero" ? a.card : ""))
        .filter((c) => c.startsWith("mage")),
    ).toEqual([]);
    expect(code(s, 0, { type: "choose-hero", card: "elf-male" })).toBe("ALREADY_CHOSEN");
    s = act(s, 1, { type: "choose-hero", card: "warrior-female" });
    expect(s.phase).toBe("choose"); // the Mage's spell is still to choose
    s = runRules(act(s, 0, { type: "choose-spell", spell: "fire" }));
    expect(s.heroes.map((h) => h.card)).toEqual(["mage-male", "warrior-female"]);
  });

  test("LITE-MAGIC-3 / LITE-MAGIC-1 / LITE-Q-15: only the Mage, and only when in play, chooses 1 of the 6 spells before the first round", () => {
    let s = E.setup("s3", 2, opts());
    s = act(s, 0, { type: "choose-hero", card: "dwarf-male" });
    expect(code(s, 0, { type: "choose-spell", spell: "fire" })).toBe("MAGE_ONLY");
    s = act(s, 1, { type: "choose-hero", card: "mage-female" });
    expect(E.legal(s, 1).filter((a) => a.type === "choose-spell")).toHaveLength(6);
    expect(E.waitingFor!(s)).toEqual([1]);
    s = act(s, 1, { type: "choose-spell", spell: "banishment" });
    expect(code(s, 1, { type: "choose-spell", spell: "fire" })).not.toBe("OK");
    s = runRules(s);
    expect(s.heroes[1].magic).toEqual(["banishment"]);
    expect(s.heroes[0].magic).toEqual([]);
    const noMage = started("s3b", ["elf-female", "dwarf-male"]);
    expect(noMage.heroes.every((h) => h.magic.length === 0)).toBe(true);
  });

  test("LITE-SETUP-4 / LITE-SETUP-5 / LITE-HERO-18 / LITE-TOKENS-1 / LITE-TOKENS-4 / LITE-XP-1 / LITE-Q-8: heroes stand on the hero symbol with their Energy in tokens and 0 experience", () => {
    const s = started("s4", FOUR);
    for (const h of s.heroes) {
      expect(h.zone).toBe(HERO_START);
      expect(h.energy).toBe(classStats(h.card.split("-")[0] as "elf").energy);
      expect(h.experience).toBe(0);
    }
  });

  test("LITE-SETUP-9 / LITE-HERO-13: each hero is dealt as many action cards as Life", () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const s = started(seed, FOUR);
      for (const h of s.heroes) expect(h.hand).toHaveLength(classStats(h.card.split("-")[0] as "elf").life);
    }
  });

  test("LITE-SETUP-8 / LITE-SETUP-10 / LITE-SETUP-12 / LITE-Q-37: the Troll is never dealt; no Undead, Trap or Chest in a starting hand; the Troll is never in the top third", () => {
    for (const seed of SEEDS) {
      const s = started(seed, FOUR);
      const dealt = s.heroes.flatMap((h) => h.hand);
      expect(dealt.some((c) => actionCard(c).notInInitialDeal)).toBe(false);
      const n = s.actionDeck.length;
      const at = s.actionDeck.indexOf(TROLL_CARD_ID);
      expect(at).toBeGreaterThanOrEqual(Math.floor((n - 1) / 3));
      expect(s.actionDeck.slice(0, Math.floor((n - 1) / 3))).not.toContain(TROLL_CARD_ID);
    }
    // The returned cards go back into the deck, which is shuffled: they can lie anywhere, the top third included.
    const tops = SEEDS.map((seed) => started(seed, FOUR).actionDeck.slice(0, 10)).flat();
    expect(tops.some((c) => actionCard(c).notInInitialDeal && c !== TROLL_CARD_ID)).toBe(true);
  });

  test("LITE-SETUP-6 / LITE-SETUP-11 / LITE-Q-38 / LITE-ACTION-8: the Entrance's players + 2 Goblins and the enemies of the cards dealt stand on the Entrance; the cards stay in hand", () => {
    let seen = 0;
    for (const seed of SEEDS) {
      let s = started(seed, FOUR);
      // With 6 Goblins on the Entrance an overflow may tie between zones: the generating hero chooses (LITE-Q-30).
      while (s.pending.some((p) => p.kind === "place")) {
        const p = s.pending.find((x) => x.kind === "place")!;
        s = act(s, p.seat, E.legal(s, p.seat)[0]);
      }
      const fromCards = s.heroes.flatMap((h) => h.hand).flatMap(spawnsOf);
      const want = new Map<string, number>([["goblin", 6]]); // 4 players + 2
      for (const e of fromCards) if (e.kind === "spawn") want.set(e.enemy, (want.get(e.enemy) ?? 0) + e.count);
      const have = new Map<string, number>();
      for (const e of s.enemies) have.set(e.type, (have.get(e.type) ?? 0) + 1);
      expect(Object.fromEntries(have)).toEqual(Object.fromEntries(want));
      expect(s.enemies.every((e) => e.zone.startsWith("entrance/"))).toBe(true);
      if (fromCards.length) seen++;
    }
    expect(seen).toBeGreaterThan(5);
    const solo = started("solo", ["dwarf-male"]);
    const cardEnemies = solo.heroes[0].hand
      .flatMap(spawnsOf)
      .reduce((n, e) => n + (e.kind === "spawn" ? e.count : 0), 0);
    expect(solo.enemies).toHaveLength(cardEnemies + 3); // 1 + 2 Goblins is three
  });

  test("LITE-SETUP-7: the chest deck (16) and the enemy phase deck (21) are shuffled separately and lie face down", () => {
    const a = started("s7a", FOUR);
    const b = started("s7b", FOUR);
    expect([...a.chestDeck].sort()).toEqual(CHEST_CARDS.map((c) => c.id).sort());
    expect([...a.enemyDeck].sort()).toEqual(ENEMY_PHASE_CARDS.map((c) => c.id).sort());
    expect(a.enemyDeck.join()).not.toBe(b.enemyDeck.join());
    expect(a.chestDeck.join()).not.toBe(b.chestDeck.join());
    const v = E.view(a, 0);
    expect(v.chestDeck).toBe(16);
    expect(v.enemyDeck).toBe(21);
  });

  test("LITE-Q-4: one hero per seat, 1 to 4 seats; the number of players is the heroes at setup and stays when heroes are knocked out", () => {
    expect(E.parseOptions(undefined, 0).ok).toBe(false);
    expect(E.parseOptions(undefined, 5).ok).toBe(false);
    for (const n of [1, 2, 3, 4]) expect(E.parseOptions(undefined, n).ok).toBe(true);
    const s = started("q4", FOUR.slice(0, 3));
    expect(s.players).toBe(3);
    const ko = { ...s, heroes: s.heroes.map((h, i) => (i === 0 ? { ...h, knockedOut: true, hand: [] } : h)) };
    expect(ko.players).toBe(3);
    expect(E.view(ko, null).enemies.every((e) => e.life === enemyLife(3))).toBe(true);
  });

  test("LITE-Q-40 / LITE-PHASE-1: round 1 starts with an Event Phase that deals nothing (every hand is full); the first decision is the Player Phase's", () => {
    const before = E.setup("q40", 2, opts());
    let s = act(act(before, 0, { type: "choose-hero", card: "elf-female" }), 1, {
      type: "choose-hero",
      card: "dwarf-male",
    });
    expect(E.next!(s)).toEqual({ type: "rules", step: "deal" });
    s = act(s, -1, { type: "rules", step: "deal" });
    expect(s.phase).toBe("event");
    const hands = s.heroes.map((h) => h.hand.length);
    s = runRules(s);
    expect(s.phase).toBe("player");
    expect(s.round).toBe(1);
    expect(s.heroes.map((h) => h.hand.length)).toEqual(hands);
    expect(E.legal(s, 0).filter((a) => a.type !== "propose-order")).toEqual([{ type: "take-turn" }]);
  });

  test("LITE-DIFFICULTY-1 / LITE-DIFFICULTY-3 / LITE-DIFFICULTY-4 / LITE-DIFFICULTY-5 / LITE-Q-48: the options remove 1 or 2 Traps, 1 or 2 Undead, the Troll, in any combination", () => {
    const names = (o: ReturnType<typeof opts>) => actionCardsInPlay(o).map((id) => actionCard(id).name);
    const n = (o: ReturnType<typeof opts>, name: string) => names(o).filter((x) => x === name).length;
    expect(actionCardsInPlay(opts())).toHaveLength(ACTION_CARDS.length);
    expect(n(opts({ removeTraps: 2 }), "Trap")).toBe(1);
    expect(n(opts({ removeUndead: 1 }), "Undead")).toBe(2);
    expect(n(opts({ removeTroll: true }), "Troll")).toBe(0);
    const all = opts({ removeTraps: 1, removeUndead: 2, removeTroll: true, freeEquipment: true });
    expect(actionCardsInPlay(all)).toHaveLength(47 - 4);
    const s = started("diff", FOUR, all);
    const every = [...s.actionDeck, ...s.actionDiscard, ...s.heroes.flatMap((h) => h.hand)];
    expect(every.sort()).toEqual(actionCardsInPlay(all).sort());
    expect(every).not.toContain(TROLL_CARD_ID);
    expect(E.parseOptions({ difficulty: { removeTraps: 3 } }, 2).ok).toBe(false);
    expect(E.parseOptions({ mission: "nope" }, 2).ok).toBe(false);
    expect(E.parseOptions({ color: "red" }, 2).ok).toBe(false);
    // Flat, as the lobby form and the simulator's flags send them, or normalised; not both at once.
    expect(E.parseOptions({ mission: "demon-forge", removeUndead: 2, freeEquipment: true }, 3)).toEqual({
      ok: true,
      options: opts({ mission: "demon-forge", removeUndead: 2, freeEquipment: true }),
    });
    expect(E.parseOptions(E.defaultOptions, 1)).toEqual({ ok: true, options: E.defaultOptions });
    expect(E.parseOptions({ removeTroll: true, difficulty: { removeTraps: 1 } }, 2).ok).toBe(false);
    expect(E.parseOptions({ mission: "necromancer", difficulty: { removeTroll: true } }, 2)).toEqual({
      ok: true,
      options: opts({ mission: "necromancer", removeTroll: true }),
    });
  });

  test("LITE-DIFFICULTY-2 / LITE-EQUIP-5 / LITE-Q-14: with option 1 each hero takes 1 free equipment card of their choice, not another class's, before the deal", () => {
    let s = E.setup("free", 2, opts({ freeEquipment: true }));
    expect(code(s, 0, { type: "choose-equipment", card: "long-sword-1" })).toBe("NOTHING_TO_CHOOSE"); // hero first
    s = act(s, 0, { type: "choose-hero", card: "warrior-male" });
    s = act(s, 1, { type: "choose-hero", card: "elf-female" });
    expect(code(s, 0, { type: "choose-equipment", card: "quiver-1" })).toBe("NOT_ALLOWED_FOR_CLASS");
    s = act(s, 0, { type: "choose-equipment", card: "ring-of-vigor-1" });
    expect(code(s, 0, { type: "choose-equipment", card: "long-sword-1" })).toBe("ALREADY_CHOSEN");
    s = runRules(act(s, 1, { type: "choose-equipment", card: "quiver-1" }));
    expect(s.heroes[0].equipment).toEqual(["ring-of-vigor-1"]);
    expect(s.heroes[0].hand).toHaveLength(7); // Life 6 + 1: the free card counts for the deal
    expect(s.heroes[1].equipment).toEqual(["quiver-1"]);
    const without = E.setup("free", 1, opts());
    expect(
      code(act(without, 0, { type: "choose-hero", card: "dwarf-male" }), 0, {
        type: "choose-equipment",
        card: "long-sword-1",
      }),
    ).not.toBe("OK");
  });

  test("LITE-COMP-5 / LITE-COMP-8 / LITE-COMP-3: every card is accounted for after setup: action cards in the deck or the hands, chest and enemy decks whole", () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const s = started(seed, FOUR);
      expect([...s.actionDeck, ...s.heroes.flatMap((h) => h.hand)].sort()).toEqual(
        ACTION_CARDS.map((c) => c.id).sort(),
      );
      expect(s.chestDeck).toHaveLength(16);
      expect(s.enemyDeck).toHaveLength(21);
      expect(s.enemies.every((e) => e.zone === ENTRANCE_DEPLOY || e.zone.startsWith("entrance/"))).toBe(true);
    }
  });
});
