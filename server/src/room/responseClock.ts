/**
 * The table's response time (the `responseSeconds` create option): while the engine holds a response window open
 * (Engine.responseWindow: a Xorlosch announcement, where potions and traps may answer), the room runs a clock. The
 * deadline is synced as `responseDeadline` so every page can count down; when it runs out the room plays the
 * window's timeout action (a pass) for every seat still waited on. A window opened again (a new `opened`) starts the
 * clock anew; when no window is open the clock stops.
 */
import type { ResponseWindow } from "@tabletop/shared";
import type { RoomTimers } from "./timers.js";

export const DEFAULT_RESPONSE_SECONDS = 30;

export class ResponseClock {
  /** `opened` of the window the clock runs for, null when none. */
  private running: number | null = null;
  private deadline = 0;
  /** Bumped at every start and stop, so that a timer of an earlier window does nothing. */
  private generation = 0;

  constructor(private readonly timers: RoomTimers) {}

  /**
   * Follows the window after a change of the match: starts, restarts or stops the clock. Returns the deadline
   * (epoch ms, 0 when none). `expire` runs when the time is up, with the window it was set for.
   */
  follow<A>(window: ResponseWindow<A> | null, ms: number, expire: (opened: number) => void): number {
    if (!window) {
      if (this.running !== null) this.generation++;
      this.running = null;
      this.deadline = 0;
      return 0;
    }
    if (this.running === window.opened) return this.deadline;
    this.running = window.opened;
    this.deadline = Date.now() + ms;
    const generation = ++this.generation;
    this.timers.after(ms, () => {
      if (generation === this.generation) expire(window.opened);
    });
    return this.deadline;
  }
}
