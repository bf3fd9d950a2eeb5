/**
 * Who is asking: an `Authorization: Bearer <guest token>` header names the player (private matches show only to
 * their own players). No header is an anonymous request; a header with a bad token, or one of a device that was
 * signed out (../identity/identities.ts), is refused with its code and reason.
 */
import type { Request, Response } from "express";
import type { Identities, Refusal } from "../identity/identities.js";
import type { Identity } from "../identity/tokens.js";
import { sendError } from "./errors.js";

export type Viewer = { ok: true; playerId: string | null } | Refusal;

export async function viewerOf(req: Request, identities: Identities): Promise<Viewer> {
  const who = await identityOf(req, identities);
  if (!who.ok) return who;
  return { ok: true, playerId: who.identity?.playerId ?? null };
}

/** The guest the Authorization header names (null: no header), or why the header is refused. */
async function identityOf(
  req: Request,
  identities: Identities,
): Promise<{ ok: true; identity: Identity | null } | Refusal> {
  const header = req.headers.authorization;
  if (header === undefined || header === "") return { ok: true, identity: null };
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return { ok: false, code: "BAD_TOKEN", reason: 'The Authorization header is "Bearer <guest token>".' };
  return identities.check(m[1]);
}

/** Sends a refusal as `{code, reason}` with its code's status. */
export function refuse(res: Response, refusal: Refusal): void {
  sendError(res, refusal.code, refusal.reason);
}

/** The guest the request's token names; null when there is none or it is refused (the refusal is sent). */
export async function guestOrRefuse(req: Request, res: Response, identities: Identities): Promise<Identity | null> {
  const who = await identityOf(req, identities);
  if (who.ok && who.identity) return who.identity;
  if (who.ok) sendError(res, "NO_TOKEN", 'Send your guest token ("Authorization: Bearer <token>").');
  else refuse(res, who);
  return null;
}
