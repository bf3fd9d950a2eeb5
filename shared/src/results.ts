/**
 * What `apply` (and an action's reading) returns: accepted, with the new state and the events, or rejected, with a
 * stable code and a reason in words. Its own module so that the action parser (actions.ts) and the engine contract
 * (engine.ts, which re-exports all of it) need not import each other.
 */

/** One entry of the human-readable match log. */
export interface GameEvent {
  /** Stable machine-readable kind, e.g. "dwarf-moved". */
  kind: string;
  /** Words for the log, e.g. "Red moves a warrior to square 7". Never contains hidden information
   * unless `to` restricts the event to the one seat that may see it. */
  text: string;
  /** The seat the event is about, when there is one. */
  seat?: number;
  /** When set, only this seat may receive the event (e.g. "you drew ..."). */
  to?: number;
  /**
   * When set, every reader but this seat receives the event: the public words of a move whose seat reads its own,
   * fuller words in an event `to` it ("adds a card" for the others, "adds Sword" for the player).
   */
  notTo?: number;
}

export interface Accepted<S> {
  ok: true;
  state: S;
  events: GameEvent[];
}

export interface Rejected {
  ok: false;
  /** Stable, SCREAMING_SNAKE code, e.g. NOT_YOUR_TURN. */
  code: string;
  /** The reason in words, citing the rule where one applies. */
  reason: string;
}

export type ApplyResult<S> = Accepted<S> | Rejected;

export const reject = (code: string, reason: string): Rejected => ({ ok: false, code, reason });

export const accept = <S>(state: S, events: GameEvent[] = []): Accepted<S> => ({ ok: true, state, events });

/** Codes shared by every engine; games add their own. */
export const CommonCodes = {
  MALFORMED_ACTION: "MALFORMED_ACTION",
  UNKNOWN_ACTION: "UNKNOWN_ACTION",
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  WRONG_PHASE: "WRONG_PHASE",
  GAME_OVER: "GAME_OVER",
  INVALID_SEAT: "INVALID_SEAT",
} as const;
