/**
 * Dungeon Lite magic cards.
 *
 * From the rulebook: 6 magic cards (LITE-COMP-7) that only the Mage uses and keeps (LITE-MAGIC-1/2), 1 chosen at
 * the start (LITE-MAGIC-3), more at 10 experience (LITE-XP-5); energy per cast (LITE-MAGIC-4); the attack spells
 * Fire, Lightning and Mind Control count as attacks and cost an action card too (LITE-MAGIC-5/6), their range
 * cannot be exceeded (LITE-MAGIC-7); the others cost no card and have no limit on their use (LITE-MAGIC-8);
 * banishment spells remove Undead (LITE-BEHAVIOR-13); enemies controlled by the Mage may open chests (LITE-OPEN-20).
 *
 * DESIGNED here (ruling LITE-Q-15): the other three spells (Banishment, Healing, Protection), every cost, dice
 * and range. Fire hits a whole zone, Lightning one enemy hard and far, Mind Control lends the Mage one basic
 * enemy for one activation. Balance lever: spell costs against the Mage's 5 energy.
 */
import type { MagicCard } from "./types.js";

// One row per card, as a table: a card reads on one line.
// prettier-ignore
export const MAGIC_CARDS: readonly MagicCard[] = [
  { id: "fire", name: "Fire", cost: 3, attack: true, effect: { kind: "item-attack", dice: 3, range: 2, area: true },
    text: "Attack spell (1 action card + 3 energy). Every enemy in one zone up to 2 zones away in line of sight: roll 3 attack dice against each." },
  { id: "lightning", name: "Lightning", cost: 2, attack: true, effect: { kind: "item-attack", dice: 5, range: 4, area: false },
    text: "Attack spell (1 action card + 2 energy). One enemy up to 4 zones away in line of sight: roll 5 attack dice." },
  { id: "mind-control", name: "Mind Control", cost: 2, attack: true, effect: { kind: "mind-control", range: 3 },
    text: "Attack spell (1 action card + 2 energy). A basic enemy up to 3 zones away in line of sight: you move it up to its movement, then it may attack another enemy or open a chest." },
  { id: "banishment", name: "Banishment", cost: 2, attack: false, effect: { kind: "banish", range: 2 },
    text: "2 energy. Remove an Undead up to 2 zones away in line of sight from the game (standing or knocked down). You gain its experience." },
  { id: "healing", name: "Healing", cost: 2, attack: false, effect: { kind: "draw-action", count: 1, who: "hero-in-zone" },
    text: "2 energy. A hero in your zone (you too) receives 1 action card, up to their Life." },
  { id: "protection", name: "Protection", cost: 1, attack: false, effect: { kind: "defense-bonus", amount: 1 },
    text: "1 energy. A hero in your zone (you too) rolls +1 defense die (at most 3) until the end of the next Enemy Phase." },
];
