/**
 * The HTTP server's first listener, in front of Colyseus's (its CORS headers and routes, with Express behind them).
 * Every request's body is read here to its bound before anything else sees it (./bodyBound.ts): one over the bound is
 * refused with 413 and the connection closed, one that is not JSON with 400, and the routes behind take the parsed
 * body as `req.body`. The matchmaking routes are answered here (./matchmaking.ts). A request Node's parser cannot
 * read (a head over its size, a head that is not HTTP) is answered JSON too, in place of Node's empty 431 and 400, and
 * so is an upgrade that is not a WebSocket handshake (./handshake.ts), in place of ws's plain-text 400.
 *
 * Colyseus binds its listener when the server starts listening, so this one is installed after that, around the
 * listeners then in place (the HTTP server's own `request` and `upgrade` listeners: no field of Colyseus's is
 * touched).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { matchMaker } from "@colyseus/core";
import { readBody } from "./bodyBound.js";
import { handshakeFault } from "./handshake.js";
import { sendError, sendErrorOnSocket, type HttpErrorCode } from "./errors.js";
import { MATCHMAKE, matchmake, type Matchmaking } from "./matchmaking.js";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Socket, head: Buffer) => void;

export function openFrontDoor(server: http.Server, mm: Matchmaking): void {
  const behind = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  /** The response each connection is writing, if any: an unreadable request after it must not cut into it. */
  const writing = new WeakMap<Socket, ServerResponse>();

  async function enter(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (!body.ok) {
      // The rest of the body is not read: the connection closes after the answer.
      res.setHeader("connection", "close");
      return sendError(res, body.error.code, body.error.reason);
    }
    if (req.url?.startsWith(MATCHMAKE) && req.method !== "OPTIONS") {
      for (const [k, v] of Object.entries(corsHeaders(req))) res.setHeader(k, v);
      return matchmake(req, res, body.json, mm);
    }
    (req as IncomingMessage & { body?: unknown }).body = body.json;
    for (const l of behind) l.call(server, req, res);
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    writing.set(req.socket, res);
    res.once("finish", () => writing.get(req.socket) === res && writing.delete(req.socket));
    enter(req, res).catch((e: unknown) => {
      mm.log.error({ err: e, path: req.url?.slice(0, 64) }, "HTTP request failed");
      if (!res.headersSent) sendError(res, "INTERNAL", "The server could not answer this request.");
    });
  });

  const upgrades = server.listeners("upgrade") as UpgradeListener[];
  server.removeAllListeners("upgrade");
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const fault = handshakeFault(req);
    if (fault) return sendErrorOnSocket(socket, "BAD_REQUEST", fault);
    for (const l of upgrades) l.call(server, req, socket, head);
  });

  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    const busy = writing.get(socket);
    if (err.code === "ECONNRESET" || !socket.writable || (busy?.headersSent && !busy.writableFinished))
      return void socket.destroy();
    const [code, reason] = unreadable(err.code);
    sendErrorOnSocket(socket, code, reason);
  });
}

/** Why Node's HTTP parser gave up on a request, as Node's own answers say it (with their statuses). */
function unreadable(code: string | undefined): [HttpErrorCode, string] {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return ["HEADERS_TOO_LARGE", `The request's head is over ${http.maxHeaderSize} bytes.`];
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return ["TOO_LARGE", "The request's chunk extensions are too large."];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return ["REQUEST_TIMEOUT", "The request did not arrive in time."];
    default:
      return ["BAD_REQUEST", "The request is not HTTP this server can read."];
  }
}

/** The CORS headers Colyseus sends with every answer (its controller's, which it lets a server change). */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const { controller } = matchMaker;
  return { ...controller.DEFAULT_CORS_HEADERS, ...controller.getCorsHeaders(new Headers(headersOf(req))) };
}

function headersOf(req: IncomingMessage): [string, string][] {
  return Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]);
}
