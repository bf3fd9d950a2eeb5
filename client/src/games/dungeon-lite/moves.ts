/**
 * Moving by clicking a zone: the zones the hero's steps left reach are lit (the map's own steps, neighbours, through
 * the barred door, which bars enemies only); a click on one walks there one step at a time, each step sent only
 * once `legal` lists it.
 */
import { FOR_HEROES, neighbours } from "@tabletop/shared/dungeon-lite/map/index.js";
import { legalOf, type Ctx } from "./ctx";

/** Every zone the hero may reach with the steps left, with the path to it (the zone itself last). */
export function reach(ctx: Ctx): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const seat = ctx.mySeat;
  const t = ctx.view.turn;
  if (seat === null || !t || t.seat !== seat || t.stepsLeft === 0 || legalOf(ctx, "step").length === 0) return out;
  const start = ctx.view.heroes[seat].zone;
  const seen = new Set([start]);
  let frontier: { zone: string; path: string[] }[] = [{ zone: start, path: [] }];
  for (let d = 0; d < t.stepsLeft; d++) {
    const next: typeof frontier = [];
    for (const f of frontier)
      for (const l of neighbours(ctx.map, f.zone, FOR_HEROES)) {
        if (seen.has(l.to)) continue;
        seen.add(l.to);
        const path = [...f.path, l.to];
        out.set(l.to, path);
        next.push({ zone: l.to, path });
      }
    frontier = next;
  }
  return out;
}

/** Sends the walk's next step if the hero stands where the last one led and `legal` offers it; else ends the walk. */
export function continueWalk(ctx: Ctx): void {
  const w = ctx.ui.walk;
  if (!w || ctx.mySeat === null) return;
  const here = ctx.view.heroes[ctx.mySeat]?.zone;
  if (here !== w.at) {
    if (!ctx.view.turn || ctx.view.turn.seat !== ctx.mySeat) ctx.ui.walk = null;
    return;
  }
  const next = w.path[0];
  const step = legalOf(ctx, "step").find((a) => a.zone === next);
  if (!step) {
    ctx.ui.walk = null;
    return;
  }
  ctx.ui.walk = w.path.length > 1 ? { path: w.path.slice(1), at: next } : null;
  ctx.send(step);
}

export function startWalk(ctx: Ctx, path: string[]): void {
  if (ctx.mySeat === null || path.length === 0) return;
  ctx.ui.walk = { path, at: ctx.view.heroes[ctx.mySeat].zone };
  continueWalk(ctx);
}
