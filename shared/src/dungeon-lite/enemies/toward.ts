/**
 * Moving toward the nearest hero (Enemy behavior: LITE-BEHAVIOR-1/2, LITE-ENEMYCARD-14/15, LITE-ZONE-4/5; rulings
 * LITE-Q-21, LITE-Q-28, LITE-Q-31). This is how Beast-Orcs and every secondary enemy move; Goblins and Orcs start
 * from it (goblin.ts, orc.ts).
 *
 * The enemy walks a shortest path toward the nearest standing hero, up to its movement, without stopping at cover,
 * to end in that hero's zone. "Nearest" ignores the barred door, the path does not cross it (LITE-DOOR-3). Of
 * several nearest heroes it goes for the one it would attack first (target.ts). It passes through any zone, but if
 * the zone it would end in has no room for it, it stops in the last zone of its path that has (LITE-ZONE-4/5).
 */
import { shortestPath, stopOnPath, type ZoneId } from "../map/index.js";
import type { RngState } from "../../rng.js";
import { canEndFor, heroWords, nearestHeroes, profileOf, zonesWord } from "./board.js";
import { chooseTarget } from "./target.js";
import type { AttackMemory, Board, EnemyFigure, HeroFigure, TieBreak } from "./types.js";
import { zoneWords } from "../zone-words.js";

/** One move of an enemy: the zones entered, in order, and what it did in words. */
export interface Move {
  readonly path: readonly ZoneId[];
  readonly words: string;
  readonly memory: AttackMemory;
  readonly tieBreaks: readonly TieBreak[];
}

/** Everything a move needs: the board, the enemy where it stands now, the heroes it may go for. */
export interface MoveInput {
  readonly board: Board;
  readonly enemy: EnemyFigure;
  readonly heroes: readonly HeroFigure[];
  readonly memory: AttackMemory;
}

/** "moves 2 zones to entrance/2", "stays". */
export const moveWords = (path: readonly ZoneId[], verb = "moves"): string =>
  path.length === 0 ? "stays" : `${verb} ${zonesWord(path.length)} to ${zoneWords(path[path.length - 1])}`;

export interface Goal {
  readonly hero: HeroFigure;
  /** A shortest path from the enemy's zone to the hero's, both included; [] when the enemy cannot get there. */
  readonly path: readonly ZoneId[];
  readonly memory: AttackMemory;
  readonly tieBreak: TieBreak | null;
}

/** The hero the enemy moves toward (the nearest; of several, the one it would attack first), or null for none. */
export function goalOf(input: MoveInput, rng: RngState): [Goal | null, RngState] {
  const { board, enemy } = input;
  const nearest = nearestHeroes(board.map, enemy.zone, input.heroes).heroes;
  if (nearest.length === 0) return [null, rng];
  const [choice, next] = chooseTarget(nearest, input.memory, rng);
  const path = shortestPath(board.map, enemy.zone, choice.hero.zone);
  return [{ hero: choice.hero, path, memory: choice.memory, tieBreak: choice.tieBreak }, next];
}

/** A move with no path: it cannot get to any hero. */
export const stuck = (input: MoveInput, goal: Goal | null): Move => ({
  path: [],
  words: goal ? `cannot get to ${heroWords([goal.hero])}` : "has no hero to go for",
  memory: goal?.memory ?? input.memory,
  tieBreaks: goal?.tieBreak ? [goal.tieBreak] : [],
});

/** Along `goal.path`, up to its movement, ending in the last zone with room (LITE-ZONE-4/5). */
export function walk(input: MoveInput, goal: Goal, verb = "moves"): Move {
  const { board, enemy } = input;
  const end = stopOnPath(goal.path, profileOf(enemy).movement, canEndFor(board, enemy));
  const path = goal.path.slice(1, goal.path.indexOf(end) + 1);
  const short = path.length < Math.min(profileOf(enemy).movement, goal.path.length - 1) ? " (no room further on)" : "";
  return {
    path,
    words: `${moveWords(path, verb)}${short}`,
    memory: goal.memory,
    tieBreaks: goal.tieBreak ? [goal.tieBreak] : [],
  };
}

/** Moves toward the nearest hero, up to its movement, not stopping at cover (LITE-BEHAVIOR-1/2). */
export function toward(input: MoveInput, rng: RngState): [Move, RngState] {
  const [goal, next] = goalOf(input, rng);
  if (!goal || goal.path.length === 0) return [stuck(input, goal), next];
  return [walk(input, goal), next];
}
