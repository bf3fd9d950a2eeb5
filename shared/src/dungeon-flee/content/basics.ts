/**
 * Dungeon Flee basic cards.
 *
 * From the rulebook: 10 starter cards, 5 Swords and 5 Shields (Card Anatomy, FLEE-ANATOMY-1); 4 Stairs Up and
 * 2 Dead End cards (Setup step 5); 15 "empty dungeon corridor" cards (Setup step 9), which are waste cards with
 * no playable function (FLEE-ENCOUNTER-5). Nothing here is designed except the ids and names.
 */
import { cardDef } from "./shape.js";
import type { CardDef } from "./types.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const STARTER_CARDS: readonly CardDef[] = [
  ...range(5).map((i): CardDef => ({
    id: `sword-${i}`,
    name: "Sword",
    kind: "starter",
    centre: { swords: 1, shields: 0 },
  })),
  ...range(5).map((i): CardDef => ({
    id: `shield-${i}`,
    name: "Shield",
    kind: "starter",
    centre: { swords: 0, shields: 1 },
  })),
].map(cardDef);

export const EXIT_CARDS: readonly CardDef[] = [
  ...range(4).map((i): CardDef => ({
    id: `stairs-${i}`,
    name: "Stairs Up",
    kind: "stairs",
    centre: { swords: 0, shields: 0 },
  })),
  ...range(2).map((i): CardDef => ({
    id: `dead-end-${i}`,
    name: "Dead End",
    kind: "deadend",
    centre: { swords: 0, shields: 0 },
  })),
].map(cardDef);

export const EMPTY_CARDS: readonly CardDef[] = range(15)
  .map((i): CardDef => ({
    id: `empty-${i}`,
    name: "Empty Dungeon Corridor",
    kind: "empty",
    centre: { swords: 0, shields: 0 },
    text: "Rest: restore 1 health (up to max). Waste card; banish it with a sword and a shield.",
  }))
  .map(cardDef);
