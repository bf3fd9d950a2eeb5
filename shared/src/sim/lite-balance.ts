/**
 * Dungeon Lite's balance cells: one per party size, solo with and without difficulty option 1 (free
 * equipment, the rulebook's advice for a lone hero), the four missions rotating game by game as in the balance
 * table's commands (docs/balance.md). Games are played exactly as `npm run sim` plays them (seed `<seed>-<i>`), so
 * a cell's win rate here is the sim's for the same flags. Used by the weight search (./lite-search.ts) and the
 * balance test (test/dungeon-lite/balance.test.ts).
 */
import type { Bot } from "../engine.js";
import { dungeonLiteEngine } from "../dungeon-lite/index.js";
import type { LiteAction } from "../dungeon-lite/actions.js";
import type { LiteView } from "../dungeon-lite/view.js";
import type { AnyBot } from "../games.js";
import { playGame } from "./play.js";

export const MISSIONS = ["goblin-king", "orc-warlord", "necromancer", "demon-forge"] as const;

export interface Cell {
  /** Short name: `1`, `1+opt1`, `2`, `3`, `4`. */
  readonly id: string;
  readonly seats: number;
  readonly freeEquipment: boolean;
}

export const CELLS: readonly Cell[] = [
  { id: "1", seats: 1, freeEquipment: false },
  { id: "1+opt1", seats: 1, freeEquipment: true },
  { id: "2", seats: 2, freeEquipment: false },
  { id: "3", seats: 3, freeEquipment: false },
  { id: "4", seats: 4, freeEquipment: false },
];

/**
 * The bands the strong bot's win rate must stay in, per cell, in percent (the reasons are in
 * docs/balance.md, "Bands for every party size"): the rulebook's game is a co-operative survival adventure, "a
 * demanding but very rewarding task", so every party size is hard (the party loses at least as often as it wins)
 * but winnable (it wins at least one game in four); four heroes keep the first design's 25–45%; a lone hero is advised to
 * take option 1, and with it is within 10 points of four heroes (SOLO_GAP); without it a lone hero may do worse (15%).
 */
export const BANDS: Readonly<Record<string, readonly [number, number]>> = {
  "1": [15, 50],
  "1+opt1": [25, 50],
  "2": [25, 50],
  "3": [25, 50],
  "4": [25, 45],
};

/** Solo with option 1 is within this many points of four heroes at base. */
export const SOLO_GAP = 10;

/** The seed of the recorded figures: `npm run sim -- --seed sim` (the default) plays the same games. */
export const RECORD_SEED = "sim";

/**
 * The strong bot's recorded figures, per cell, on seed RECORD_SEED (docs/balance.md, "The final table"): `games`
 * played by the sim, `wins` of them; and `pin`, the wins and the total actions of the first `pin.games` of those
 * games, which the balance test plays again. When the test's games no longer match the pin, play has changed
 * (rules, content or bot), and these figures must be measured again before the bands can be judged.
 */
export const RECORDED: Readonly<
  Record<string, { games: number; wins: number; pin: { games: number; wins: number; actions: number } }>
> = {
  "1": { games: 2000, wins: 702, pin: { games: 40, wins: 14, actions: 13319 } },
  "1+opt1": { games: 2000, wins: 736, pin: { games: 40, wins: 18, actions: 14772 } },
  "2": { games: 2000, wins: 748, pin: { games: 40, wins: 17, actions: 22965 } },
  "3": { games: 2000, wins: 922, pin: { games: 40, wins: 23, actions: 22423 } },
  "4": { games: 2000, wins: 683, pin: { games: 40, wins: 15, actions: 31425 } },
};

/**
 * A win rate's 95% interval in percent (normal approximation, 1.96 standard errors): with 2,000 games a rate
 * near 40% is placed within about ±2.1 points.
 */
export function interval(wins: number, games: number): { rate: number; low: number; high: number } {
  const p = wins / games;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
  return { rate: p * 100, low: (p - half) * 100, high: (p + half) * 100 };
}

/** The upper end of the 95% interval of the gap |a − b| between two independent rates, in points. */
export function gapHigh(a: { wins: number; games: number }, b: { wins: number; games: number }): number {
  const p = a.wins / a.games;
  const q = b.wins / b.games;
  const se = Math.sqrt((p * (1 - p)) / a.games + (q * (1 - q)) / b.games);
  return (Math.abs(p - q) + 1.96 * se) * 100;
}

export interface CellResult {
  readonly cell: string;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** Mean actions a game. */
  readonly actions: number;
  /** Every action of every game, summed (what the balance test pins). */
  readonly totalActions: number;
}

/** Plays `games` games of a cell with `bot` in every seat, seeds `<seed>-0` … as `npm run sim --seed <seed>` does. */
export function playCell(bot: Bot<LiteView, LiteAction>, cell: Cell, games: number, seed: string): CellResult {
  const engine = dungeonLiteEngine;
  const bots: AnyBot[] = Array.from({ length: cell.seats }, () => bot);
  let wins = 0;
  let actions = 0;
  for (let i = 0; i < games; i++) {
    const raw = { mission: MISSIONS[i % MISSIONS.length], freeEquipment: cell.freeEquipment };
    const parsed = engine.parseOptions(raw, cell.seats);
    if (!parsed.ok) throw new Error(`options rejected: ${parsed.reason}`);
    const r = playGame(engine, bots, `${seed}-${i}`, parsed.options, cell.seats, 20000);
    if (r.outcome?.results[0] === "win") wins++;
    actions += r.actions;
  }
  return { cell: cell.id, games, wins, winRate: wins / games, actions: actions / games, totalActions: actions };
}
