/**
 * Fast path of `figuresMoved` (../last-move.ts), the one `apply` uses after every action: the same figures in the
 * same order (the token, then the face-up monsters corridor by corridor), found by comparing the token's place and
 * each face-up monster's corridor with where it showed before the action, skipping the corridors when the action
 * left them as they were, instead of writing every figure into two maps on every action.
 * test/dungeon-flee/fastpaths.test.ts holds it equal to `figuresMoved`.
 */
import { card } from "../content/index.js";
import { TOKEN_FIGURE, monsterFigure } from "../last-move.js";
import type { Corridor, FleeState } from "../state.js";

/** The corridor where card `id` shows face up, or -1. */
function shownIn(corridors: readonly Corridor[], id: string): number {
  for (let i = 0; i < corridors.length; i++) {
    const c = corridors[i];
    for (let k = c.cards.length - c.up; k < c.cards.length; k++) if (c.cards[k] === id) return i;
  }
  return -1;
}

/** The figures that changed place in the action from `s` to `d`, else those of the move before. */
export function figuresMovedFast(s: FleeState, d: FleeState): readonly string[] {
  let moved: string[] | null = null;
  if ((s.location ?? "start") !== (d.location ?? "start")) moved = [TOKEN_FIGURE];
  if (d.corridors !== s.corridors)
    for (let i = 0; i < d.corridors.length; i++) {
      const c = d.corridors[i];
      for (let k = c.cards.length - c.up; k < c.cards.length; k++) {
        const id = c.cards[k];
        if (card(id).kind !== "monster") continue;
        const was = shownIn(s.corridors, id);
        if (was !== -1 && was !== i) (moved ??= []).push(monsterFigure(id));
      }
    }
  return moved ?? s.lastMoved;
}
