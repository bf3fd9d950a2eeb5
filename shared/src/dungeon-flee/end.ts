/** End of the game (FLEE-END-1, FLEE-END-2, FLEE-OVERVIEW-9) and health changes, on the apply's working copy. */
import type { Outcome } from "../engine.js";
import type { FleeState } from "./state.js";

export const STAIRS_TO_WIN = 4;

/** Takes damage; the game is lost at once when health drops below 1 (FLEE-END-2). */
export function takeDamage(d: FleeState, n: number): void {
  if (n <= 0) return;
  d.health -= n;
  if (d.health < 1) {
    d.result = "loss";
    d.phase = "over";
  }
}

/** Restores health, never above max health (FLEE-EMPTY-1, ruling FLEE-Q-10). */
export function heal(d: FleeState, n: number): void {
  d.health = Math.min(d.maxHealth, d.health + n);
}

/** A Stairs Up is turned over: the 4th wins at once (FLEE-END-1, FLEE-OVERVIEW-2/9, ruling FLEE-Q-30). */
export function countStairs(d: FleeState): void {
  d.stairs += 1;
  if (d.stairs >= STAIRS_TO_WIN) {
    d.result = "win";
    d.phase = "over";
  }
}

export function outcome(s: FleeState): Outcome | null {
  if (s.result === null) return null;
  const score = Math.max(0, s.health);
  return s.result === "win"
    ? {
        results: ["win"],
        scores: [score],
        summary: `Fled the dungeon alive with ${s.health} health after ${s.round} rounds.`,
      }
    : {
        results: ["loss"],
        scores: [0],
        summary: `Perished in the dungeon after ${s.round} rounds, having found ${s.stairs} of 4 Stairs Up.`,
      };
}
