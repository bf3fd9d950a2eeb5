/**
 * The final standings of every seat, not only the winner's (what a rating needs: docs/ratings.md). Seats are ordered
 * as the winner is found (XOR-END-2..5): most tasks fulfilled, then the most experienced dwarf on the board, the
 * second, and so on; seats that stay equal all the way share their place ("1, 1, 3"). The rulebook orders only the
 * leaders this way; ordering every place by the same tie-breaks is the ruling of docs/ratings.md ("Standings").
 */
import type { XorState } from "./types.js";
import { compareProfiles, levelProfile } from "./end.js";

/** Each seat's place from 1 (ties share the better place), in seat order; [] before the game is over. */
export function standings(state: XorState): number[] {
  if (state.phase !== "over") return [];
  const seats = state.players.map((p, i) => ({ tasks: p.cards.length, profile: levelProfile(state, i) }));
  const ahead = (a: (typeof seats)[number], b: (typeof seats)[number]) =>
    a.tasks !== b.tasks ? a.tasks > b.tasks : compareProfiles(a.profile, b.profile) > 0;
  return seats.map((me) => 1 + seats.filter((other) => ahead(other, me)).length);
}
