/**
 * Movement planning for the heuristic bot: pick the quest it can take by majority most cheaply and assign its
 * dwarves to the task squares (distances from the board graph; respect and opponents' future moves ignored).
 */
import type { Colour, XorState } from "../types.js";
import { COLOURS } from "../types.js";
import { professionOf } from "../dice.js";
import { distance } from "../board/index.js";
import { taskCard } from "../tasks.js";
import { claimants, seatStrength } from "../fulfil.js";

export interface Assignment {
  dwarf: number;
  square: number;
}

export interface Plan {
  quest: Colour;
  assignments: Assignment[];
  cost: number;
}

function bestOpponent(state: XorState, seat: number, card: number): number {
  const c = claimants(state, card).find((x) => x.seat !== seat);
  return c ? c.strength : 0;
}

export function planQuest(state: XorState, seat: number, colour: Colour): Plan | null {
  const quest = state.quests[colour];
  if (!quest) return null;
  const me = state.players[seat].dwarves;
  const bootsDwarf = state.turn.boots?.dwarf;
  const free = new Set(me.map((d, i) => (d.square === null ? -1 : i)).filter((i) => i >= 0));
  const dist = (die: number, sq: number) => distance(state.board, me[die].square!, sq, die === bootsDwarf);
  // Cheapest own dwarf able to win each task.
  const options = quest.map((card) => {
    const t = taskCard(card);
    const opp = bestOpponent(state, seat, card);
    const mineThere = seatStrength(state, seat, card);
    let best: { dwarf: number; cost: number } | null = null;
    for (const d of free) {
      if (professionOf(d) !== t.profession) continue;
      const already = me[d].square === t.square;
      const strength = already ? mineThere : mineThere + me[d].level;
      if (strength < opp) continue;
      const cost = dist(d, t.square);
      if (!best || cost < best.cost) best = { dwarf: d, cost };
    }
    return { card, square: t.square, best, covered: claimants(state, card).length > 0 };
  });
  const need = Math.floor(quest.length / 2) + 1;
  const order = options.map((o, i) => i).filter((i) => options[i].best).sort((a, b) => options[a].best!.cost - options[b].best!.cost);
  const assignments: Assignment[] = [];
  const used = new Set<number>();
  const won = new Set<number>();
  let cost = 0;
  for (const i of order) {
    if (won.size >= need) break;
    // Re-pick the dwarf if the cheapest one is taken.
    let pick: { dwarf: number; cost: number } | null = null;
    for (const d of free) {
      if (used.has(d) || professionOf(d) !== taskCard(options[i].card).profession) continue;
      const opp = bestOpponent(state, seat, options[i].card);
      const mineThere = seatStrength(state, seat, options[i].card);
      const strength = me[d].square === options[i].square ? mineThere : mineThere + me[d].level;
      if (strength < opp) continue;
      const c = dist(d, options[i].square);
      if (!pick || c < pick.cost) pick = { dwarf: d, cost: c };
    }
    if (!pick || pick.cost === Infinity) continue;
    used.add(pick.dwarf);
    won.add(i);
    cost += pick.cost;
    assignments.push({ dwarf: pick.dwarf, square: options[i].square });
  }
  if (won.size < need) return null;
  for (let i = 0; i < options.length; i++) {
    if (won.has(i) || options[i].covered) continue;
    let pick: { dwarf: number; cost: number } | null = null;
    for (const d of free) {
      if (used.has(d) || professionOf(d) !== taskCard(options[i].card).profession) continue;
      const c = dist(d, options[i].square);
      if (!pick || c < pick.cost) pick = { dwarf: d, cost: c };
    }
    if (!pick || pick.cost === Infinity) return null;
    used.add(pick.dwarf);
    cost += pick.cost;
    assignments.push({ dwarf: pick.dwarf, square: options[i].square });
  }
  return { quest: colour, assignments, cost: cost / need };
}

/** The cheapest plan over the quests on the board, per task gained. */
export function bestPlan(state: XorState, seat: number): Plan | null {
  let best: Plan | null = null;
  for (const c of COLOURS) {
    const p = planQuest(state, seat, c);
    if (p && (!best || p.cost < best.cost)) best = p;
  }
  return best;
}
