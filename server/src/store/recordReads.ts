/**
 * What the player pages and record boards read of the records (../http/records.ts; docs/ratings.md, "Records").
 * Only ended matches have records, so nothing of a match in play shows here. A private match shows on a player's
 * page only to its own players, and on a board without its match (no replay to open).
 */
import type pg from "pg";
import type { MatchRecordLine, RecordBoard, RecordGame, TrackRecord } from "@tabletop/shared";
import { ACTIVE_DAYS } from "./ratingReads.js";

/** Matches listed per track on a player's page. */
export const RECENT_RECORDS = 10;

interface LineRow {
  match_id: string;
  private: boolean;
  finished_at: Date;
  track: string;
  won: boolean;
  rounds: number;
  score: number;
  party: MatchRecordLine["party"];
  daily: string | null;
}

const LINE_COLUMNS = `r.match_id, m.private, r.finished_at, r.track, r.won, r.rounds, r.score, r.party,
  to_char(r.daily, 'YYYY-MM-DD') AS daily`;

/** A record as it is shown; `hideMatch`: a private match not the viewer's (no id to open its replay with). */
function lineOf(r: LineRow, hideMatch: boolean): MatchRecordLine {
  return {
    matchId: hideMatch ? null : r.match_id,
    finishedAt: r.finished_at.toISOString(),
    track: r.track,
    won: r.won,
    rounds: r.rounds,
    score: r.score,
    party: r.party.map((p) => ({ playerId: p.playerId, name: p.name, bot: p.bot, left: p.left === true })),
    daily: r.daily,
  };
}

/** A player's records per game and track, with their last matches on each. */
export async function playerRecords(pool: pg.Pool, playerId: string, viewer: string | null): Promise<TrackRecord[]> {
  const tracks = await pool.query<{
    game: RecordGame;
    track: string;
    matches: number;
    wins: number;
    best: number;
    fewest: number | null;
    last: Date;
  }>(
    `SELECT game, track, count(*)::int AS matches, count(*) FILTER (WHERE won)::int AS wins, max(score) AS best,
            min(rounds) FILTER (WHERE won) AS fewest, max(finished_at) AS last
     FROM record_holders WHERE player_id = $1 GROUP BY game, track ORDER BY game, track`,
    [playerId],
  );
  if (!tracks.rowCount) return [];
  const recent = await pool.query<LineRow & { game: string }>(
    `SELECT r.game, ${LINE_COLUMNS}
     FROM (SELECT match_id, row_number() OVER (PARTITION BY game, track ORDER BY finished_at DESC, match_id) AS n
           FROM record_holders h WHERE h.player_id = $1
             AND (NOT (SELECT private FROM matches WHERE id = h.match_id) OR ($2::text IS NOT NULL AND EXISTS (
                  SELECT 1 FROM match_players v WHERE v.match_id = h.match_id AND v.player_id = $2)))) h
     JOIN match_records r ON r.match_id = h.match_id JOIN matches m ON m.id = r.match_id
     WHERE h.n <= $3 ORDER BY r.finished_at DESC, r.match_id`,
    [playerId, viewer, RECENT_RECORDS],
  );
  return tracks.rows.map((t) => ({
    game: t.game,
    track: t.track,
    matches: t.matches,
    wins: t.wins,
    bestScore: t.best,
    fewestRounds: t.fewest,
    lastPlayedAt: t.last.toISOString(),
    recent: recent.rows.filter((r) => r.game === t.game && r.track === t.track).map((r) => lineOf(r, false)),
  }));
}

/**
 * A track's board of the last 30 days. Dungeon Flee: each player's best run, by score (the earlier run first when
 * equal). Dungeon Lite: the parties' wins, fewest rounds first, then the mission complete, then the earlier.
 */
export async function recordBoard(pool: pg.Pool, game: RecordGame, track: string, limit: number): Promise<RecordBoard> {
  const rows =
    game === "dungeon-flee"
      ? await pool.query<LineRow>(
          `SELECT ${LINE_COLUMNS} FROM (
             SELECT DISTINCT ON (player_id) match_id, score, finished_at FROM record_holders
             WHERE game = $1 AND track = $2 AND finished_at >= now() - make_interval(days => $3)
             ORDER BY player_id, score DESC, finished_at, match_id) best
           JOIN match_records r ON r.match_id = best.match_id JOIN matches m ON m.id = r.match_id
           ORDER BY r.score DESC, r.finished_at, r.match_id LIMIT $4`,
          [game, track, ACTIVE_DAYS, limit],
        )
      : await pool.query<LineRow>(
          `SELECT ${LINE_COLUMNS} FROM match_records r JOIN matches m ON m.id = r.match_id
           WHERE r.game = $1 AND r.track = $2 AND r.won AND r.finished_at >= now() - make_interval(days => $3)
             AND EXISTS (SELECT 1 FROM record_holders h WHERE h.match_id = r.match_id)
           ORDER BY r.rounds, r.score DESC, r.finished_at, r.match_id LIMIT $4`,
          [game, track, ACTIVE_DAYS, limit],
        );
  return { game, track, lines: rows.rows.map((r, i) => ({ place: i + 1, ...lineOf(r, r.private) })) };
}

/**
 * A daily dungeon's board: each player's one counted run of the day, by score (Dungeon Lite: wins first, then fewest
 * rounds). Until the day has ended (`open`), no run names its match: the runs of the day are replayed only after it.
 */
export async function dailyBoard(
  pool: pg.Pool,
  game: RecordGame,
  track: string,
  day: string,
  open: boolean,
  limit: number,
): Promise<RecordBoard> {
  const order = game === "dungeon-flee" ? "r.score DESC" : "r.won DESC, r.rounds, r.score DESC";
  const rows = await pool.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM match_records r JOIN matches m ON m.id = r.match_id
     WHERE r.game = $1 AND r.track = $2 AND r.daily = $3::date
       AND EXISTS (SELECT 1 FROM record_holders h WHERE h.match_id = r.match_id)
     ORDER BY ${order}, r.finished_at, r.match_id LIMIT $4`,
    [game, track, day, limit],
  );
  return { game, track, day, lines: rows.rows.map((r, i) => ({ place: i + 1, ...lineOf(r, !open || r.private) })) };
}
