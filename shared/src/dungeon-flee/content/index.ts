/** All Dungeon Flee cards by id (see the data modules for what is rulebook and what is designed). */
import { EMPTY_CARDS, EXIT_CARDS, STARTER_CARDS } from "./basics.js";
import { ENCOUNTER_CARDS } from "./encounters.js";
import { TREASURE_CARDS } from "./treasures.js";
import type { CardDef } from "./types.js";

export * from "./types.js";
export { STARTER_CARDS, EXIT_CARDS, EMPTY_CARDS, ENCOUNTER_CARDS, TREASURE_CARDS };
export { CLASSES, CLASS_IDS, GENDERS, CHARACTER_CARDS } from "./classes.js";
export { ABILITIES } from "./abilities.js";

/** The 93 dungeon encounter cards of the box (FLEE-COMP-1, ruling FLEE-Q-1). */
export const ALL_CARDS: readonly CardDef[] = [
  ...STARTER_CARDS,
  ...EXIT_CARDS,
  ...TREASURE_CARDS,
  ...EMPTY_CARDS,
  ...ENCOUNTER_CARDS,
];

const BY_ID = new Map<string, CardDef>(ALL_CARDS.map((c) => [c.id, c]));

export function card(id: string): CardDef {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown Dungeon Flee card ${id}`);
  return c;
}

export function isCardId(id: unknown): id is string {
  return typeof id === "string" && BY_ID.has(id);
}

export const isEncounter = (c: CardDef) => c.kind === "monster" || c.kind === "door" || c.kind === "trap";
export const isExit = (c: CardDef) => c.kind === "stairs" || c.kind === "deadend";
/** A centre with no icons and no text shows the name only (FLEE-MONSTER-1). */
export const isNameOnly = (c: CardDef) => c.centre.swords === 0 && c.centre.shields === 0 && !c.centre.text;
/** Damage cards carry the green icon; the three plain doors do not (Setup step 6/10). */
