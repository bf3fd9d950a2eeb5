/**
 * Every action the player may take now; apply.ts accepts exactly these. The engine serves the same list through
 * `fastLegal` (fast/legal.ts).
 */
import { card } from "./content/index.js";
import type { FleeAction } from "./actions.js";
import { payments } from "./banish.js";
import { canDefeat, commitType, selectionDefeats } from "./combat.js";
import { N_CORRIDORS } from "./corridors.js";
import { HAND_SIZE } from "./deck.js";
import { MAX_TAKE_BACKS } from "./progress.js";
import { moveRule } from "./round.js";
import type { FleeState } from "./state.js";
import { treasureBlocked } from "./treasure.js";

export function legal(s: FleeState, seat: number): FleeAction[] {
  if (seat !== 0 || s.phase === "over") return [];
  if (s.phase === "start") return enterAnyCorridor();
  if (s.phase === "after") return [...banishes(s), ...treasures(s), ...stayOrMove(s)];
  return [...selections(s), ...treasures(s), ...commitment(s)];
}

/** First turn: start down any of the six corridors (FLEE-HARD-2, ruling FLEE-Q-18). */
function enterAnyCorridor(): FleeAction[] {
  return Array.from({ length: N_CORRIDORS }, (_, corridor) => ({ type: "enter", corridor }));
}

/**
 * Step 2: select each hand card not yet selected (at most 5 in all, FLEE-OVERVIEW-6), deselect each selected (while
 * fewer than MAX_TAKE_BACKS have been taken back in this attempt, progress.ts).
 */
function selections(s: FleeState): FleeAction[] {
  return s.hand.flatMap((id): FleeAction[] => {
    if (s.selected.includes(id)) return s.takeBacks < MAX_TAKE_BACKS ? [{ type: "deselect", card: id }] : [];
    return s.selected.length < HAND_SIZE ? [{ type: "select", card: id }] : [];
  });
}

/**
 * Step 2: commit against what is showing (monsters are fought, doors opened, traps disarmed), unless the selection
 * would fail while the hand and treasures could win: you cannot fail on purpose (ruling FLEE-Q-23).
 */
function commitment(s: FleeState): FleeAction[] {
  if (!selectionDefeats(s) && canDefeat(s)) return [];
  const c = s.corridors[s.location as number];
  return [{ type: commitType(card(c.cards[c.cards.length - 1]).kind) }];
}

/** Each inventory treasure that would have an effect now (FLEE-TREASURE-3, ruling FLEE-Q-9). */
function treasures(s: FleeState): FleeAction[] {
  return s.inventory.filter((id) => treasureBlocked(s, id) === null).map((id) => ({ type: "treasure", card: id }));
}

/** After the attempt: each way to pay a sword and a shield, with each other hand card (FLEE-ROUND-9/10). */
function banishes(s: FleeState): FleeAction[] {
  return payments(s.hand).flatMap((pay) =>
    s.hand.filter((id) => !pay.includes(id)).map((target): FleeAction => ({ type: "banish", pay, target })),
  );
}

/** Step 3 / step 1: stay, or Move either way, as the rules allow now (FLEE-ROUND-24/25). */
function stayOrMove(s: FleeState): FleeAction[] {
  const rule = moveRule(s);
  const out: FleeAction[] = [];
  if (rule.stay) out.push({ type: "stay" });
  if (rule.move) out.push({ type: "move", dir: "cw" }, { type: "move", dir: "ccw" });
  return out;
}
