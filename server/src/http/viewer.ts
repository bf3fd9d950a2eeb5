/**
 * Who is asking: an `Authorization: Bearer <guest token>` header names the player (private matches show only to
 * their own players). No header is an anonymous request; a header with a bad token is refused with its reason.
 */
import type { Request } from "express";
import type { Tokens } from "../identity/tokens.js";

export type Viewer = { ok: true; playerId: string | null } | { ok: false; reason: string };

export function viewerOf(req: Request, tokens: Tokens): Viewer {
  const header = req.headers.authorization;
  if (header === undefined || header === "") return { ok: true, playerId: null };
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return { ok: false, reason: 'The Authorization header is "Bearer <guest token>".' };
  const v = tokens.verify(m[1]);
  return v.ok ? { ok: true, playerId: v.identity.playerId } : { ok: false, reason: v.reason };
}
