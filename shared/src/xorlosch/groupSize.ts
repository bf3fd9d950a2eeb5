/**
 * Group size: bringing dwarves in and removing them via the central square (XOR-GROUP-1..9, XOR-SUM-1).
 * Also used for the initial placement (XOR-FIRST-2, -3, -5; ruling XOR-Q-9: placement = bring in at 1 and raise).
 */
import { accept, reject, type ApplyResult, type Rejected } from "../engine.js";
import type { XorState } from "./types.js";
import { boards } from "./board/index.js";
import { activeGuard, dieGuard, onBoardGuard, PLACEMENT_OR_PLAY } from "./guards.js";
import { freeLevels, setDwarf, without } from "./state.js";
import { seatRef } from "../seat-refs.js";

function validateBringIn(state: XorState, seat: number, die: number): Rejected | null {
  const g = activeGuard(state, seat, PLACEMENT_OR_PLAY) ?? dieGuard(die);
  if (g) return g;
  if (state.turn.moved) {
    return reject(
      "GROUP_CHANGE_AFTER_MOVEMENT",
      "Dwarves may only be brought in before the first movement point (XOR-GROUP-1).",
    );
  }
  const p = state.players[seat];
  if (p.dwarves[die].square !== null)
    return reject("DWARF_ALREADY_ON_BOARD", `Dwarf ${die + 1} is already in the game.`);
  if (freeLevels(p) < 1) {
    return reject(
      "LEVEL_TOTAL_EXCEEDED",
      "A new dwarf needs a free level; the Total Experience Level can never be exceeded (XOR-GROUP-9).",
    );
  }
  return null;
}

export function applyBringIn(state: XorState, seat: number, die: number): ApplyResult<XorState> {
  const bad = validateBringIn(state, seat, die);
  if (bad) return bad;
  // XOR-GROUP-4, -7: enters in the central square at level 1.
  const next = setDwarf(state, seat, die, { square: boards[state.board].centre, level: 1 });
  return accept({ ...next, turn: { ...next.turn, broughtIn: [...next.turn.broughtIn, die] } }, [
    {
      kind: "dwarf-brought-in",
      seat,
      text: `${seatRef(seat)} brings dwarf ${die + 1} into the central square at level 1.`,
    },
  ]);
}

function validateRemove(state: XorState, seat: number, die: number): Rejected | null {
  const g = activeGuard(state, seat) ?? onBoardGuard(state, seat, die);
  if (g) return g;
  if (state.turn.moved) {
    return reject(
      "GROUP_CHANGE_AFTER_MOVEMENT",
      "Dwarves may only be removed before the first movement point (XOR-GROUP-1).",
    );
  }
  if (state.players[seat].dwarves[die].square !== boards[state.board].centre) {
    return reject("NOT_IN_CENTRE", "A dwarf can only leave the game from the central starting square (XOR-GROUP-3).");
  }
  if (state.turn.broughtIn.includes(die)) {
    return reject(
      "BROUGHT_IN_THIS_TURN",
      "A dwarf brought in this turn has not stood in the centre since an earlier turn (XOR-GROUP-3).",
    );
  }
  return null;
}

export function applyRemove(state: XorState, seat: number, die: number): ApplyResult<XorState> {
  const bad = validateRemove(state, seat, die);
  if (bad) return bad;
  const next = setDwarf(state, seat, die, { square: null, level: 0 }); // XOR-GROUP-5: levels lost, freed (XOR-GROUP-6)
  const turn = next.turn;
  return accept(
    {
      ...next,
      turn: {
        ...turn,
        potions: turn.potions.filter((a) => !(a.seat === seat && a.dwarf === die)),
        traps: turn.traps.filter((a) => !(a.seat === seat && a.dwarf === die)),
        boots: turn.boots?.dwarf === die ? null : turn.boots,
        respectDue: without(turn.respectDue, die),
      },
    },
    [{ kind: "dwarf-removed", seat, text: `${seatRef(seat)} removes dwarf ${die + 1} from the game.` }],
  );
}
