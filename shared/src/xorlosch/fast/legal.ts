/**
 * Fast path of `legal` (../legal.ts), the one the engine serves: the same actions, listed without trying each
 * candidate through `apply`: shared frozen action objects (../actionList.ts), the validators' conditions written
 * out, quests with a task square nobody stands on skipped (`occupiedSquares`), and the active player's share of
 * a quest counted with `activeShare` instead of `evaluateQuest`. test/xorlosch/fastpaths.test.ts holds it equal
 * to `legal` over whole bot games.
 */
import type { XorAction, XorState } from "../types.js";
import { COLOURS } from "../types.js";
import { DICE_PER_PLAYER } from "../dice.js";
import { boards, neighbours } from "../board/index.js";
import { commonPointsLeft } from "../movement.js";
import { respectCost } from "../respect.js";
import { activeShare } from "../majority.js";
import { validateChooseTie } from "../solve.js";
import { beneficiaries, validateAnswer } from "../diplomacy.js";
import { freeLevels, isApart, isFirstTurn, isPotion, isTrap, onBoard } from "../state.js";
import { allTaskSquaresOccupied, occupiedSquares } from "../fulfil.js";
import {
  BRING_IN,
  END_TURN,
  PROPOSALS,
  RAISE,
  REMOVE,
  SOLVE,
  USE,
  WITHDRAW,
  PASS,
  apartAction,
  stepAction,
} from "../actionList.js";
import { couldAdd } from "../adding.js";

/** The lowest die of the seat standing on the square of die d (so that each square is listed once). */
function firstOnSquare(dwarves: XorState["players"][number]["dwarves"], d: number): number {
  for (let i = 0; i < d; i++) if (dwarves[i].square === dwarves[d].square) return i;
  return d;
}

export function fastLegal(state: XorState, seat: number): XorAction[] {
  if (state.phase === "over" || !Number.isInteger(seat) || seat < 0 || seat >= state.seats) return [];
  const out: XorAction[] = [];
  const p = state.pending;
  if (p?.kind === "tie") {
    if (seat !== state.active) return out;
    state.quests[p.quest]!.forEach((task, pos) => {
      for (const s of p.ties[pos])
        if (!validateChooseTie(state, seat, task, s)) out.push({ type: "chooseTie", task, seat: s });
    });
    return out;
  }
  if (p?.kind === "diplomacy") {
    const quest = state.quests[p.quest]!;
    if (seat === state.active) {
      out.push(WITHDRAW);
      quest.forEach((task, pos) => {
        for (const s of p.ties[pos]) out.push({ type: "chooseTie", task, seat: s }); // whom to ask (XOR-Q-22)
      });
    }
    quest.forEach((task, pos) => {
      if (p.holders[pos] !== seat) return;
      for (const answer of ["agree", "veto"] as const) {
        if (!validateAnswer(state, seat, task, answer)) out.push({ type: "answer", task, answer });
      }
      for (const to of beneficiaries(state, task, seat, p.renounced[pos])) {
        if (!validateAnswer(state, seat, task, "renounce", to))
          out.push({ type: "answer", task, answer: "renounce", to });
      }
    });
  }
  // The response window after an announcement (XOR-Q-34): the seats waited on may pass, or use an item below.
  const window = p?.kind === "response";
  if (window && p.waiting.includes(seat)) out.push(PASS);
  const player = state.players[seat];
  const dwarves = player.dwarves;
  const turn = state.turn;
  // Items other than boots may be used by any seat at any time (XOR-POTION-1, XOR-TRAP-1), also during a proposal,
  // and in a window by the seats it waits on.
  if (state.phase === "play" && !(window && !p.waiting.includes(seat))) {
    for (let i = 0; i < state.items.length; i++) {
      const it = state.items[i];
      if (it.holder !== seat || it.crossed) continue;
      if (it.type === "boots" && (seat !== state.active || turn.boots || p)) continue;
      for (let d = 0; d < DICE_PER_PLAYER; d++) {
        if (dwarves[d].square === null) continue;
        if (it.type === "potion" && isPotion(state, seat, d)) continue;
        if (it.type === "trap" && isTrap(state, seat, d)) continue;
        out.push(USE[it.type][d]);
      }
    }
    // Adding levels is a choice (XOR-CONTEST-3, XOR-Q-20): each square with two of one profession, once a turn.
    for (let d = 0; d < DICE_PER_PLAYER; d++) {
      const sq = dwarves[d].square;
      if (sq === null || firstOnSquare(dwarves, d) !== d) continue;
      if (couldAdd(state, seat, sq) && !isApart(state, seat, sq)) out.push(apartAction(sq));
    }
  }
  if (p || seat !== state.active) return out;
  const free = freeLevels(player);
  const centre = boards[state.board].centre;
  for (let d = 0; d < DICE_PER_PLAYER; d++) {
    const sq = dwarves[d].square;
    if (sq === null) {
      if (!turn.moved && free >= 1) out.push(BRING_IN[d]);
      continue;
    }
    if (state.phase === "play" && !turn.moved && sq === centre && !turn.broughtIn.includes(d)) out.push(REMOVE[d]);
    if (free >= 1) out.push(RAISE[d]);
  }
  if (state.phase === "play") {
    const common = commonPointsLeft(state);
    for (let d = 0; d < DICE_PER_PLAYER; d++) {
      const sq = dwarves[d].square;
      if (sq === null) continue;
      const booted = turn.boots?.dwarf === d;
      if (common + (booted ? turn.boots!.left : 0) < 1 + respectCost(state, d)) continue;
      const near = neighbours(state.board, sq);
      for (let i = 0; i < near.length; i++) if (!near[i].blocked || booted) out.push(stepAction(d, near[i].to));
    }
    if (!isFirstTurn(state)) {
      const occupied = occupiedSquares(state);
      for (const quest of COLOURS) {
        const cards = state.quests[quest];
        if (!cards || !allTaskSquaresOccupied(cards, occupied)) continue; // not covered: nothing to list
        const mine = activeShare(state, quest);
        if (mine < 0) continue;
        const tasks = cards.length;
        if (mine * 2 > tasks)
          out.push(SOLVE[quest]); // XOR-MAJORITY-4, -5
        else if (!turn.proposed.includes(quest)) out.push(...PROPOSALS[quest][tasks]);
      }
    }
  }
  if (state.phase === "play" || onBoard(player) > 0) out.push(END_TURN);
  return out;
}
