/**
 * The Goblin's move (Enemy behavior: LITE-BEHAVIOR-4..6, ruling LITE-Q-22).
 *
 * A Goblin moves until it is 2 zones from the nearest hero, within line of sight, to shoot (LITE-BEHAVIOR-4): of the
 * zones it can reach and has room in, those where the nearest hero is 2 zones away and in its line of sight; the
 * one fewest steps away, chance deciding between equals. It backs away to get there if it must (LITE-BEHAVIOR-6:
 * "the Goblin in zone 1 backs away 1 zone"). Where the hero it goes for stands in a zone with cover ("behind
 * cover"), or when no such zone is within its reach, it moves toward the hero instead, into the hero's zone if it
 * can (LITE-BEHAVIOR-5: "it moves there instead"), and shoots from where it ends if it cannot.
 */
import { lineOfSight, reachable, shortestPath, zoneOf, type ZoneId } from "../map/index.js";
import { nextInt, type RngState } from "../../rng.js";
import { canEndFor, heroWords, nearestHeroes, profileOf } from "./board.js";
import { goalOf, moveWords, stuck, walk, type Move, type MoveInput } from "./toward.js";

/** The distance a Goblin keeps from the nearest hero (LITE-BEHAVIOR-4). */
export const GOBLIN_DISTANCE = 2;

/** The zones within the Goblin's reach that are 2 zones from the nearest hero, in its line of sight; fewest steps first. */
export function shootingZones(input: MoveInput): { zone: ZoneId; steps: number }[] {
  const { board, enemy, heroes } = input;
  const out: { zone: ZoneId; steps: number }[] = [];
  for (const r of reachable(board.map, enemy.zone, profileOf(enemy).movement, { canEnd: canEndFor(board, enemy) })) {
    const near = nearestHeroes(board.map, r.zone, heroes);
    if (near.distance === GOBLIN_DISTANCE && near.heroes.some((h) => lineOfSight(board.map, r.zone, h.zone) !== null))
      out.push(r);
  }
  return out;
}

export function goblinMove(input: MoveInput, rng: RngState): [Move, RngState] {
  const [goal, afterGoal] = goalOf(input, rng);
  if (!goal) return [stuck(input, goal), afterGoal];
  const { board, enemy } = input;
  if (zoneOf(board.map, goal.hero.zone).cover) {
    if (goal.path.length === 0) return [stuck(input, goal), afterGoal];
    const move = walk(input, goal);
    return [{ ...move, words: `${move.words} (${heroWords([goal.hero])} is behind cover: it closes in)` }, afterGoal];
  }
  const zones = shootingZones(input);
  if (zones.length === 0) {
    if (goal.path.length === 0) return [stuck(input, goal), afterGoal];
    const move = walk(input, goal);
    return [{ ...move, words: `${move.words} (no zone 2 from the nearest hero in sight within reach)` }, afterGoal];
  }
  const fewest = zones.filter((z) => z.steps === zones[0].steps);
  const [pick, next] = fewest.length > 1 ? nextInt(afterGoal, fewest.length) : [0, afterGoal];
  const zone = fewest[pick].zone;
  const path = shortestPath(board.map, enemy.zone, zone).slice(1);
  const from = nearestHeroes(board.map, enemy.zone, input.heroes).distance;
  const verb = from < GOBLIN_DISTANCE ? "backs away" : "moves";
  const words = `${moveWords(path, verb)} (2 zones from the nearest hero, in line of sight)`;
  return [{ path, words, memory: goal.memory, tieBreaks: goal.tieBreak ? [goal.tieBreak] : [] }, next];
}
