/**
 * One step of one dwarf (XOR-MOVE-1..9, XOR-RESPECT-*, XOR-BOOTS-3..5).
 * Budget: 8 minus the dwarves on the board (XOR-MOVE-2), computed live, so it reflects group changes made before the
 * first point (XOR-Q-10). A boots dwarf has 2 points of its own, spent first (XOR-BOOTS-4).
 */
import { accept, reject, type ApplyResult, type Rejected } from "../engine.js";
import type { XorState } from "./types.js";
import { neighbours, type Neighbour } from "./board/index.js";
import { activeGuard, onBoardGuard } from "./guards.js";
import { BASE_MOVEMENT, onBoard, withDwarf, without } from "./state.js";
import { owesRespectOnEntering, respectCost } from "./respect.js";
import { gainItems } from "./items.js";
import { seatRef } from "../seat-refs.js";

/** Common movement points left this turn. */
export const commonPointsLeft = (state: XorState): number =>
  Math.max(0, BASE_MOVEMENT - onBoard(state.players[state.active])) - state.turn.spent;

/** Points the given dwarf may still spend (common + its boots points). */
const pointsFor = (state: XorState, die: number): number =>
  commonPointsLeft(state) + (state.turn.boots?.dwarf === die ? state.turn.boots.left : 0);

function validateStep(state: XorState, seat: number, die: number, to: number): Rejected | null {
  const g = activeGuard(state, seat) ?? onBoardGuard(state, seat, die);
  if (g) return g;
  const from = state.players[seat].dwarves[die].square!;
  const near = neighbours(state.board, from);
  let n: Neighbour | undefined;
  for (let i = 0; i < near.length && !n; i++) if (near[i].to === to) n = near[i];
  if (!n) return reject("NOT_ADJACENT", `Square ${to} is not adjacent to square ${from} (XOR-MOVE-3).`);
  if (n.blocked && state.turn.boots?.dwarf !== die) {
    return reject(
      "PASSAGE_BLOCKED",
      `The passage ${from}-${to} is blocked by an obstacle; only Boots of Movement cross it (XOR-MOVE-4, XOR-BOOTS-5).`,
    );
  }
  const cost = 1 + respectCost(state, die);
  if (pointsFor(state, die) < cost) {
    return reject(
      "INSUFFICIENT_MOVEMENT",
      cost > 1
        ? `Leaving square ${from} costs 2 points: 1 for the step and 1 for the respect owed there (XOR-RESPECT-1, -3).`
        : "No movement points left this turn (XOR-MOVE-1, -2).",
    );
  }
  return null;
}

export function applyStep(state: XorState, seat: number, die: number, to: number): ApplyResult<XorState> {
  const bad = validateStep(state, seat, die, to);
  if (bad) return bad;
  const from = state.players[seat].dwarves[die].square!;
  const respect = respectCost(state, die);
  let cost = 1 + respect;
  let boots = state.turn.boots;
  if (boots && boots.dwarf === die && boots.left > 0) {
    const fromBoots = Math.min(boots.left, cost);
    boots = { ...boots, left: boots.left - fromBoots };
    cost -= fromBoots;
  }
  const players = withDwarf(state.players, seat, die, { ...state.players[seat].dwarves[die], square: to });
  const due = without(state.turn.respectDue, die);
  // Respect looks at the mover's level and the other seats' dwarves, which the step leaves as they were.
  if (owesRespectOnEntering(state, seat, die, to)) due.push(die);
  const next: XorState = {
    ...state,
    players,
    turn: { ...state.turn, spent: state.turn.spent + cost, moved: true, boots, respectDue: due },
  };
  const paid = respect ? " paying respect" : "";
  const events = [
    { kind: "dwarf-moved", seat, text: `${seatRef(seat)} moves dwarf ${die + 1} from ${from} to ${to}${paid}.` },
  ];
  const gained = gainItems(next, to);
  return accept(gained.state, gained.events.length === 0 ? events : [...events, ...gained.events]);
}
