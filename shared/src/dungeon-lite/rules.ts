/**
 * The rules' own steps (Engine.next, RULES_SEAT): which one is due, carrying it out, and what settles after every
 * action (the end of the game, the Enemy Phase's next step, the end of the Player Phase).
 */
import type { GameEvent } from "../engine.js";
import type { ActionOf } from "./actions.js";
import { checkAllKnockedOut } from "./end.js";
import { activateNext, drawEnemyCard, endEnemyPhase } from "./enemy-phase.js";
import { eventDraw, eventStart } from "./event-phase.js";
import { deal } from "./setup.js";
import type { LiteState, RulesStep } from "./state.js";
import { endPlayerPhaseIfDone } from "./turn-end.js";
import { reactionOpen } from "./windows.js";

/** The step the rules take next, or null while a seat must answer (a pending choice, a reaction) or the game is over. */
export function nextStep(s: LiteState): ActionOf<"rules"> | null {
  if (s.result !== null || s.auto === null || s.pending.length > 0) return null;
  if (s.phase === "enemy" && reactionOpen(s)) return null;
  return STEPS[s.auto];
}

const STEPS: Record<RulesStep, ActionOf<"rules">> = {
  deal: { type: "rules", step: "deal" },
  "event-start": { type: "rules", step: "event-start" },
  "event-draw": { type: "rules", step: "event-draw" },
  "enemy-card": { type: "rules", step: "enemy-card" },
  activate: { type: "rules", step: "activate" },
  "enemy-end": { type: "rules", step: "enemy-end" },
};

export function runStep(d: LiteState, step: RulesStep, events: GameEvent[]): void {
  switch (step) {
    case "deal":
      return deal(d, events);
    case "event-start":
      return eventStart(d, events);
    case "event-draw":
      return eventDraw(d, events);
    case "enemy-card":
      return drawEnemyCard(d, events);
    case "activate":
      return activateNext(d, events);
    case "enemy-end":
      return endEnemyPhase(d, events);
  }
}

/** After every action: the end of the game, the Enemy Phase's next step, the end of the Player Phase. */
export function settle(d: LiteState, events: GameEvent[]): void {
  checkAllKnockedOut(d);
  if (d.result !== null) return;
  if (d.phase === "enemy" && d.enemyPhase) {
    const live = d.enemyPhase.queue.some((id) => d.enemies.some((e) => e.id === id && e.down === null));
    d.auto = live ? "activate" : "enemy-end";
  }
  if (d.phase === "player") endPlayerPhaseIfDone(d, events);
}
