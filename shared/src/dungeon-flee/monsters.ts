/**
 * A monster you fail to defeat (FLEE-ROUND-2 damage is taken in combat.ts; FLEE-ROUND-3 then fight again or flee).
 * Easy and Hard: it stays face up on top of its corridor (FLEE-HARD-6, ruling FLEE-Q-24).
 * Extreme: it goes face down to the bottom of your corridor (FLEE-EXTREME-7, ruling FLEE-Q-36).
 */
import type { GameEvent } from "../engine.js";
import { toBottom, withCorridor } from "./corridors.js";
import type { FleeState } from "./state.js";

export function failMonster(d: FleeState, loc: number, events: GameEvent[]): void {
  if (d.mode !== "extreme") return;
  events.push({ kind: "monster-to-bottom", text: "The monster slips to the bottom of the corridor.", seat: 0 });
  d.corridors = withCorridor(d.corridors, loc, toBottom(d.corridors[loc]));
}
