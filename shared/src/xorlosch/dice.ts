/**
 * Dice content. Rulebook: six dice per player in six colours (XOR-MAT-4, XOR-PREP-3); a die shows an axe (Warrior)
 * or pliers (Mechanicus) (XOR-PREP-4). Designed (XOR-Q-4): every colour has the same split, dice 0-2 are
 * Warriors and dice 3-5 are Mechanicusses.
 */
import type { Profession } from "./types.js";

export const DICE_PER_PLAYER = 6;
export const MAX_SEATS = 6;
export const DICE_PROFESSIONS: readonly Profession[] = [
  "warrior",
  "warrior",
  "warrior",
  "mechanicus",
  "mechanicus",
  "mechanicus",
];
export const SEAT_COLOURS: readonly string[] = ["Red", "Blue", "Green", "Yellow", "Black", "White"];

export const professionOf = (die: number): Profession => DICE_PROFESSIONS[die];
