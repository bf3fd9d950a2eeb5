/**
 * A trap you fail to disarm: one chance only (FLEE-TRAP-1); you take its damage (in combat.ts) and it is
 * banished (FLEE-TRAP-2, FLEE-ROUND-4).
 */
import type { GameEvent } from "../engine.js";
import { popTop, withCorridor } from "./corridors.js";
import { type FleeState, edit } from "./state.js";

export function failTrap(s: FleeState, loc: number, events: GameEvent[]): FleeState {
  const c = s.corridors[loc];
  const id = c.cards[c.cards.length - 1];
  events.push({ kind: "trap-banished", text: "The sprung trap is banished.", seat: 0 });
  return edit(s, (next) => { next.corridors = withCorridor(s.corridors, loc, popTop(c)); next.banished = [...s.banished, id]; });
}
