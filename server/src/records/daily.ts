/**
 * The daily dungeon (docs/ratings.md, "The daily dungeon"): per Dungeon Flee mode, one dungeon for everyone per UTC
 * day. Its seed is drawn from the operating system's secure random source when the day's dungeon is first asked
 * for, and kept in the database only, so nobody can know it in advance or work it out from the date; its class is
 * drawn with it, so that everyone plays the same character. A table asks for it with the create option `daily`.
 */
import { randomBytes, randomInt } from "node:crypto";
import { CLASS_IDS } from "@tabletop/shared/dungeon-flee/content/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import type { FreshDaily } from "../store/daily.js";

/** The games with a daily dungeon. */
export const DAILY_GAMES: readonly string[] = ["dungeon-flee"];

/** A new day's dungeon of a track: a secret seed, and the options everyone plays it with. */
export function freshDaily(track: string): FreshDaily {
  return {
    seed: randomBytes(16).toString("hex"),
    options: { mode: track, class: CLASS_IDS[randomInt(CLASS_IDS.length)] },
  };
}

/** The track of a daily table from its game's options (Dungeon Flee: the mode). */
export const dailyTrackOf = (options: unknown): string => (options as FleeOptions).mode;

/** The options a run of the day is played with: the day's, with the player's own choice of what is cosmetic. */
export function dailyOptions(day: unknown, asked: unknown): FleeOptions {
  const gender = (asked as FleeOptions).gender;
  return { ...(day as FleeOptions), ...(gender ? { gender } : {}) };
}
