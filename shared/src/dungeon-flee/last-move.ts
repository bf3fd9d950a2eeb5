/**
 * The token and monsters of the last move (the rule is ../last-move.ts): the player's token, `player-token`, stands
 * at its corridor (or at the start, on the character card), and each face-up monster, `monster-<card id>`, in its
 * corridor. Face-down cards are not figures (what they are is hidden), so a monster turned up or defeated comes or
 * goes and is not of a move; one that a failed door moves to the next corridor is (FLEE-DOOR-2).
 */
import { card } from "./content/index.js";
import { lastMoved, type Places } from "../last-move.js";
import type { FleeState } from "./state.js";

/** The ids of the figures: the view's `lastMoved` and the table's drawing name them so. */
export const TOKEN_FIGURE = "player-token";
export const monsterFigure = (cardId: string): string => `monster-${cardId}`;

function places(s: FleeState): Places {
  const at = new Map<string, string | number>([[TOKEN_FIGURE, s.location ?? "start"]]);
  s.corridors.forEach((c, i) => {
    for (let k = c.cards.length - c.up; k < c.cards.length; k++)
      if (card(c.cards[k]).kind === "monster") at.set(monsterFigure(c.cards[k]), i);
  });
  return at;
}

/** The figures that changed place in the action from `s` to `d`, else those of the move before. */
export const figuresMoved = (s: FleeState, d: FleeState): readonly string[] =>
  lastMoved(places(s), places(d), s.lastMoved);

/**
 * Keeps in `d` (the working copy of an action on `s`) the figures of the last move; `moved` finds them (`apply`
 * passes the fast path of `figuresMoved`, ./fast/last-move.ts).
 */
export function keepLastMove(
  s: FleeState,
  d: FleeState,
  moved: (s: FleeState, d: FleeState) => readonly string[] = figuresMoved,
): void {
  if (d.location === s.location && d.corridors === s.corridors) return;
  d.lastMoved = moved(s, d);
}
