/**
 * Projecting a match: the game's public view into the state's `view`, and each seat's view into that seat's private
 * schema (read only by that seat's client, `@view()`), each against the view projected there last, by the projectors
 * its view description compiles to (./projectors.ts). The room calls it after every change; the projection test and
 * the pipeline benchmark call the same function.
 */
import type { Engine, ViewDescription } from "@tabletop/shared";
import { objectInto, schemaObjectsCreated, type Into } from "./projectors.js";
import type { MatchState } from "./state.js";

/** The views a match state was last projected from: what its schema holds now, as plain values. */
export interface Projected {
  view: unknown;
  seatViews: unknown[];
  /**
   * The seats whose private part gained new schema objects in this projection: their clients must add the seat to
   * their StateView again, or the new parts never reach them.
   */
  regrown: number[];
}

interface Projectors {
  public: Into;
  /** Null for a game whose seats see nothing the public view does not: no per-seat views at all. */
  private: Into | null;
}

const compiled = new WeakMap<object, Projectors>();

function projectorsOf(desc: ViewDescription<unknown>): Projectors {
  let p = compiled.get(desc);
  if (!p) {
    p = {
      public: objectInto(desc.public),
      private: Object.keys(desc.private).length ? objectInto(desc.private) : null,
    };
    compiled.set(desc, p);
  }
  return p;
}

type View = Readonly<Record<string, unknown>>;

/**
 * Projects `game` (an engine state) into `state`, given what was projected last; returns what is projected now.
 * `viewOf` is the match's own view function (`viewerOf(engine)`, made once per match), else the engine's `view`.
 */
export function projectMatch(
  engine: Engine<unknown, unknown, unknown, unknown>,
  state: MatchState,
  game: unknown,
  last: Projected | undefined,
  viewOf: (game: unknown, seat: number | null) => unknown = engine.view,
): Projected {
  const p = projectorsOf(engine.viewSpec);
  const view = viewOf(game, null);
  p.public(state.view as unknown as Record<string, unknown>, view as View, last?.view as View | undefined);
  const seatViews: unknown[] = [];
  const regrown: number[] = [];
  if (p.private) {
    for (let i = 0; i < state.seats.length; i++) {
      seatViews[i] = viewOf(game, i);
      const before = schemaObjectsCreated();
      p.private(
        state.seats[i].private as unknown as Record<string, unknown>,
        seatViews[i] as View,
        last?.seatViews[i] as View | undefined,
      );
      if (schemaObjectsCreated() !== before) regrown.push(i);
    }
  }
  return { view, seatViews, regrown };
}
