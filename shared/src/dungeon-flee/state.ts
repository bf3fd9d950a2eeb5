/**
 * The Dungeon Flee game state: plain JSON, never mutated (every rule returns a new object and shares the
 * unchanged parts). Piles are arrays of card ids; the LAST element is the top of the pile.
 */
import type { RngState } from "../rng.js";
import type { ClassId, Gender } from "./content/types.js";

export type Mode = "easy" | "hard" | "extreme";

export interface FleeOptions {
  mode: Mode;
  class: ClassId;
  gender?: Gender;
}

/** One dungeon corridor (FLEE-TERMS-1). `cards` bottom→top; the top `up` cards are face up. */
export interface Corridor {
  cards: string[];
  up: number;
}

/**
 * "start": the token is on the character card; choose any corridor (FLEE-HARD-2, ruling FLEE-Q-18).
 * "encounter": step 2, a monster/door/trap is showing and a hand is dealt; select cards, then commit.
 * "after": the card is resolved; banish with sword+shield pairs, use treasures, then stay or move (step 3 / step 1).
 * "over": the game has ended.
 */
export type Phase = "start" | "encounter" | "after" | "over";

/** How the last card of this round was resolved; Hard mode reads it (FLEE-HARD-4/5). */
type LastResult = "none" | "success" | "failure" | "non-encounter" | "exit";

export interface Bonus {
  swords: number;
  shields: number;
  wild: number;
}

interface AttemptReport {
  card: string;
  success: boolean;
  swords: number;
  shields: number;
  wild: number;
  damage: number;
  blocked: number;
  taken: number;
}

export interface FleeState {
  game: "dungeon-flee";
  mode: Mode;
  cls: ClassId;
  gender: Gender;
  rng: RngState;
  phase: Phase;
  round: number;
  health: number;
  maxHealth: number;
  /** Index 0..5 of the corridor where the token is; null while it is on the character card (FLEE-TERMS-2). */
  location: number | null;
  corridors: Corridor[];
  /** Extreme mode's Exit Path pile (FLEE-EXTREME-2); empty in the other modes. */
  exitPile: string[];
  draw: string[];
  discard: string[];
  hand: string[];
  /** Hand cards chosen for the current attempt (at most 5, FLEE-OVERVIEW-6). */
  selected: string[];
  banished: string[];
  inventory: string[];
  /** Treasure effects already used in the current attempt. */
  bonus: Bonus;
  stairs: number;
  last: LastResult;
  /** A monster moved onto your corridor: you must stay and fight it next round (FLEE-ROUND-6). */
  mustFight: boolean;
  lastAttempt: AttemptReport | null;
  /** Rounds in a row in which the dungeon did not shrink (games end, progress.ts). */
  stalled: number;
  /** Cards taken back (deselected) in the current attempt (progress.ts). */
  takeBacks: number;
  result: "win" | "loss" | null;
  /** The token and monsters of the last move (./last-move.ts): public, the view shows them. */
  lastMoved: readonly string[];
}

export const NO_BONUS: Bonus = { swords: 0, shields: 0, wild: 0 };

/**
 * The working copy of one `apply`: a shallow copy of the state that the rule functions then change field by
 * field before anyone else sees it. Piles and corridors are shared with the input, so they are only ever
 * replaced (new arrays, new corridor objects), never changed in place: the input state is never touched (a test
 * deep-freezes inputs through whole games). Written out field by field: V8's `{ ...s, x }` measured ~20x slower
 * on this 26-field object, and the engine must play thousands of games a second.
 */
export function draft(s: FleeState): FleeState {
  return {
    game: s.game,
    mode: s.mode,
    cls: s.cls,
    gender: s.gender,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    health: s.health,
    maxHealth: s.maxHealth,
    location: s.location,
    corridors: s.corridors,
    exitPile: s.exitPile,
    draw: s.draw,
    discard: s.discard,
    hand: s.hand,
    selected: s.selected,
    banished: s.banished,
    inventory: s.inventory,
    bonus: s.bonus,
    stairs: s.stairs,
    last: s.last,
    mustFight: s.mustFight,
    lastAttempt: s.lastAttempt,
    stalled: s.stalled,
    takeBacks: s.takeBacks,
    result: s.result,
    lastMoved: s.lastMoved,
  };
}
