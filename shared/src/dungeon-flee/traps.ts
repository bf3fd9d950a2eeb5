/**
 * A trap you fail to disarm: one chance only (FLEE-TRAP-1); you take its damage (in combat.ts) and it is
 * banished (FLEE-TRAP-2, FLEE-ROUND-4).
 */
import { plus } from "./lists.js";
import type { GameEvent } from "../engine.js";
import { popTop, withCorridor } from "./corridors.js";
import type { FleeState } from "./state.js";

export function failTrap(d: FleeState, loc: number, events: GameEvent[]): void {
  const c = d.corridors[loc];
  const id = c.cards[c.cards.length - 1];
  events.push({ kind: "trap-banished", text: "The sprung trap is banished.", seat: 0 });
  d.corridors = withCorridor(d.corridors, loc, popTop(c));
  d.banished = plus(d.banished, id);
}
