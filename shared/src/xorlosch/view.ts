/**
 * view: the single place deciding what a seat sees. Everything in Xorlosch is public except the order of the
 * face-down task stacks (counts only) and the RNG state (never shown).
 */
import { defineView, v, type Infer, type Spec } from "../view/spec.js";
import {
  COLOURS,
  type AnswerStatus,
  type BoardId,
  type Colour,
  type EndReason,
  type ItemType,
  type Phase,
  type XorState,
} from "./types.js";
import { freeLevels, totalLevels } from "./state.js";
import { commonPointsLeft } from "./movement.js";
import { expectedActor } from "./actors.js";

const colour = v.string<Colour>();
const seatList = v.array(v.uint8());
const perColour = <T>(name: string, of: Spec<T>) => v.record(name, COLOURS, of);

const dwarf = v.object("Dwarf", { square: v.nullable(v.int8()), level: v.uint8() });
const player = v.object("Player", {
  dwarves: v.array(dwarf),
  cards: v.array(v.uint8()),
  score: v.uint8(),
  totalLevels: v.uint8(),
  freeLevels: v.uint8(),
});
const item = v.object("Item", { type: v.string<ItemType>(), holder: v.nullable(v.int8()), crossed: v.boolean() });
const affected = v.object("Affected", { seat: v.uint8(), dwarf: v.uint8() });
const turn = v.object("Turn", {
  spent: v.uint8(),
  moved: v.boolean(),
  boots: v.nullable(v.object("Boots", { dwarf: v.uint8(), left: v.uint8() })),
  potions: v.array(affected),
  traps: v.array(affected),
  respectDue: seatList,
  broughtIn: seatList,
  proposed: v.array(colour),
  apart: v.array(v.object("Apart", { seat: v.uint8(), square: v.uint8() })),
  pointsLeft: v.uint8(),
});
/** Tied seats per task position; one node for both kinds of pending, whose fields share one schema class. */
const tiedSeats = v.array(seatList);
const pending = v.variant("Pending", "kind", {
  tie: { quest: colour, awards: v.array(v.nullable(v.uint8())), ties: tiedSeats },
  diplomacy: {
    quest: colour,
    order: v.array(v.uint8()),
    holders: v.array(v.nullable(v.uint8())),
    ties: tiedSeats,
    status: v.array(v.string<AnswerStatus>()),
    renounced: v.array(seatList),
  },
  response: { quest: colour, waiting: seatList, opened: v.uint8() },
});

/** What Xorlosch shows: everything but the order of the face-down task stacks (counts only) and the RNG. */
export const xorView = defineView("xorlosch", {
  public: {
    game: v.constant("xorlosch"),
    board: v.string<BoardId>(),
    shortGame: v.boolean(),
    seats: v.uint8(),
    firstPlayer: v.uint8(),
    phase: v.string<Phase>(),
    active: v.uint8(),
    round: v.uint16(),
    turnsTaken: v.array(v.uint16()),
    players: v.array(player),
    quests: perColour("Quests", v.nullable(v.array(v.uint8()))),
    previews: perColour("Previews", v.nullable(v.array(v.uint8()))),
    stackCounts: perColour("StackCounts", v.uint8()),
    solved: perColour("Solved", v.uint8()),
    /** The round of the last quest solved (0: none yet); STALL_ROUNDS rounds after it the game ends (XOR-Q-37). */
    lastSolveRound: v.uint16(),
    items: v.array(item),
    turn,
    pending: v.nullable(pending),
    /** The seat the game is waiting on (active player, or the player asked in a proposal); null when over. */
    waitingOn: v.nullable(v.int8()),
    endReason: v.nullable(v.string<EndReason>()),
    /** The dwarves of the last move, by anyone, as `dwarf-<seat>-<die>` (./last-move.ts); kept until others move. */
    lastMoved: v.array(v.string()),
  },
  /** Nothing is hidden from one seat that others see: a seat's view only knows whose it is. */
  private: { seat: v.nullable(v.int8()) },
});

/** The view's type, as the description gives it (an interface, so that it reads well in messages). */
export interface XorView extends Infer<typeof xorView.view> {}

type PlayerState = XorState["players"][number];
type PlayerView = XorView["players"][number];

/** A player as everyone sees them: dwarves, task cards, and the score and levels that follow from them. */
export function playerView(p: PlayerState): PlayerView {
  return {
    dwarves: p.dwarves,
    cards: p.cards,
    score: p.cards.length,
    totalLevels: totalLevels(p),
    freeLevels: freeLevels(p),
  };
}

/** The turn in progress with the movement points left to the active player (XOR-MOVE rules). */
function turnView(turn: XorState["turn"], pointsLeft: number): XorView["turn"] {
  return { ...turn, pointsLeft };
}

/** How the public view gets its parts; `fast/cached-view.ts` passes remembering ones. */
export interface ViewParts {
  player(p: PlayerState, index: number): PlayerView;
  turn(turn: XorState["turn"], pointsLeft: number): XorView["turn"];
}

const plainParts: ViewParts = { player: playerView, turn: turnView };

/** What everyone sees of a state (the spectator's view): all but the stacks' order and the RNG. */
export function publicView(state: XorState, parts: ViewParts = plainParts): XorView {
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
    players: state.players.map(parts.player),
    quests: state.quests,
    previews: state.previews,
    stackCounts: { green: state.stacks.green.length, blue: state.stacks.blue.length, red: state.stacks.red.length },
    solved: state.solved,
    lastSolveRound: state.lastSolveRound,
    items: state.items,
    turn: parts.turn(state.turn, state.phase === "play" ? commonPointsLeft(state) : 0),
    pending: state.pending,
    waitingOn: expectedActor(state),
    endReason: state.endReason,
    lastMoved: state.lastMoved,
  };
}

/** Everything in Xorlosch is public: a seat's view is the public one that knows whose it is. */
export function seatView(pub: XorView, seat: number | null): XorView {
  return seat === null ? pub : { ...pub, seat };
}

/** What `seat` sees (null: a spectator). The engine serves the same through `cachedView` (fast/cached-view.ts). */
export function view(state: XorState, seat: number | null): XorView {
  return seatView(publicView(state), seat);
}
