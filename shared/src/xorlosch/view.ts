/**
 * view: the single place deciding what a seat sees. Everything in Xorlosch is public except the order of the
 * face-down task stacks (counts only) and the RNG state (never shown).
 */
import type { XorState } from "./types.js";
import { freeLevels, totalLevels } from "./state.js";
import { commonPointsLeft } from "./movement.js";
import { expectedActor } from "./actors.js";

export interface XorView {
  game: "xorlosch";
  board: XorState["board"];
  shortGame: boolean;
  seats: number;
  seat: number | null;
  firstPlayer: number;
  phase: XorState["phase"];
  active: number;
  round: number;
  turnsTaken: readonly number[];
  players: {
    dwarves: XorState["players"][number]["dwarves"];
    cards: readonly number[];
    score: number;
    totalLevels: number;
    freeLevels: number;
  }[];
  quests: XorState["quests"];
  previews: XorState["previews"];
  stackCounts: { green: number; blue: number; red: number };
  solved: XorState["solved"];
  items: XorState["items"];
  turn: XorState["turn"] & { pointsLeft: number };
  pending: XorState["pending"];
  /** The seat the game is waiting on (active player, or the player asked in a proposal); null when over. */
  waitingOn: number | null;
  endReason: XorState["endReason"];
}

/**
 * The turn with the points left added, as `{ ...turn, pointsLeft }` would give it (same keys, same order), written
 * out key by key: a spread that adds a new key is far slower in V8 than an object literal.
 */
function turnWithPoints(turn: XorState["turn"], pointsLeft: number): XorView["turn"] {
  return {
    spent: turn.spent, moved: turn.moved, boots: turn.boots, potions: turn.potions, traps: turn.traps,
    respectDue: turn.respectDue, broughtIn: turn.broughtIn, proposed: turn.proposed, pointsLeft,
  };
}

/**
 * Views are built from immutable states, so parts are cached by identity, as Dungeon Flee's view does: a player
 * who has not changed keeps the same view object from one state to the next (and the room's projection skips it
 * whole), and the seat views of one state share everything but `seat` with its public view. One entry per use
 * (the last object seen): successive calls for one match hit it. Views are read-only; copy before changing one.
 */
const lastPlayer: (XorState["players"][number] | null)[] = [];
const lastPlayerView: XorView["players"][number][] = [];

function playerView(p: XorState["players"][number], i: number): XorView["players"][number] {
  if (lastPlayer[i] !== p) {
    lastPlayer[i] = p;
    lastPlayerView[i] = { dwarves: p.dwarves, cards: p.cards, score: p.cards.length, totalLevels: totalLevels(p), freeLevels: freeLevels(p) };
  }
  return lastPlayerView[i];
}

function publicView(state: XorState): XorView {
  return {
    game: "xorlosch",
    board: state.board,
    shortGame: state.shortGame,
    seats: state.seats,
    seat: null,
    firstPlayer: state.firstPlayer,
    phase: state.phase,
    active: state.active,
    round: state.round,
    turnsTaken: state.turnsTaken,
    players: state.players.map(playerView),
    quests: state.quests,
    previews: state.previews,
    stackCounts: { green: state.stacks.green.length, blue: state.stacks.blue.length, red: state.stacks.red.length },
    solved: state.solved,
    items: state.items,
    turn: turnWithPoints(state.turn, state.phase === "play" ? commonPointsLeft(state) : 0),
    pending: state.pending,
    waitingOn: expectedActor(state),
    endReason: state.endReason,
  };
}

let lastState: XorState | null = null;
let lastPublic = null as unknown as XorView;

export function view(state: XorState, seat: number | null): XorView {
  if (state !== lastState) {
    lastPublic = publicView(state);
    lastState = state;
  }
  // Everything in Xorlosch is public: a seat's view is the public one that knows whose it is.
  return seat === null ? lastPublic : { ...lastPublic, seat };
}
