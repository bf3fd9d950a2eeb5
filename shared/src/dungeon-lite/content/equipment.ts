/**
 * Dungeon Lite equipment cards.
 *
 * From the rulebook: 28 equipment cards (LITE-COMP-6) kept for the whole adventure (LITE-EQUIP-1), obtained at 10
 * experience and from chests (LITE-EQUIP-2), no limit held but never 2 identical (LITE-EQUIP-3/4), some exclusive
 * to a class (LITE-EQUIP-5), an energy cost paid each time the card is used (LITE-EQUIP-6).
 *
 * DESIGNED here: 14 items × 2 copies (so two heroes may own the same item, and "never 2 identical" matters), every
 * effect, cost and class. Items with cost 0 always apply; items with a cost are used at a moment and paid then
 * (rulings LITE-Q-14). Class items: Warrior Tower Shield; Dwarf Battle Axe; Elf Longbow and Quiver; Mage Staff.
 * Balance levers: the +1 stat items (cheap, permanent) against the paid ones (strong, energy-hungry); no item
 * raises a stat past the rulebook's caps (6 attack dice, 3 defense dice).
 */
import type { EquipmentCard } from "./types.js";
import type { EquipmentEffect } from "./effects.js";

type Row = [
  slug: string,
  name: string,
  cost: number,
  cls: EquipmentCard["cls"],
  effects: readonly EquipmentEffect[],
  text: string,
];

// One row per card, as a table: a card reads on one line.
// prettier-ignore
const ROWS: readonly Row[] = [
  ["long-sword", "Long Sword", 0, null, [{ kind: "stat", stat: "melee", amount: 1 }], "+1 melee attack die."],
  ["battle-axe", "Battle Axe", 1, "dwarf", [{ kind: "attack-dice", mode: "melee", amount: 2 }], "Dwarf only. Spend 1 energy when you attack in melee: +2 attack dice."],
  ["longbow", "Longbow", 0, "elf", [{ kind: "stat", stat: "ranged", amount: 1 }, { kind: "stat", stat: "range", amount: 1 }], "Elf only. +1 ranged attack die and +1 range."],
  ["crossbow", "Crossbow", 0, null, [{ kind: "stat", stat: "ranged", amount: 1 }], "+1 ranged attack die."],
  ["quiver", "Quiver", 0, "elf", [{ kind: "free-ranged" }], "Elf only. Your ranged attacks cost no energy."],
  ["mage-staff", "Mage Staff", 0, "mage", [{ kind: "spell-discount", amount: 1 }], "Mage only. Your spells cost 1 energy less (at least 1)."],
  ["chainmail", "Chainmail", 0, null, [{ kind: "stat", stat: "defense", amount: 1 }], "+1 defense die (at most 3)."],
  ["tower-shield", "Tower Shield", 1, "warrior", [{ kind: "prevent-wounds", amount: 1 }], "Warrior only. Spend 1 energy when an enemy's dice against you are rolled: prevent 1 wound."],
  ["leather-boots", "Leather Boots", 0, null, [{ kind: "stat", stat: "movement", amount: 1 }], "+1 movement (not while dazed)."],
  ["amulet-of-power", "Amulet of Power", 0, null, [{ kind: "stat", stat: "energy", amount: 1 }], "+1 energy."],
  ["helmet", "Helmet", 0, null, [{ kind: "own-cover" }], "You always count as behind cover against ranged attacks."],
  ["healing-ring", "Healing Ring", 2, null, [{ kind: "draw-action", count: 1, who: "self" }], "Spend 2 energy in your turn: receive 1 action card (up to your Life)."],
  ["throwing-knives", "Throwing Knives", 1, null, [{ kind: "attack-dice", mode: "ranged", amount: 1 }], "Spend 1 energy when you attack at range: +1 attack die."],
  ["ring-of-vigor", "Ring of Vigor", 0, null, [{ kind: "stat", stat: "life", amount: 1 }], "+1 life (you may hold 1 more action card)."],
];

/** The 28 equipment cards (LITE-COMP-6): each item twice, ids `<item>-1` and `<item>-2`. */
export const EQUIPMENT_CARDS: readonly EquipmentCard[] = ROWS.flatMap(([slug, name, cost, cls, effects, text]) =>
  [1, 2].map((n): EquipmentCard => ({ id: `${slug}-${n}`, name, cost, cls, effects, text })),
);
