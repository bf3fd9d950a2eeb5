/**
 * What the player pages and leaderboards read of the ratings (../http/ratings.ts). Only ended, rated matches are
 * read (a match is rated as it ends), so nothing of a match in play shows here; a private match shows only to its
 * own players.
 */
import type pg from "pg";
import type { GameRating, HeadToHead, Leaderboard, PlayerPage, RatedMatchLine, RatingPoint } from "@tabletop/shared";
import { displayRating, PROVISIONAL_MATCHES } from "../ratings/model.js";
import type { StoredRating } from "./ratings.js";

/** Rated matches listed per game on a player's page. */
export const RECENT_MATCHES = 20;
/** Rated matches drawn on a player's rating chart, per game: the last ones. */
export const HISTORY_POINTS = 500;
/** A leaderboard shows players who played a rated match in this many days. */
export const ACTIVE_DAYS = 30;

const iso = (d: Date) => d.toISOString();

/** A player's name and ratings (their records are ./recordReads.ts's). */
export async function playerPage(
  pool: pg.Pool,
  playerId: string,
  viewer: string | null,
): Promise<Omit<PlayerPage, "records"> | null> {
  const player = await pool.query<{ name: string }>("SELECT name FROM players WHERE id = $1", [playerId]);
  if (!player.rowCount) return null;
  const rows = await pool.query<Omit<StoredRating, "player_id"> & { game: string; last_played_at: Date }>(
    `SELECT game, mu, sigma, rated_matches, wins, losses, draws, last_played_at FROM ratings
     WHERE player_id = $1 ORDER BY game`,
    [playerId],
  );
  const games: GameRating[] = [];
  for (const r of rows.rows) {
    const g: GameRating = {
      game: r.game,
      rating: displayRating(r),
      provisional: r.rated_matches < PROVISIONAL_MATCHES,
      ratedMatches: r.rated_matches,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      lastPlayedAt: iso(r.last_played_at),
      recent: await recent(pool, playerId, r.game, viewer),
      history: await history(pool, playerId, r.game),
    };
    if (viewer && viewer !== playerId) g.headToHead = await headToHead(pool, playerId, viewer, r.game);
    games.push(g);
  }
  return { playerId, name: player.rows[0].name, games };
}

async function recent(pool: pg.Pool, playerId: string, game: string, viewer: string | null): Promise<RatedMatchLine[]> {
  const rows = await pool.query<{
    match_id: string;
    finished_at: Date;
    rank: number;
    result: RatedMatchLine["result"];
    weight: number;
    mu_before: number;
    sigma_before: number;
    mu_after: number;
    sigma_after: number;
    players: { playerId: string; name: string }[];
  }>(
    `SELECT c.match_id, c.finished_at, c.rank, c.result, c.weight, c.mu_before, c.sigma_before, c.mu_after,
            c.sigma_after,
            (SELECT jsonb_agg(jsonb_build_object('playerId', o.player_id, 'name', p.name) ORDER BY mp.seat)
               FROM rating_changes o
               JOIN players p ON p.id = o.player_id
               JOIN match_players mp ON mp.match_id = o.match_id AND mp.player_id = o.player_id
              WHERE o.match_id = c.match_id) AS players
     FROM rating_changes c JOIN matches m ON m.id = c.match_id
     WHERE c.player_id = $1 AND c.game = $2
       AND (NOT m.private OR ($3::text IS NOT NULL AND EXISTS (
             SELECT 1 FROM match_players v WHERE v.match_id = c.match_id AND v.player_id = $3)))
     ORDER BY c.seq DESC LIMIT $4`,
    [playerId, game, viewer, RECENT_MATCHES],
  );
  return rows.rows.map((r) => ({
    matchId: r.match_id,
    finishedAt: iso(r.finished_at),
    rank: r.rank,
    result: r.result,
    weight: r.weight,
    ratingBefore: displayRating({ mu: r.mu_before, sigma: r.sigma_before }),
    ratingAfter: displayRating({ mu: r.mu_after, sigma: r.sigma_after }),
    players: r.players,
  }));
}

/** The figure over time, after each rated match drawn (private ones too: the figure counts them), oldest first. */
async function history(pool: pg.Pool, playerId: string, game: string): Promise<RatingPoint[]> {
  const rows = await pool.query<{ finished_at: Date; mu_after: number; sigma_after: number }>(
    `SELECT finished_at, mu_after, sigma_after FROM (
       SELECT seq, finished_at, mu_after, sigma_after FROM rating_changes
       WHERE player_id = $1 AND game = $2 ORDER BY seq DESC LIMIT $3) last
     ORDER BY seq`,
    [playerId, game, HISTORY_POINTS],
  );
  return rows.rows.map((r) => ({
    at: iso(r.finished_at),
    rating: displayRating({ mu: r.mu_after, sigma: r.sigma_after }),
  }));
}

async function headToHead(pool: pg.Pool, playerId: string, viewer: string, game: string): Promise<HeadToHead> {
  const r = await pool.query<HeadToHead>(
    `SELECT count(*)::int AS matches,
            count(*) FILTER (WHERE a.rank < b.rank)::int AS ahead,
            count(*) FILTER (WHERE a.rank > b.rank)::int AS behind,
            count(*) FILTER (WHERE a.rank = b.rank)::int AS level
     FROM rating_changes a JOIN rating_changes b ON b.match_id = a.match_id AND b.player_id = $2
     WHERE a.player_id = $1 AND a.game = $3`,
    [playerId, viewer, game],
  );
  return r.rows[0];
}

export async function leaderboard(pool: pg.Pool, game: string, limit: number): Promise<Leaderboard> {
  const rows = await pool.query<StoredRating & { name: string }>(
    `SELECT r.player_id, p.name, r.mu, r.sigma, r.rated_matches, r.wins, r.losses, r.draws
     FROM ratings r JOIN players p ON p.id = r.player_id
     WHERE r.game = $1 AND r.rated_matches >= $2 AND r.last_played_at >= now() - make_interval(days => $3)
     ORDER BY r.conservative DESC, r.player_id LIMIT $4`,
    [game, PROVISIONAL_MATCHES, ACTIVE_DAYS, limit],
  );
  return {
    game,
    players: rows.rows.map((r, i) => ({
      place: i + 1,
      playerId: r.player_id,
      name: r.name,
      rating: displayRating(r),
      ratedMatches: r.rated_matches,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
    })),
  };
}
