/**
 * The dwarves of the last move (the rule is ../last-move.ts): a dwarf is known as `dwarf-<seat>-<die>` and stands on
 * its square; one outside the board stands nowhere, so bringing it in or taking it out is not a move of it.
 */
import type { ApplyResult } from "../engine.js";
import { lastMoved, type Places } from "../last-move.js";
import type { XorState } from "./types.js";

/** The id of a dwarf as a figure: the view's `lastMoved` and the table's drawing name it so. */
export const dwarfFigure = (seat: number, die: number): string => `dwarf-${seat}-${die}`;

function places(s: XorState): Places {
  const at = new Map<string, number>();
  s.players.forEach((p, seat) =>
    p.dwarves.forEach((d, die) => {
      if (d.square !== null) at.set(dwarfFigure(seat, die), d.square);
    }),
  );
  return at;
}

/** The dwarves that changed square in the action from `before` to `after`, else those of the move before. */
export const dwarvesMoved = (before: XorState, after: XorState): readonly string[] =>
  lastMoved(places(before), places(after), before.lastMoved);

/**
 * `result` (of an action on `before`) with the dwarves of the last move kept in its state; `moved` finds them
 * (`apply` passes the fast path of `dwarvesMoved`, ./fast/last-move.ts).
 */
export function withLastMove(
  before: XorState,
  result: ApplyResult<XorState>,
  moved: (before: XorState, after: XorState) => readonly string[] = dwarvesMoved,
): ApplyResult<XorState> {
  if (!result.ok || result.state.players === before.players) return result;
  const ids = moved(before, result.state);
  return ids === result.state.lastMoved ? result : { ...result, state: { ...result.state, lastMoved: ids } };
}
