/**
 * The Orc's move (Enemy behavior: LITE-BEHAVIOR-7/8, ruling LITE-Q-23).
 *
 * An Orc seeks melee: when its movement takes it into the nearest hero's zone, and that zone has room for it, it
 * goes there. Otherwise it stops at cover: it walks the same shortest path and ends in the zone with cover on that
 * path nearest the hero that it can reach and has room in; its own zone counts, so an Orc in cover that cannot
 * reach melee holds its cover. With no cover on the way it moves as far as it can, as any enemy does (toward.ts).
 */
import { zoneOf } from "../map/index.js";
import type { RngState } from "../../rng.js";
import { canEndFor, profileOf } from "./board.js";
import { goalOf, moveWords, stuck, walk, type Move, type MoveInput } from "./toward.js";

export function orcMove(input: MoveInput, rng: RngState): [Move, RngState] {
  const [goal, next] = goalOf(input, rng);
  if (!goal || goal.path.length === 0) return [stuck(input, goal), next];
  const { board, enemy } = input;
  const movement = profileOf(enemy).movement;
  const canEnd = canEndFor(board, enemy);
  const steps = goal.path.length - 1;
  if (steps <= movement && canEnd(goal.hero.zone)) return [walk(input, goal), next];
  let cover = -1;
  for (let i = 0; i <= Math.min(movement, steps); i++) {
    if (zoneOf(board.map, goal.path[i]).cover && canEnd(goal.path[i])) cover = i;
  }
  if (cover < 0) return [walk(input, goal), next];
  const path = goal.path.slice(1, cover + 1);
  const words =
    path.length === 0
      ? "holds its cover, unable to reach melee"
      : `${moveWords(path)} and stops at cover there, unable to reach melee`;
  return [{ path, words, memory: goal.memory, tieBreaks: goal.tieBreak ? [goal.tieBreak] : [] }, next];
}
