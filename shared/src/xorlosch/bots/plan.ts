/**
 * Movement planning for the heuristic bot: pick the quest it can take by majority most cheaply and assign its
 * dwarves to the task squares (distances from the board graph; respect and opponents' future moves ignored).
 * Squares the bot cannot cover itself are left to the other players, at a penalty.
 */
import type { Colour, XorState } from "../types.js";
import { COLOURS } from "../types.js";
import { professionOf } from "../dice.js";
import { distance } from "../board/index.js";
import { taskCard } from "../tasks.js";
import { strengthsOf } from "./strengths.js";

interface Assignment {
  dwarf: number;
  square: number;
}

export interface Plan {
  quest: Colour;
  assignments: Assignment[];
  cost: number;
}

const UNCOVERED_PENALTY = 6;

interface TaskInfo {
  square: number;
  profession: string;
  opp: number;
  mine: number;
  covered: boolean;
}

/** `need` = tasks to win: a majority by default, 1 for a diplomacy plan. */
function planQuest(state: XorState, seat: number, colour: Colour, needOverride?: number): Plan | null {
  const quest = state.quests[colour];
  if (!quest) return null;
  const me = state.players[seat].dwarves;
  const bootsDwarf = state.turn.boots?.dwarf;
  const dwarves: number[] = [];
  for (let i = 0; i < me.length; i++) if (me[i].square !== null) dwarves.push(i);
  const strengths = strengthsOf(state);
  const tasks: TaskInfo[] = quest.map((card) => {
    const t = taskCard(card);
    return {
      square: t.square,
      profession: t.profession,
      covered: strengths.any(card),
      opp: strengths.rival(card, seat),
      mine: strengths.of(seat, card),
    };
  });
  const used = new Set<number>();
  const winPick = (t: TaskInfo) => {
    let pick: { dwarf: number; cost: number } | null = null;
    for (let k = 0; k < dwarves.length; k++) {
      const d = dwarves[k];
      if (used.has(d) || professionOf(d) !== t.profession) continue;
      const there = me[d].square === t.square;
      if ((there ? t.mine : t.mine + me[d].level) < t.opp) continue;
      const c = distance(state.board, me[d].square!, t.square, d === bootsDwarf);
      if (c < Infinity && (!pick || c < pick.cost)) pick = { dwarf: d, cost: c };
    }
    return pick;
  };
  const need = needOverride ?? Math.floor(quest.length / 2) + 1;
  const firstCost = tasks.map((t) => winPick(t)?.cost ?? 99);
  const order = tasks.map((_, i) => i).sort((a, b) => firstCost[a] - firstCost[b]);
  const assignments: Assignment[] = [];
  const won = new Set<number>();
  let cost = 0;
  for (const i of order) {
    if (won.size >= need) break;
    const pick = winPick(tasks[i]);
    if (!pick) continue;
    used.add(pick.dwarf);
    won.add(i);
    cost += pick.cost;
    assignments.push({ dwarf: pick.dwarf, square: tasks[i].square });
  }
  if (won.size < need) return null;
  for (let i = 0; i < tasks.length; i++) {
    if (won.has(i) || tasks[i].covered) continue;
    let pick: { dwarf: number; cost: number } | null = null;
    for (let k = 0; k < dwarves.length; k++) {
      const d = dwarves[k];
      if (used.has(d) || professionOf(d) !== tasks[i].profession) continue;
      const c = distance(state.board, me[d].square!, tasks[i].square, d === bootsDwarf);
      if (c < Infinity && (!pick || c < pick.cost)) pick = { dwarf: d, cost: c };
    }
    if (!pick) {
      cost += UNCOVERED_PENALTY;
      continue;
    }
    used.add(pick.dwarf);
    cost += pick.cost;
    assignments.push({ dwarf: pick.dwarf, square: tasks[i].square });
  }
  return { quest: colour, assignments, cost: cost / need };
}

/** The cheapest plan over the quests on the board, per task gained. */
export function bestPlan(state: XorState, seat: number, diplomacy = false): Plan | null {
  let best: Plan | null = null;
  for (const c of COLOURS) {
    const p = planQuest(state, seat, c, diplomacy ? 1 : undefined);
    if (p && (!best || p.cost < best.cost)) best = p;
  }
  return best;
}

/** Tasks on the board per profession minus the bot's dwarves of that profession on the board. */
export function professionDemand(state: XorState, seat: number): { warrior: number; mechanicus: number } {
  const demand = { warrior: 0, mechanicus: 0 };
  for (const c of COLOURS) for (const card of state.quests[c] ?? []) demand[taskCard(card).profession]++;
  state.players[seat].dwarves.forEach((d, i) => {
    if (d.square !== null) demand[professionOf(i)] -= 2;
  });
  return demand;
}
