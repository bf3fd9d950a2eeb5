/**
 * A join by code the server refused, in words. Colyseus answers an unknown room id with its matchmaking code 522
 * and the text `room "X" not found` (or `is locked` for a full room), which means nothing to a person; the server's
 * guard on code guesses answers 429 with its reason, which says how long to wait (server/src/http/joinCodeGuard.ts).
 */

/** Colyseus's matchmaking code for a room id that names no room (or a locked one). */
const INVALID_ROOM_ID = 522;
const TOO_MANY = 429;

/** The words for a refused join by `code`, or null when the server's own reason is already fit to show. */
export function codeRefusal(code: string, err: unknown): string | null {
  const status = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : "";
  if (status === INVALID_ROOM_ID)
    return / is locked$/.test(message)
      ? `The table with the code ${code} is full.`
      : `No table has the code ${code}. Check the code (six letters and digits), or ask the host for the link.`;
  if (status === TOO_MANY) return message || "Too many wrong codes from this address: wait a minute, then try again.";
  return null;
}
