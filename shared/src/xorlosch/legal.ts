/** legal: every action a seat may take now, built from the same validators apply uses. */
import type { XorAction, XorState } from "./types.js";
import { COLOURS } from "./types.js";
import { DICE_PER_PLAYER } from "./dice.js";
import { boards, neighbours } from "./board/index.js";
import { commonPointsLeft } from "./movement.js";
import { respectCost } from "./respect.js";
import { evaluateQuest, validateChooseTie } from "./solve.js";
import { validateAnswer } from "./diplomacy.js";
import { freeLevels, isFirstTurn, isPotion, isTrap, onBoard } from "./state.js";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  }
  return out;
}
const PERMS = [0, 1, 2, 3, 4].map(permutations);
/** Proposal actions are built once and shared (callers never mutate listed actions). */
const PROPOSALS = Object.fromEntries(COLOURS.map((c) => [c, PERMS.map((ps) => ps.map((order) => Object.freeze({ type: "propose" as const, quest: c, order })))]));

export function legal(state: XorState, seat: number): XorAction[] {
  if (state.phase === "over" || !Number.isInteger(seat) || seat < 0 || seat >= state.seats) return [];
  const out: XorAction[] = [];
  const p = state.pending;
  if (p?.kind === "tie") {
    if (seat !== state.active) return out;
    state.quests[p.quest]!.forEach((task, pos) => {
      for (const s of p.ties[pos]) if (!validateChooseTie(state, seat, task, s)) out.push({ type: "chooseTie", task, seat: s });
    });
    return out;
  }
  if (p?.kind === "diplomacy") {
    if (seat === state.active) return [{ type: "withdraw" }];
    for (const task of state.quests[p.quest]!) {
      for (const answer of ["agree", "veto", "renounce"] as const) {
        if (!validateAnswer(state, seat, task, answer)) out.push({ type: "answer", task, answer });
      }
    }
    return out;
  }
  // Fast paths below mirror the validators apply uses (a test checks that every listed action is accepted).
  const player = state.players[seat];
  const dwarves = player.dwarves;
  const turn = state.turn;
  // Items other than boots may be used by any seat at any time (XOR-POTION-1, XOR-TRAP-1).
  if (state.phase === "play") {
    for (const it of state.items) {
      if (it.holder !== seat || it.crossed) continue;
      if (it.type === "boots" && (seat !== state.active || turn.boots)) continue;
      for (let d = 0; d < DICE_PER_PLAYER; d++) {
        if (dwarves[d].square === null) continue;
        if (it.type === "potion" && isPotion(state, seat, d)) continue;
        if (it.type === "trap" && isTrap(state, seat, d)) continue;
        out.push({ type: "use", item: it.type, dwarf: d });
      }
    }
  }
  if (seat !== state.active) return out;
  const free = freeLevels(player);
  const centre = boards[state.board].centre;
  for (let d = 0; d < DICE_PER_PLAYER; d++) {
    const sq = dwarves[d].square;
    if (sq === null) {
      if (!turn.moved && free >= 1) out.push({ type: "bringIn", dwarf: d });
      continue;
    }
    if (state.phase === "play" && !turn.moved && sq === centre && !turn.broughtIn.includes(d)) out.push({ type: "remove", dwarf: d });
    if (free >= 1) out.push({ type: "raise", dwarf: d });
  }
  if (state.phase === "play") {
    const common = commonPointsLeft(state);
    for (let d = 0; d < DICE_PER_PLAYER; d++) {
      const sq = dwarves[d].square;
      if (sq === null) continue;
      const booted = turn.boots?.dwarf === d;
      if (common + (booted ? turn.boots!.left : 0) < 1 + respectCost(state, d)) continue;
      for (const n of neighbours(state.board, sq)) if (!n.blocked || booted) out.push({ type: "step", dwarf: d, to: n.to });
    }
    if (!isFirstTurn(state)) {
      for (const quest of COLOURS) {
        const ev = evaluateQuest(state, quest);
        if (!ev || !ev.covered) continue;
        if (ev.majority) out.push({ type: "solve", quest });
        else if (!turn.proposed.includes(quest)) for (const a of PROPOSALS[quest][ev.tops.length]) out.push(a as XorAction);
      }
    }
  }
  if (state.phase === "play" || onBoard(player) > 0) out.push({ type: "endTurn" });
  return out;
}
