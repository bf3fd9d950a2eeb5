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

/** Fixed actions are shared, frozen objects (fewer allocations per step; nobody may change a listed action). */
const STAY: FleeAction = Object.freeze({ type: "stay" });
const MOVES: readonly FleeAction[] = [Object.freeze({ type: "move", dir: "cw" }), Object.freeze({ type: "move", dir: "ccw" })];
const COMMITS = { fight: Object.freeze({ type: "fight" }), open: Object.freeze({ type: "open" }), disarm: Object.freeze({ type: "disarm" }) } as const;
const ENTERS: readonly FleeAction[] = Array.from({ length: N_CORRIDORS }, (_, corridor) => Object.freeze({ type: "enter", corridor }));
const perCard = (type: "select" | "deselect" | "treasure") => {
  const cache = new Map<string, FleeAction>();
  return (card: string): FleeAction => {
    const hit = cache.get(card);
    if (hit) return hit;
    const a: FleeAction = Object.freeze({ type, card });
    cache.set(card, a);
    return a;
  };
};
const SELECT = perCard("select");
const DESELECT = perCard("deselect");
const TREASURE = perCard("treasure");

export function legal(s: FleeState, seat: number): FleeAction[] {
  if (seat !== 0 || s.phase === "over") return [];
  const out: FleeAction[] = [];
  if (s.phase === "start") {
    return ENTERS.slice();
  }
  if (s.phase === "encounter") {
    for (const id of s.hand) {
      if (s.selected.includes(id)) out.push(DESELECT(id));
      else if (s.selected.length < HAND_SIZE) out.push(SELECT(id));
    }
    for (const id of s.inventory) if (treasureBlocked(s, id) === null) out.push(TREASURE(id));
    const c = s.corridors[s.location as number];
    out.push(COMMITS[commitType(card(c.cards[c.cards.length - 1]).kind)]);
    return out;
  }
  // phase "after"
  for (const pay of payments(s.hand)) {
    for (const target of s.hand) if (!pay.includes(target)) out.push({ type: "banish", pay, target });
  }
  for (const id of s.inventory) if (treasureBlocked(s, id) === null) out.push(TREASURE(id));
  const rule = moveRule(s);
  if (rule.stay) out.push(STAY);
  if (rule.move) out.push(MOVES[0], MOVES[1]);
  return out;
}
