/**
 * Every HTTP error the server gives, in one place: its code, the standard status it goes with, and how it is sent.
 * Each answer is JSON `{code, reason}` (docs/wire-contract.md, "HTTP errors"), with no stack trace or file path: an
 * unknown path or method, a body too large or not JSON, a header too large, a refused token, a code that names no
 * table, anything that throws in a route. Only the page itself (index.html and its assets) is not JSON.
 */
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";

export const HTTP_ERRORS = {
  /** The request could not be read (a malformed head, a URL that does not decode). */
  BAD_REQUEST: 400,
  BAD_JSON: 400,
  /** Join options the matchmaker refused (docs/wire-contract.md, "Join options"). */
  BAD_OPTIONS: 400,
  BAD_NAME: 400,
  BAD_ID: 400,
  BAD_LIMIT: 400,
  BAD_CURSOR: 400,
  NO_TOKEN: 401,
  BAD_TOKEN: 401,
  BAD_CODE: 401,
  /** A token of a device that was signed out (a rename or "sign out of other devices", ../identity/identities.ts). */
  SIGNED_OUT: 401,
  /** The monitor's password. */
  UNAUTHORIZED: 401,
  /** No endpoint for this method and path. */
  NOT_FOUND: 404,
  /** No match with this id that the asker may see (one that does not exist, and another's private one). */
  NO_SUCH_MATCH: 404,
  /** No table this code or room id lets the asker in: none, one that takes nobody now, or no seat held for them. */
  NO_SUCH_TABLE: 404,
  /** No player with this id (GET /api/players/:id). */
  NO_SUCH_PLAYER: 404,
  /** A plain `join`: no open table fits. */
  NO_OPEN_TABLE: 404,
  ENDED: 409,
  /** The asker has started the day's dungeon of this mode already (docs/ratings.md, "The daily dungeon"). */
  DAILY_PLAYED: 409,
  /** A run of a daily dungeon whose day has not ended: its seed and moves stay secret until then. */
  DAILY_SEALED: 403,
  /** No track of this name (GET /api/records/:game/:track) or no such day (the daily boards). */
  BAD_TRACK: 400,
  BAD_DAY: 400,
  PLAYED_ELSEWHERE: 409,
  REQUEST_TIMEOUT: 408,
  TOO_LARGE: 413,
  UNRESUMABLE: 422,
  TOO_MANY_GUESTS: 429,
  /** Failed tries at codes and ids, per address (./joinCodeGuard.ts). */
  TOO_MANY_TRIES: 429,
  /** Tables held by one player (TABLES_PER_PLAYER, ../room/tablesHeld.ts). */
  TOO_MANY_TABLES: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  NOT_RESUMED: 503,
  /** The server is stopping and opens no new tables. */
  RESTARTING: 503,
} as const;

export type HttpErrorCode = keyof typeof HTTP_ERRORS;

/** The body of every HTTP error. */
export interface HttpError {
  code: HttpErrorCode;
  reason: string;
}

/** Answers `res` with the error `code` at its status. */
export function sendError(
  res: ServerResponse,
  code: HttpErrorCode,
  reason: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ code, reason } satisfies HttpError);
  res.writeHead(HTTP_ERRORS[code], {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/**
 * Answers on a bare socket, where Node's HTTP parser gave up before there was a request (a head too large, a head
 * that is not HTTP); the connection is closed after it.
 */
export function sendErrorOnSocket(socket: Socket, code: HttpErrorCode, reason: string): void {
  const body = JSON.stringify({ code, reason } satisfies HttpError);
  const status = HTTP_ERRORS[code];
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A method and path no route answered. Mounted after every router. */
export const notFound: RequestHandler = (req, res) =>
  sendError(res, "NOT_FOUND", `No such endpoint: ${req.method.slice(0, 16)} ${req.path.slice(0, 64)}.`);

/** Errors of Express and its routes carry a `status` when they are the request's fault; anything else is ours. */
export function jsonErrors(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500)
      return sendError(res, "BAD_REQUEST", "The request could not be read.");
    log.error({ err, path: req.path }, "HTTP route failed");
    sendError(res, "INTERNAL", "The server could not answer this request.");
  };
}
