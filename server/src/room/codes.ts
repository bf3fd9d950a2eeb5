/** Rejection codes of the room itself (the engines add their own rule codes). */
export const RoomCodes = {
  RATE_LIMITED: "RATE_LIMITED",
  MALFORMED_MESSAGE: "MALFORMED_MESSAGE",
  UNKNOWN_MESSAGE: "UNKNOWN_MESSAGE",
  NOT_SEATED: "NOT_SEATED",
  WRONG_SEAT: "WRONG_SEAT",
  NOT_STARTED: "NOT_STARTED",
  MATCH_FINISHED: "MATCH_FINISHED",
  NOT_HOST: "NOT_HOST",
  ALREADY_STARTED: "ALREADY_STARTED",
  NOT_ENOUGH_PLAYERS: "NOT_ENOUGH_PLAYERS",
  ONE_SEAT_EACH: "ONE_SEAT_EACH",
  TABLE_FULL: "TABLE_FULL",
  LAST_SEAT: "LAST_SEAT",
  ENGINE_ERROR: "ENGINE_ERROR",
  STORE_ERROR: "STORE_ERROR",
  UNSTORABLE: "UNSTORABLE",
} as const;

/** The largest action a client may send, as JSON. */
export const MAX_ACTION_BYTES = 4096;

/** The deepest nesting an action may have (real ones have two or three levels). */
export const MAX_ACTION_DEPTH = 8;
