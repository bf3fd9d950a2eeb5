/**
 * The Dungeon Lite bot's weight search: the strongest simple policy the heuristic bot's weights
 * (shared/src/dungeon-lite/bots/weights.ts) can express, for the balance bands to hold against.
 *
 *   npm run sim:lite-search -- --seed search --games 60 --budget 60 [--margin 0.02] [--start strong|heuristic]
 *     [--cells 1,1+opt1,2,3,4]
 *
 * A seeded coordinate search: every candidate is the best table so far with one weight moved one rung up or down its
 * ladder (LADDERS below; the weight and the direction drawn from a generator seeded with `--seed`), played for
 * `--games` games in each cell (./lite-balance.ts: solo with and without free equipment, 2, 3 and 4 heroes, missions
 * rotating), every candidate on the same seeds (`<seed>-0` …) so that two tables meet the same dice. A candidate
 * replaces the best when its score (the mean win rate over the cells) is higher by more than `--margin` (a
 * fraction; a changed decision sends a game down other dice, so common seeds do not remove the noise: with 60 games
 * a cell a score's standard error is about 2.7 points). `--budget` candidates are tried;
 * the run is deterministic given its flags. The command line and its file (bench/results/lite-search-<seed>.json) are
 * the tool's, bench/src/sim/lite-search.ts; the chosen table is written into STRONG_WEIGHTS by hand (and confirmed on
 * other seeds at a larger size, docs/balance.md).
 */
import { weightedBot } from "../dungeon-lite/bots/heuristic.js";
import type { Weights } from "../dungeon-lite/bots/weights.js";
import { Sfc32, rngFromSeed } from "../rng.js";
import { CELLS, playCell, type CellResult } from "./lite-balance.js";

/** The rungs each weight may take (a dotted key reaches into `pull`). */
export const LADDERS: Readonly<Record<string, readonly (number | boolean)[]>> = {
  openThreat: [0.25, 0.5, 1, 2, 99],
  openHand: [0, 1, 2, 3, 4],
  gather: [1, 2, 3, 5, 99],
  roundsPerSegment: [1.2, 1.5, 1.8, 2.2, 2.6, 3],
  roundsForBoss: [1, 2, 3, 4, 5],
  hurry: [0.3, 0.6, 0.9, 1.3, 2],
  "pull.explore": [0.3, 0.6, 0.9, 1.2, 1.6],
  "pull.boss": [0.4, 0.8, 1.2, 1.6, 2.4],
  "pull.chest": [0, 0.4, 0.8, 1.2],
  "pull.revive": [0.6, 1.2, 1.8, 2.4],
  apart: [0, 0.15, 0.35, 0.6, 1],
  knockOut: [2, 4, 6, 9, 12],
  knockOutAlone: [10, 20, 40, 80],
  life: [0.6, 0.8, 1, 1.3, 1.6],
  draw: [0.1, 0.2, 0.3, 0.45, 0.6],
  energy: [0.1, 0.2, 0.3, 0.5],
  xp: [0, 0.1, 0.25, 0.4, 0.6],
  horizon: [2, 3, 4, 5, 6],
  counterMargin: [0, 0.15, 0.3, 0.6, 1],
  newest: [0, 0.5, 1, 2],
  clearFirst: [false, true],
};

export const get = (w: Weights, key: string): number | boolean =>
  key.startsWith("pull.") ? w.pull[key.slice(5) as keyof Weights["pull"]] : (w[key as keyof Weights] as number);

function set(w: Weights, key: string, value: number | boolean): Weights {
  if (key.startsWith("pull.")) return { ...w, pull: { ...w.pull, [key.slice(5)]: value } };
  return { ...w, [key]: value };
}

/** The table one rung from `w` on `key`'s ladder (`dir` ±1; at an end, the other way; off the ladder, the nearest rung). */
export function neighbour(w: Weights, key: string, dir: 1 | -1): Weights {
  const ladder = LADDERS[key];
  const now = get(w, key);
  let i = ladder.indexOf(now);
  if (i < 0) {
    const dist = ladder.map((x) => Math.abs(Number(x) - Number(now)));
    i = dist.indexOf(Math.min(...dist));
    return set(w, key, ladder[i]);
  }
  let j = i + dir;
  if (j < 0 || j >= ladder.length) j = i - dir;
  return set(w, key, ladder[j]);
}

export interface Scored {
  readonly weights: Weights;
  readonly score: number;
  readonly cells: readonly CellResult[];
}

export function evaluate(weights: Weights, cells: readonly string[], games: number, seed: string): Scored {
  const bot = weightedBot("candidate", weights);
  const results = CELLS.filter((c) => cells.includes(c.id)).map((c) => playCell(bot, c, games, seed));
  const score = results.reduce((s, r) => s + r.winRate, 0) / results.length;
  return { weights, score, cells: results };
}

export interface SearchSettings {
  readonly seed: string;
  readonly games: number;
  readonly budget: number;
  readonly margin: number;
  readonly cells: readonly string[];
}

export interface SearchStep {
  readonly step: number;
  readonly key: string;
  readonly value: number | boolean;
  readonly score: number;
  readonly kept: boolean;
}

/** The best table found from `start` (see the header); `onStep` hears each candidate (the start as step 0). */
export function search(
  start: Weights,
  s: SearchSettings,
  onStep: (step: SearchStep, cand: Scored) => void = () => {},
): { best: Scored; trail: SearchStep[] } {
  const rng = new Sfc32(rngFromSeed(`lite-search:${s.seed}`).dice);
  const keys = Object.keys(LADDERS);
  let best = evaluate(start, s.cells, s.games, s.seed);
  onStep({ step: 0, key: "", value: 0, score: best.score, kept: true }, best);
  const trail: SearchStep[] = [];
  for (let step = 1; step <= s.budget; step++) {
    const key = keys[rng.nextInt(keys.length)];
    const dir = rng.nextFloat() < 0.5 ? 1 : -1;
    const weights = neighbour(best.weights, key, dir);
    const cand = evaluate(weights, s.cells, s.games, s.seed);
    const kept = cand.score > best.score + s.margin;
    const at = { step, key, value: get(weights, key), score: cand.score, kept };
    trail.push(at);
    onStep(at, cand);
    if (kept) best = cand;
  }
  return { best, trail };
}
