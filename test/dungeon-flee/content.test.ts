import {
  ABILITIES,
  ALL_CARDS,
  CHARACTER_CARDS,
  CLASSES,
  CLASS_IDS,
  EMPTY_CARDS,
  ENCOUNTER_CARDS,
  EXIT_CARDS,
  STARTER_CARDS,
  TREASURE_CARDS,
  card,
  isEncounter,
  isNameOnly,
} from "@tabletop/shared/dungeon-flee/content/index";
import { damageCards, fresh } from "./helpers.js";

describe("Dungeon Flee content counts", () => {
  test("FLEE-COMP-1: 93 dungeon encounter cards with distinct ids (ruling FLEE-Q-1: starters and exits included)", () => {
    expect(ALL_CARDS).toHaveLength(93);
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(93);
  });

  test("FLEE-Q-1: the 93 split as 10 starters, 6 exits, 7 treasures, 15 empty corridors, 3 plain doors, 52 damage cards", () => {
    expect(STARTER_CARDS).toHaveLength(10);
    expect(EXIT_CARDS).toHaveLength(6);
    expect(TREASURE_CARDS).toHaveLength(7);
    expect(EMPTY_CARDS).toHaveLength(15);
    expect(ENCOUNTER_CARDS.filter((c) => c.damage === undefined)).toHaveLength(3);
    expect(ENCOUNTER_CARDS.filter((c) => c.damage === undefined).every((c) => c.kind === "door")).toBe(true);
    expect(damageCards()).toHaveLength(52);
  });

  test("FLEE-COMP-2: 10 character cards, male and female of Fighter, Wizard, Cleric, Thief, Barbarian", () => {
    expect(CHARACTER_CARDS).toHaveLength(10);
    expect(CLASS_IDS).toEqual(["fighter", "wizard", "cleric", "thief", "barbarian"]);
    for (const cls of CLASS_IDS)
      expect(
        CHARACTER_CARDS.filter((c) => c.cls === cls)
          .map((c) => c.gender)
          .sort(),
      ).toEqual(["female", "male"]);
  });

  test("FLEE-COMP-3: 4 ability cards, one per class except one", () => {
    expect(Object.keys(ABILITIES)).toHaveLength(4);
    const withAbility = CLASS_IDS.filter((c) => CLASSES[c].ability !== null);
    expect(withAbility).toHaveLength(4);
    expect(new Set(withAbility.map((c) => CLASSES[c].ability)).size).toBe(4);
  });

  test("FLEE-ANATOMY-4: only some characters have a special ability (the Barbarian has none)", () => {
    expect(CLASSES.barbarian.ability).toBeNull();
    expect(fresh("easy", "barbarian").cls).toBe("barbarian");
  });

  test("FLEE-ANATOMY-1: the starter deck is 5 Swords and 5 Shields", () => {
    expect(STARTER_CARDS.filter((c) => c.centre.swords === 1 && c.centre.shields === 0)).toHaveLength(5);
    expect(STARTER_CARDS.filter((c) => c.centre.shields === 1 && c.centre.swords === 0)).toHaveLength(5);
  });

  test("FLEE-CARDS-1: encounter cards are monsters, doors and traps", () => {
    const kinds = new Set(ENCOUNTER_CARDS.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(["door", "monster", "trap"]);
    expect(ALL_CARDS.filter(isEncounter)).toHaveLength(55);
  });

  test("FLEE-CARDS-3: each encounter card's centre shows a name only, or icons and/or text", () => {
    for (const c of ENCOUNTER_CARDS) {
      const icons = c.centre.swords + c.centre.shields;
      expect(icons >= 0 && (icons > 0 || c.centre.text !== undefined || isNameOnly(c))).toBe(true);
      expect(c.req).toBeDefined();
    }
    expect(ENCOUNTER_CARDS.some((c) => c.centre.text && c.centre.swords + c.centre.shields === 0)).toBe(true);
    expect(ENCOUNTER_CARDS.some((c) => c.centre.text && c.centre.swords + c.centre.shields > 0)).toBe(true);
    expect(ENCOUNTER_CARDS.some((c) => !c.centre.text && c.centre.swords > 0 && c.centre.shields > 0)).toBe(true);
  });

  test("FLEE-Q-5: only monsters have a name-only centre; every door and trap has icons or text", () => {
    for (const c of ENCOUNTER_CARDS) if (c.kind !== "monster") expect(isNameOnly(c)).toBe(false);
    expect(ENCOUNTER_CARDS.filter(isNameOnly).length).toBeGreaterThan(0);
  });

  test("FLEE-CARDS-6: the non-encounter cards are Treasure, Empty corridor, Stairs Up and Dead End", () => {
    const non = ALL_CARDS.filter((c) => !isEncounter(c) && c.kind !== "starter");
    expect(new Set(non.map((c) => c.kind))).toEqual(new Set(["treasure", "empty", "stairs", "deadend"]));
    expect(non).toHaveLength(28);
  });

  test("FLEE-ENCOUNTER-5: an Empty corridor card has no playable function (no icons, no text effect)", () => {
    for (const c of EMPTY_CARDS) expect(isNameOnly(c)).toBe(true);
  });

  test("FLEE-SETUPEASY-10: damage cards span exactly the seven levels 1..7; the Lich King is in level 6 or 7", () => {
    const levels = new Set(damageCards().map((c) => c.level));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([6, 7]).toContain(card("lich-king").level);
  });

  test("FLEE-Q-14: a card's level is the number on its green damage icon: damage = level, 1 to 7, the Lich King at 7", () => {
    for (const c of damageCards()) expect([c.id, c.damage]).toEqual([c.id, c.level]);
    expect(card("lich-king")).toMatchObject({ level: 7, damage: 7 });
    // So Hard's piles by the damage icon (1-3 and 4+) are Easy's levels 1-3 and 4-7, and no failure kills a
    // character from full health (the least health is above the highest damage).
    const low = damageCards().filter((c) => c.damage! <= 3);
    expect(new Set(low.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(Math.min(...CLASS_IDS.map((c) => CLASSES[c].health.high))).toBeGreaterThan(
      Math.max(...damageCards().map((c) => c.damage!)),
    );
  });

  test("FLEE-ROUND-12: every requirement is a number of swords and shields, or a wildcard total", () => {
    for (const c of ENCOUNTER_CARDS) {
      const r = c.req!;
      if (r.wild > 0) expect(r.swords + r.shields).toBe(0);
      else expect(r.swords + r.shields).toBeGreaterThan(0);
    }
  });

  test("FLEE-SETUPHARD-4: both Hard piles are non-empty (damage 1-3 and 4+)", () => {
    expect(damageCards().filter((c) => c.damage! <= 3).length).toBeGreaterThan(0);
    expect(damageCards().filter((c) => c.damage! >= 4).length).toBeGreaterThan(0);
  });
});
