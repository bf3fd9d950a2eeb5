/** Shared preconditions for actions: phase, seat, open decisions, own dwarf. */
import { reject, type Rejected } from "../engine.js";
import type { XorState } from "./types.js";
import { DICE_PER_PLAYER } from "./dice.js";
import { seatRef } from "../seat-refs.js";

/** Phases of own-turn actions: play only, or also the placement (bring in, raise, end it). */
const PLAY: readonly string[] = ["play"];
export const PLACEMENT_OR_PLAY: readonly string[] = ["placement", "play"];

export function phaseGuard(state: XorState, seat: number, phases: readonly string[] = PLAY): Rejected | null {
  if (state.phase === "over") return reject("GAME_OVER", "The game is over.");
  if (!phases.includes(state.phase)) return reject("WRONG_PHASE", `Not allowed during ${state.phase}.`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return reject("INVALID_SEAT", "No such seat.");
  return null;
}

/** The active player's own-turn actions, with no tie choice or proposal open. */
export function activeGuard(state: XorState, seat: number, phases: readonly string[] = PLAY): Rejected | null {
  const g = phaseGuard(state, seat, phases);
  if (g) return g;
  if (seat !== state.active) return reject("NOT_YOUR_TURN", `It is ${seatRef(state.active)}'s turn.`);
  if (state.pending) {
    return reject(
      "PENDING_DECISION",
      `A ${state.pending.kind === "tie" ? "tie choice" : "diplomacy proposal"} is open.`,
    );
  }
  return null;
}

export function dieGuard(die: number): Rejected | null {
  return die >= 0 && die < DICE_PER_PLAYER ? null : reject("NO_SUCH_DWARF", "Dwarf must be a die number 0 to 5.");
}

export function onBoardGuard(state: XorState, seat: number, die: number): Rejected | null {
  const g = dieGuard(die);
  if (g) return g;
  return state.players[seat].dwarves[die].square === null
    ? reject("DWARF_NOT_ON_BOARD", `Dwarf ${die + 1} is not on the game board.`)
    : null;
}
