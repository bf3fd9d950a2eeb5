/** Every action the player may take now (the engine's `legal`). apply.ts accepts exactly these. */
import { card } from "./content/index.js";
import type { FleeAction } from "./actions.js";
import { payments } from "./banish.js";
import { commitType } from "./combat.js";
import { HAND_SIZE } from "./deck.js";
import { moveRule } from "./round.js";
import type { FleeState } from "./state.js";
import { treasureBlocked } from "./treasure.js";
import { N_CORRIDORS } from "./corridors.js";

export function legal(s: FleeState, seat: number): FleeAction[] {
  if (seat !== 0 || s.phase === "over") return [];
  const out: FleeAction[] = [];
  if (s.phase === "start") {
    for (let i = 0; i < N_CORRIDORS; i++) out.push({ type: "enter", corridor: i });
    return out;
  }
  if (s.phase === "encounter") {
    for (const id of s.hand) {
      if (s.selected.includes(id)) out.push({ type: "deselect", card: id });
      else if (s.selected.length < HAND_SIZE) out.push({ type: "select", card: id });
    }
    for (const id of s.inventory) if (treasureBlocked(s, id) === null) out.push({ type: "treasure", card: id });
    const c = s.corridors[s.location as number];
    out.push({ type: commitType(card(c.cards[c.cards.length - 1]).kind) });
    return out;
  }
  // phase "after"
  for (const pay of payments(s.hand)) {
    for (const target of s.hand) if (!pay.includes(target)) out.push({ type: "banish", pay, target });
  }
  for (const id of s.inventory) if (treasureBlocked(s, id) === null) out.push({ type: "treasure", card: id });
  const rule = moveRule(s);
  if (rule.stay) out.push({ type: "stay" });
  if (rule.move) out.push({ type: "move", dir: "cw" }, { type: "move", dir: "ccw" });
  return out;
}
