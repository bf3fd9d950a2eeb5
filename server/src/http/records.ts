/**
 * Record boards and the daily dungeon (docs/ratings.md, "Records"; docs/wire-contract.md):
 * GET /api/records/:game/:track (Dungeon Lite: /api/records/dungeon-lite/:mission/:setting), GET /api/daily/:game
 * and GET /api/daily/:game/:track/:day. Read only: a record is written only with a match's end, in the store's own
 * transaction (../store/records.ts), and no request writes one. Today's dungeons are listed with their options, never
 * their seeds; a day's board names its runs' matches (for replays) only once the day has ended.
 */
import { Router, type Request, type Response } from "express";
import {
  FLEE_TRACKS,
  isRecordGame,
  isTrack,
  type DailyDungeon,
  type DailyToday,
  type RecordGame,
} from "@tabletop/shared";
import type { Identities } from "../identity/identities.js";
import type { MatchStore } from "../store/types.js";
import { DAILY_GAMES, freshDaily } from "../records/daily.js";
import { dayEndOf, utcDayOf } from "../store/daily.js";
import { sendError } from "./errors.js";
import { refuse, viewerOf } from "./viewer.js";

/** Lines on a board unless `limit` says otherwise (1 to 100). */
const BOARD_LIMIT = 50;

const unavailable = (res: Response) =>
  sendError(res, "DATABASE_UNAVAILABLE", "Records are unavailable right now; try again shortly.");

/** The `limit` query (1 to 100), or null after answering a refusal. */
function limitOf(req: Request, res: Response): number | null {
  const raw = req.query.limit;
  const limit = raw === undefined ? BOARD_LIMIT : typeof raw === "string" ? Number(raw) : NaN;
  if (Number.isInteger(limit) && limit >= 1 && limit <= 100) return limit;
  sendError(res, "BAD_LIMIT", "limit is an integer from 1 to 100.");
  return null;
}

/** The record game named, or null after answering a refusal. */
function gameOf(game: string, games: readonly string[], res: Response): RecordGame | null {
  if (games.includes(game) && isRecordGame(game)) return game;
  sendError(
    res,
    "NOT_FOUND",
    games.includes(game)
      ? `${game} keeps ratings, not records.`
      : `No game is called ${JSON.stringify(game.slice(0, 32))}.`,
  );
  return null;
}

/** A calendar day YYYY-MM-DD that has begun (UTC). */
function isPastOrToday(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day && at <= Date.now();
}

export function recordsRouter(store: MatchStore, identities: Identities, games: readonly string[]): Router {
  const r = Router();
  const board = async (req: Request, res: Response, gameName: string, track: string) => {
    const game = gameOf(gameName, games, res);
    if (!game) return;
    if (!isTrack(game, track))
      return sendError(res, "BAD_TRACK", `${game} has no track ${JSON.stringify(track.slice(0, 64))}.`);
    const limit = limitOf(req, res);
    if (limit === null) return;
    try {
      res.json(await store.recordBoard(game, track, limit));
    } catch {
      unavailable(res);
    }
  };
  r.get("/api/records/:game/:track", (req, res) => board(req, res, req.params.game, req.params.track));
  r.get("/api/records/:game/:mission/:setting", (req, res) =>
    board(req, res, req.params.game, `${req.params.mission}/${req.params.setting}`),
  );

  r.get("/api/daily/:game", async (req, res) => {
    const viewer = await viewerOf(req, identities);
    if (!viewer.ok) return refuse(res, viewer);
    const game = gameOf(req.params.game, games, res);
    if (!game) return;
    if (!DAILY_GAMES.includes(game)) return sendError(res, "NOT_FOUND", `${game} has no daily dungeon.`);
    const day = utcDayOf(new Date());
    try {
      const played = viewer.playerId ? await store.dailyPlayed(game, day, viewer.playerId) : null;
      const dungeons: DailyDungeon[] = [];
      for (const track of FLEE_TRACKS) {
        const d = await store.daily(game, track, day, freshDaily(track));
        dungeons.push({
          game,
          track,
          day,
          endsAt: dayEndOf(day).toISOString(),
          options: d.options,
          played: played ? played.includes(track) : null,
        });
      }
      res.json({ day, dungeons } satisfies DailyToday);
    } catch {
      unavailable(res);
    }
  });

  r.get("/api/daily/:game/:track/:day", async (req, res) => {
    const game = gameOf(req.params.game, games, res);
    if (!game) return;
    if (!DAILY_GAMES.includes(game)) return sendError(res, "NOT_FOUND", `${game} has no daily dungeon.`);
    const { track, day } = req.params;
    if (!isTrack(game, track))
      return sendError(res, "BAD_TRACK", `${game} has no track ${JSON.stringify(track.slice(0, 64))}.`);
    if (!isPastOrToday(day)) return sendError(res, "BAD_DAY", "day is a UTC date YYYY-MM-DD, today or before.");
    const limit = limitOf(req, res);
    if (limit === null) return;
    try {
      res.json(await store.dailyBoard(game, track, day, limit));
    } catch {
      unavailable(res);
    }
  });
  return r;
}
