/**
 * A join by code the server refused, in words. The server answers a code that lets nobody in (no table has it, or
 * the table takes nobody now) with 404 `NO_SUCH_TABLE`, whose reason does not name the code; past the cap on failed
 * tries from one address it answers 429 with a reason that says how long to wait (server/src/http/joinCodeGuard.ts).
 * The SDK's error carries the HTTP status as `code` and the reason as its message (./reasons.ts).
 */

const NO_SUCH_TABLE = 404;
const TOO_MANY = 429;

/** The words for a refused join by `code`, or null when the server's own reason is already fit to show. */
export function codeRefusal(code: string, err: unknown): string | null {
  const status = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : "";
  if (status === NO_SUCH_TABLE)
    return `No open table has the code ${code}. Check the code (six letters and digits), or ask the host for the link.`;
  if (status === TOO_MANY) return message || "Too many wrong codes from this address: wait a minute, then try again.";
  return null;
}
