/**
 * Fast path of `moveRule` (../round.ts): the same answer, kept for the last state object asked about. `legal` and
 * the view ask about the same state in turn (states are immutable, so the answer for one object never changes).
 * test/dungeon-flee/fastpaths.test.ts holds it equal to `moveRule`.
 */
import { moveRule, type MoveRule } from "../round.js";
import type { FleeState } from "../state.js";

let lastState: FleeState | null = null;
let lastAnswer: MoveRule | null = null;

/** `moveRule(s)`, remembered for the last state. */
export function lastMoveRule(s: FleeState): MoveRule {
  if (s !== lastState) {
    lastAnswer = moveRule(s);
    lastState = s;
  }
  return lastAnswer as MoveRule;
}
