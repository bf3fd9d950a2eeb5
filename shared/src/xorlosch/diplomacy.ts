/**
 * Solving a quest through diplomacy (XOR-DIPLOMACY-1..11, XOR-SUM-5; rulings XOR-Q-22..27).
 * The proposer names the order in which the squares are asked. The square being asked is the first one in that
 * order whose holder has not agreed; only its holder may agree or veto. On a square tied among other players the
 * proposer chooses whom to ask (`chooseTie`); a tie including him is his. Any holder, the proposer too, may renounce
 * (final) in favour of a player he names who has a dwarf there able to fulfil the task; that player is then asked.
 * A veto holds the proposal open until the vetoer changes his answer or the proposer withdraws. When every square has
 * agreed, the quest is solved.
 */
import { accept, reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import type { Colour, DiplomacyPending, XorState } from "./types.js";
import { activeGuard, phaseGuard } from "./guards.js";
import { claimants, strengthOf, topSeats } from "./fulfil.js";
import { isFirstTurn } from "./state.js";
import { evaluateQuest } from "./majority.js";
import { completeQuest } from "./quests.js";
import { taskCard } from "./tasks.js";
import { seatRef } from "../seat-refs.js";

/**
 * Whom the proposer asks for a task (XOR-DIPLOMACY-3): the highest claimant; a tie including the proposer is his;
 * a tie among others leaves the holder open (null) for the proposer to choose among `ties` (ruling XOR-Q-22).
 */
function askFor(
  state: XorState,
  card: number,
  renounced: readonly number[] = [],
): { holder: number | null; ties: number[] } {
  const top = topSeats(claimants(state, card, renounced));
  if (top.includes(state.active)) return { holder: state.active, ties: [] };
  return top.length === 1 ? { holder: top[0], ties: [] } : { holder: null, ties: top };
}

/** Seats a renouncer may name for a task: able to fulfil it there, not the renouncer, not one who renounced it (XOR-Q-25). */
export function beneficiaries(
  state: XorState,
  card: number,
  renouncer: number,
  renounced: readonly number[],
): number[] {
  return claimants(state, card, [renouncer, ...renounced])
    .map((c) => c.seat)
    .sort((a, b) => a - b);
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
    const done = completeQuest({ ...state, pending: null }, p.quest, p.holders as number[]);
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
  const asks = quest.map((card) => askFor(state, card)); // XOR-DIPLOMACY-3
  const holders = asks.map((a) => a.holder);
  const p: DiplomacyPending = {
    kind: "diplomacy",
    quest: colour,
    order: order.slice(),
    holders,
    ties: asks.map((a) => a.ties),
    status: holders.map((h) => (h === seat ? "agree" : "pending")), // XOR-Q-23: the proposer agrees by proposing
    renounced: quest.map(() => []),
  };
  const next = { ...state, turn: { ...state.turn, proposed: [...state.turn.proposed, colour] } };
  return finishIfAgreed(next, p, [
    {
      kind: "diplomacy-proposed",
      seat,
      text: `${seatRef(seat)} proposes to solve the ${colour} quest through diplomacy.`,
    },
  ]);
}

/** A potion or trap used: by whom, and the state just before (to tell whether it raised him on the task). */
export interface ItemUse {
  seat: number;
  before: XorState;
}

/**
 * A potion, trap or choice not to add on `square` during the proposal (ruling XOR-Q-34): each of its tasks on that
 * square is asked of the player now highest there (those who renounced it left out); an unchanged holder keeps his
 * answer. A task renounced in favour of a named player (XOR-Q-25) stays his: only a potion or trap that raises its
 * user (not a renouncer) for that task to the highest there asks it anew; a choice not to add never does.
 */
export function askAnew(state: XorState, square: number, events: GameEvent[], use?: ItemUse): ApplyResult<XorState> {
  const p = state.pending as DiplomacyPending;
  const quest = state.quests[p.quest]!;
  const holders = p.holders.slice();
  const ties = p.ties.slice();
  const status = p.status.slice();
  quest.forEach((card, pos) => {
    if (taskCard(card).square !== square) return;
    const ask = askFor(state, card, p.renounced[pos]);
    if (p.renounced[pos].length > 0 && !takesOver(state, card, ask, holders[pos], use)) return; // XOR-Q-25
    if (ask.holder === holders[pos] && ask.holder !== null) return;
    holders[pos] = ask.holder;
    ties[pos] = ask.ties;
    status[pos] = ask.holder === state.active ? "agree" : "pending";
  });
  return finishIfAgreed(state, { ...p, holders, ties, status }, events);
}

/**
 * Whether an item use takes a renounced task from the player it was given to (ruling XOR-Q-25): the item raised
 * its user's strength for the task and he is now among the highest of those who did not renounce it.
 */
function takesOver(
  state: XorState,
  card: number,
  ask: { holder: number | null; ties: number[] },
  holder: number | null,
  use: ItemUse | undefined,
): boolean {
  if (!use || use.seat === holder || !(ask.holder === use.seat || ask.ties.includes(use.seat))) return false;
  return strengthOf(state, use.seat, card) > strengthOf(use.before, use.seat, card);
}

/** Task position currently being asked (first in order not yet agreed). */
export const askedPosition = (p: DiplomacyPending): number => p.order.find((i) => p.status[i] !== "agree") ?? -1;

export function validateAnswer(
  state: XorState,
  seat: number,
  card: number,
  answer: string,
  to?: number,
): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (!p || p.kind !== "diplomacy") return reject("NO_PROPOSAL", "No diplomacy proposal is open.");
  const pos = state.quests[p.quest]!.indexOf(card);
  if (pos < 0) return reject("NOT_ASKED", "That task is not part of the proposed quest.");
  if (p.holders[pos] !== seat)
    return reject("NOT_ASKED", "You are not the player asked for that task (XOR-DIPLOMACY-3).");
  if (answer !== "renounce") {
    if (to !== undefined) return reject("BAD_BENEFICIARY", "Only a renunciation names who receives the task.");
    if (seat === state.active)
      return reject("NOT_ASKED", "Your proposal is your agreement; you may only renounce your task (XOR-Q-23).");
  }
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
  if (answer === "renounce") {
    if (!(current || status === "agree")) return reject("NOT_ASKED", "That square is not being asked yet.");
    if (to === undefined || !beneficiaries(state, card, seat, p.renounced[pos]).includes(to)) {
      return reject(
        "BAD_BENEFICIARY",
        "Name a player, other than you and anyone who renounced it, with a dwarf there able to fulfil the task (XOR-Q-25).",
      );
    }
  }
  return null;
}

export function applyAnswer(
  state: XorState,
  seat: number,
  card: number,
  answer: "agree" | "veto" | "renounce",
  to?: number,
): ApplyResult<XorState> {
  const bad = validateAnswer(state, seat, card, answer, to);
  if (bad) return bad;
  const p = state.pending as DiplomacyPending;
  const pos = state.quests[p.quest]!.indexOf(card);
  const status = p.status.slice();
  if (answer !== "renounce") {
    status[pos] = answer; // XOR-DIPLOMACY-5 (veto), -9 (veto turned into agreement)
    const ev: GameEvent = {
      kind: `diplomacy-${answer}`,
      seat,
      text: `${seatRef(seat)} answers ${answer} for task ${card}.`,
    };
    return finishIfAgreed(state, { ...p, status }, [ev]);
  }
  // XOR-DIPLOMACY-8, -10, -11: the task passes to the player named; the renouncer can never take it back.
  const ev: GameEvent = {
    kind: "diplomacy-renounce",
    seat,
    text: `${seatRef(seat)} renounces task ${card} in favour of ${seatRef(to!)}.`,
  };
  const renounced = p.renounced.slice();
  renounced[pos] = [...renounced[pos], seat];
  const holders = p.holders.slice();
  holders[pos] = to!;
  status[pos] = to === state.active ? "agree" : "pending";
  return finishIfAgreed(state, { ...p, holders, status, renounced }, [ev]);
}

/** The proposer chooses whom to ask on a square tied among other players (XOR-MAJORITY-7 by analogy; XOR-Q-22). */
export function validateAsk(state: XorState, seat: number, card: number, chosen: number): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (!p || p.kind !== "diplomacy") return reject("NO_PROPOSAL", "No diplomacy proposal is open.");
  if (seat !== state.active) return reject("NOT_YOUR_TURN", "The proposer chooses whom to ask (XOR-Q-22).");
  const pos = state.quests[p.quest]!.indexOf(card);
  if (pos < 0 || p.holders[pos] !== null) return reject("NOT_TIED", "That square is not tied among other players.");
  if (!p.ties[pos].includes(chosen))
    return reject("NOT_TIED", `${seatRef(chosen)} is not among the tied players for that task.`);
  return null;
}

export function applyAsk(state: XorState, seat: number, card: number, chosen: number): ApplyResult<XorState> {
  const bad = validateAsk(state, seat, card, chosen);
  if (bad) return bad;
  const p = state.pending as DiplomacyPending;
  const pos = state.quests[p.quest]!.indexOf(card);
  const holders = p.holders.slice();
  holders[pos] = chosen;
  const ties = p.ties.slice();
  ties[pos] = [];
  return finishIfAgreed(state, { ...p, holders, ties }, [
    { kind: "diplomacy-ask", seat, text: `${seatRef(seat)} asks ${seatRef(chosen)} for task ${card}.` },
  ]);
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
      text: `${seatRef(seat)} withdraws the proposal; the quest is not solved (XOR-DIPLOMACY-5).`,
    },
  ]);
}
