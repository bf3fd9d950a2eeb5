/**
 * Ending a placement or a turn and starting the next (XOR-FIRST-5..8, XOR-ITEMS-9; rulings XOR-Q-2, XOR-Q-37: a stalled game ends).
 * Clockwise is ascending seat number. Placement runs once round the table from the first player; then the first
 * player takes the first movement turn.
 */
import { accept, reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import type { XorState } from "./types.js";
import { activeGuard, PLACEMENT_OR_PLAY } from "./guards.js";
import { EMPTY_TURN, onBoard } from "./state.js";
import { flipItems, gainItems } from "./items.js";
import { isStalled, STALL_ROUNDS } from "./end.js";
import { seatRef } from "../seat-refs.js";

function validateEndTurn(state: XorState, seat: number): Rejected | null {
  const g = activeGuard(state, seat, PLACEMENT_OR_PLAY);
  if (g) return g;
  if (state.phase === "placement" && onBoard(state.players[seat]) === 0) {
    return reject("NO_DWARF_PLACED", "Place at least one dwarf in the central square first (XOR-FIRST-5, XOR-Q-9).");
  }
  return null;
}

/** `state`: the new active player already set, with a fresh turn (EMPTY_TURN). */
function startTurn(state: XorState, events: GameEvent[]): { state: XorState; events: GameEvent[] } {
  const flipped = flipItems(state); // XOR-ITEMS-9
  const gained = gainItems(flipped); // XOR-Q-28: dwarves already standing on both squares
  return {
    state: gained.state,
    events: [
      ...events,
      { kind: "turn-start", seat: state.active, text: `${seatRef(state.active)}'s turn.` },
      ...gained.events,
    ],
  };
}

export function applyEndTurn(state: XorState, seat: number): ApplyResult<XorState> {
  const bad = validateEndTurn(state, seat);
  if (bad) return bad;
  const next = (seat + 1) % state.seats; // XOR-FIRST-6, -8
  if (state.phase === "placement") {
    if (next !== state.firstPlayer)
      return accept({ ...state, active: next, turn: EMPTY_TURN }, [
        { kind: "placement-done", seat, text: `${seatRef(seat)} has placed its dwarves.` },
      ]);
    // XOR-FIRST-7: everyone is assembled; the starting player begins the hunt.
    const s = startTurn({ ...state, phase: "play", active: next, round: 1, turn: EMPTY_TURN }, [
      { kind: "placement-done", seat, text: `${seatRef(seat)} has placed its dwarves; the hunt begins.` },
    ]);
    return accept(s.state, s.events);
  }
  const turnsTaken = state.turnsTaken.slice();
  turnsTaken[seat] += 1;
  const round = next === state.firstPlayer ? state.round + 1 : state.round;
  if (round > state.round && isStalled(state)) {
    return accept({ ...state, turnsTaken, phase: "over", endReason: "stalled", turn: EMPTY_TURN }, [
      { kind: "game-over", text: `${STALL_ROUNDS} rounds in a row without a quest solved: the game ends (XOR-Q-37).` },
    ]);
  }
  const s = startTurn({ ...state, turnsTaken, round, active: next, turn: EMPTY_TURN }, []);
  return accept(s.state, s.events);
}
