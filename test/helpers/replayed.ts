/** A stored match replayed from its log: the engine of a game by id, and a seat's view after the first N moves. */
import { gameById, replay, type GameModule } from "@tabletop/shared";
import type { MatchDetail } from "@tabletop/server/store/types.js";

/** The registered engine of `game` (shared's gameById); a stored match always names a registered game. */
export function engineOf(game: string): GameModule["engine"] {
  const found = gameById(game);
  if (!found) throw new Error(`no registered game ${game}`);
  return found.engine;
}

/** What `seat` saw after the stored match's first `moves` actions, replayed from its seed and log. */
export function viewAfter(stored: MatchDetail, moves: number, seat: number): unknown {
  const engine = engineOf(stored.game);
  const state = replay(engine, stored.seed, stored.seats.length, stored.options, stored.actions.slice(0, moves));
  return engine.view(state, seat);
}
