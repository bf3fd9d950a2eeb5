/** Helpers for bots: a rules-compatible state rebuilt from a view (hidden parts blanked) and action finders. */
import { BLANK_RNG } from "../../rng.js";
import type { TurnState, XorAction, XorState } from "../types.js";
import type { XorView } from "../view.js";

/** Everything the rules read for fulfilment and respect is public, so a view can stand in for the state. */
export function stateFromView(view: XorView): XorState {
  return {
    game: "xorlosch",
    board: view.board,
    shortGame: view.shortGame,
    seats: view.seats,
    firstPlayer: view.firstPlayer,
    rng: BLANK_RNG,
    phase: view.phase,
    active: view.active,
    round: view.round,
    turnsTaken: view.turnsTaken,
    players: view.players.map((p) => ({ dwarves: p.dwarves, cards: p.cards })),
    quests: view.quests,
    previews: view.previews,
    stacks: { green: [], blue: [], red: [] },
    solved: view.solved,
    lastSolveRound: view.lastSolveRound,
    items: view.items,
    turn: turnOf(view.turn),
    pending: view.pending,
    endReason: view.endReason,
    lastMoved: view.lastMoved,
  };
}

/** The state's turn: the view's turn without `pointsLeft`, so that rules code sees turns of one shape. */
function turnOf(t: XorView["turn"]): TurnState {
  return {
    spent: t.spent,
    moved: t.moved,
    boots: t.boots,
    potions: t.potions,
    traps: t.traps,
    respectDue: t.respectDue,
    broughtIn: t.broughtIn,
    proposed: t.proposed,
    apart: t.apart,
  };
}

const always = () => true;

/** The first listed action of a type (that passes `pred`). */
export function find<T extends XorAction["type"]>(
  legal: readonly XorAction[],
  type: T,
  pred: (a: Extract<XorAction, { type: T }>) => boolean = always,
): Extract<XorAction, { type: T }> | undefined {
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type === type && pred(a as Extract<XorAction, { type: T }>)) return a as Extract<XorAction, { type: T }>;
  }
  return undefined;
}
