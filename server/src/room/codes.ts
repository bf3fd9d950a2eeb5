import { STALE } from "@tabletop/shared";

/** Rejection codes of the room itself (the engines add their own rule codes). */
export const RoomCodes = {
  RATE_LIMITED: "RATE_LIMITED",
  MALFORMED_MESSAGE: "MALFORMED_MESSAGE",
  UNKNOWN_MESSAGE: "UNKNOWN_MESSAGE",
  /** "sync" sent as a plain message: it is a request, answered with the sync reply (docs/wire-contract.md). */
  SYNC_IS_A_REQUEST: "SYNC_IS_A_REQUEST",
  NOT_SEATED: "NOT_SEATED",
  WRONG_SEAT: "WRONG_SEAT",
  NOT_STARTED: "NOT_STARTED",
  MATCH_FINISHED: "MATCH_FINISHED",
  NOT_HOST: "NOT_HOST",
  ALREADY_STARTED: "ALREADY_STARTED",
  NOT_ENOUGH_PLAYERS: "NOT_ENOUGH_PLAYERS",
  /** "Play again" before the match is over (./playAgain.ts). */
  NOT_FINISHED: "NOT_FINISHED",
  /** The follow-up table could not be made (the reason says why). */
  PLAY_AGAIN_FAILED: "PLAY_AGAIN_FAILED",
  ONE_SEAT_EACH: "ONE_SEAT_EACH",
  TABLE_FULL: "TABLE_FULL",
  LAST_SEAT: "LAST_SEAT",
  NOT_A_BOT: "NOT_A_BOT",
  /** A bot offered to a rated table, which seats people only (docs/ratings.md). */
  RATED_NO_BOTS: "RATED_NO_BOTS",
  /** A daily dungeon's attempt went to another table its player opened (docs/ratings.md, "The daily dungeon"). */
  DAILY_PLAYED: "DAILY_PLAYED",
  BAD_CHAT: "BAD_CHAT",
  CHAT_TOO_FAST: "CHAT_TOO_FAST",
  /** "Skip to my turn" asked by a player the game waits on now (./skipToTurn.ts). */
  YOUR_TURN: "YOUR_TURN",
  /** "Skip to my turn" while no bot's move or rules step waits out the table's pace (./skipToTurn.ts). */
  NOTHING_TO_SKIP: "NOTHING_TO_SKIP",
  ENGINE_ERROR: "ENGINE_ERROR",
  STORE_ERROR: "STORE_ERROR",
  UNSTORABLE: "UNSTORABLE",
  /** An action chosen from a list the seat no longer has (the `act` message's `at`): a race, not a fault. */
  STALE,
} as const;

/** The largest action a client may send, as JSON. */
export const MAX_ACTION_BYTES = 4096;

/** The deepest nesting an action may have (real ones have two or three levels). */
export const MAX_ACTION_DEPTH = 8;

/** The longest action a rejection echoes whole, in characters of JSON; a longer one is echoed as an excerpt. */
export const MAX_ECHO_CHARS = 200;

/** What a rejection echoes of the action refused: the action when short, else an excerpt, so junk is not sent back. */
export function echoOf(action: unknown): unknown {
  if (action === null || action === undefined) return null;
  let json: string;
  try {
    json = JSON.stringify(action) ?? "";
  } catch {
    return null;
  }
  return json.length <= MAX_ECHO_CHARS ? action : `${json.slice(0, MAX_ECHO_CHARS - 1)}…`;
}
