/**
 * Fast path of `view` (view.ts), the one the engine serves: the same values, remembered by identity. States are
 * immutable, so a part of the view computed from an unchanged part of the state is still right:
 * - the seat views of one state share everything but `seat` with its public view (one public view per state);
 * - a player who has not changed keeps the same view object from one state to the next, so the room's
 *   projection skips it whole;
 * - the turn is written out key by key, as `turnView`'s spread gives it (same keys, same order): a spread that
 *   adds a key is far slower in V8 than an object literal.
 * One entry per use (the last object seen), which is what successive calls for one match hit. A server plays many
 * matches in turn, so each match room has a viewer of its own (`xorViewer`, the engine's `viewer`): with one for
 * all, every player's entry was another match's and was built, and projected, anew. Views are read-only: copy
 * before changing one. test/xorlosch/fastpaths.test.ts holds both equal to `view`.
 */
import type { XorState } from "../types.js";
import { playerView, publicView, seatView, type ViewParts, type XorView } from "../view.js";

/** A view function with entries of its own, for the successive states of one match. */
export function xorViewer(): (state: XorState, seat: number | null) => XorView {
  const lastPlayer: (XorState["players"][number] | null)[] = [];
  const lastPlayerView: XorView["players"][number][] = [];

  const rememberingParts: ViewParts = {
    player(p, i) {
      if (lastPlayer[i] !== p) {
        lastPlayer[i] = p;
        lastPlayerView[i] = playerView(p);
      }
      return lastPlayerView[i];
    },
    turn(turn, pointsLeft) {
      return {
        spent: turn.spent,
        moved: turn.moved,
        boots: turn.boots,
        potions: turn.potions,
        traps: turn.traps,
        respectDue: turn.respectDue,
        broughtIn: turn.broughtIn,
        proposed: turn.proposed,
        apart: turn.apart,
        pointsLeft,
      };
    },
  };

  let lastState: XorState | null = null;
  let lastPublic = null as unknown as XorView;

  return (state, seat) => {
    if (state !== lastState) {
      lastPublic = publicView(state, rememberingParts);
      lastState = state;
    }
    return seatView(lastPublic, seat);
  };
}

/** `view(state, seat)`, remembered as above: the engine's `view`, one viewer for every caller. */
export const cachedView = xorViewer();
