/**
 * A cap on tries at codes and ids per address. A private table is reached only by its code, and a private match
 * only by its id, so every route that takes one counts each failed request (an answer 400–499) against the
 * address's cap for the minute: a join by id or code and a reconnect (POST /matchmake/joinById/<code>,
 * /matchmake/reconnect/<id>, ./matchmaking.ts), reading a match and continuing one (GET /api/matches/:id, POST
 * /api/matches/:id/continue). An address past its cap is answered 429 before any work, on every one of them. The
 * counts may be in Redis (shared by the processes behind one address, ./perAddress.ts), so the guard is awaited.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { PerAddress } from "./perAddress.js";
import { sendError } from "./errors.js";

/** False (and the 429 sent) when the address is past its cap; else the request is counted if it fails. */
export async function guardCodeTries(req: IncomingMessage, res: ServerResponse, guesses: PerAddress): Promise<boolean> {
  const address = guesses.of(req);
  if (!(await guesses.canTake(address))) {
    const wait = await guesses.retryAfter(address);
    sendError(
      res,
      "TOO_MANY_TRIES",
      `Too many failed joins by code: at most ${guesses.perMinute} a minute from one address. Wait ${wait} s, then try again.`,
      { "retry-after": String(wait) },
    );
    return false;
  }
  res.on("finish", () => {
    if (res.statusCode >= 400 && res.statusCode < 500) void guesses.take(address);
  });
  return true;
}

/** The same guard in front of an Express route. */
export const codeTries =
  (guesses: PerAddress): RequestHandler =>
  (req, res, next) => {
    guardCodeTries(req, res, guesses).then(
      (allowed) => allowed && next(),
      (e: unknown) => next(e),
    );
  };
