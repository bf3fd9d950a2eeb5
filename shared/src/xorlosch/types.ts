/**
 * Xorlosch state, action and option types. The state is plain JSON (stored, copied, compared);
 * every update returns new objects and shares untouched parts (structural sharing).
 */
import type { RngState } from "../rng.js";

export type Colour = "green" | "blue" | "red";
export const COLOURS: readonly Colour[] = ["green", "blue", "red"];
export type Profession = "warrior" | "mechanicus";
export type ItemType = "potion" | "boots" | "trap";
export const ITEM_TYPES: readonly ItemType[] = ["potion", "boots", "trap"];
export type BoardId = "ruins" | "dungeon";
export type Obstacle = "debris" | "ladder" | "crevice";

export interface XorOptions {
  board: BoardId;
  shortGame: boolean;
  /** Seat that places first and takes the first turn; drawn from the seeded RNG when absent (XOR-Q-1). */
  firstPlayer?: number;
}

/** One die = one dwarf. `square` null and `level` 0 while out of the game. */
export interface Dwarf {
  square: number | null;
  level: number;
}

export interface PlayerState {
  /** Always six dwarves, indexed by die number (see dice.ts for professions). */
  dwarves: readonly Dwarf[];
  /** Task card ids gained (XOR-LEVELS-1); the score. */
  cards: readonly number[];
}

/** One magic item token: on the board (holder null) or in front of a player; `crossed` = red cross up. */
export interface Item {
  type: ItemType;
  holder: number | null;
  crossed: boolean;
}

export interface Affected {
  seat: number;
  dwarf: number;
}

export interface TurnState {
  /** Common movement points spent this turn. */
  spent: number;
  /** Set by the first movement point; closes the group-size window (XOR-GROUP-1). */
  moved: boolean;
  boots: { dwarf: number; left: number } | null;
  potions: readonly Affected[];
  traps: readonly Affected[];
  /** Dice of the active player that owe respect before leaving their square (XOR-RESPECT-3). */
  respectDue: readonly number[];
  /** Dice brought in this turn (they cannot be removed again this turn, XOR-GROUP-3). */
  broughtIn: readonly number[];
  /** Quests already proposed for diplomacy this turn (XOR-Q-24). */
  proposed: readonly Colour[];
  /** Squares on which a seat's dwarves count alone this turn: their levels are not added (XOR-CONTEST-3, XOR-Q-20). */
  apart: readonly Apart[];
}

export interface Apart {
  seat: number;
  square: number;
}

export interface TiePending {
  kind: "tie";
  quest: Colour;
  /** Seat receiving each task of the quest (index = task position), null while undecided. */
  awards: readonly (number | null)[];
  /** Tied seats per task position ([] when no choice is needed). */
  ties: readonly (readonly number[])[];
}

export type AnswerStatus = "pending" | "agree" | "veto";

export interface DiplomacyPending {
  kind: "diplomacy";
  quest: Colour;
  /** Task positions in the order the proposer asks them (XOR-DIPLOMACY-4). */
  order: readonly number[];
  /** Seat asked for each task position (the holder, XOR-DIPLOMACY-3); null while tied among others, until the
   * proposer chooses whom to ask (XOR-MAJORITY-7, ruling XOR-Q-22). */
  holders: readonly (number | null)[];
  /** Tied seats per task position while its holder is null ([] otherwise). */
  ties: readonly (readonly number[])[];
  status: readonly AnswerStatus[];
  /** Seats that renounced each task position (XOR-DIPLOMACY-8, -11). */
  renounced: readonly (readonly number[])[];
}

/** The window after a solve is announced, in which potions and traps may be used (XOR-Q-34, response.ts). */
export interface ResponsePending {
  kind: "response";
  quest: Colour;
  /** Seats that may still use an item or pass, in seat order. */
  waiting: readonly number[];
  /** How often the window was opened again by a use (the room restarts the table's response time then). */
  opened: number;
}

type Pending = TiePending | DiplomacyPending | ResponsePending;

export type Phase = "placement" | "play" | "over";
export type EndReason = "all-quests" | "dragon-quests" | "stalled";

export interface XorState {
  game: "xorlosch";
  board: BoardId;
  shortGame: boolean;
  seats: number;
  firstPlayer: number;
  rng: RngState;
  phase: Phase;
  /** Seat whose turn (or placement) it is. */
  active: number;
  /** 1-based round number during play (0 during placement). */
  round: number;
  /** Play turns completed per seat (XOR-SUM-2: first turn ban). */
  turnsTaken: readonly number[];
  players: readonly PlayerState[];
  /** The quest of each colour on the board (task card ids), null when none is left. */
  quests: Readonly<Record<Colour, readonly number[] | null>>;
  /** The next quest lying face up beside each stack (XOR-PREP-8). */
  previews: Readonly<Record<Colour, readonly number[] | null>>;
  /** Face-down stacks, top first. Hidden: view shows counts only. */
  stacks: Readonly<Record<Colour, readonly number[]>>;
  solved: Readonly<Record<Colour, number>>;
  /** The round in which the last quest was solved, 0 before any (a stalled game ends: XOR-Q-37). */
  lastSolveRound: number;
  items: readonly Item[];
  turn: TurnState;
  pending: Pending | null;
  endReason: EndReason | null;
  /** The dwarves of the last move (./last-move.ts): public, the view shows them. */
  lastMoved: readonly string[];
}

export type { XorAction } from "./actions.js";
