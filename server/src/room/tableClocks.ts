/**
 * The table's clocks, followed together after every change: the response time of an open response window
 * (./responseClock.ts), the time per move of the people the game waits on (./turnClock.ts) and their time banks
 * (./timeBank.ts). What runs out is handed back to the room as a task: `responseUp` (the window's timeout action) or
 * `turnUp` (a bot moves for those seats, and their players are told why).
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

  /** Every seat of a table of `seats` starts with a bank of `ms` (0: no banks). */
  openBanks(seats: number, ms: number): void {
    this.banks = new TimeBank(this.timers, seats, ms);
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
    const turnDeadline = this.turn.follow(people, t.seq, state.turnSeconds * 1000, (seats) =>
      this.tasks.turnUp(seats, TIMED_OUT),
    );
    this.banks.follow(people, t.seq, (seats) => this.tasks.turnUp(seats, BANK_EMPTY));
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
