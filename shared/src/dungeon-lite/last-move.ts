/**
 * The heroes and enemies of the last move (the rule is ../last-move.ts): a hero is known as `hero-<seat>`, an enemy
 * as `enemy-<id>`, each standing in its zone; an enemy that spawns or is defeated comes or goes, and is not of a move.
 * A move of the rules' own (an enemy activation) counts as anyone's.
 */
import { lastMoved, type Places } from "../last-move.js";
import type { LiteState } from "./state.js";

/** The ids of the figures: the view's `lastMoved` and the table's drawing name them so. */
export const heroFigure = (seat: number): string => `hero-${seat}`;
export const enemyFigure = (id: number): string => `enemy-${id}`;

function places(s: LiteState): Places {
  const at = new Map<string, string>();
  for (const h of s.heroes) at.set(heroFigure(h.seat), h.zone);
  for (const e of s.enemies) at.set(enemyFigure(e.id), e.zone);
  return at;
}

/** Keeps in `d` (the working copy of an action on `s`) the figures of the last move. */
export function keepLastMove(s: LiteState, d: LiteState): void {
  if (d.heroes === s.heroes && d.enemies === s.enemies) return;
  d.lastMoved = lastMoved(places(s), places(d), s.lastMoved);
}
