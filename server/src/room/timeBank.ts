/**
 * The table's time bank per player (the `bankSeconds` create option; none by default): each person's seat has that
 * many seconds for all of its moves in the match. While the game waits on a seat its bank runs down; a move, or a
 * change of the seats waited on, stops it where it is. When a bank runs out a bot makes the move for that seat and
 * its player is told; from then on each of that seat's moves has EMPTY_BANK_SECONDS before a bot makes it. Each
 * seat's time is synced (what is left, and while it runs the moment it runs out), on the server's clock, so every
 * page counts down and a reconnect changes nothing; after a restart the banks start full again.
 */
import type { RoomTimers } from "./timers.js";

/** What a page is told when its bank ran out. */
export const BANK_EMPTY = "Your time bank ran out: a bot made the move for you.";

/** The time a seat with an empty bank has for each move. */
export const EMPTY_BANK_SECONDS = 15;

/** One seat's bank as the room syncs it. */
export interface BankShown {
  /** Milliseconds left when the bank last stopped (0: empty). */
  left: number;
  /** Epoch ms at which the running bank (or an empty bank's time for this move) runs out; 0 when it is not running. */
  deadline: number;
}

export class TimeBank {
  private left: number[];
  /** The wait under way: its key (moves and seats), the seats whose banks run, and when it began. */
  private running: { key: string; seats: number[]; since: number } | null = null;
  /** Bumped whenever the wait changes, so that a timer set earlier does nothing. */
  private generation = 0;

  constructor(
    private readonly timers: RoomTimers,
    seats: number,
    private readonly ms: number,
  ) {
    this.left = Array.from({ length: seats }, () => ms);
  }

  get enabled(): boolean {
    return this.ms > 0;
  }

  /** When `seat`'s time for the wait that began at `since` runs out. */
  private deadlineOf(seat: number, since: number): number {
    return since + (this.left[seat] > 0 ? this.left[seat] : EMPTY_BANK_SECONDS * 1000);
  }

  /**
   * Follows the match after a change: `waited` are the people's seats the game waits on after `moves` moves. The
   * banks of the seats waited on until now stop (charged the time they ran), and those of `waited` start. `expire`
   * runs when the first of them runs out, with every seat whose time is then up.
   */
  follow(waited: readonly number[], moves: number, expire: (seats: number[]) => void): void {
    if (!this.enabled) return;
    const key = `${moves}:${waited.join(",")}`;
    if (this.running?.key === key) return;
    const now = Date.now();
    if (this.running)
      for (const seat of this.running.seats)
        if (this.left[seat] > 0) this.left[seat] = Math.max(0, this.left[seat] - (now - this.running.since));
    const generation = ++this.generation;
    this.running = waited.length > 0 ? { key, seats: [...waited], since: now } : null;
    if (!this.running) return;
    const first = Math.min(...waited.map((s) => this.deadlineOf(s, now)));
    this.timers.after(Math.max(0, first - now), () => {
      if (generation !== this.generation || !this.running) return;
      const at = Date.now();
      const since = this.running.since;
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
