/**
 * legal: every action a seat may take now, by definition the ones the rules accept: each candidate action of the
 * game is tried through `apply`. The engine serves the same list through `fastLegal` (fast/legal.ts).
 */
import type { XorAction, XorState } from "./types.js";
import { COLOURS, ITEM_TYPES } from "./types.js";
import { DICE_PER_PLAYER } from "./dice.js";
import { boards } from "./board/index.js";
import { apply } from "./apply.js";
import { PROPOSALS } from "./actionList.js";

export function legal(state: XorState, seat: number): XorAction[] {
  if (state.phase === "over" || !Number.isInteger(seat) || seat < 0 || seat >= state.seats) return [];
  return candidates(state).filter((a) => apply(state, seat, a).ok);
}

/** Every action of the game that could be allowed in this state, for some seat. */
function candidates(state: XorState): XorAction[] {
  const dice = Array.from({ length: DICE_PER_PLAYER }, (_, d) => d);
  const seats = Array.from({ length: state.seats }, (_, s) => s);
  const out: XorAction[] = [{ type: "endTurn" }, { type: "withdraw" }, { type: "pass" }];
  for (const dwarf of dice) {
    out.push({ type: "bringIn", dwarf }, { type: "remove", dwarf }, { type: "raise", dwarf });
    for (const item of ITEM_TYPES) out.push({ type: "use", item, dwarf });
    for (const to of boards[state.board].squares) out.push({ type: "step", dwarf, to });
  }
  for (const square of boards[state.board].squares) out.push({ type: "apart", square });
  for (const quest of COLOURS) {
    const cards = state.quests[quest];
    if (!cards) continue;
    out.push({ type: "solve", quest }, ...PROPOSALS[quest][cards.length]);
    for (const task of cards) {
      for (const s of seats) out.push({ type: "chooseTie", task, seat: s });
      for (const answer of ["agree", "veto"] as const) out.push({ type: "answer", task, answer });
      for (const to of seats) out.push({ type: "answer", task, answer: "renounce", to });
    }
  }
  return out;
}
