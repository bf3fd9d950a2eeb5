/** A stored match replayed from its log: the engine of a game by id, and a seat's view after the first N moves. */
import { games, replay, type Engine } from "@tabletop/shared";
import type { MatchDetail } from "@tabletop/server/store/types.js";

export type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

export function engineOf(game: string): AnyEngine {
  return (games as Record<string, { engine: AnyEngine }>)[game].engine;
}

/** What `seat` saw after the stored match's first `moves` actions, replayed from its seed and log. */
export function viewAfter(stored: MatchDetail, moves: number, seat: number): unknown {
  const engine = engineOf(stored.game);
  const state = replay(engine, stored.seed, stored.seats.length, stored.options, stored.actions.slice(0, moves));
  return engine.view(state, seat);
}
