/**
 * Ratings in the store (docs/ratings.md): a rated match's rating changes are written in the transaction that writes
 * its end (./writes.ts), once per match whatever is retried or replayed, and `rebuildRatings` recomputes every rating
 * from the stored matches with the very same steps, in the same order.
 *
 * - Once: a rated match gets its row in `rated_matches` the first time its end is written (INSERT ... ON CONFLICT DO
 *   NOTHING); only that first write changes ratings. A repeated end (an outbox replayed, a resumed match ending
 *   again after a crash) finds the row and changes nothing.
 * - In order: the rows are numbered (`seq`) under a lock per game held to the commit, so across processes sharing
 *   one database the ratings of a game change one match at a time, in `seq` order, and the rebuild follows it.
 * - From stored facts only: the seats, their places and who left for good (`match_players`), the match's end time
 *   (copied to `rated_matches` when first rated), and for the anti-farming weight the rated matches before it.
 */
import type pg from "pg";
import { farmWeight, newSkill, conservative, rateTable, ranksOf, resultOf, type Skill } from "../ratings/model.js";

/** Advisory lock class of the ratings (the second key is the game's hash): one rating change of a game at a time. */
const RATINGS_LOCK = 727_364_002;

interface RatedRow {
  match_id: string;
  seq: string;
  game: string;
  finished_at: Date;
}

/** A player's rating in one game, as the `ratings` table keeps it. */
export interface StoredRating {
  player_id: string;
  mu: number;
  sigma: number;
  rated_matches: number;
  wins: number;
  losses: number;
  draws: number;
}

/**
 * Rates the matches of `matchIds` that are rated and not rated yet, in order: called inside the transaction that
 * writes their end, after it (so their seats carry their places).
 */
export async function rateFinished(c: pg.PoolClient, matchIds: readonly string[]): Promise<void> {
  for (const id of matchIds) {
    const game = await c.query<{ game: string }>(
      "SELECT game FROM matches WHERE id = $1 AND status = 'finished' AND table_settings->>'rated' = 'true'",
      [id],
    );
    if (!game.rowCount) continue;
    await c.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [RATINGS_LOCK, game.rows[0].game]);
    const first = await c.query<RatedRow>(
      `INSERT INTO rated_matches (match_id, game, finished_at)
       SELECT id, game, finished_at FROM matches WHERE id = $1
       ON CONFLICT (match_id) DO NOTHING
       RETURNING match_id, seq, game, finished_at`,
      [id],
    );
    if (first.rowCount) await rateOne(c, first.rows[0]);
  }
}

/** Every rating again from the stored rated matches, in the order they were rated; in one transaction. */
export async function rebuildRatings(c: pg.PoolClient): Promise<{ matches: number; players: number }> {
  await c.query("SELECT pg_advisory_xact_lock($1, hashtext(game)) FROM (SELECT DISTINCT game FROM rated_matches) g", [
    RATINGS_LOCK,
  ]);
  await c.query("DELETE FROM rating_changes");
  await c.query("DELETE FROM ratings");
  const rows = await c.query<RatedRow>("SELECT match_id, seq, game, finished_at FROM rated_matches ORDER BY seq");
  for (const row of rows.rows) await rateOne(c, row);
  const players = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM ratings");
  return { matches: rows.rowCount ?? 0, players: players.rows[0].n };
}

/** The UTC day [start, end) of a moment. */
function utcDay(at: Date): [Date, Date] {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return [start, new Date(start.getTime() + 86_400_000)];
}

/** One rated match: its people's ratings move, and every change is kept. */
async function rateOne(c: pg.PoolClient, row: RatedRow): Promise<void> {
  const seats = await c.query<{ player_id: string; place: number | null; left_for_good: boolean }>(
    `SELECT DISTINCT ON (player_id) player_id, place, left_for_good FROM match_players
     WHERE match_id = $1 AND NOT bot AND player_id IS NOT NULL ORDER BY player_id, seat`,
    [row.match_id],
  );
  const people = seats.rows;
  if (people.length < 2 || people.some((p) => p.place === null)) return;
  const ids = people.map((p) => p.player_id);
  const [dayStart, dayEnd] = utcDay(row.finished_at);
  const pairs = await c.query<{ a: string; n: number }>(
    `SELECT a.player_id AS a, max(n)::int AS n FROM (
       SELECT a.player_id, b.player_id AS other, count(*) AS n
       FROM rated_matches r
       JOIN rating_changes a ON a.match_id = r.match_id
       JOIN rating_changes b ON b.match_id = r.match_id AND b.player_id <> a.player_id
       WHERE r.game = $1 AND r.seq < $2 AND r.finished_at >= $3 AND r.finished_at < $4
         AND a.player_id = ANY($5) AND b.player_id = ANY($5)
       GROUP BY a.player_id, b.player_id) a
     GROUP BY a.player_id`,
    [row.game, row.seq, dayStart, dayEnd, ids],
  );
  const earlier = new Map(pairs.rows.map((p) => [p.a, p.n]));
  const stored = await c.query<StoredRating>(
    `SELECT player_id, mu, sigma, rated_matches, wins, losses, draws FROM ratings
     WHERE game = $1 AND player_id = ANY($2) FOR UPDATE`,
    [row.game, ids],
  );
  const before = new Map(stored.rows.map((r) => [r.player_id, r]));
  const prior: Skill[] = ids.map((id) => {
    const r = before.get(id);
    return r ? { mu: r.mu, sigma: r.sigma } : newSkill();
  });
  const ranks = ranksOf(
    people.map((p) => p.place!),
    people.map((p) => p.left_for_good),
  );
  const weights = ids.map((id) => farmWeight(earlier.get(id) ?? 0));
  const after = rateTable(prior, ranks, weights);
  const changes = ids.map((id, i) => ({
    match_id: row.match_id,
    player_id: id,
    game: row.game,
    seq: row.seq,
    rank: ranks[i],
    result: resultOf(ranks, i),
    weight: weights[i],
    mu_before: prior[i].mu,
    sigma_before: prior[i].sigma,
    mu_after: after[i].mu,
    sigma_after: after[i].sigma,
    finished_at: row.finished_at,
  }));
  const ratings = changes.map((ch, i) => {
    const old = before.get(ch.player_id);
    return {
      player_id: ch.player_id,
      game: row.game,
      mu: after[i].mu,
      sigma: after[i].sigma,
      conservative: conservative(after[i]),
      rated_matches: (old?.rated_matches ?? 0) + (weights[i] === 1 ? 1 : 0),
      wins: (old?.wins ?? 0) + (ch.result === "win" ? 1 : 0),
      losses: (old?.losses ?? 0) + (ch.result === "loss" ? 1 : 0),
      draws: (old?.draws ?? 0) + (ch.result === "draw" ? 1 : 0),
      last_played_at: row.finished_at,
    };
  });
  await c.query(
    `INSERT INTO rating_changes (match_id, player_id, game, seq, rank, result, weight, mu_before, sigma_before,
                                 mu_after, sigma_after, finished_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(match_id text, player_id text, game text, seq bigint,
       rank integer, result text, weight double precision, mu_before double precision, sigma_before double precision,
       mu_after double precision, sigma_after double precision, finished_at timestamptz)`,
    [JSON.stringify(changes)],
  );
  await c.query(
    `INSERT INTO ratings (player_id, game, mu, sigma, conservative, rated_matches, wins, losses, draws, last_played_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(player_id text, game text, mu double precision,
       sigma double precision, conservative double precision, rated_matches integer, wins integer, losses integer,
       draws integer, last_played_at timestamptz)
     ON CONFLICT (player_id, game) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma,
       conservative = EXCLUDED.conservative, rated_matches = EXCLUDED.rated_matches, wins = EXCLUDED.wins,
       losses = EXCLUDED.losses, draws = EXCLUDED.draws,
       last_played_at = GREATEST(ratings.last_played_at, EXCLUDED.last_played_at)`,
    [JSON.stringify(ratings)],
  );
}
