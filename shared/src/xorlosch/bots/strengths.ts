/**
 * Task strengths (fulfil.ts) of one state, remembered: one bot decision asks the same seat-and-card questions many
 * times (planning every quest, raising, covering), and the answers only change with the state. The table of the
 * last state asked about is kept; a new state starts a new table.
 */
import type { XorState } from "../types.js";
import { TASK_CARDS } from "../tasks.js";
import { seatStrength } from "../fulfil.js";

export class StrengthTable {
  /** seatStrength by [card * seats + seat]; -1 until asked. (A plain array: a typed array this size would be
   * allocated outside the JS heap, which costs more than the table saves for one decision.) */
  private readonly cells: number[];

  constructor(readonly state: XorState) {
    this.cells = new Array<number>(TASK_CARDS.length * state.seats).fill(-1);
  }

  /** `seatStrength(state, seat, card)`. */
  of(seat: number, card: number): number {
    const i = card * this.state.seats + seat;
    let v = this.cells[i];
    if (v < 0) this.cells[i] = v = seatStrength(this.state, seat, card);
    return v;
  }

  /** The highest strength of any other seat, 0 when none (the first other seat in `claimants`). */
  rival(card: number, seat: number): number {
    let best = 0;
    for (let s = 0; s < this.state.seats; s++) if (s !== seat && this.of(s, card) > best) best = this.of(s, card);
    return best;
  }

  /** Whether some seat can fulfil the task (`claimants` is not empty). */
  any(card: number): boolean {
    for (let s = 0; s < this.state.seats; s++) if (this.of(s, card) > 0) return true;
    return false;
  }
}

let last: StrengthTable | null = null;

export function strengthsOf(state: XorState): StrengthTable {
  if (last === null || last.state !== state) last = new StrengthTable(state);
  return last;
}
