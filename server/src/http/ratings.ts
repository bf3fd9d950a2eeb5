/**
 * Player pages and leaderboards (docs/ratings.md, docs/wire-contract.md): GET /api/players/:id and
 * GET /api/leaderboards/:game. Read only: a rating changes only with a rated match's end, in the store's own
 * transaction (../store/ratings.ts), and no request writes one. A guest token (`Authorization: Bearer`) adds the
 * head-to-head against the player who asks, and shows them their own private matches among the recent ones.
 */
import { Router, type Response } from "express";
import type { Identities } from "../identity/identities.js";
import type { MatchStore } from "../store/types.js";
import { isRatedGame } from "../ratings/games.js";
import { sendError } from "./errors.js";
import { MATCH_ID } from "./matches.js";
import { refuse, viewerOf } from "./viewer.js";

/** Players listed on a leaderboard page unless `limit` says otherwise (1 to 100). */
const LEADERBOARD_LIMIT = 50;

const unavailable = (res: Response) =>
  sendError(res, "DATABASE_UNAVAILABLE", "Ratings are unavailable right now; try again shortly.");

export function ratingsRouter(store: MatchStore, identities: Identities, games: readonly string[]): Router {
  const r = Router();
  r.get("/api/players/:id", async (req, res) => {
    const { id } = req.params as { id: string };
    const viewer = await viewerOf(req, identities);
    if (!viewer.ok) return refuse(res, viewer);
    // Player ids are UUIDs, as match ids are (../identity/tokens.ts).
    if (!MATCH_ID.test(id)) return sendError(res, "BAD_ID", "A player id is a UUID.");
    try {
      const page = await store.playerPage(id.toLowerCase(), viewer.playerId);
      if (!page) sendError(res, "NO_SUCH_PLAYER", "No such player.");
      else res.json(page);
    } catch {
      unavailable(res);
    }
  });
  r.get("/api/leaderboards/:game", async (req, res) => {
    const { game } = req.params as { game: string };
    if (!games.includes(game))
      return sendError(res, "NOT_FOUND", `No game is called ${JSON.stringify(game.slice(0, 32))}.`);
    if (!isRatedGame(game)) return sendError(res, "NOT_FOUND", `${game} has no ratings and no leaderboard.`);
    const raw = req.query.limit;
    const limit = raw === undefined ? LEADERBOARD_LIMIT : typeof raw === "string" ? Number(raw) : NaN;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return sendError(res, "BAD_LIMIT", "limit is an integer from 1 to 100.");
    try {
      res.json(await store.leaderboard(game, limit));
    } catch {
      unavailable(res);
    }
  });
  return r;
}
