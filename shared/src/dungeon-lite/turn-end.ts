/**
 * The end of a hero's turn (LITE-PLAYER-2): the hero is done for this Player Phase, being dazed ends (ruling
 * LITE-Q-12), and when every standing hero has had a turn the Enemy Phase begins (LITE-PHASE-1).
 */
import type { GameEvent } from "../engine.js";
import { HeroName, setHero } from "./hero.js";
import type { LiteState } from "./state.js";

export function endTurnOf(d: LiteState, events: GameEvent[]): void {
  const t = d.turn;
  if (!t) return;
  const h = d.heroes[t.seat];
  d.turn = null;
  d.turnsTaken = [...d.turnsTaken, t.seat];
  if (h.dazed) {
    setHero(d, t.seat, { dazed: false });
    events.push({ kind: "recovered", seat: t.seat, text: `${HeroName(h)} is no longer dazed (LITE-HERO-32).` });
  }
  events.push({ kind: "turn-ended", seat: t.seat, text: `${HeroName(h)} ends the turn.` });
  endPlayerPhaseIfDone(d, events);
}

/** Heroes standing who have not had their turn this Player Phase. */
export const turnsLeft = (s: LiteState): number[] =>
  s.heroes.filter((h) => !h.knockedOut && !s.turnsTaken.includes(h.seat)).map((h) => h.seat);

export function endPlayerPhaseIfDone(d: LiteState, events: GameEvent[]): void {
  if (d.phase !== "player" || d.turn !== null || d.result !== null || turnsLeft(d).length > 0) return;
  if (d.heroes.every((h) => h.knockedOut)) return;
  d.phase = "enemy";
  d.auto = "enemy-card";
  d.turnsTaken = [];
  events.push({ kind: "phase", text: `Round ${d.round}: the Enemy Phase begins.` });
}
