/**
 * Dungeon Flee character classes.
 *
 * From the rulebook: 10 character cards for 5 classes, male and female with identical stats (FLEE-COMP-2,
 * FLEE-SETUPEASY-2); the starting health is the highest yellow number (FLEE-SETUPEASY-4), with a second, lower
 * set of numbers on the card (FLEE-SETUPEASY-3); 4 ability cards, so one class has none (FLEE-ANATOMY-4).
 * DESIGNED here: both health numbers of every class and which class goes without an ability (the Barbarian,
 * who gets the most health instead). The lower set is printed but unused by the rules (ruling FLEE-Q-10).
 * Health is at least 12, above the highest damage (7, ruling FLEE-Q-14), so no single failure kills from full
 * health, and a second deep failure need not either (every class was raised by 4 for Extreme's band). The Fighter (his ability fits most encounters) and the Thief (hers adds 2) have the least, the
 * Barbarian, who has none, the most (balance in docs/dungeon-flee.md).
 */
import type { ClassDef, ClassId, Gender } from "./types.js";

export const CLASSES: Readonly<Record<ClassId, ClassDef>> = {
  fighter: { id: "fighter", name: "Fighter", health: { high: 12, low: 9 }, ability: "battle-hardened" },
  wizard: { id: "wizard", name: "Wizard", health: { high: 14, low: 11 }, ability: "arcane-insight" },
  cleric: { id: "cleric", name: "Cleric", health: { high: 14, low: 11 }, ability: "blessing" },
  thief: { id: "thief", name: "Thief", health: { high: 12, low: 9 }, ability: "nimble-fingers" },
  barbarian: { id: "barbarian", name: "Barbarian", health: { high: 19, low: 14 }, ability: null },
};

export const CLASS_IDS: readonly ClassId[] = ["fighter", "wizard", "cleric", "thief", "barbarian"];
export const GENDERS: readonly Gender[] = ["male", "female"];

/** The 10 physical character cards: one per class and gender (FLEE-COMP-2). */
export const CHARACTER_CARDS = CLASS_IDS.flatMap((cls) =>
  GENDERS.map((gender) => ({ cls, gender, ...CLASSES[cls].health })),
);
