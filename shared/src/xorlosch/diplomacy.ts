/**
 * Solving a quest through diplomacy (XOR-DIPLOMACY-1..11, XOR-SUM-5; rulings XOR-Q-22..27).
 * The proposer names the order in which the squares are asked. The square being asked is the first one in that
 * order whose holder has not agreed; only its holder may agree or veto. Any holder may renounce (final); the task then
 * passes to the next-highest qualifying player there. A veto holds the proposal open until the vetoer changes his
 * answer or the proposer withdraws. When every square has agreed, the quest is solved.
 */
import { accept, reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import type { Colour, DiplomacyPending, XorState } from "./types.js";
import { activeGuard, phaseGuard } from "./guards.js";
import { claimants, clockwiseFrom, topSeats } from "./fulfil.js";
import { isFirstTurn } from "./state.js";
import { evaluateQuest } from "./solve.js";
import { completeQuest } from "./quests.js";

/** The player asked for a task: the highest claimant; a tie goes to the active player, else the first clockwise (XOR-Q-22). */
function holderFor(state: XorState, card: number, renounced: readonly number[]): number | null {
  const top = topSeats(claimants(state, card, renounced));
  if (top.length === 0) return null;
  if (top.includes(state.active)) return state.active;
  return clockwiseFrom(state.active, state.seats).find((s) => top.includes(s))!;
}

function validatePropose(state: XorState, seat: number, colour: Colour, order: readonly number[]): Rejected | null {
  const g = activeGuard(state, seat); // XOR-DIPLOMACY-2
  if (g) return g;
  if (isFirstTurn(state))
    return reject("NO_QUEST_FIRST_TURN", "No quest may be solved in a player's first turn (XOR-FIRST-9, XOR-SUM-2).");
  const ev = evaluateQuest(state, colour);
  if (!ev) return reject("NO_SUCH_QUEST", `There is no ${colour} quest on the board.`);
  if (!ev.covered)
    return reject(
      "QUEST_NOT_COVERED",
      "Diplomacy needs a dwarf able to fulfil the task in every square (XOR-DIPLOMACY-1).",
    );
  if (ev.majority)
    return reject(
      "MAJORITY_POSSIBLE",
      "Diplomacy is only for quests that cannot be solved through majority (XOR-DIPLOMACY-1, XOR-Q-27).",
    );
  if (state.turn.proposed.includes(colour))
    return reject("ALREADY_PROPOSED", "This quest was already proposed this turn (XOR-Q-24).");
  const n = ev.tops.length;
  if (order.length !== n || new Set(order).size !== n || order.some((i) => !Number.isInteger(i) || i < 0 || i >= n)) {
    return reject("BAD_ORDER", `order must list each task position 0..${n - 1} once (XOR-DIPLOMACY-4).`);
  }
  return null;
}

function finishIfAgreed(state: XorState, p: DiplomacyPending, events: GameEvent[]): ApplyResult<XorState> {
  if (p.status.every((s) => s === "agree")) {
    const done = completeQuest({ ...state, pending: null }, p.quest, p.holders);
    return accept(done.state, [...events, ...done.events]);
  }
  return accept({ ...state, pending: p }, events);
}

export function applyPropose(
  state: XorState,
  seat: number,
  colour: Colour,
  order: readonly number[],
): ApplyResult<XorState> {
  const bad = validatePropose(state, seat, colour, order);
  if (bad) return bad;
  const quest = state.quests[colour]!;
  const holders = quest.map((card) => holderFor(state, card, [])!); // XOR-DIPLOMACY-3
  const p: DiplomacyPending = {
    kind: "diplomacy",
    quest: colour,
    order: order.slice(),
    holders,
    status: holders.map((h) => (h === seat ? "agree" : "pending")), // XOR-Q-23: the proposer agrees by proposing
    renounced: quest.map(() => []),
  };
  const next = { ...state, turn: { ...state.turn, proposed: [...state.turn.proposed, colour] } };
  return finishIfAgreed(next, p, [
    { kind: "diplomacy-proposed", seat, text: `Seat ${seat} proposes to solve the ${colour} quest through diplomacy.` },
  ]);
}

/** Task position currently being asked (first in order not yet agreed). */
export const askedPosition = (p: DiplomacyPending): number => p.order.find((i) => p.status[i] !== "agree") ?? -1;

export function validateAnswer(state: XorState, seat: number, card: number, answer: string): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (!p || p.kind !== "diplomacy") return reject("NO_PROPOSAL", "No diplomacy proposal is open.");
  const pos = state.quests[p.quest]!.indexOf(card);
  if (pos < 0) return reject("NOT_ASKED", "That task is not part of the proposed quest.");
  if (p.holders[pos] !== seat || seat === state.active)
    return reject("NOT_ASKED", "You are not the player asked for that task (XOR-DIPLOMACY-3).");
  const current = askedPosition(p) === pos;
  const status = p.status[pos];
  if (answer === "agree" && !(current && status !== "agree"))
    return reject("NOT_ASKED", "That square is not being asked now (XOR-DIPLOMACY-4).");
  if (answer === "veto" && !(current && status === "pending")) {
    return reject(
      status === "agree" ? "ALREADY_AGREED" : "NOT_ASKED",
      status === "agree"
        ? "After agreeing you may only renounce (XOR-DIPLOMACY-10)."
        : "That square is not being asked now.",
    );
  }
  if (answer === "renounce" && !(current || status === "agree"))
    return reject("NOT_ASKED", "That square is not being asked yet.");
  return null;
}

export function applyAnswer(
  state: XorState,
  seat: number,
  card: number,
  answer: "agree" | "veto" | "renounce",
): ApplyResult<XorState> {
  const bad = validateAnswer(state, seat, card, answer);
  if (bad) return bad;
  const p = state.pending as DiplomacyPending;
  const pos = state.quests[p.quest]!.indexOf(card);
  const status = p.status.slice();
  const ev: GameEvent = { kind: `diplomacy-${answer}`, seat, text: `Seat ${seat} answers ${answer} for task ${card}.` };
  if (answer !== "renounce") {
    status[pos] = answer; // XOR-DIPLOMACY-5 (veto), -9 (veto turned into agreement)
    return finishIfAgreed(state, { ...p, status }, [ev]);
  }
  // XOR-DIPLOMACY-8, -10, -11: the task passes on; the renouncer can never take it back.
  const renounced = p.renounced.slice();
  renounced[pos] = [...renounced[pos], seat];
  const next = holderFor(state, card, renounced[pos]);
  if (next === null) {
    return accept({ ...state, pending: null }, [
      ev,
      { kind: "diplomacy-failed", text: "Nobody else can fulfil that task; the proposal fails (XOR-Q-25)." },
    ]);
  }
  const holders = p.holders.slice();
  holders[pos] = next;
  status[pos] = next === state.active ? "agree" : "pending";
  return finishIfAgreed(state, { ...p, holders, status, renounced }, [ev]);
}

function validateWithdraw(state: XorState, seat: number): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  if (state.pending?.kind !== "diplomacy") return reject("NO_PROPOSAL", "No diplomacy proposal is open.");
  if (seat !== state.active) return reject("NOT_YOUR_TURN", "Only the proposer may withdraw the proposal (XOR-Q-24).");
  return null;
}

export function applyWithdraw(state: XorState, seat: number): ApplyResult<XorState> {
  const bad = validateWithdraw(state, seat);
  if (bad) return bad;
  return accept({ ...state, pending: null }, [
    {
      kind: "diplomacy-withdrawn",
      seat,
      text: `Seat ${seat} withdraws the proposal; the quest is not solved (XOR-DIPLOMACY-5).`,
    },
  ]);
}
