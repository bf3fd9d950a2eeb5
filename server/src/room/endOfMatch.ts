/**
 * What a match's end writes to the store (MatchStore.finishMatch): the outcome and, in the same transaction, what
 * else changes with the end. A rated table's ratings (../store/ratings.ts) need every seat's place and who had left
 * for good (a bot stood in until the end), which counts as last; a solo or co-operative game's record
 * (../store/records.ts) counts for each person who played to the end.
 */
import type { Outcome } from "@tabletop/shared";
import type { FinishedMatch } from "../store/types.js";
import { standingsOf } from "../ratings/games.js";
import { recordOf } from "../records/games.js";

export interface EndingMatch {
  matchId: string;
  game: string;
  /** The game's final state. */
  gameState: unknown;
  rated: boolean;
  /** Each seat: a bot stood in for its player until the end. */
  left: boolean[];
}

export function endOfMatch(m: EndingMatch, outcome: Outcome, finishedAt: Date): FinishedMatch {
  const record = recordOf(m.game, m.gameState);
  return {
    matchId: m.matchId,
    outcome,
    results: outcome.results,
    finishedAt,
    status: "finished",
    ...(m.rated ? { rated: true, places: standingsOf(m.game, m.gameState) } : {}),
    ...(m.rated || record ? { left: m.left } : {}),
    ...(record ? { record } : {}),
  };
}
