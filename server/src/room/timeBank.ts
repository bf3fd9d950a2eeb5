/**
 * The table's time bank per player (the `bankSeconds` create option; none by default): each person's seat has that
 * many seconds for all of its moves in the match, on top of the table's time per move (./turnClock.ts). While the
 * game waits on a seat, the time per move runs first and the bank only once it has run out (as Board Game Arena's
 * thinking time); a move, or a change of the seats waited on, stops the bank where it is. When the bank runs out
 * too a bot plays the rest of that seat's turn and its player is told; from then on each of that seat's moves has
 * the time per move, or EMPTY_BANK_SECONDS at a table without one, before a bot plays it. Each seat's time is
 * synced (what is left, and while it may run the moment it runs out), on the server's clock, so every page counts
 * down and a reconnect changes nothing; after a restart the banks start full again.
 */
import type { RoomTimers } from "./timers.js";

/** What a page is told when its bank ran out. */
export const BANK_EMPTY = "Your time bank ran out: a bot played the rest of your turn.";

/** The time a seat with an empty bank has for each move at a table without a time per move. */
export const EMPTY_BANK_SECONDS = 15;

/** One seat's bank as the room syncs it. */
export interface BankShown {
  /** Milliseconds left when the bank last stopped (0: empty). */
  left: number;
  /**
   * Epoch ms at which the seat's bank (or an empty bank's time for this move) runs out if it is not stopped first;
   * 0 when the game does not wait on the seat. It begins to run when the time per move runs out, so a page shows
   * `min(left, deadline - now)`: the bank stands still until then.
   */
  deadline: number;
}

export class TimeBank {
  private left: number[];
  /** The wait under way: its key (moves and seats), the seats whose banks run, and when their banks begin to run. */
  private running: { key: string; seats: number[]; since: number } | null = null;
  /** Bumped whenever the wait changes, so that a timer set earlier does nothing. */
  private generation = 0;

  /**
   * `ms`: every seat's bank; `perMove`: the table's time per move, which runs before the bank on each wait (0: none,
   * and an empty bank's seat then has EMPTY_BANK_SECONDS a move).
   */
  constructor(
    private readonly timers: RoomTimers,
    seats: number,
    private readonly ms: number,
    private readonly perMove = 0,
  ) {
    this.left = Array.from({ length: seats }, () => ms);
  }

  get enabled(): boolean {
    return this.ms > 0;
  }

  /** When `seat`'s time for a wait whose bank part begins at `since` runs out. */
  private deadlineOf(seat: number, since: number): number {
    if (this.left[seat] > 0) return since + this.left[seat];
    return since + (this.perMove > 0 ? 0 : EMPTY_BANK_SECONDS * 1000);
  }

  /**
   * Follows the match after a change: `waited` are the people's seats the game waits on after `moves` moves. The
   * banks of the seats waited on until now stop (charged the time they ran), and those of `waited` start. `expire`
   * runs when the first of them runs out, with every seat whose time is then up.
   */
  follow(waited: readonly number[], moves: number, expire: (seats: number[]) => void, now = Date.now()): void {
    if (!this.enabled) return;
    const key = `${moves}:${waited.join(",")}`;
    if (this.running?.key === key) return;
    // Charged only the time it ran: nothing when the wait ended within its time per move.
    if (this.running)
      for (const seat of this.running.seats)
        if (this.left[seat] > 0) this.left[seat] = Math.max(0, this.left[seat] - Math.max(0, now - this.running.since));
    const generation = ++this.generation;
    this.running = waited.length > 0 ? { key, seats: [...waited], since: now + this.perMove } : null;
    if (!this.running) return;
    const since = this.running.since;
    const first = Math.min(...waited.map((s) => this.deadlineOf(s, since)));
    this.timers.after(Math.max(0, first - now), () => {
      if (generation !== this.generation || !this.running) return;
      const at = Date.now();
      expire(this.running.seats.filter((s) => this.deadlineOf(s, since) <= at + 1));
    });
  }

  /** Every seat's bank as the pages show it. */
  shown(): BankShown[] {
    return this.left.map((left, seat) => {
      const run = this.running;
      return { left, deadline: run && run.seats.includes(seat) ? this.deadlineOf(seat, run.since) : 0 };
    });
  }
}
