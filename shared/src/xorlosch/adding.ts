/**
 * Adding levels is a choice (XOR-CONTEST-3, ruling XOR-Q-20): "If a player has more than one of his dwarves of the
 * relevant type in the same square, they are allowed to add their levels to count as one dwarf of the relevant higher
 * level." They add unless their player chooses otherwise: any seat, at any time of the play phase when items may be
 * used (also in a response window and during a proposal), may keep its dwarves on a square apart for the rest of the turn, so that each counts alone (the highest of
 * them decides). The choice holds for the turn and cannot be taken back in it.
 */
import { reject, type ApplyResult, type Rejected } from "../engine.js";
import { afterChange } from "./changes.js";
import type { XorState } from "./types.js";
import { professionOf } from "./dice.js";
import { phaseGuard } from "./guards.js";
import { isApart } from "./state.js";
import { seatRef } from "../seat-refs.js";

/** Whether the seat has two or more dwarves of one profession on the square: the only case where adding matters. */
export function couldAdd(state: XorState, seat: number, square: number): boolean {
  const dwarves = state.players[seat].dwarves;
  let warriors = 0;
  let mechanicusses = 0;
  for (let die = 0; die < dwarves.length; die++) {
    if (dwarves[die].square !== square) continue;
    if (professionOf(die) === "warrior") warriors++;
    else mechanicusses++;
  }
  return warriors >= 2 || mechanicusses >= 2;
}

function validateApart(state: XorState, seat: number, square: number): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (p?.kind === "tie") return reject("PENDING_DECISION", "Not while a tie choice is open (XOR-Q-20, XOR-Q-34).");
  if (p?.kind === "response" && !p.waiting.includes(seat))
    return reject("NOT_ASKED", "In a response window only the seats it waits on may act (XOR-Q-34).");
  if (!couldAdd(state, seat, square)) {
    return reject(
      "NOTHING_TO_ADD",
      `${seatRef(seat)} has no two dwarves of one profession on square ${square} whose levels could add (XOR-CONTEST-3).`,
    );
  }
  if (isApart(state, seat, square))
    return reject("ALREADY_APART", "Your dwarves on that square already count alone this turn (XOR-Q-20).");
  return null;
}

export function applyApart(state: XorState, seat: number, square: number): ApplyResult<XorState> {
  const bad = validateApart(state, seat, square);
  if (bad) return bad;
  return afterChange({ ...state, turn: { ...state.turn, apart: [...state.turn.apart, { seat, square }] } }, square, [
    {
      kind: "apart",
      seat,
      text: `${seatRef(seat)}'s dwarves on square ${square} do not add their levels this turn; each counts alone.`,
    },
  ]);
}
