/**
 * The corridors as the bots read them off the seat's view: where a Move leads, as ../corridors.ts (`moveTarget`)
 * computes it on the state (FLEE-TERMS-5: past cleared corridors, ruling FLEE-Q-4), and a corridor's face-up top card.
 */
import type { CorridorView } from "../view.js";

/** The corridor a Move in this direction reaches (passing cleared ones). */
export function reach(cs: readonly CorridorView[], from: number, dir: "cw" | "ccw"): CorridorView {
  let i = from;
  for (let k = 0; k < cs.length; k++) {
    i = dir === "cw" ? (i + 1) % cs.length : (i + cs.length - 1) % cs.length;
    if (!cs[i].cleared) return cs[i];
  }
  return cs[from];
}

/** The corridor's face-up top card, if any. */
export const shownTop = (c: CorridorView) => (c.shown.length ? c.shown[c.shown.length - 1] : null);
