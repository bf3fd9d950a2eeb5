/**
 * Dungeon Flee's balance, as the sim plays it (`npm run sim -- --game dungeon-flee --mode M --class
 * fighter,wizard,cleric,thief,barbarian --bot B`, seed `sim`): the classes rotate game by game. The bands are the
 * rulebook's modes as CONTENT.md sets them (Easy about 40–60%, Hard 15–35%, Extreme 5–15%), held by the strong bot
 * with 2 points to spare at 2,000 games, so the bands hold beyond the sim's own noise; the newcomer (the strong bot's play without thinning, a
 * sensible player who keeps every card won) has a figure to reach in Easy, "a better chance of escaping". The figures
 * are docs/dungeon-flee.md's; test/dungeon-flee/balance.test.ts holds them.
 */
import { dungeonFleeEngine, dungeonFleeBots } from "../dungeon-flee/index.js";
import type { Mode } from "../dungeon-flee/state.js";
import { playGame } from "./play.js";

export const CLASS_ROTATION = ["fighter", "wizard", "cleric", "thief", "barbarian"] as const;

/** The strong bot's band per mode, in percent; its rate at 2,000 games keeps MARGIN points inside. */
export const BANDS: Readonly<Record<Mode, readonly [number, number]>> = {
  easy: [40, 60],
  hard: [15, 35],
  extreme: [5, 15],
};
export const MARGIN = 2;

/**
 * The newcomer's figure in Easy, in percent of games escaped at 2,000 games; and the least its 95% interval may
 * reach down to (NEWCOMER_EASY_FLOOR): Easy is winnable, one escape in ten at the worst the sample allows.
 */
export const NEWCOMER_EASY_TARGET = 15;
export const NEWCOMER_EASY_FLOOR = 10;

export const RECORD_SEED = "sim";

export interface Recorded {
  readonly games: number;
  readonly wins: number;
  /** The first `games` of the recorded games, played again by the test: their wins and total actions. */
  readonly pin: { readonly games: number; readonly wins: number; readonly actions: number };
}

/** The recorded figures (docs/dungeon-flee.md, "Balance"), per bot and mode. */
export const RECORDED: Readonly<Record<string, Recorded>> = {
  "strong-easy": { games: 2000, wins: 1052, pin: { games: 100, wins: 56, actions: 32199 } },
  "strong-hard": { games: 2000, wins: 650, pin: { games: 100, wins: 40, actions: 26198 } },
  "strong-extreme": { games: 2000, wins: 214, pin: { games: 100, wins: 7, actions: 11408 } },
  "newcomer-easy": { games: 2000, wins: 315, pin: { games: 100, wins: 16, actions: 26745 } },
};

/** Plays `games` games of a mode with `bot`, seeds `<seed>-0` … and the classes rotating, as the sim does. */
export function playMode(
  bot: string,
  mode: Mode,
  games: number,
  seed: string,
): { games: number; wins: number; actions: number } {
  let wins = 0;
  let actions = 0;
  for (let i = 0; i < games; i++) {
    const parsed = dungeonFleeEngine.parseOptions({ mode, class: CLASS_ROTATION[i % CLASS_ROTATION.length] }, 1);
    if (!parsed.ok) throw new Error(`options rejected: ${parsed.reason}`);
    const r = playGame(dungeonFleeEngine, [dungeonFleeBots[bot]], `${seed}-${i}`, parsed.options, 1, 20000);
    if (r.outcome?.results[0] === "win") wins++;
    actions += r.actions;
  }
  return { games, wins, actions };
}
