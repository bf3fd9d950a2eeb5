/**
 * The table's clocks, followed together after every change: the response time of an open response window
 * (./responseClock.ts), the time per move of the people the game waits on (./turnClock.ts) and their time banks
 * (./timeBank.ts), which run only once the time per move has run out. What runs out is handed back to the room as a
 * task: `responseUp` (the window's timeout action) or `turnUp` (a bot plays the rest of those seats' turns, and their
 * players are told why): at a table with banks, when a seat's bank has run out too; without, when its time per move
 * has.
 */
import { seatsWaitedOn, type Engine } from "@tabletop/shared";
import type { MatchState } from "./state.js";
import type { RoomTimers } from "./timers.js";
import { ResponseClock } from "./responseClock.js";
import { TIMED_OUT, TurnClock } from "./turnClock.js";
import { BANK_EMPTY, TimeBank } from "./timeBank.js";

/** What the clocks read of the table after a change. */
export interface ClockedTable {
  engine: Engine<unknown, unknown, unknown, unknown>;
  gameState: unknown;
  state: MatchState;
  /** The match's move count: a move restarts the time per move even when the same seats are waited on. */
  seq: number;
  isBotSeat(seat: number): boolean;
}

export interface ClockTasks {
  /** The response window opened at `opened` is still open when its time is up. */
  responseUp(opened: number): void;
  /** The time per move or the bank of `seats` ran out; `reason` is what their players are told. */
  turnUp(seats: readonly number[], reason: string): void;
}

export class TableClocks {
  private readonly response: ResponseClock;
  private readonly turn: TurnClock;
  /** Made once the table's size and bank are known (`openBanks`). */
  private banks: TimeBank;

  constructor(
    private readonly timers: RoomTimers,
    private readonly tasks: ClockTasks,
  ) {
    this.response = new ResponseClock(timers);
    this.turn = new TurnClock(timers);
    this.banks = new TimeBank(timers, 0, 0);
  }

  /**
   * Every seat of a table of `seats` starts with a bank of `ms` (0: no banks), which runs after the table's time per
   * move of `perMoveMs` (0: none).
   */
  openBanks(seats: number, ms: number, perMoveMs: number): void {
    this.banks = new TimeBank(this.timers, seats, ms, perMoveMs);
  }

  /**
   * Starts, restarts or stops each clock for the table as it is now, and writes the deadlines and banks into the
   * synced state. Returns whether any of them changed (the room then sends the patch).
   */
  follow(t: ClockedTable): boolean {
    const { engine, gameState, state } = t;
    const playing = state.status === "playing";
    const open = playing && engine.responseWindow ? engine.responseWindow(gameState) : null;
    const responseDeadline = this.response.follow(open, state.responseSeconds * 1000, (opened) =>
      this.tasks.responseUp(opened),
    );
    // Who the game waits on is asked of the rules (their `legal` lists) only when a clock runs on it.
    const timed = state.turnSeconds > 0 || this.banks.enabled;
    const people =
      playing && timed ? seatsWaitedOn(engine, gameState, state.seats.length).filter((i) => !t.isBotSeat(i)) : [];
    // With banks, the time per move only shows when the bank begins: the bank's own clock says when time is up.
    // One moment for both, so that a bank begins exactly where the time per move ends.
    const banked = this.banks.enabled;
    const now = Date.now();
    const turnDeadline = this.turn.follow(
      people,
      t.seq,
      state.turnSeconds * 1000,
      (seats) => {
        if (!banked) this.tasks.turnUp(seats, TIMED_OUT);
      },
      now,
    );
    this.banks.follow(people, t.seq, (seats) => this.tasks.turnUp(seats, BANK_EMPTY), now);
    let changed = state.responseDeadline !== responseDeadline || state.turnDeadline !== turnDeadline;
    if (state.responseDeadline !== responseDeadline) state.responseDeadline = responseDeadline;
    if (state.turnDeadline !== turnDeadline) state.turnDeadline = turnDeadline;
    if (this.banks.enabled)
      this.banks.shown().forEach((bank, i) => {
        const seat = state.seats[i];
        if (seat.bankLeft === bank.left && seat.bankDeadline === bank.deadline) return;
        changed = true;
        seat.bankLeft = bank.left;
        seat.bankDeadline = bank.deadline;
      });
    return changed;
  }
}
