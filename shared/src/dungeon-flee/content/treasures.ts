/**
 * Dungeon Flee treasure cards.
 *
 * From the rulebook: 7 treasure cards (Setup step 8), taken into the inventory as a free action and playable at
 * any time (FLEE-TREASURE-1..3); some produce extra shields to help block damage (FLEE-COMBAT-3).
 * DESIGNED here: the names and effects. Each treasure is used once, then banished (ruling FLEE-Q-9).
 */
import { cardDef } from "./shape.js";
import type { CardDef } from "./types.js";

const TREASURES: CardDef[] = [
  {
    id: "potion-1",
    name: "Healing Potion",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { heal: 3 },
    text: "Restore 3 health (up to max).",
  },
  {
    id: "potion-2",
    name: "Healing Potion",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { heal: 3 },
    text: "Restore 3 health (up to max).",
  },
  {
    id: "elixir",
    name: "Elixir of Life",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { heal: 5 },
    text: "Restore 5 health (up to max).",
  },
  {
    id: "flame-blade",
    name: "Flame Blade",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { swords: 3 },
    text: "+3 swords in this attempt.",
  },
  {
    id: "tower-shield",
    name: "Tower Shield",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { shields: 3 },
    text: "+3 shields in this attempt (they also block damage).",
  },
  {
    id: "ring-of-warding",
    name: "Ring of Warding",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { shields: 2 },
    text: "+2 shields in this attempt (they also block damage).",
  },
  {
    id: "wand-of-wonder",
    name: "Wand of Wonder",
    kind: "treasure",
    centre: { swords: 0, shields: 0 },
    treasure: { wild: 3 },
    text: "+3 icons of your choice in this attempt.",
  },
];

export const TREASURE_CARDS: readonly CardDef[] = TREASURES.map(cardDef);
