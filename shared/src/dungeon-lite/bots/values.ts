/**
 * What cards are worth to the heuristic bot: which to spend or discard first, which equipment and spells to take.
 * Designed numbers (no rule reads them).
 */
import { actionCard, equipmentCard } from "../content/index.js";

const CARD_VALUE: Readonly<Record<string, number>> = {
  "Bar the Door": 1,
  Aim: 2,
  Sprint: 2,
  Adrenaline: 2,
  Assault: 3,
  Onslaught: 3,
  Flask: 3,
  Drain: 3,
  Dexterity: 4,
  Counterattack: 4,
  Defense: 6,
};

/** Higher is worth keeping; cards whose only use is a basic action are worth 0. */
export const cardValue = (id: string): number => CARD_VALUE[actionCard(id).name] ?? 0;

/** The card to spend or discard first: the least valuable, ties by id. */
export function cheapest(cards: readonly string[]): string {
  let best = cards[0];
  for (const c of cards) if (cardValue(c) < cardValue(best) || (cardValue(c) === cardValue(best) && c < best)) best = c;
  return best;
}

const EQUIPMENT_RANK = [
  "Chainmail",
  "Ring of Vigor",
  "Long Sword",
  "Quiver",
  "Longbow",
  "Battle Axe",
  "Mage Staff",
  "Helmet",
  "Crossbow",
  "Amulet of Power",
  "Tower Shield",
  "Leather Boots",
  "Throwing Knives",
  "Healing Ring",
];
export const equipmentRank = (id: string): number => {
  const i = EQUIPMENT_RANK.indexOf(equipmentCard(id).name);
  return i < 0 ? 99 : i;
};

const SPELL_RANK = ["lightning", "healing", "fire", "protection", "banishment", "mind-control"];
export const spellRank = (id: string): number => {
  const i = SPELL_RANK.indexOf(id);
  return i < 0 ? 99 : i;
};

const HERO_RANK = ["warrior", "dwarf", "elf", "mage"];
export const heroRank = (card: string): number => HERO_RANK.indexOf(card.split("-")[0]);
