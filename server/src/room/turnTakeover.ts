/**
 * Seats whose clock ran out (./tableClocks.ts), played by the table's bot for the rest of their turn, at the bots'
 * pace: not one action of it, after which the person's clock would start again in the middle of a turn they had
 * lost. A seat is held from its timeout until its turn ends (the engine's `currentTurn` changes; for a game that
 * names no turns, until the game no longer waits on the seat), or until its player moves again.
 */
export class TurnTakeover {
  /** Each seat taken over, with the turn it was taken over in (null: the game names no turns). */
  private readonly held = new Map<number, string | null>();

  /** Whether any seat is held (most tables: none, and nothing more is asked of the rules). */
  get any(): boolean {
    return this.held.size > 0;
  }

  take(seat: number, turn: string | null): void {
    this.held.set(seat, turn);
  }

  /** Its player moved: the seat is theirs again. */
  release(seat: number): void {
    this.held.delete(seat);
  }

  /** Whether the bot plays `seat` this turn. */
  holds(seat: number): boolean {
    return this.held.has(seat);
  }

  /** After a change of the match, now in turn `turn` and waiting on `waited`: lets go of every seat whose turn is over. */
  settle(turn: string | null, waited: readonly number[]): void {
    for (const [seat, taken] of this.held)
      if (taken === null ? !waited.includes(seat) : taken !== turn) this.held.delete(seat);
  }
}
