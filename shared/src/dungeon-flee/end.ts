/** End of the game (FLEE-END-1, FLEE-END-2, FLEE-OVERVIEW-9) and health changes. */
import type { Outcome } from "../engine.js";
import { type FleeState, edit } from "./state.js";

export const STAIRS_TO_WIN = 4;

/** Takes damage; the game is lost at once when health drops below 1 (FLEE-END-2). */
export function takeDamage(s: FleeState, n: number): FleeState {
  if (n <= 0) return s;
  const health = s.health - n;
  return health < 1 ? edit(s, (next) => { next.health = health; next.result = "loss"; next.phase = "over"; }) : edit(s, (next) => { next.health = health; });
}

/** Restores health, never above max health (FLEE-EMPTY-1, ruling FLEE-Q-10). */
export function heal(s: FleeState, n: number): FleeState {
  const health = Math.min(s.maxHealth, s.health + n);
  return health === s.health ? s : edit(s, (next) => { next.health = health; });
}

/** A Stairs Up is turned over: the 4th wins at once (FLEE-END-1, FLEE-OVERVIEW-2/9, ruling FLEE-Q-30). */
export function countStairs(s: FleeState): FleeState {
  const stairs = s.stairs + 1;
  return stairs >= STAIRS_TO_WIN ? edit(s, (next) => { next.stairs = stairs; next.result = "win"; next.phase = "over"; }) : edit(s, (next) => { next.stairs = stairs; });
}

export function outcome(s: FleeState): Outcome | null {
  if (s.result === null) return null;
  const score = Math.max(0, s.health);
  return s.result === "win"
    ? { results: ["win"], scores: [score], summary: `Fled the dungeon alive with ${s.health} health after ${s.round} rounds.` }
    : { results: ["loss"], scores: [0], summary: `Perished in the dungeon after ${s.round} rounds, having found ${s.stairs} of 4 Stairs Up.` };
}
