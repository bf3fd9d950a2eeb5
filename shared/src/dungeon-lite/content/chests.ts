/**
 * Dungeon Lite chest cards.
 *
 * From the rulebook: 16 chest cards (LITE-COMP-8) drawn at random from chests (LITE-CHEST-1), removed after use
 * (LITE-CHEST-2), holding "equipment, weapons, and other aids" (LITE-CHEST-3); using one costs no action card and
 * no energy (LITE-CHEST-4), weapons and spells count as an attack (LITE-CHEST-5), their range cannot be exceeded
 * (LITE-CHEST-6); never 2 identical held, a duplicate drawn goes back (LITE-CHEST-7/8); exchanged freely in a zone
 * (LITE-CHEST-9); the deck is reshuffled from the used cards (LITE-CHEST-10).
 *
 * DESIGNED here (ruling LITE-Q-17): 13 single-use aids and weapons and 3 pieces of chest equipment, kept for the
 * whole adventure like equipment cards. Duplicates exist (3 Healing Potions, 2 Energy Potions, 2 Rations,
 * 2 Throwing Axes, 2 Holy Water) so LITE-CHEST-7/8 matter. Holy Water is the banishment item for parties without
 * a Mage. Balance lever: Healing Potions are the only way besides Flask and Healing to regain life quickly.
 */
import type { ChestCard } from "./types.js";
import type { ChestEffect } from "./effects.js";

type Row = [
  slug: string,
  name: string,
  copies: number,
  kind: ChestCard["kind"],
  attack: boolean,
  effects: readonly ChestEffect[],
  text: string,
];

// One row per card, as a table: a card reads on one line.
// prettier-ignore
const ROWS: readonly Row[] = [
  ["healing-potion", "Healing Potion", 3, "single-use", false, [{ kind: "draw-action", count: 2, who: "self" }], "Receive 2 action cards (up to your Life)."],
  ["energy-potion", "Energy Potion", 2, "single-use", false, [{ kind: "recover-energy", amount: "all" }], "Recover all your energy."],
  ["rations", "Rations", 2, "single-use", false, [{ kind: "draw-action", count: 1, who: "self" }, { kind: "recover-energy", amount: 1 }], "Receive 1 action card (up to your Life) and recover 1 energy."],
  ["throwing-axe", "Throwing Axe", 2, "single-use", true, [{ kind: "item-attack", dice: 3, range: 2, area: false }], "Weapon (an attack): roll 3 attack dice against one enemy up to 2 zones away."],
  ["fire-bomb", "Fire Bomb", 1, "single-use", true, [{ kind: "item-attack", dice: 2, range: 2, area: true }], "Weapon (an attack): roll 2 attack dice against every enemy in one zone up to 2 zones away."],
  ["scroll-of-lightning", "Scroll of Lightning", 1, "single-use", true, [{ kind: "item-attack", dice: 4, range: 4, area: false }], "Spell (an attack), any hero: roll 4 attack dice against one enemy up to 4 zones away."],
  ["holy-water", "Holy Water", 2, "single-use", false, [{ kind: "banish", range: 1 }], "Remove from the game an Undead in your zone or 1 zone away. You gain its experience."],
  ["magic-shield", "Magic Shield", 1, "equipment", false, [{ kind: "stat", stat: "defense", amount: 1 }], "Equipment: +1 defense die (at most 3)."],
  ["elven-cloak", "Elven Cloak", 1, "equipment", false, [{ kind: "stat", stat: "movement", amount: 1 }], "Equipment: +1 movement (not while dazed)."],
  ["ring-of-life", "Ring of Life", 1, "equipment", false, [{ kind: "stat", stat: "life", amount: 1 }], "Equipment: +1 life."],
];

/** The 16 chest cards (LITE-COMP-8), ids `<name>-<n>`. */
export const CHEST_CARDS: readonly ChestCard[] = ROWS.flatMap(([slug, name, copies, kind, attack, effects, text]) =>
  Array.from({ length: copies }, (_, i): ChestCard => ({ id: `${slug}-${i + 1}`, name, kind, attack, effects, text })),
);
