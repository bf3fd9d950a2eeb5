import {
  ACTION_CARDS,
  CHEST_CARDS,
  CLASS_IDS,
  ENEMY_PHASE_CARDS,
  EQUIPMENT_CARDS,
  MAGIC_CARDS,
  MAX_RANGE,
  TROLL_CARD_ID,
  chestCard,
  enemyProfile,
  equipmentCard,
  identical,
} from "@tabletop/shared/dungeon-lite/content/index";
import type { ActionCard } from "@tabletop/shared/dungeon-lite/content/index";
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../setup/services.js";

const count = (name: string) => ACTION_CARDS.filter((c) => c.name === name).length;
const byName = (name: string): ActionCard => ACTION_CARDS.find((c) => c.name === name)!;
const countNames = (cards: readonly { name: string }[]) => {
  const out = new Map<string, number>();
  for (const c of cards) out.set(c.name, (out.get(c.name) ?? 0) + 1);
  return out;
};

describe("Dungeon Lite action cards", () => {
  test("LITE-Q-48: the 47 split into the named cards: Troll 1, Undead 3, Trap 3, Chest 2, Adrenaline 2, Goblin 1, Orc 1, Beast-Orc 1, Spider 1, and 32 action cards", () => {
    expect(Object.fromEntries(countNames(ACTION_CARDS))).toEqual({
      Troll: 1,
      Undead: 3,
      Trap: 3,
      Chest: 2,
      Adrenaline: 2,
      Goblin: 1,
      Orc: 1,
      "Beast-Orc": 1,
      Spider: 1,
      Counterattack: 4,
      Defense: 6,
      Dexterity: 3,
      Onslaught: 3,
      Assault: 3,
      "Bar the Door": 2,
      Drain: 3,
      Flask: 4,
      Sprint: 2,
      Aim: 2,
    });
    expect(ACTION_CARDS.filter((c) => c.event.length > 0)).toHaveLength(15);
  });

  test("LITE-Q-48: the header of content/actions.ts counts the cards as the data holds them", () => {
    const header = readFileSync(path.join(REPO_ROOT, "shared/src/dungeon-lite/content/actions.ts"), "utf8").split(
      "*/",
    )[0];
    const flat = header.replace(/\s*\n\s*\*\s*/g, " ");
    const split = /the split (\d+) event cards \+ (\d+) action cards/.exec(flat);
    expect(split).not.toBeNull();
    const events = ACTION_CARDS.filter((c) => c.event.length > 0);
    expect([Number(split![1]), Number(split![2])]).toEqual([events.length, ACTION_CARDS.length - events.length]);
    // "- Events: Troll 1, Undead 3, …" and "- Actions: Counterattack 4, …", as the data counts each name.
    const listed = (label: string) => {
      const m = new RegExp(`- ${label}: ((?:[A-Z][A-Za-z -]*? \\d+(?:, |\\.))+)`).exec(flat.replace(/ \([^)]*\)/g, ""));
      expect(m).not.toBeNull();
      return Object.fromEntries(
        [...m![1].matchAll(/([A-Z][\w -]*?) (\d+)/g)].map((x) => [x[1].trim(), Number(x[2])] as const),
      );
    };
    const actions = ACTION_CARDS.filter((c) => c.event.length === 0);
    expect(listed("Events")).toEqual(Object.fromEntries(countNames(events)));
    expect(listed("Actions")).toEqual(Object.fromEntries(countNames(actions)));
    expect(/(\d+) of (\d+) cards bring enemies/.exec(flat)!.slice(1).map(Number)).toEqual([
      ACTION_CARDS.filter((c) => c.event.some((e) => e.kind === "spawn")).length,
      ACTION_CARDS.length,
    ]);
  });

  test("LITE-SETUP-8: there is exactly one Troll card, and it is the one set aside", () => {
    expect(count("Troll")).toBe(1);
    expect(ACTION_CARDS.find((c) => c.name === "Troll")!.id).toBe(TROLL_CARD_ID);
  });

  test("LITE-SETUP-10: Troll, Undead, Trap and Chest (only they) are returned if dealt at setup", () => {
    const returned = new Set(ACTION_CARDS.filter((c) => c.notInInitialDeal).map((c) => c.name));
    expect([...returned].sort()).toEqual(["Chest", "Trap", "Troll", "Undead"]);
  });

  test("LITE-ACTION-8: Trap, Chest, Adrenaline and the enemy appearances carry events; enemies appear as figures that exist", () => {
    for (const n of ["Trap", "Chest", "Adrenaline", "Goblin", "Spider", "Orc", "Beast-Orc", "Undead", "Troll"])
      expect(byName(n).event.length).toBeGreaterThan(0);
    for (const c of ACTION_CARDS) {
      for (const e of c.event)
        if (e.kind === "spawn") {
          const p = enemyProfile(e.enemy);
          expect(p.rank === "basic" || p.rank === "secondary").toBe(true);
          expect(e.count).toBeLessThanOrEqual(p.figures);
        }
    }
  });

  test("LITE-HERO-30: the Trap dazes the hero who falls into it", () => {
    expect(byName("Trap").event).toContainEqual({ kind: "daze" });
  });

  test("LITE-ACTION-6 / LITE-ACTION-7: only Counterattack, Defense and Adrenaline are played in the enemy turn", () => {
    const enemyTurn = new Set(
      ACTION_CARDS.filter((c) => c.action && c.action.timing !== "own-turn").map((c) => c.name),
    );
    expect([...enemyTurn].sort()).toEqual(["Adrenaline", "Counterattack", "Defense"]);
  });

  test("LITE-Q-16: Adrenaline is both an event (recover 1 energy) and an enemy-turn card (move 1 zone after an attack)", () => {
    const a = byName("Adrenaline");
    expect(a.event).toEqual([{ kind: "recover-energy", amount: 1 }]);
    expect(a.action?.timing).toBe("attacked");
    expect(a.action?.steps).toEqual([{ kind: "move", bonus: 0, max: 1 }]);
  });

  test("LITE-MOVE-3 / LITE-ATTACK-13: Onslaught and Assault involve both attack and movement; Sprint only movement; Dexterity only attacking", () => {
    for (const n of ["Onslaught", "Assault"])
      expect([byName(n).action!.involvesMove, byName(n).action!.involvesAttack]).toEqual([true, true]);
    expect([byName("Sprint").action!.involvesMove, byName("Sprint").action!.involvesAttack]).toEqual([true, false]);
    expect([byName("Dexterity").action!.involvesMove, byName("Dexterity").action!.involvesAttack]).toEqual([
      false,
      true,
    ]);
  });

  test("LITE-ENEMY-4 / LITE-Q-42: Counterattack attacks only the enemy that just attacked", () => {
    expect(byName("Counterattack").action!.steps).toEqual([
      { kind: "attack", mode: "any", dice: 0, range: 0, attacks: 1, energy: "normal", target: "attacker" },
    ]);
  });

  test("LITE-ACT-3 (Example of the Player Phase): Dexterity attacks two enemies, Drain needs a second card, Flask refills life next turn", () => {
    expect(byName("Dexterity").action!.steps).toContainEqual(expect.objectContaining({ kind: "attack", attacks: 2 }));
    expect(byName("Drain").action!.extraDiscard).toBe(1);
    expect(byName("Flask").action!.steps).toEqual([{ kind: "refill-next-event" }]);
  });

  test("LITE-DOOR-1: Bar the Door places the Door figure", () => {
    expect(byName("Bar the Door").action!.steps).toEqual([{ kind: "bar-door" }]);
  });

  test("LITE-DIFFICULTY-3..5: removing 2 Traps or 2 Undead leaves at least 1 of each; the Troll card can be removed", () => {
    expect(count("Trap") - 2).toBeGreaterThanOrEqual(1);
    expect(count("Undead") - 2).toBeGreaterThanOrEqual(1);
    expect(count("Troll")).toBe(1);
  });
});

describe("Dungeon Lite equipment, magic and chest cards", () => {
  test("LITE-EQUIP-4: 14 items, each printed twice, so a hero can be offered an identical card", () => {
    const n = countNames(EQUIPMENT_CARDS);
    expect(n.size).toBe(14);
    expect([...n.values()].every((x) => x === 2)).toBe(true);
    expect(identical(equipmentCard("long-sword-1"), equipmentCard("long-sword-2"))).toBe(true);
    expect(identical(equipmentCard("long-sword-1"), equipmentCard("crossbow-1"))).toBe(false);
    expect(identical(chestCard("healing-potion-1"), chestCard("healing-potion-3"))).toBe(true);
  });

  test("LITE-EQUIP-5: every class has an exclusive item; the rest are for any class", () => {
    for (const cls of CLASS_IDS) expect(EQUIPMENT_CARDS.some((e) => e.cls === cls)).toBe(true);
    expect(EQUIPMENT_CARDS.filter((e) => e.cls === null).length).toBeGreaterThan(14);
  });

  test("LITE-EQUIP-6: every item shows an energy cost; the ones used at a moment cost energy, the always-on ones 0", () => {
    for (const e of EQUIPMENT_CARDS) {
      const used = e.effects.some(
        (x) => x.kind === "attack-dice" || x.kind === "prevent-wounds" || x.kind === "draw-action",
      );
      expect(Number.isInteger(e.cost)).toBe(true);
      expect(used ? e.cost > 0 : e.cost === 0).toBe(true);
    }
  });

  test("LITE-MAGIC-5 / LITE-MAGIC-6: Fire, Lightning and Mind Control are the attack spells", () => {
    expect(
      MAGIC_CARDS.filter((m) => m.attack)
        .map((m) => m.name)
        .sort(),
    ).toEqual(["Fire", "Lightning", "Mind Control"]);
  });

  test("LITE-MAGIC-4 / LITE-MAGIC-7: every spell costs energy; ranged spells reach at most 4 zones", () => {
    for (const m of MAGIC_CARDS) {
      expect(m.cost).toBeGreaterThanOrEqual(1);
      if ("range" in m.effect) expect(m.effect.range).toBeLessThanOrEqual(MAX_RANGE);
    }
  });

  test("LITE-Q-15 / LITE-BEHAVIOR-13: Banishment is a banishment spell, and Holy Water lets a party without a Mage banish too", () => {
    expect(MAGIC_CARDS.filter((m) => m.effect.kind === "banish").map((m) => m.name)).toEqual(["Banishment"]);
    expect(CHEST_CARDS.filter((c) => c.effects.some((e) => e.kind === "banish")).map((c) => c.name)).toEqual([
      "Holy Water",
      "Holy Water",
    ]);
  });

  test("LITE-CHEST-3 / LITE-Q-17: chests hold equipment, weapons and other aids; equipment is kept, the rest is single-use", () => {
    expect(
      CHEST_CARDS.filter((c) => c.kind === "equipment")
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Elven Cloak", "Magic Shield", "Ring of Life"]);
    expect(CHEST_CARDS.some((c) => c.attack)).toBe(true);
    expect(CHEST_CARDS.some((c) => c.kind === "single-use" && !c.attack)).toBe(true);
    for (const c of CHEST_CARDS)
      if (c.kind === "equipment") expect(c.effects.every((e) => e.kind === "stat")).toBe(true);
  });

  test("LITE-CHEST-5 / LITE-CHEST-6: exactly the weapons and spells count as attacks, and their range is at most 4", () => {
    for (const c of CHEST_CARDS) {
      const weapon = c.effects.some((e) => e.kind === "item-attack");
      expect(c.attack).toBe(weapon);
      for (const e of c.effects)
        if (e.kind === "item-attack" || e.kind === "banish") expect(e.range).toBeLessThanOrEqual(MAX_RANGE);
    }
  });

  test("LITE-CHEST-7 / LITE-CHEST-8: some chest cards are duplicates, so a drawn duplicate can happen", () => {
    expect([...countNames(CHEST_CARDS).values()].some((n) => n > 1)).toBe(true);
  });
});

describe("Dungeon Lite enemy phase cards", () => {
  test("LITE-ENEMYCARD-4: the five instructions A-E all appear: A 7, B 4, C 3, D 3, E 4", () => {
    const n = (k: string) => ENEMY_PHASE_CARDS.filter((c) => c.kind === k).length;
    expect([n("A"), n("B"), n("C"), n("D"), n("E")]).toEqual([7, 4, 3, 3, 4]);
  });

  test("LITE-ENEMYCARD-5 / LITE-ENEMYCARD-9 / LITE-ENEMYCARD-10: A-C move and attack one type, D everyone attacks without moving, E everyone moves", () => {
    const of = (k: string) => ENEMY_PHASE_CARDS.find((c) => c.kind === k)!;
    expect([of("A").activates, of("B").activates, of("C").activates]).toEqual([["goblin"], ["orc"], ["beast-orc"]]);
    expect([of("A").move, of("B").move, of("C").move]).toEqual([true, true, true]);
    expect(of("D")).toMatchObject({ activates: ["goblin", "orc", "beast-orc"], move: false });
    expect(of("E")).toMatchObject({ activates: ["goblin", "orc", "beast-orc"], move: true });
  });

  test("LITE-ENEMYCARD-1 / LITE-ENEMYCARD-6: the cards control basic enemies only; A-C place one per hero when the type is missing", () => {
    for (const c of ENEMY_PHASE_CARDS) {
      for (const id of c.activates) expect(enemyProfile(id).rank).toBe("basic");
      expect(c.placeIfNone).toBe(c.activates.length === 1);
    }
  });
});
