/**
 * Dungeon Lite dice.
 *
 * From the rulebook: 6 red attack dice and 3 blue defense dice (LITE-COMP-19/20); attack dice show normal Hit and
 * critical Hit, defense dice normal Block and critical Block (LITE-DICE-1..3). DESIGNED here (ruling LITE-Q-36):
 * the six faces of each die, with blanks.
 *
 * Design notes: the attack die hits on 4 faces in 6 (3 hits + 1 critical), the defense die blocks on 3 in 6
 * (2 blocks + 1 critical), so attacks usually get through and a hero's defense slows damage without stopping it.
 * A critical is 1 face in 6 on both dice. A chest (3 attack dice, LITE-OPEN-15) opens 26 times in 27 with no enemy
 * in the zone. These two face lists are the main balance levers of all combat.
 */

export type AttackFace = "hit" | "critical" | "blank";
export type DefenseFace = "block" | "critical" | "blank";

/** Red attack die: 3 Hit, 1 critical Hit, 2 blank. */
export const ATTACK_DIE: readonly AttackFace[] = ["hit", "hit", "hit", "critical", "blank", "blank"];
/** Blue defense die: 2 Block, 1 critical Block, 3 blank. */
export const DEFENSE_DIE: readonly DefenseFace[] = ["block", "block", "critical", "blank", "blank", "blank"];

/** Dice in the box (LITE-COMP-19/20). */
export const ATTACK_DICE_IN_BOX = 6;
export const DEFENSE_DICE_IN_BOX = 3;
