/**
 * The rulebook's fixed numbers for Dungeon Lite (nothing here is designed).
 */

/** No attack rolls more than 6 attack dice (LITE-ATTACK-11). */
export const MAX_ATTACK_DICE = 6;
/** No figure ever rolls more than 3 defense dice (LITE-HERO-12). */
export const MAX_DEFENSE_DICE = 3;
/** A ranged attack reaches at most 4 zones (LITE-HERO-7). */
export const MAX_RANGE = 4;
/** A zone's occupancy capacity (LITE-ZONE-2); heroes occupy 0 (LITE-ZONE-3). */
export const ZONE_CAPACITY = 6;
/** Experience needed to obtain equipment and recover all energy (LITE-XP-3/4). */
export const LEVEL_UP_EXPERIENCE = 10;
/** Action cards received in each Event Phase, up to Life (LITE-ACTION-4). */
export const EVENT_DRAW = 2;
/** Energy a hero's ranged attack costs (LITE-HERO-4). */
export const RANGED_ENERGY_COST = 1;
/** Attack dice rolled to open a chest (LITE-OPEN-15), and the most defense dice rolled against it (LITE-OPEN-16). */
export const CHEST_ATTACK_DICE = 3;
export const CHEST_MAX_DEFENSE_DICE = 3;
/** Segments placed (the Entrance not counted) before an objective terrain may be discovered (LITE-OPEN-11). */
export const SEGMENTS_BEFORE_OBJECTIVE = 5;
/** Enemy Phases a barred door holds once enemies reach it (LITE-DOOR-4); turns an Undead stays down (LITE-BEHAVIOR-11). */
export const BARRED_DOOR_PHASES = 2;
export const UNDEAD_DOWN_TURNS = 2;

/** Tie-break roll: dice each tied hero rolls, by the number of tied players (LITE-TIEBREAK-2). */
export const TIE_BREAK_DICE: Readonly<Record<2 | 3 | 4, number>> = { 2: 4, 3: 3, 4: 2 };

/** The defense dice a figure rolls: its own plus bonuses (cover, range penalty, cards), never above 3 (LITE-HERO-12). */
export function defenseDice(base: number, bonus: number): number {
  return Math.min(MAX_DEFENSE_DICE, Math.max(0, base + bonus));
}

/** The attack dice of one attack, never above 6 (LITE-ATTACK-11). */
export function attackDice(base: number, bonus: number): number {
  return Math.min(MAX_ATTACK_DICE, Math.max(0, base + bonus));
}
