/**
 * Dungeon Flee character ability cards.
 *
 * From the rulebook: 4 ability cards (FLEE-COMP-3) that stay active throughout play without cost
 * (FLEE-ANATOMY-3); some abilities help block damage (FLEE-COMBAT-2). DESIGNED here: the four abilities.
 * All are passive (ruling FLEE-Q-8) and are applied by combat.ts to every attempt they fit. The Wizard's and the
 * Thief's add 2, since fewer encounters fit them than the Fighter's (most are monsters); balance in docs/dungeon-flee.md.
 */
import type { AbilityDef, AbilityId } from "./types.js";

export const ABILITIES: Readonly<Record<AbilityId, AbilityDef>> = {
  "battle-hardened": {
    id: "battle-hardened",
    name: "Battle Hardened",
    text: "+1 sword in every attempt against a monster.",
  },
  "arcane-insight": {
    id: "arcane-insight",
    name: "Arcane Insight",
    text: "+2 icons of your choice against an encounter with a wildcard requirement.",
  },
  blessing: { id: "blessing", name: "Blessing", text: "Block 1 point of damage whenever you fail an encounter." },
  "nimble-fingers": {
    id: "nimble-fingers",
    name: "Nimble Fingers",
    text: "+2 icons of your choice against traps and doors.",
  },
};
