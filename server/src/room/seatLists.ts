/**
 * Each seat's legal list, carried in the seat's synced part (`legal`, under `@view()` as its private view is), so
 * that a move's patch holds the lists of that move and no other: a client never holds a state with another state's
 * list, and only the seat's holder ever receives it (docs/wire-contract.md, "One message per move").
 *
 * A list is written as JSON only when it changed: the patch then carries nothing for an unchanged list, and the move
 * count at which each seat's list last changed tells an action chosen from an older list (`changedSince`, the
 * `STALE` refusal).
 */
import type { MatchState } from "./state.js";

/** A seat's legal actions now (none while the match is not in play). */
export type LegalFor = (seat: number) => unknown[];

export class SeatLists {
  /** The JSON last written for each seat. */
  private readonly written: string[] = [];
  /** The match's move count when each seat's list last changed. */
  private readonly since: number[] = [];

  /**
   * Writes every person's seat's list into `state` as it stands now (after `moves` moves). A bot's seat from the
   * start keeps none: nobody holds it to read it, and its bot asks the rules itself.
   */
  write(state: MatchState, legalFor: LegalFor, moves: number): void {
    const { seats } = state;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i];
      if (seat.bot) continue;
      const json = JSON.stringify(legalFor(i));
      if (json === this.written[i]) continue;
      this.written[i] = json;
      this.since[i] = moves;
      seat.legal = json;
    }
  }

  /** Whether `seat`'s list changed after version `at` (the move count an action was chosen at). */
  changedSince(seat: number, at: number): boolean {
    return (this.since[seat] ?? 0) > at;
  }
}
