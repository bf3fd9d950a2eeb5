/**
 * Proper respect (XOR-RESPECT-1..5, XOR-POTION-4; rulings XOR-Q-13..15).
 * On entering a square the moving dwarf owes respect if a dwarf of another player there has a higher single level
 * (a potion dwarf outranks all). The point is paid when that dwarf next leaves the square, so a dwarf that ends its
 * movement there pays nothing, and the square a dwarf starts its turn on is exempt.
 */
import type { XorState } from "./types.js";
import { effectiveLevel, isPotion } from "./state.js";

export function owesRespectOnEntering(state: XorState, seat: number, die: number, square: number): boolean {
  if (isPotion(state, seat, die)) return false; // XOR-POTION-4
  const mine = state.players[seat].dwarves[die].level;
  for (let s = 0; s < state.seats; s++) {
    if (s === seat) continue;
    const ds = state.players[s].dwarves;
    for (let d = 0; d < ds.length; d++) {
      if (ds[d].square === square && effectiveLevel(state, s, d) > mine) return true; // XOR-RESPECT-1
    }
  }
  return false;
}

/** Extra cost of leaving the current square: one point regardless of how many dwarves (XOR-RESPECT-2). */
export const respectCost = (state: XorState, die: number): number => (state.turn.respectDue.includes(die) ? 1 : 0);
