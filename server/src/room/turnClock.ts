/**
 * The table's time per move (the `turnSeconds` create option; none by default): while the game waits on people (not
 * bots) the room runs a clock, synced as `turnDeadline` so every page counts down. It starts again after every move
 * and whenever the seats waited on change; when it runs out (and at a table with time banks, the seat's bank after
 * it: ./timeBank.ts) a bot plays the rest of the turn of each seat still waited on, and the player is told. The
 * deadline is the server's clock, so a reconnect does not change it; after a restart the clock starts again.
 */
import type { RoomTimers } from "./timers.js";

/** What a page is told when its time ran out. */
export const TIMED_OUT = "Your time to move ran out: a bot played the rest of your turn.";

export class TurnClock {
  /** The seats and move the clock runs for ("" when it does not run). */
  private running = "";
  private deadline = 0;
  /** Bumped at every start and stop, so that a timer set earlier does nothing. */
  private generation = 0;

  constructor(private readonly timers: RoomTimers) {}

  /**
   * Follows the match after a change: `waited` are the people's seats the game waits on after `moves` moves. Returns
   * the deadline (epoch ms, 0 when none), counted from `now`. `expire` runs when the time is up, with the seats it
   * was set for.
   */
  follow(
    waited: readonly number[],
    moves: number,
    ms: number,
    expire: (seats: number[]) => void,
    now = Date.now(),
  ): number {
    if (ms <= 0 || waited.length === 0) {
      if (this.running !== "") this.generation++;
      this.running = "";
      this.deadline = 0;
      return 0;
    }
    const key = `${moves}:${waited.join(",")}`;
    if (this.running === key) return this.deadline;
    this.running = key;
    this.deadline = now + ms;
    const generation = ++this.generation;
    const seats = [...waited];
    this.timers.after(ms, () => {
      if (generation === this.generation) expire(seats);
    });
    return this.deadline;
  }
}
