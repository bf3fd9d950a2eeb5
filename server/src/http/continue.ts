/**
 * POST /api/matches/:id/continue: a player back at a match in play gets the room that plays it, reopened from the
 * store when no room holds it (a paused match whose players all left, or one whose server stopped). Only the
 * match's own players may: to anyone else the match is not there to continue, as one that does not exist (they may
 * watch a public one: GET /api/matches/:id names its room). A failure counts against the cap on tries at ids.
 */
import { Router } from "express";
import { ServerError } from "@colyseus/core";
import type { Identities } from "../identity/identities.js";
import type { MatchStore } from "../store/types.js";
import type { Resumer } from "../room/resumer.js";
import { PLAYED_ELSEWHERE, UNRESUMABLE } from "../room/resume.js";
import { guestOrRefuse } from "./viewer.js";
import { MATCH_ID, noSuchMatch } from "./matches.js";
import { sendError } from "./errors.js";
import { codeTries } from "./joinCodeGuard.js";
import type { PerAddress } from "./perAddress.js";

export function continueRouter(
  store: MatchStore,
  identities: Identities,
  resumer: Resumer,
  guesses: PerAddress,
): Router {
  const r = Router();
  r.post("/api/matches/:id/continue", codeTries(guesses), async (req, res) => {
    const { id } = req.params as { id: string };
    const viewer = await guestOrRefuse(req, res, identities);
    if (!viewer) return;
    if (!MATCH_ID.test(id)) return sendError(res, "BAD_ID", "A match id is a UUID.");
    let match;
    try {
      match = await store.getMatch(id);
    } catch {
      return sendError(res, "DATABASE_UNAVAILABLE", "Matches cannot be read right now; try again shortly.");
    }
    if (!match?.seats.some((s) => s.playerId === viewer.playerId && !s.bot)) return noSuchMatch(res);
    if (match.status !== "playing")
      return sendError(res, "ENDED", "This match has ended: its replay is in the history.");
    try {
      res.json({ roomId: await resumer.roomFor(match) });
    } catch (e) {
      if (e instanceof ServerError && e.code === UNRESUMABLE) return sendError(res, "UNRESUMABLE", e.message);
      if (e instanceof ServerError && e.code === PLAYED_ELSEWHERE) return sendError(res, "PLAYED_ELSEWHERE", e.message);
      sendError(res, "NOT_RESUMED", "The match could not be reopened right now; try again.");
    }
  });
  return r;
}
