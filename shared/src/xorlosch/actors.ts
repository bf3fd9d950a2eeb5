/**
 * Who the game is waiting on (for bot drivers and the room's timers): during a diplomacy proposal the holder of
 * the square being asked (or the proposer after a veto, or to choose whom to ask on a tied square), otherwise the
 * active player. Out-of-turn items are
 * optional and never awaited.
 */
import type { XorState } from "./types.js";
import { askedPosition } from "./diplomacy.js";

export function expectedActor(state: Pick<XorState, "phase" | "pending" | "active">): number | null {
  if (state.phase === "over") return null;
  const p = state.pending;
  if (p?.kind === "diplomacy") {
    const pos = askedPosition(p);
    const holder = pos >= 0 ? p.holders[pos] : null;
    if (holder !== null && p.status[pos] === "pending") return holder; // else the proposer: a veto, or whom to ask
  }
  return state.active;
}
