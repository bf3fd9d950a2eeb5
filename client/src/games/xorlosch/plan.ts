/** A confirmed multi-step move, carried out one step at a time, each step only once `legal` offers it. */
import { legalOf } from "../../table/kit";
import type { Ctx } from "./ctx";

/**
 * Sends the next step of a confirmed path once the dwarf stands where the last step took it and the legal list (which
 * comes in the same patch) offers a step again. A turn that passed to another seat ends the path.
 */
export function continuePlan(ctx: Ctx): void {
  const plan = ctx.ui.plan;
  if (!plan || ctx.mySeat === null) return;
  if (ctx.view.active !== ctx.mySeat) {
    ctx.ui.plan = null;
    return;
  }
  const square = ctx.view.players[ctx.mySeat]?.dwarves[plan.die]?.square ?? null;
  if (square !== plan.at) return; // the last step has not landed yet
  if (ctx.legal.length === 0) return; // nothing to do for now (others answer first): the path waits
  const steps = legalOf(ctx.legal, "step").filter((s) => s.dwarf === plan.die);
  const next = steps.find((s) => s.to === plan.path[0]);
  if (!next) {
    ctx.ui.plan = null;
    return;
  }
  plan.path = plan.path.slice(1);
  plan.at = next.to;
  if (plan.path.length === 0) ctx.ui.plan = null;
  queueMicrotask(() => ctx.send(next));
}
