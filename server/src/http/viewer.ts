/**
 * Who is asking: an `Authorization: Bearer <guest token>` header names the player (private matches show only to
 * their own players). No header is an anonymous request; a header with a bad token is refused with its reason.
 */
import type { Request, Response } from "express";
import type { Identity, Tokens } from "../identity/tokens.js";

export type Viewer = { ok: true; playerId: string | null } | { ok: false; reason: string };

export function viewerOf(req: Request, tokens: Tokens): Viewer {
  const who = identityOf(req, tokens);
  if (!who.ok) return who;
  return { ok: true, playerId: who.identity?.playerId ?? null };
}

/** The guest the Authorization header names (null: no header), or why the header is refused. */
export function identityOf(
  req: Request,
  tokens: Tokens,
): { ok: true; identity: Identity | null } | { ok: false; reason: string } {
  const header = req.headers.authorization;
  if (header === undefined || header === "") return { ok: true, identity: null };
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return { ok: false, reason: 'The Authorization header is "Bearer <guest token>".' };
  return tokens.verify(m[1]);
}

/** The guest the request's token names; null when there is none or it is refused (the 401 is sent, with the reason). */
export function guestOrRefuse(req: Request, res: Response, tokens: Tokens): Identity | null {
  const who = identityOf(req, tokens);
  if (who.ok && who.identity) return who.identity;
  res
    .status(401)
    .json(
      who.ok
        ? { error: "NO_TOKEN", reason: 'Send your guest token ("Authorization: Bearer <token>").' }
        : { error: "BAD_TOKEN", reason: who.reason },
    );
  return null;
}
