/**
 * Fast path of `dwarvesMoved` (../last-move.ts), the one `apply` uses after every action: the same dwarves in the
 * same order, found by comparing each dwarf with the same die of the same seat before the action, skipping the
 * players and dice the action left as they were, instead of writing every dwarf on the board into two maps on
 * every action. test/xorlosch/fastpaths.test.ts holds it equal to `dwarvesMoved`.
 */
import { dwarfFigure } from "../last-move.js";
import type { XorState } from "../types.js";

/** The dwarves that changed square in the action from `before` to `after` (on the board in both), else `before`'s. */
export function dwarvesMovedFast(before: XorState, after: XorState): readonly string[] {
  let moved: string[] | null = null;
  const players = after.players;
  for (let seat = 0; seat < players.length; seat++) {
    const was = before.players[seat];
    const now = players[seat];
    if (was === undefined || was === now || was.dwarves === now.dwarves) continue;
    for (let die = 0; die < now.dwarves.length; die++) {
      const a = was.dwarves[die]?.square ?? null;
      const b = now.dwarves[die].square;
      if (a !== null && b !== null && a !== b) (moved ??= []).push(dwarfFigure(seat, die));
    }
  }
  return moved ?? before.lastMoved;
}
