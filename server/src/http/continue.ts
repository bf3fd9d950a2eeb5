/**
 * POST /api/matches/:id/continue: a player back at a match in play gets the room that plays it, reopened from the
 * store when no room holds it (a paused match whose players all left, or one whose server stopped). Only the
 * match's own players may; anyone else may watch it (GET /api/matches/:id names its room).
 */
import { Router } from "express";
import { ServerError } from "@colyseus/core";
import type { Tokens } from "../identity/tokens.js";
import type { MatchStore } from "../store/types.js";
import type { Resumer } from "../room/resumer.js";
import { PLAYED_ELSEWHERE, UNRESUMABLE } from "../room/resume.js";
import { guestOrRefuse } from "./viewer.js";
import { MATCH_ID } from "./matches.js";

export function continueRouter(store: MatchStore, tokens: Tokens, resumer: Resumer): Router {
  const r = Router();
  r.post("/api/matches/:id/continue", async (req, res) => {
    const viewer = guestOrRefuse(req, res, tokens);
    if (!viewer) return;
    if (!MATCH_ID.test(req.params.id))
      return void res.status(400).json({ error: "BAD_ID", reason: "A match id is a UUID." });
    let match;
    try {
      match = await store.getMatch(req.params.id);
    } catch {
      return void res
        .status(503)
        .json({ error: "DATABASE_UNAVAILABLE", reason: "Matches cannot be read right now; try again shortly." });
    }
    const mine = match?.seats.some((s) => s.playerId === viewer.playerId && !s.bot) ?? false;
    // A private match is for its own players only: to anyone else it does not exist.
    if (!match || (match.private && !mine))
      return void res.status(404).json({ error: "NOT_FOUND", reason: "No such match." });
    if (!mine)
      return void res
        .status(403)
        .json({ error: "NOT_YOUR_MATCH", reason: "Only the match's own players may continue it; you may watch it." });
    if (match.status !== "playing")
      return void res
        .status(409)
        .json({ error: "ENDED", reason: "This match has ended: its replay is in the history." });
    try {
      res.json({ roomId: await resumer.roomFor(match) });
    } catch (e) {
      if (e instanceof ServerError && e.code === UNRESUMABLE)
        return void res.status(422).json({ error: "UNRESUMABLE", reason: e.message });
      if (e instanceof ServerError && e.code === PLAYED_ELSEWHERE)
        return void res.status(409).json({ error: "PLAYED_ELSEWHERE", reason: e.message });
      res.status(503).json({ error: "NOT_RESUMED", reason: "The match could not be reopened right now; try again." });
    }
  });
  return r;
}
