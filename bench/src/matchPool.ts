/**
 * The matches one load-generator thread keeps in play for one phase (./driverThread.ts): M matches set up, and each
 * that finishes set up again at once, until the phase ends.
 *
 * A match is set up again while the phase goes on, so a setup can still be under way when the phase ends. Such a
 * match belongs to the phase that launched it: its clients make no move (they play on the phase's tally, held from
 * its end) and leave as soon as they are seated. Until 2026-12-05 it was kept and played on, at the pace of its own
 * phase, through the phases after (a full-speed match through the paced phases: thousands of moves a second), and,
 * retried, with the next phase's tally.
 */
import type { Tally } from "./drivers.js";
import { withRetries } from "./retries.js";

export interface Seated {
  leave(): Promise<unknown>;
}

/** Sets up match `i` on `tally`; `finished` is called when the match ends. Resolves with its clients' rooms. */
export type SetUpMatch<R extends Seated> = (i: number, tally: Tally, finished: () => void) => Promise<R[]>;

export class MatchPool<R extends Seated> {
  private readonly live = new Map<number, R[]>();
  private ended = false;
  /** The tries that failed (./retries.ts). */
  readonly failures = { count: 0 };

  constructor(
    private readonly tally: Tally,
    private readonly setUp: SetUpMatch<R>,
  ) {}

  /** Sets up match `i` (again, once it finishes, while the phase lasts). */
  async launch(i: number): Promise<void> {
    const rooms = await withRetries(
      () =>
        this.setUp(i, this.tally, () => {
          this.live.delete(i);
          if (!this.ended) this.launch(i).catch((e) => console.error("relaunch failed", e));
        }),
      this.failures,
      () => this.ended,
    );
    if (this.ended) {
      await leaveAll(rooms);
      return;
    }
    this.live.set(i, rooms);
  }

  /** The phase is over: no client moves again, and every client seated leaves. Answers how many matches were in play. */
  async end(): Promise<number> {
    this.ended = true;
    this.tally.holding = true;
    const matches = this.live.size;
    const rooms = [...this.live.values()].flat();
    this.live.clear();
    await leaveAll(rooms);
    return matches;
  }
}

async function leaveAll(rooms: Seated[]): Promise<void> {
  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
}
