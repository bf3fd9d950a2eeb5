/**
 * The path preview of a selected dwarf: the cheapest way to each square this turn, for display only (the server
 * checks every step). The first step must be one that `legal` offers; later steps follow the board's passages
 * (blocked ones only for the dwarf wearing boots this turn) and cost 1, plus 1 for the respect owed on leaving a
 * square, using the engine's own respect rule on the view. The budget is the view's points left (plus the boots'
 * own points for that dwarf).
 */
import { neighbours } from "@tabletop/shared/xorlosch/index";
import { owesRespectOnEntering } from "@tabletop/shared/xorlosch/respect";
import type { Ctx } from "./ctx";
import { legalOf } from "../../table/kit";

export interface Route {
  /** The squares entered, in order (the destination last). */
  path: number[];
  cost: number;
  /** Points of the cost paid as respect. */
  respect: number;
}

export function budgetFor(ctx: Ctx, die: number): number {
  const boots = ctx.view.turn.boots;
  return ctx.view.turn.pointsLeft + (boots && boots.dwarf === die ? boots.left : 0);
}

/** Cheapest routes from the dwarf's square to every square it can reach this turn. */
export function routes(ctx: Ctx, die: number): Map<number, Route> {
  const seat = ctx.mySeat;
  const out = new Map<number, Route>();
  if (seat === null) return out;
  const start = ctx.view.players[seat]?.dwarves[die]?.square;
  if (start === null || start === undefined) return out;
  const first = legalOf(ctx.legal, "step")
    .filter((s) => s.dwarf === die)
    .map((s) => s.to);
  if (first.length === 0) return out;
  const budget = budgetFor(ctx, die);
  const booted = ctx.view.turn.boots?.dwarf === die;
  const owes = (sq: number) =>
    sq === start ? ctx.view.turn.respectDue.includes(die) : owesRespectOnEntering(ctx.state, seat, die, sq);
  const best = new Map<number, Route>([[start, { path: [], cost: 0, respect: 0 }]]);
  const open: number[] = [start];
  while (open.length) {
    open.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const u = open.shift()!;
    const r = best.get(u)!;
    const toll = owes(u) ? 1 : 0;
    const next: number[] =
      u === start
        ? first
        : neighbours(ctx.view.board, u)
            .filter((n) => !n.blocked || booted)
            .map((n) => n.to);
    for (const v of next) {
      const cost = r.cost + 1 + toll;
      if (cost > budget || v === start) continue;
      const known = best.get(v);
      if (known && known.cost <= cost) continue;
      best.set(v, { path: [...r.path, v], cost, respect: r.respect + toll });
      if (!open.includes(v)) open.push(v);
    }
  }
  for (const [sq, r] of best) if (sq !== start) out.set(sq, r);
  return out;
}
