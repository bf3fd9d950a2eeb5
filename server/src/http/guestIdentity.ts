/**
 * A guest keeps one identity (player id, and with it their history) across name changes and browsers:
 *
 * - POST /api/guests/me/name {name} (Bearer token) → {playerId, name, token}: the same player under a new name;
 * - POST /api/guests/me/sign-in-code (Bearer token) → {code, expiresInSeconds}: a short-lived code that carries the
 *   identity to another browser (shown once, as a link `#/sign-in/<code>`); it is not a token to play with;
 * - POST /api/guests/sign-in {code} → {playerId, name, token}: that browser's token for the same player.
 */
import { Router, json, type Request, type Response } from "express";
import type { Logger } from "pino";
import { cleanGuestName, type Tokens } from "../identity/tokens.js";
import type { MatchStore } from "../store/types.js";
import { guestOrRefuse } from "./viewer.js";

export function guestIdentityRouter(tokens: Tokens, store: MatchStore, log: Logger): Router {
  const r = Router();
  const body = json({ limit: "4kb" });

  const signedIn = (req: Request, res: Response) => guestOrRefuse(req, res, tokens);

  r.post("/api/guests/me/name", body, (req, res) => {
    const me = signedIn(req, res);
    if (!me) return;
    const name = cleanGuestName(req.body?.name);
    if (!name) return void res.status(400).json({ error: "BAD_NAME", reason: "A guest name is 1 to 24 characters." });
    store
      .upsertPlayer({ id: me.playerId, name })
      .catch((e) => log.warn({ err: e }, "could not store the new name yet"));
    res.json(tokens.issue(name, me.playerId));
  });

  r.post("/api/guests/me/sign-in-code", (req, res) => {
    const me = signedIn(req, res);
    if (!me) return;
    res.status(201).json(tokens.issueLink(me));
  });

  r.post("/api/guests/sign-in", body, (req, res) => {
    const carried = tokens.verifyLink(req.body?.code);
    if (!carried.ok) return void res.status(401).json({ error: "BAD_CODE", reason: carried.reason });
    res.json(tokens.issue(carried.identity.name, carried.identity.playerId));
  });
  return r;
}
