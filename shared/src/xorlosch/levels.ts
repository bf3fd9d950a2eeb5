/** Raising experience levels by one (XOR-LEVELS-3..9, XOR-GROUP-9; no cap per dwarf, ruling XOR-Q-5). */
import { accept, reject, type ApplyResult, type Rejected } from "../engine.js";
import type { XorState } from "./types.js";
import { activeGuard, onBoardGuard, PLACEMENT_OR_PLAY } from "./guards.js";
import { freeLevels, setDwarf } from "./state.js";
import { seatRef } from "../seat-refs.js";

function validateRaise(state: XorState, seat: number, die: number): Rejected | null {
  const g = activeGuard(state, seat, PLACEMENT_OR_PLAY) ?? onBoardGuard(state, seat, die); // XOR-LEVELS-6
  if (g) return g;
  if (freeLevels(state.players[seat]) < 1) {
    return reject("NO_FREE_LEVELS", "All levels of the Total Experience Level are in use (XOR-LEVELS-3, XOR-GROUP-9).");
  }
  return null;
}

export function applyRaise(state: XorState, seat: number, die: number): ApplyResult<XorState> {
  const bad = validateRaise(state, seat, die);
  if (bad) return bad;
  const d = state.players[seat].dwarves[die];
  return accept(setDwarf(state, seat, die, { ...d, level: d.level + 1 }), [
    { kind: "level-raised", seat, text: `${seatRef(seat)} raises dwarf ${die + 1} to level ${d.level + 1}.` },
  ]);
}
