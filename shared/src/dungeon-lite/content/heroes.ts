/**
 * Dungeon Lite hero profile cards.
 *
 * From the rulebook: 8 hero profile cards (LITE-COMP-1), 4 classes Warrior, Dwarf, Elf, Mage, male and female
 * with the same stats (LITE-HERO-25/27); the attributes melee, ranged (1 energy a shot), range, defense (at most
 * 3), life (= action cards held), energy, movement and Critical (LITE-HERO-1..24); the class traits "balanced,
 * best defense" / "fearsome in melee" / "skilled with the bow" / "expert in magic, physically weak" (LITE-HERO-26);
 * the dazed back side with movement 1 (LITE-HERO-29..31).
 *
 * DESIGNED here: every number and every critical ability.
 * - Warrior: the only defense 3, life 6, a solid all-rounder; criticals add a wound and cancel an extra hit.
 * - Dwarf: the most melee dice (4) and the most life (7), short range; a critical block in melee wounds the attacker.
 * - Elf: the most ranged dice (4) and range 4, movement 3; a ranged critical adds a wound, a critical block
 *   recovers 1 energy (she dodges and nocks the next arrow).
 * - Mage: the most energy (5) for spells, the least life, defense and melee; a critical hit recovers 1 energy.
 * Balance levers: life (hand size) and energy; the four energies add up to 14, within the 15 energy tokens.
 */
import type { ClassDef, ClassId, Gender, HeroCard, HeroStats } from "./types.js";
import type { CriticalEffect } from "./effects.js";

export const CLASS_IDS: readonly ClassId[] = ["warrior", "dwarf", "elf", "mage"];
export const GENDERS: readonly Gender[] = ["male", "female"];

export const CLASSES: Readonly<Record<ClassId, ClassDef>> = {
  warrior: { id: "warrior", name: "Warrior", trait: "A balanced fighter. Their armor gives them the best defense." },
  dwarf: { id: "dwarf", name: "Dwarf", trait: "Short and stocky; fearsome in melee combat." },
  elf: { id: "elf", name: "Elf", trait: "Slender and agile; skilled with the bow." },
  mage: { id: "mage", name: "Mage", trait: "An expert in magic; physically weak." },
};

interface ClassProfile {
  stats: HeroStats;
  criticalHit: CriticalEffect | null;
  criticalBlock: CriticalEffect | null;
  criticalText: string;
}

const PROFILES: Readonly<Record<ClassId, ClassProfile>> = {
  warrior: {
    stats: { melee: 3, ranged: 2, range: 2, defense: 3, life: 6, energy: 3, movement: 2 },
    criticalHit: { kind: "extra-wound", mode: "any" },
    criticalBlock: { kind: "extra-block" },
    criticalText: "Critical hit: +1 wound. Critical block: cancels 1 more hit.",
  },
  dwarf: {
    stats: { melee: 4, ranged: 1, range: 1, defense: 2, life: 7, energy: 2, movement: 2 },
    criticalHit: { kind: "extra-wound", mode: "melee" },
    criticalBlock: { kind: "wound-attacker" },
    criticalText: "Critical hit in melee: +1 wound. Critical block against a melee attack: the attacker takes 1 wound.",
  },
  elf: {
    stats: { melee: 2, ranged: 4, range: 4, defense: 2, life: 5, energy: 4, movement: 3 },
    criticalHit: { kind: "extra-wound", mode: "ranged" },
    criticalBlock: { kind: "recover-energy", amount: 1 },
    criticalText: "Critical hit at range: +1 wound. Critical block: recover 1 energy.",
  },
  mage: {
    stats: { melee: 1, ranged: 2, range: 3, defense: 1, life: 4, energy: 5, movement: 2 },
    criticalHit: { kind: "recover-energy", amount: 1 },
    criticalBlock: null,
    criticalText: "Critical hit: recover 1 energy.",
  },
};

/** The 8 hero profile cards: one per class and gender, the same stats (LITE-COMP-1, LITE-HERO-27). */
export const HERO_CARDS: readonly HeroCard[] = CLASS_IDS.flatMap((cls) =>
  GENDERS.map((gender): HeroCard => ({
    id: `${cls}-${gender}`,
    cls,
    gender,
    name: `${CLASSES[cls].name} (${gender})`,
    ...PROFILES[cls],
    dazed: { movement: 1 },
  })),
);

/** The stats of a class (the same on both of its cards). */
export const classStats = (cls: ClassId): HeroStats => PROFILES[cls].stats;
