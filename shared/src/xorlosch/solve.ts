/**
 * Solving a quest by announcement: outright or through majority (XOR-TASK-2..8, XOR-MAJORITY-1..8, XOR-FIRST-9,
 * XOR-SUM-2, XOR-SUM-4; rulings XOR-Q-8, XOR-Q-16..18, XOR-Q-21).
 * Every task square must hold a dwarf able to fulfil its task; the active player must win more than half of the
 * tasks (all of a green quest: who wins what is ./majority.ts); the announcement opens a window for potions and traps
 * (response.ts), after which the solve is judged again. A tie that includes the active player counts towards his
 * majority; every tied task, his or not, goes to the tied player he chooses with `chooseTie` (XOR-MAJORITY-7, ruling
 * XOR-Q-18).
 */
import { accept, reject, type ApplyResult, type Rejected } from "../engine.js";
import type { Colour, TiePending, XorState } from "./types.js";
import { activeGuard, phaseGuard } from "./guards.js";
import { evaluateQuest } from "./majority.js";
import { isFirstTurn } from "./state.js";
import { completeQuest } from "./quests.js";
import { announce } from "./response.js";
import { seatRef } from "../seat-refs.js";

function validateSolve(state: XorState, seat: number, colour: Colour): Rejected | null {
  const g = activeGuard(state, seat); // XOR-MAJORITY-1
  if (g) return g;
  if (isFirstTurn(state))
    return reject("NO_QUEST_FIRST_TURN", "No quest may be solved in a player's first turn (XOR-FIRST-9, XOR-SUM-2).");
  const ev = evaluateQuest(state, colour);
  if (!ev) return reject("NO_SUCH_QUEST", `There is no ${colour} quest on the board.`);
  if (!ev.covered) {
    return reject(
      "QUEST_NOT_COVERED",
      "Every task square needs a dwarf able to fulfil its task (XOR-TASK-7, XOR-SUM-4).",
    );
  }
  if (!ev.majority) {
    return reject(
      "NO_MAJORITY",
      `You would fulfil ${ev.mine} of ${ev.tops.length} tasks; more than half is needed (XOR-MAJORITY-4, -5).`,
    );
  }
  return null;
}

/** The announcement (XOR-MAJORITY-1, -2): checked now, judged when the response window closes (response.ts). */
export function applySolve(state: XorState, seat: number, colour: Colour): ApplyResult<XorState> {
  const bad = validateSolve(state, seat, colour);
  if (bad) return bad;
  return announce(state, colour, []);
}

export function validateChooseTie(state: XorState, seat: number, card: number, chosen: number): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (!p || p.kind !== "tie") return reject("NO_TIE", "There is no tie to decide.");
  if (seat !== state.active) return reject("NOT_YOUR_TURN", "The player whose turn it is chooses (XOR-MAJORITY-7).");
  const pos = state.quests[p.quest]!.indexOf(card);
  if (pos < 0 || p.awards[pos] !== null) return reject("NOT_TIED", "That task is not an undecided tie.");
  if (!p.ties[pos].includes(chosen))
    return reject("NOT_TIED", `${seatRef(chosen)} is not among the tied players for that task.`);
  return null;
}

export function applyChooseTie(state: XorState, seat: number, card: number, chosen: number): ApplyResult<XorState> {
  const bad = validateChooseTie(state, seat, card, chosen);
  if (bad) return bad;
  const p = state.pending as TiePending;
  const pos = state.quests[p.quest]!.indexOf(card);
  const awards = p.awards.slice();
  awards[pos] = chosen;
  const ev = { kind: "tie-chosen", seat, text: `${seatRef(seat)} gives task ${card} to ${seatRef(chosen)}.` };
  if (awards.some((a) => a === null)) return accept({ ...state, pending: { ...p, awards } }, [ev]);
  const done = completeQuest(state, p.quest, awards as number[]);
  return accept(done.state, [ev, ...done.events]);
}
