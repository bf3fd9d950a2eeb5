/**
 * The history API: GET /api/matches (newest first, keyset-paged) and GET /api/matches/:id. Matches in play are
 * listed and marked live; what a record shows of them is decided by ./disclosure.ts. A guest token in an
 * `Authorization: Bearer` header lets a player see their own private matches.
 */
import { Router, type Response } from "express";
import type { Identities } from "../identity/identities.js";
import type { MatchStore } from "../store/types.js";
import { disclose, sealedDaily } from "./disclosure.js";
import { refuse, viewerOf } from "./viewer.js";
import { sendError } from "./errors.js";
import { codeTries } from "./joinCodeGuard.js";
import type { PerAddress } from "./perAddress.js";

/** What a match id looks like (a UUID). */
export const MATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function one(v: unknown): string | undefined {
  return typeof v === "string" && v.length > 0 ? v : undefined;
}

const unavailable = (res: Response) =>
  sendError(res, "DATABASE_UNAVAILABLE", "The match history is unavailable right now; try again shortly.");

/** No match with this id, or another's private one: the same answer (./disclosure.ts). */
export const noSuchMatch = (res: Response) => sendError(res, "NO_SUCH_MATCH", "No such match.");

/** `guesses`: the cap on failed tries at ids per address, which reading one match counts against. */
export function matchesRouter(store: MatchStore, identities: Identities, guesses: PerAddress): Router {
  const r = Router();
  r.get("/api/matches", async (req, res) => {
    const viewer = await viewerOf(req, identities);
    if (!viewer.ok) return refuse(res, viewer);
    const limitRaw = one(req.query.limit);
    const limit = limitRaw === undefined ? 20 : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return sendError(res, "BAD_LIMIT", "limit is an integer from 1 to 100.");
    }
    const before = one(req.query.before);
    if (before !== undefined && Number.isNaN(Date.parse(before.split("|")[0]))) {
      return sendError(res, "BAD_CURSOR", "before is an ISO time or a cursor from a previous page.");
    }
    try {
      const matches = await store.listMatches({
        player: one(req.query.player),
        game: one(req.query.game),
        limit,
        before,
        includePlaying: true,
        viewer: viewer.playerId ?? undefined,
      });
      const last = matches[matches.length - 1];
      res.json({ matches, next: matches.length === limit && last ? `${last.createdAt}|${last.id}` : null });
    } catch {
      unavailable(res);
    }
  });
  r.get("/api/matches/:id", codeTries(guesses), async (req, res) => {
    const { id } = req.params as { id: string };
    const viewer = await viewerOf(req, identities);
    if (!viewer.ok) return refuse(res, viewer);
    if (!MATCH_ID.test(id)) return sendError(res, "BAD_ID", "A match id is a UUID.");
    try {
      const match = await store.getMatch(id);
      const record = match && disclose(match, viewer.playerId);
      const sealedUntil = match && record && sealedDaily(match);
      if (!record) noSuchMatch(res);
      else if (sealedUntil)
        sendError(
          res,
          "DAILY_SEALED",
          `This is a run of the daily dungeon, which can be replayed once its day ends at ${sealedUntil}.`,
        );
      else res.json(record);
    } catch {
      unavailable(res);
    }
  });
  return r;
}
