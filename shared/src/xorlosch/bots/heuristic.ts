/**
 * The heuristic bot: plays to win. Solves any quest it can take by majority, uses potions and traps when they make
 * a majority (in an announcement's response window too: against the active player's majority, or to win it back), moves its dwarves toward the quest it can win most cheaply (boots when the target is far), raises the
 * dwarves that contest task squares, answers diplomacy in its own interest, and ends its turn when nothing helps.
 */
import type { Bot } from "../../engine.js";
import type { XorAction, XorState } from "../types.js";
import { COLOURS } from "../types.js";
import type { XorView } from "../view.js";
import { distance } from "../board/index.js";
import { taskCard } from "../tasks.js";
import { professionOf } from "../dice.js";
import { activeShare, hasMajority } from "../majority.js";
import { onBoard } from "../state.js";
import { owesRespectOnEntering } from "../respect.js";
import { bestPlan, professionDemand } from "./plan.js";
import { strengthsOf } from "./strengths.js";
import { find, stateFromView } from "./util.js";

const PLACEMENT: readonly number[] = [0, 3, 1, 4]; // two warriors and two mechanicusses
const RAISE_AT_PLACEMENT: readonly number[] = [0];
const MAX_GROUP = 5;

/** Whether a task of a quest on the board lies on the square. */
function isTaskSquare(state: XorState, square: number): boolean {
  for (const c of COLOURS) {
    const quest = state.quests[c] ?? [];
    for (let i = 0; i < quest.length; i++) if (taskCard(quest[i]).square === square) return true;
  }
  return false;
}

/** A proposal order that asks the squares in card order (0, 1, 2, ...). */
function inCardOrder(order: readonly number[]): boolean {
  for (let i = 0; i < order.length; i++) if (order[i] !== i) return false;
  return true;
}

/** The state as it would be with the potion or trap used (the rules' effect of a use on strengths). */
function withUse(state: XorState, seat: number, action: Extract<XorAction, { type: "use" }>): XorState {
  const key = action.item === "potion" ? "potions" : "traps";
  return { ...state, turn: { ...state.turn, [key]: [...state.turn[key], { seat, dwarf: action.dwarf }] } };
}

function itemMakesMajority(state: XorState, seat: number, action: Extract<XorAction, { type: "use" }>): boolean {
  const trial = withUse(state, seat, action);
  return COLOURS.some((c) => hasMajority(trial, c) && !hasMajority(state, c));
}

function chooseRaise(
  state: XorState,
  seat: number,
  legal: readonly XorAction[],
  onlyContested: boolean,
): XorAction | undefined {
  const raises = legal.filter((a) => a.type === "raise") as Extract<XorAction, { type: "raise" }>[];
  if (raises.length === 0) return undefined;
  const me = state.players[seat].dwarves;
  let best: XorAction | undefined;
  let bestScore = -Infinity;
  for (const r of raises) {
    let score = me[r.dwarf].level * 0.1;
    for (const c of COLOURS) {
      for (const card of state.quests[c] ?? []) {
        const t = taskCard(card);
        if (t.square !== me[r.dwarf].square || t.profession !== professionOf(r.dwarf)) continue;
        const opp = strengthsOf(state).rival(card, seat);
        const mine = strengthsOf(state).of(seat, card);
        if (mine > 0 && mine <= opp)
          score += 10 - (opp - mine); // contested: closing the gap helps most
        else if (mine > 0) score += 1;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return onlyContested && bestScore < 5 ? undefined : best;
}

/** A tied task (or whom to ask on a tied square): my own seat when listed, else the opponent with the fewest tasks. */
function chooseTied(state: XorState, seat: number, legal: readonly XorAction[]): XorAction {
  const ties = legal.filter((a) => a.type === "chooseTie") as Extract<XorAction, { type: "chooseTie" }>[];
  const mine = ties.find((a) => a.seat === seat);
  if (mine) return mine;
  return ties.reduce(
    (b, a) => (state.players[a.seat].cards.length < state.players[b.seat].cards.length ? a : b),
    ties[0],
  );
}

function answerDiplomacy(state: XorState, seat: number, legal: readonly XorAction[]): XorAction {
  const p = state.pending!;
  if (p.kind !== "diplomacy") return legal[0];
  const mine = p.holders.filter((h) => h === seat).length;
  const theirs = p.holders.filter((h) => h === state.active).length;
  const myScore = state.players[seat].cards.length + mine;
  const theirScore = state.players[state.active].cards.length + theirs;
  // Agree to a task unless it lets the proposer pull clearly ahead of me.
  const good = mine > 0 && theirScore <= myScore + 2;
  const agree = find(legal, "answer", (a) => a.answer === "agree");
  const veto = find(legal, "answer", (a) => a.answer === "veto");
  if (good && agree) return agree;
  if (!good && veto) return veto;
  return agree ?? veto ?? legal[0];
}

/**
 * Out of turn only optional potions and traps are listed, but a bot must pick one: prefer a use that takes a
 * majority away from the active player, else the first listed. Drivers should ask only `expectedActor`.
 */
function outOfTurn(state: XorState, seat: number, legal: readonly XorAction[]): XorAction {
  return denyingUse(state, seat, legal) ?? legal[0];
}

/** A potion or trap that takes a majority away from the active player, if one does. */
function denyingUse(state: XorState, seat: number, legal: readonly XorAction[]): XorAction | undefined {
  const activeMajorities = COLOURS.filter((c) => hasMajority(state, c)).length;
  for (const a of legal) {
    if (a.type !== "use") continue;
    if (COLOURS.filter((c) => hasMajority(withUse(state, seat, a), c)).length < activeMajorities) return a;
  }
  return undefined;
}

/**
 * The response window after an announcement (XOR-Q-34): an opponent uses an item that takes the majority away; the
 * active player one that wins it back; otherwise each passes at once.
 */
function respond(state: XorState, seat: number, legal: readonly XorAction[]): XorAction {
  const pass = find(legal, "pass") ?? legal[0];
  const quest = state.pending?.kind === "response" ? state.pending.quest : null;
  if (seat !== state.active) return denyingUse(state, seat, legal) ?? pass;
  if (quest === null || hasMajority(state, quest)) return pass;
  for (const a of legal) if (a.type === "use" && hasMajority(withUse(state, seat, a), quest)) return a;
  return pass;
}

function step(state: XorState, seat: number, legal: readonly XorAction[], random: number): XorAction | undefined {
  // A majority plan first; failing that, cover a quest so that diplomacy gives at least one task.
  const plan = bestPlan(state, seat) ?? bestPlan(state, seat, true);
  if (!plan) return undefined;
  const me = state.players[seat].dwarves;
  const bootsDwarf = state.turn.boots?.dwarf;
  for (const a of plan.assignments) {
    const from = me[a.dwarf].square!;
    const boots = a.dwarf === bootsDwarf;
    const d = distance(state.board, from, a.square, boots);
    if (d === 0) continue;
    // Of the steps that shorten the way, prefer one into a square that owes no respect (XOR-RESPECT-1).
    const closer = legal.filter(
      (x) => x.type === "step" && x.dwarf === a.dwarf && distance(state.board, x.to, a.square, boots) === d - 1,
    );
    const cheap = closer.find(
      (x) => x.type === "step" && (x.to === a.square || !owesRespectOnEntering(state, seat, a.dwarf, x.to)),
    );
    if (cheap ?? closer[0]) return cheap ?? closer[0];
    const boot = find(legal, "use", (x) => x.item === "boots" && x.dwarf === a.dwarf);
    if (boot && distance(state.board, from, a.square, true) < d) return boot;
  }
  // Idle dwarves cover task squares nobody can fulfil yet, so that quests become solvable. When the plan is in
  // place but the quest still cannot be solved, any dwarf may go (a deadlock between equal bots).
  const stuck = !hasMajority(state, plan.quest);
  const busy = new Set(stuck && random < 0.5 ? [] : plan.assignments.map((a) => a.dwarf));
  for (const c of COLOURS) {
    for (const card of state.quests[c] ?? []) {
      if (strengthsOf(state).any(card)) continue;
      const t = taskCard(card);
      for (let d = 0; d < me.length; d++) {
        if (busy.has(d) || me[d].square === null || professionOf(d) !== t.profession) continue;
        const dist = distance(state.board, me[d].square!, t.square, d === bootsDwarf);
        const s = find(
          legal,
          "step",
          (x) => x.dwarf === d && distance(state.board, x.to, t.square, d === bootsDwarf) === dist - 1,
        );
        if (s) return s;
      }
    }
  }
  return undefined;
}

export const heuristicBot: Bot<XorView, XorAction> = {
  name: "heuristic",
  choose(view, legal, seat, random) {
    if (legal.length === 1) return legal[0];
    const state = stateFromView(view);
    if (state.pending?.kind === "tie") return chooseTied(state, seat, legal); // a tied task: mine, else the weakest
    if (state.pending?.kind === "diplomacy") {
      // The proposer: whom to ask on a tied square (the weakest opponent); after a veto he withdraws.
      if (seat === state.active)
        return find(legal, "chooseTie") ? chooseTied(state, seat, legal) : (find(legal, "withdraw") ?? legal[0]);
      return answerDiplomacy(state, seat, legal);
    }
    if (state.pending?.kind === "response") return respond(state, seat, legal);
    if (seat !== state.active) return outOfTurn(state, seat, legal);
    if (state.phase === "placement") {
      const p = state.players[seat];
      const next = PLACEMENT.find((d) => p.dwarves[d].square === null && find(legal, "bringIn", (a) => a.dwarf === d));
      if (next !== undefined && onBoard(p) < PLACEMENT.length) return find(legal, "bringIn", (a) => a.dwarf === next)!;
      const raise = RAISE_AT_PLACEMENT.map((d) => find(legal, "raise", (a) => a.dwarf === d)).find(Boolean);
      return raise ?? find(legal, "endTurn") ?? legal[0];
    }
    const solve = find(legal, "solve");
    if (solve) return solve;
    const p0 = state.players[seat];
    for (const a of legal) {
      if (a.type !== "use" || a.item === "boots" || !isTaskSquare(state, p0.dwarves[a.dwarf].square!)) continue;
      if (itemMakesMajority(state, seat, a)) return a;
    }
    // Grow the group (up to MAX_GROUP) with the profession the board asks for, before moving (XOR-GROUP-1).
    const p = state.players[seat];
    const spare = view.players[seat].freeLevels;
    const demand = professionDemand(state, seat);
    if (spare >= 1 && !state.turn.moved) {
      const wantMech = demand.mechanicus > demand.warrior;
      const pick = find(legal, "bringIn", (a) => a.dwarf >= 3 === wantMech);
      const wanted = demand[wantMech ? "mechanicus" : "warrior"] > 0;
      if (
        pick &&
        (onBoard(p) < 4 || (wanted && onBoard(p) < MAX_GROUP) || demand[wantMech ? "mechanicus" : "warrior"] > 1)
      )
        return pick;
    }
    // Save levels for new dwarves while the group is small; raise where it wins a contested square.
    const reserve = onBoard(p) < MAX_GROUP && (demand.warrior > 0 || demand.mechanicus > 0) ? 1 : 0;
    const raise = spare > reserve ? chooseRaise(state, seat, legal, spare <= 2 || onBoard(p) < 4) : undefined;
    if (raise) return raise;
    const mv = step(state, seat, legal, random);
    if (mv) return mv;
    // Diplomacy: propose (squares asked in card order) when I receive at least one task.
    for (const a of legal) {
      if (a.type !== "propose" || !inCardOrder(a.order)) continue;
      if (activeShare(state, a.quest) > 0) return a; // I am the active player: a top seat for some task
    }
    // Deadlock breaker: a turn with no movement at all sometimes wanders one dwarf instead.
    const steps = legal.filter((a) => a.type === "step");
    if (!state.turn.moved && steps.length > 0 && random < 0.3) return steps[Math.floor((random / 0.3) * steps.length)];
    return find(legal, "endTurn") ?? legal[0];
  },
};
