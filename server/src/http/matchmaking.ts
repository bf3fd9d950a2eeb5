/**
 * POST /matchmake/<method>/<room name or id>: the SDK's matchmaking requests (create, join, joinOrCreate, joinById,
 * reconnect), answered here in front of Colyseus's own route, which reads a body of any size, answers with its
 * statuses 520–524, and tells a private table's code from a code that names nothing. The matchmaking itself is still
 * Colyseus's: `matchMaker.controller.invokeMethod`, the call its route makes. Here, around it:
 *
 * - the body has been read to its bound already (./bodyBound.ts);
 * - the guest token and the join options are checked before any work (a room looked up, made or joined);
 * - a join by id or code and a reconnect count against the cap on tries per address (./joinCodeGuard.ts), and each
 *   gives one answer for every failure, whether a table has that code or not: no such table, a table that takes
 *   nobody now, no seat held for this reconnection, a reconnection without its token;
 * - every refusal is a standard status with `{code, reason}` (./errors.ts).
 */
import { DAILY_PLAYED_REFUSAL, DAILY_SEALED_REFUSAL } from "../room/dailyTable.js";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createAuthContext, ErrorCode, matchMaker } from "@colyseus/core";
import type { Logger } from "pino";
import type { Identities } from "../identity/identities.js";
import { authenticateJoin } from "../room/joinOptions.js";
import { sendError, type HttpError } from "./errors.js";
import { guardCodeTries } from "./joinCodeGuard.js";
import type { PerAddress } from "./perAddress.js";

export interface Matchmaking {
  identities: Identities;
  /** The room types a guest token is needed for (the games'); the lobby and the benchmark's rooms take none. */
  withToken: ReadonlySet<string>;
  /** The cap on failed tries at codes per address (CODE_TRIES_PER_MIN). */
  guesses: PerAddress;
  log: Logger;
}

export const MATCHMAKE = "/matchmake/";
/** The method, and the room type's name or the room's id (Colyseus's `allowedRoomNameChars`). */
const PATH = /^\/matchmake\/(\w+)\/([\w-]+)$/;

/** Every failure of a join by id, and of a reconnect, whatever the reason. */
const NO_SUCH_TABLE: Record<"joinById" | "reconnect", HttpError> = {
  joinById: { code: "NO_SUCH_TABLE", reason: "No open table has this code." },
  reconnect: { code: "NO_SUCH_TABLE", reason: "No seat is held for this reconnection." },
};

export async function matchmake(
  req: IncomingMessage,
  res: ServerResponse,
  options: unknown,
  mm: Matchmaking,
): Promise<void> {
  const path = (req.url ?? "").split("?")[0];
  const [, method = "", name = ""] = PATH.exec(path) ?? [];
  if (req.method !== "POST" || !matchMaker.controller.exposedMethods.includes(method))
    return sendError(res, "NOT_FOUND", `No such endpoint: ${req.method?.slice(0, 16)} ${path.slice(0, 64)}.`);
  const byCode = method === "joinById" || method === "reconnect" ? method : null;
  if (byCode && !(await guardCodeTries(req, res, mm.guesses))) return;
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN)
    return sendError(res, "RESTARTING", "This server is restarting and opens no new tables: try again in a moment.");
  const refused = await refusedBeforeWork(method, name, options, mm);
  if (refused) return sendError(res, refused.code, refused.reason);
  let reservation: unknown;
  try {
    const auth = createAuthContext({
      headers: req.headers as Record<string, string | undefined>,
      remoteAddress: req.socket.remoteAddress,
    });
    reservation = await matchMaker.controller.invokeMethod(method, name, withRatedFilter(method, options), auth);
  } catch (e) {
    const failed = byCode ? NO_SUCH_TABLE[byCode] : refusalOf(e, name);
    if (failed.code === "INTERNAL" || (byCode && !isMatchmakingRefusal(e)))
      mm.log.error({ err: e, method }, "matchmaking failed");
    return sendError(res, failed.code, failed.reason);
  }
  const body = JSON.stringify(reservation);
  res.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
  res.end(body);
}

/**
 * The guest and the options, checked before any room is looked up, made or joined. A room type that takes no token
 * (the lobby) is joined without one; by id, only a room of such a type may be, and for any other id the refusal is
 * the token's, whether a table has that id or not. A reconnect carries its reconnection token instead.
 */
async function refusedBeforeWork(
  method: string,
  name: string,
  options: unknown,
  mm: Matchmaking,
): Promise<HttpError | null> {
  if (method === "reconnect") {
    const token = (options as { reconnectionToken?: unknown } | undefined)?.reconnectionToken;
    return typeof token === "string" && token.length > 0 ? null : NO_SUCH_TABLE.reconnect;
  }
  if (method !== "joinById" && !mm.withToken.has(name)) return null;
  const who = await authenticateJoin(mm.identities, options);
  if (who.ok) return null;
  if (method === "joinById") {
    const room = (await matchMaker.findRoomsByIds([name])).get(name);
    if (room && !mm.withToken.has(room.name)) return null;
  }
  return { code: who.code, reason: who.reason };
}

/**
 * Quick play keeps rated and unrated tables apart: the rooms are matched on `quick` and `rated`
 * (../room/register.ts), and Colyseus matches only on the fields a join names, so a create, join or joinOrCreate
 * always names `rated` (false unless it is true).
 */
function withRatedFilter(method: string, options: unknown): unknown {
  if (method !== "create" && method !== "join" && method !== "joinOrCreate") return options ?? {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) return options ?? {};
  return { ...options, rated: (options as { rated?: unknown }).rated === true };
}

/** Colyseus's refusals of a join by id or a reconnect (522–524), as opposed to a fault of the server. */
function isMatchmakingRefusal(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (
    code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID ||
    code === ErrorCode.MATCHMAKE_UNHANDLED ||
    code === ErrorCode.MATCHMAKE_EXPIRED
  );
}

/**
 * A refusal of create, join or joinOrCreate: Colyseus's own codes (no such room type, no open table), and the
 * statuses the rooms throw with their reason in words (bad options, a server that is stopping).
 */
function refusalOf(e: unknown, name: string): HttpError {
  const code = (e as { code?: unknown } | null)?.code;
  const reason = e instanceof Error ? e.message : "";
  switch (code) {
    case ErrorCode.MATCHMAKE_NO_HANDLER:
      return { code: "NOT_FOUND", reason: `No game is called ${JSON.stringify(name.slice(0, 32))}.` };
    case ErrorCode.MATCHMAKE_INVALID_CRITERIA:
      return { code: "NO_OPEN_TABLE", reason: "No open table fits these options." };
    case 400:
      return { code: "BAD_OPTIONS", reason };
    case 401:
      return { code: "BAD_TOKEN", reason };
    case DAILY_SEALED_REFUSAL:
      return { code: "DAILY_SEALED", reason };
    case DAILY_PLAYED_REFUSAL:
      return { code: "DAILY_PLAYED", reason };
    case 422:
      return { code: "UNRESUMABLE", reason };
    case 429:
      return { code: "TOO_MANY_TABLES", reason };
    case 503:
      return { code: "RESTARTING", reason };
    default:
      return { code: "INTERNAL", reason: "The server could not answer this request." };
  }
}
