/** Experience, levelling up and equipment (Experience Cards, Equipment Cards; LITE-XP-*, LITE-EQUIP-*, LITE-HERO-20, rulings LITE-Q-8, LITE-Q-13, LITE-Q-14, LITE-Q-25). */
import { EQUIPMENT_CARDS, equipmentCard } from "@tabletop/shared/dungeon-lite/content/index";
import { gainExperience, levelUpChoices } from "@tabletop/shared/dungeon-lite/experience";
import { recoverEnergy } from "@tabletop/shared/dungeon-lite/hero";
import { woundEnemy } from "@tabletop/shared/dungeon-lite/wounds";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, inTurn, rigged, started } from "./engine-helpers.js";

const FOUR = ["warrior-male", "dwarf-female", "elf-male", "mage-female"];
const base = () => enemies(started("q", FOUR), []);
/** Runs a rule function on a working copy, as apply does. */
function run(
  s: LiteState,
  f: (d: LiteState, events: { kind: string; text: string }[]) => void,
): { state: LiteState; events: { kind: string; text: string }[] } {
  const d = { ...s };
  const events: { kind: string; text: string }[] = [];
  f(d, events);
  return { state: d, events };
}

describe("Dungeon Lite experience and equipment", () => {
  test("LITE-XP-2 / LITE-XP-3 / LITE-XP-4 / LITE-XP-6 / LITE-HERO-20 / LITE-Q-13: reaching 10 recovers all energy and offers a card at once; taking it spends 10 and keeps the leftover", () => {
    let s = hero(base(), 0, { experience: 8, energy: 0 });
    s = run(s, (d, ev) => gainExperience(d, 0, 3, ev)).state;
    expect(s.heroes[0].experience).toBe(11);
    expect(s.heroes[0].energy).toBe(3);
    expect(s.pending).toEqual([{ kind: "level-up", seat: 0 }]);
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(code(s, 1, { type: "take-turn" })).toBe("WAITING_FOR_CHOICE");
    const legal = E.legal(s, 0);
    expect(legal[0].type).toBe("choose-equipment");
    expect(legal[legal.length - 1]).toEqual({ type: "keep-experience" });
    s = act(s, 0, legal[0]);
    expect(s.pending).toEqual([]);
    expect(s.heroes[0].equipment).toHaveLength(1);
    expect(s.heroes[0].experience).toBe(1);
  });

  test("LITE-XP-3 / LITE-Q-13: levelling up is a choice: the hero may keep the experience and spend it in a later turn of theirs", () => {
    let s = hero(base(), 0, { experience: 9, energy: 0 });
    s = run(s, (d, ev) => gainExperience(d, 0, 3, ev)).state;
    s = act(s, 0, { type: "keep-experience" });
    expect(s.pending).toEqual([]);
    expect(s.heroes[0].experience).toBe(12);
    expect(s.heroes[0].equipment).toEqual([]);
    expect(code(s, 0, { type: "keep-experience" })).toBe("NOTHING_TO_CHOOSE");
    // More experience while at 10 or more recovers no energy again; the track ends at 19.
    s = run(hero(s, 0, { energy: 0 }), (d, ev) => gainExperience(d, 0, 6, ev)).state;
    s = run(s, (d, ev) => gainExperience(d, 0, 6, ev)).state;
    expect(s.heroes[0].experience).toBe(19);
    expect(s.heroes[0].energy).toBe(0);
    expect(s.pending).toEqual([]);
    // In the hero's own turn (not another's) the experience is spent on a card, chosen as at any level-up.
    expect(E.legal(s, 0).some((a) => a.type === "level-up")).toBe(false);
    s = inTurn(s, 1);
    expect(code(s, 0, { type: "level-up" })).toBe("NOT_YOUR_TURN");
    s = act(s, 1, { type: "end-turn" });
    s = inTurn(s, 0);
    expect(E.legal(s, 0)).toContainEqual({ type: "level-up" });
    s = act(s, 0, { type: "level-up" });
    expect(s.pending).toEqual([{ kind: "level-up", seat: 0 }]);
    s = act(s, 0, E.legal(s, 0)[0]);
    expect(s.heroes[0].experience).toBe(9);
    expect(s.heroes[0].equipment).toHaveLength(1);
    expect(E.legal(s, 0).some((a) => a.type === "level-up")).toBe(false);
    expect(code(s, 0, { type: "level-up" })).toBe("NOT_ENOUGH_EXPERIENCE");
  });

  test("LITE-XP-3 / LITE-Q-13: with no card left to take, reaching 10 recovers the energy and deducts no experience", () => {
    // Every equipment card the Warrior may take is held by someone.
    const all = EQUIPMENT_CARDS.filter((c) => c.cls === null || c.cls === "warrior").map((c) => c.id);
    let s = hero(base(), 1, { equipment: all });
    s = hero(s, 0, { experience: 7, energy: 0 });
    s = run(s, (d, ev) => gainExperience(d, 0, 3, ev)).state;
    expect(s.heroes[0].experience).toBe(10);
    expect(s.heroes[0].energy).toBe(3);
    expect(s.pending).toEqual([]);
    s = inTurn(s, 0);
    expect(E.legal(s, 0).some((a) => a.type === "level-up")).toBe(false);
    expect(code(s, 0, { type: "level-up" })).toBe("NOTHING_TO_CHOOSE");
  });

  test("LITE-XP-2 / LITE-XP-3 / LITE-XP-4: exactly 10 experience, reached by a real kill, is a level-up; 9 is not", () => {
    // The Warrior (8 experience) kills a wounded Orc (2 experience; Life 4, 3 wounds) with its attack.
    const attack = { type: "attack", card: "flask-1", target: 1 } as const;
    const kill = (xp: number) => {
      let s = enemies(hero(base(), 0, { experience: xp, energy: 0, hand: ["flask-1", "aim-1"] }), [
        { type: "orc", zone: "entrance/5", wounds: 3 },
      ]);
      s = inTurn(hero(s, 0, { zone: "entrance/5" }), 0);
      const t = s;
      const slays = (rng: LiteState["rng"]) => {
        const r = E.apply({ ...t, rng }, 0, attack);
        return r.ok && r.state.enemies.length === 0;
      };
      return act({ ...s, rng: rigged(slays) }, 0, attack);
    };
    const ten = kill(8);
    expect(ten.enemies).toEqual([]);
    expect(ten.heroes[0].experience).toBe(10);
    expect(ten.heroes[0].energy).toBe(3);
    expect(ten.pending).toEqual([{ kind: "level-up", seat: 0 }]);
    const nine = kill(7);
    expect(nine.heroes[0].experience).toBe(9);
    expect(nine.heroes[0].energy).toBe(0);
    expect(nine.pending).toEqual([]);
  });

  test("LITE-Q-14 / LITE-EQUIP-4 / LITE-EQUIP-5 / LITE-EQUIP-3: a level-up offers every equipment card no hero holds, leaving out other classes' items and identical ones; there is no limit held", () => {
    let s = hero(base(), 0, {
      equipment: ["long-sword-1", "chainmail-1", "helmet-1", "crossbow-1", "leather-boots-1"],
    });
    s = hero(s, 1, { equipment: ["chainmail-2"] });
    const names = levelUpChoices(s, 0)
      .equipment.map((id) => equipmentCard(id).name)
      .sort();
    const expected = [
      ...new Set(EQUIPMENT_CARDS.filter((c) => c.cls === null || c.cls === "warrior").map((c) => c.name)),
    ]
      .filter((n) => !["Long Sword", "Chainmail", "Helmet", "Crossbow", "Leather Boots"].includes(n))
      .sort();
    expect(names).toEqual(expected);
    s = { ...s, pending: [{ kind: "level-up", seat: 0 }] };
    expect(code(s, 0, { type: "choose-equipment", card: "long-sword-2" })).toBe("IDENTICAL_CARD");
    expect(code(s, 0, { type: "choose-equipment", card: "quiver-1" })).toBe("NOT_ALLOWED_FOR_CLASS");
    expect(code(s, 0, { type: "choose-equipment", card: "chainmail-2" })).toBe("IDENTICAL_CARD");
    expect(code(s, 0, { type: "choose-spell", spell: "fire" })).toBe("NOT_AVAILABLE");
    s = act(s, 0, { type: "choose-equipment", card: "tower-shield-2" });
    expect(s.heroes[0].equipment).toHaveLength(6);
  });

  test("LITE-XP-5: the Mage may take equipment or a new spell at a level-up", () => {
    let s = hero(base(), 3, { magic: ["lightning"] });
    s = { ...s, pending: [{ kind: "level-up", seat: 3 }] };
    const legal = E.legal(s, 3);
    expect(
      legal
        .filter((a) => a.type === "choose-spell")
        .map((a) => (a.type === "choose-spell" ? a.spell : ""))
        .sort(),
    ).toEqual(["banishment", "fire", "healing", "mind-control", "protection"]);
    expect(legal.some((a) => a.type === "choose-equipment" && a.card.startsWith("mage-staff"))).toBe(true);
    expect(code(s, 3, { type: "choose-spell", spell: "lightning" })).toBe("NOT_AVAILABLE");
    s = act(s, 3, { type: "choose-spell", spell: "fire" });
    expect(s.heroes[3].magic).toEqual(["lightning", "fire"]);
  });

  test("LITE-EQUIP-1 / LITE-EQUIP-6 / LITE-Q-14: equipment works for the whole adventure; cost-0 items always apply, paid items cost their energy at each use (Healing Ring)", () => {
    let s = hero(base(), 1, { equipment: ["long-sword-1", "ring-of-vigor-1", "healing-ring-1"], energy: 2 });
    const v = E.view(s, 1).heroes[1];
    expect([v.melee, v.life]).toEqual([5, 8]);
    s = hero(s, 1, { hand: s.heroes[1].hand.slice(0, 3) });
    s = inTurn(s, 1);
    expect(E.legal(s, 1)).toContainEqual({ type: "use-item", card: "healing-ring-1" });
    s = act(s, 1, { type: "use-item", card: "healing-ring-1" });
    expect(s.heroes[1].energy).toBe(0);
    expect(s.heroes[1].hand).toHaveLength(4);
    expect(s.heroes[1].equipment).toContain("healing-ring-1"); // kept
    expect(code(s, 1, { type: "use-item", card: "healing-ring-1" })).toBe("NOT_ENOUGH_ENERGY");
  });

  test("LITE-Q-8: recovering energy never passes the Energy attribute (with Amulet of Power, one more)", () => {
    let s = hero(base(), 2, { energy: 3 });
    s = run(s, (d) => recoverEnergy(d, 2, 5)).state;
    expect(s.heroes[2].energy).toBe(4);
    s = hero(s, 2, { equipment: ["amulet-of-power-1"] });
    s = run(s, (d) => recoverEnergy(d, 2, "all")).state;
    expect(s.heroes[2].energy).toBe(5);
  });

  test("LITE-Q-25 / LITE-BEHAVIOR-17 / LITE-BEHAVIOR-16 / LITE-REVIVE-3 / LITE-REVIVE-4: the Troll's and the Queen's experience goes in full to every standing hero, none to the knocked-out", () => {
    let s = enemies(base(), [
      { type: "troll", zone: "entrance/5", wounds: 7 },
      { type: "spider-queen", zone: "entrance/4", wounds: 7 },
    ]);
    s = hero(s, 3, { knockedOut: true, hand: [], experience: 9 });
    s = run(s, (d, ev) => woundEnemy(d, 1, 1, 0, ev)).state;
    expect(s.heroes.map((h) => h.experience)).toEqual([5, 5, 5, 9]);
    s = run(s, (d, ev) => woundEnemy(d, 2, 1, 1, ev)).state;
    expect(s.heroes.map((h) => h.experience)).toEqual([9, 9, 9, 9]);
    expect(s.pending).toEqual([]);
  });

  test("LITE-EQUIP-2: equipment comes at 10 experience and from chests (chest equipment is kept)", () => {
    let s = hero(base(), 0, { chest: ["magic-shield-1"] });
    expect(E.view(s, 0).heroes[0].defense).toBe(3); // 3 + 1, at most 3
    s = hero(s, 1, { chest: ["elven-cloak-1", "ring-of-life-1"] });
    expect([E.view(s, 1).heroes[1].movement, E.view(s, 1).heroes[1].life]).toEqual([3, 8]);
  });
});
