/**
 * Projecting a match: the game's public view into the state's `view`, and each seat's view into that seat's
 * private schema, each against the view projected there last (see ./sync.ts). The room calls it after every
 * change; the projection test and the pipeline benchmark call the same function.
 */
import type { GameRoomDef } from "./gameDef.js";
import type { MatchState } from "./state.js";

/** The views a match state was last projected from: what its schema holds now, as plain values. */
export interface Projected {
  view: unknown;
  seatViews: unknown[];
}

/** Projects `game` (an engine state) into `state`, given what was projected last; returns what is projected now. */
export function projectMatch(def: GameRoomDef, state: MatchState, game: unknown, last: Projected | undefined): Projected {
  const { engine, projectPrivate } = def;
  const view = engine.view(game, null);
  def.project(view, state.view, last?.view);
  const seatViews: unknown[] = [];
  if (projectPrivate) {
    state.seats.forEach((seat, i) => {
      seatViews[i] = engine.view(game, i);
      projectPrivate(seatViews[i], seat.private, last?.seatViews[i]);
    });
  }
  return { view, seatViews };
}
