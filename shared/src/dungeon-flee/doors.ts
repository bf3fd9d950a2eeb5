/**
 * A door you fail to open stays in its corridor until opened (FLEE-DOOR-1). Its damage, if it has a green icon,
 * is taken in combat.ts (FLEE-ROUND-5, ruling FLEE-Q-25). Then, except in Extreme mode (FLEE-EXTREME-9), the
 * monsters on top of the corridors move one space clockwise (FLEE-DOOR-2, FLEE-ROUND-7; rulings FLEE-Q-26/27);
 * one landing on you must be fought next round (FLEE-ROUND-6, ruling FLEE-Q-28).
 */
import type { GameEvent } from "../engine.js";
import { card } from "./content/index.js";
import { isCleared, N_CORRIDORS, popTop, pushUp, shownId } from "./corridors.js";
import type { Corridor, FleeState } from "./state.js";

/**
 * Every face-up monster on top of a corridor moves at once to the next corridor clockwise that is not cleared
 * (cleared corridors are passed, as the token passes them), and lands face up on top of whatever is there.
 */
function moveMonsters(corridors: readonly Corridor[]): {
  corridors: Corridor[];
  moved: Array<[string, number, number]>;
} {
  const moved: Array<[string, number, number]> = [];
  for (let i = 0; i < N_CORRIDORS; i++) {
    const id = shownId(corridors[i]);
    if (id === null || card(id).kind !== "monster") continue;
    let j = i;
    for (let k = 0; k < N_CORRIDORS; k++) {
      j = (j + 1) % N_CORRIDORS;
      if (j === i || !isCleared(corridors[j])) break;
    }
    if (j !== i) moved.push([id, i, j]);
  }
  if (moved.length === 0) return { corridors: corridors as Corridor[], moved };
  const out = corridors.slice();
  for (let k = 0; k < moved.length; k++) out[moved[k][1]] = popTop(out[moved[k][1]]);
  for (let k = 0; k < moved.length; k++) out[moved[k][2]] = pushUp(out[moved[k][2]], moved[k][0]);
  return { corridors: out, moved };
}

export function failDoor(d: FleeState, loc: number, events: GameEvent[]): void {
  if (d.mode === "extreme" || d.phase === "over") return;
  const r = moveMonsters(d.corridors);
  const moved = r.moved;
  if (moved.length === 0) return;
  for (let k = 0; k < moved.length; k++) {
    const m = moved[k];
    events.push({
      kind: "monster-moved",
      text: `${card(m[0]).name} moves from corridor ${m[1] + 1} to corridor ${m[2] + 1}.`,
      seat: 0,
    });
    if (m[2] === loc) d.mustFight = true;
  }
  d.corridors = r.corridors;
}
