/**
 * What cards are worth to the heuristic bot beyond the life they are: which to spend or discard first, which
 * equipment and spells to take, which hero to play. Designed numbers (no rule reads them), in cards of value.
 */
import { actionCard, equipmentCard, type ClassId } from "../content/index.js";
import { copied } from "./lists.js";

/** What a card's own text is worth while held, over a card that only pays for a basic action (worth 0). */
const KEEP: Readonly<Record<string, number>> = {
  Defense: 1,
  Flask: 0.6,
  Dexterity: 0.6,
  Onslaught: 0.5,
  Counterattack: 0.4,
  Assault: 0.4,
  Drain: 0.3,
  Aim: 0.3,
  Sprint: 0.2,
  Adrenaline: 0.1,
  "Bar the Door": 0.05,
};

const kept = new Map<string, number>();
export function keepWorth(id: string): number {
  let k = kept.get(id);
  if (k === undefined) {
    k = KEEP[actionCard(id).name] ?? 0;
    kept.set(id, k);
  }
  return k;
}

/** The cards to spend or discard first: the least worth first, ties by id. */
export function cheapestFirst(cards: readonly string[]): string[] {
  return copied(cards).sort((a, b) => keepWorth(a) - keepWorth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

export const cheapest = (cards: readonly string[]): string => cheapestFirst(cards)[0];

/** Equipment each class takes first (its own items where they help; the Warrior's defense is already 3). */
const EQUIPMENT: Readonly<Record<ClassId, readonly string[]>> = {
  warrior: ["Ring of Vigor", "Tower Shield", "Long Sword", "Leather Boots", "Amulet of Power", "Crossbow", "Helmet"],
  dwarf: ["Chainmail", "Ring of Vigor", "Battle Axe", "Long Sword", "Helmet", "Leather Boots", "Amulet of Power"],
  elf: ["Quiver", "Chainmail", "Ring of Vigor", "Longbow", "Crossbow", "Helmet", "Leather Boots", "Amulet of Power"],
  mage: ["Mage Staff", "Chainmail", "Ring of Vigor", "Amulet of Power", "Helmet", "Leather Boots", "Healing Ring"],
};

export const equipmentRank = (cls: ClassId, id: string): number => {
  const i = EQUIPMENT[cls].indexOf(equipmentCard(id).name);
  return i < 0 ? 99 : i;
};

const SPELL_RANK = ["lightning", "healing", "fire", "protection", "banishment", "mind-control"];
export const spellRank = (id: string): number => {
  const i = SPELL_RANK.indexOf(id);
  return i < 0 ? 99 : i;
};

/** The class a seat takes: in a party the toughest first; alone, the one that fares best alone. */
const PARTY: readonly ClassId[] = ["warrior", "dwarf", "elf", "mage"];
const SOLO: readonly ClassId[] = ["dwarf", "warrior", "elf", "mage"];
export const heroRank = (card: string, players: number): number =>
  (players === 1 ? SOLO : PARTY).indexOf(card.split("-")[0] as ClassId);
