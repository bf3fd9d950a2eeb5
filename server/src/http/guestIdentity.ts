/**
 * A guest keeps one identity (player id, and with it their history) across name changes and browsers, and can sign
 * out every other device (../identity/identities.ts):
 *
 * - GET /api/guests/me (Bearer token) → {playerId, name}: whether this device's token is still good;
 * - POST /api/guests/me/name {name} (Bearer token) → {playerId, name, token}: the same player under a new name; the
 *   token of every other device is refused from then on (they sign in again with a link);
 * - POST /api/guests/me/sign-out-others (Bearer token) → {playerId, name, token}: every other device is signed out;
 *   this one goes on with the new token;
 * - POST /api/guests/me/sign-in-code (Bearer token) → {code, expiresInSeconds}: a short-lived code that carries the
 *   identity to another browser (shown once, as a link `#/sign-in/<code>`); it is not a token to play with;
 * - POST /api/guests/sign-in {code} → {playerId, name, token}: that browser's token for the same player, once.
 */
import { Router, type Request, type Response } from "express";
import type { Answer, Identities } from "../identity/identities.js";
import { readName } from "../text.js";
import { guestOrRefuse, refuse } from "./viewer.js";
import { sendError } from "./errors.js";

export function guestIdentityRouter(identities: Identities): Router {
  const r = Router();

  const signedIn = (req: Request, res: Response) => guestOrRefuse(req, res, identities);
  const answer = (res: Response, a: Answer) => {
    if (!a.ok) return refuse(res, a);
    res.json({ playerId: a.playerId, name: a.name, token: a.token });
  };

  r.get("/api/guests/me", async (req, res) => {
    const me = await signedIn(req, res);
    if (me) res.json({ playerId: me.playerId, name: me.name });
  });

  r.post("/api/guests/me/name", async (req, res) => {
    const me = await signedIn(req, res);
    if (!me) return;
    const name = readName(req.body?.name);
    if (!name.ok) return sendError(res, "BAD_NAME", name.reason);
    answer(res, await identities.rename(me, name.text));
  });

  r.post("/api/guests/me/sign-out-others", async (req, res) => {
    const me = await signedIn(req, res);
    if (me) answer(res, await identities.signOutOthers(me));
  });

  r.post("/api/guests/me/sign-in-code", async (req, res) => {
    const me = await signedIn(req, res);
    if (me) res.status(201).json(identities.tokens.issueLink(me));
  });

  // The bodies are read to their bound before any route (./bodyBound.ts).
  r.post("/api/guests/sign-in", async (req, res) => {
    answer(res, await identities.signIn(req.body?.code));
  });
  return r;
}
