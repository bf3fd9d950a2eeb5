/**
 * The history API: GET /api/matches (newest first, keyset-paged) and GET /api/matches/:id. Matches in play are
 * listed and marked live; what a record shows of them is decided by ./disclosure.ts. A guest token in an
 * `Authorization: Bearer` header lets a player see their own private matches.
 */
import { Router, type Response } from "express";
import type { Tokens } from "../identity/tokens.js";
import type { MatchStore } from "../store/types.js";
import { disclose } from "./disclosure.js";
import { viewerOf } from "./viewer.js";

/** What a match id looks like (a UUID). */
export const MATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function one(v: unknown): string | undefined {
  return typeof v === "string" && v.length > 0 ? v : undefined;
}

const unavailable = (res: Response) =>
  res
    .status(503)
    .json({ error: "DATABASE_UNAVAILABLE", reason: "The match history is unavailable right now; try again shortly." });

const notFound = (res: Response) => res.status(404).json({ error: "NOT_FOUND", reason: "No such match." });

export function matchesRouter(store: MatchStore, tokens: Tokens): Router {
  const r = Router();
  r.get("/api/matches", async (req, res) => {
    const viewer = viewerOf(req, tokens);
    if (!viewer.ok) return void res.status(401).json({ error: "BAD_TOKEN", reason: viewer.reason });
    const limitRaw = one(req.query.limit);
    const limit = limitRaw === undefined ? 20 : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return void res.status(400).json({ error: "BAD_LIMIT", reason: "limit is an integer from 1 to 100." });
    }
    const before = one(req.query.before);
    if (before !== undefined && Number.isNaN(Date.parse(before.split("|")[0]))) {
      return void res
        .status(400)
        .json({ error: "BAD_CURSOR", reason: "before is an ISO time or a cursor from a previous page." });
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
  r.get("/api/matches/:id", async (req, res) => {
    const viewer = viewerOf(req, tokens);
    if (!viewer.ok) return void res.status(401).json({ error: "BAD_TOKEN", reason: viewer.reason });
    if (!MATCH_ID.test(req.params.id))
      return void res.status(400).json({ error: "BAD_ID", reason: "A match id is a UUID." });
    try {
      const match = await store.getMatch(req.params.id);
      const record = match && disclose(match, viewer.playerId);
      if (!record) notFound(res);
      else res.json(record);
    } catch {
      unavailable(res);
    }
  });
  return r;
}
