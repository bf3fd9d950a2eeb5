/**
 * The checks the WebSocket library makes of an upgrade request before it accepts it (RFC 6455 §4.2.1: a GET, an
 * `Upgrade: websocket`, a 16-byte base64 `Sec-WebSocket-Key`, version 8 or 13). ws answers a request that fails them
 * with a plain-text page; the front door (./frontDoor.ts) asks here first and answers such a request with the
 * server's JSON error instead, so every answer but the page itself is `{code, reason}`.
 */
import type { IncomingMessage } from "node:http";

/** A 16-byte value in base64: 22 characters and the padding. */
const KEY = /^[+/0-9A-Za-z]{22}==$/;

/** Why `req` is not a WebSocket handshake this server can accept, or nothing when it is one. */
export function handshakeFault(req: IncomingMessage): string | undefined {
  if (req.method !== "GET") return "A WebSocket connection opens with a GET request.";
  if (req.headers.upgrade?.toLowerCase() !== "websocket") return "The Upgrade header must name websocket.";
  const key = req.headers["sec-websocket-key"];
  if (typeof key !== "string" || !KEY.test(key)) return "The Sec-WebSocket-Key header is missing or not 16 bytes.";
  const version = req.headers["sec-websocket-version"];
  if (version !== "8" && version !== "13") return "The Sec-WebSocket-Version header must be 13.";
  return undefined;
}
