/** The history API: GET /api/matches and GET /api/matches/:id. */
import { Router } from "express";
import type { MatchStore } from "../store/types.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function one(v: unknown): string | undefined {
  return typeof v === "string" && v.length > 0 ? v : undefined;
}

export function matchesRouter(store: MatchStore): Router {
  const r = Router();
  r.get("/api/matches", async (req, res) => {
    const limitRaw = one(req.query.limit);
    const limit = limitRaw === undefined ? 20 : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      res.status(400).json({ error: "BAD_LIMIT", reason: "limit is an integer from 1 to 100." });
      return;
    }
    const before = one(req.query.before);
    if (before !== undefined && Number.isNaN(Date.parse(before.split("|")[0]))) {
      res.status(400).json({ error: "BAD_CURSOR", reason: "before is an ISO time or a cursor from a previous page." });
      return;
    }
    try {
      const matches = await store.listMatches({ player: one(req.query.player), game: one(req.query.game), limit, before });
      const last = matches[matches.length - 1];
      res.json({ matches, next: matches.length === limit && last ? `${last.createdAt}|${last.id}` : null });
    } catch (e) {
      res.status(503).json({ error: "DATABASE_UNAVAILABLE", reason: "The match history is unavailable right now; try again shortly." });
    }
  });
  r.get("/api/matches/:id", async (req, res) => {
    if (!UUID.test(req.params.id)) {
      res.status(400).json({ error: "BAD_ID", reason: "A match id is a UUID." });
      return;
    }
    try {
      const match = await store.getMatch(req.params.id);
      if (!match) res.status(404).json({ error: "NOT_FOUND", reason: "No such match." });
      else res.json(match);
    } catch {
      res.status(503).json({ error: "DATABASE_UNAVAILABLE", reason: "The match history is unavailable right now; try again shortly." });
    }
  });
  return r;
}
