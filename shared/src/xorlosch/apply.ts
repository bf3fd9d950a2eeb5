/**
 * apply: the seat and the end of the game, then dispatch to the rule module that owns the action (read by
 * ./actions.ts); then the dwarves of the last move (./last-move.ts).
 */
import { CommonCodes, reject, type ApplyResult } from "../engine.js";
import type { XorAction, XorState } from "./types.js";
import { applyBringIn, applyRemove } from "./groupSize.js";
import { applyRaise } from "./levels.js";
import { applyStep } from "./movement.js";
import { applyUse } from "./items.js";
import { applyApart } from "./adding.js";
import { applyChooseTie, applySolve } from "./solve.js";
import { applyAnswer, applyAsk, applyPropose, applyWithdraw } from "./diplomacy.js";
import { applyEndTurn } from "./turn.js";
import { applyPass } from "./response.js";
import { withLastMove } from "./last-move.js";
import { dwarvesMovedFast } from "./fast/last-move.js";

export function apply(state: XorState, seat: number, a: XorAction): ApplyResult<XorState> {
  return withLastMove(state, perform(state, seat, a), dwarvesMovedFast);
}

function perform(state: XorState, seat: number, a: XorAction): ApplyResult<XorState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return reject(CommonCodes.INVALID_SEAT, "No such seat.");
  if (state.phase === "over") return reject(CommonCodes.GAME_OVER, "The game is over.");
  switch (a.type) {
    case "bringIn":
      return applyBringIn(state, seat, a.dwarf);
    case "remove":
      return applyRemove(state, seat, a.dwarf);
    case "raise":
      return applyRaise(state, seat, a.dwarf);
    case "step":
      return applyStep(state, seat, a.dwarf, a.to);
    case "apart":
      return applyApart(state, seat, a.square);
    case "use":
      return applyUse(state, seat, a.item, a.dwarf);
    case "solve":
      return applySolve(state, seat, a.quest);
    case "chooseTie":
      return state.pending?.kind === "diplomacy"
        ? applyAsk(state, seat, a.task, a.seat)
        : applyChooseTie(state, seat, a.task, a.seat);
    case "propose":
      return applyPropose(state, seat, a.quest, a.order);
    case "answer":
      return applyAnswer(state, seat, a.task, a.answer, a.to);
    case "withdraw":
      return applyWithdraw(state, seat);
    case "pass":
      return applyPass(state, seat);
    case "endTurn":
      return applyEndTurn(state, seat);
  }
}
