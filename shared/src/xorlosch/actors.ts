/**
 * Who the game is waiting on (for bot drivers and the room's timers): during a diplomacy proposal the holder of
 * the square being asked (or the proposer after a veto, or to choose whom to ask on a tied square), otherwise the
 * active player; in a response window the first seat still waited on (the engine's waitingFor lists them all).
 * Out-of-turn items outside a window are optional and never awaited.
 */
import type { XorState } from "./types.js";
import { askedPosition } from "./diplomacy.js";

export function expectedActor(state: Pick<XorState, "phase" | "pending" | "active">): number | null {
  if (state.phase === "over") return null;
  const p = state.pending;
  if (p?.kind === "response") return p.waiting[0]; // the first of the seats a response window waits on
  if (p?.kind === "diplomacy") {
    const pos = askedPosition(p);
    const holder = pos >= 0 ? p.holders[pos] : null;
    if (holder !== null && p.status[pos] === "pending") return holder; // else the proposer: a veto, or whom to ask
  }
  return state.active;
}
