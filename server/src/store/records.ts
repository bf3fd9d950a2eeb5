/**
 * Records in the store (docs/ratings.md, "Records"): a solo or co-operative match's record is written in the
 * transaction that writes its end (./writes.ts), once per match whatever is retried or replayed, with the party as it
 * stood at that first end; it counts for each person who played it to the end. A daily dungeon's run counts for its
 * day's board when it ended before the day did.
 */
import type pg from "pg";
import type { RecordFacts } from "../records/games.js";

/** One ended match's record as the finish op carries it. */
export interface RecordedEnd {
  matchId: string;
  record: RecordFacts;
}

/**
 * Writes the record of each match of `ends` not recorded yet: called inside the transaction that writes their end,
 * after it (so the seats carry who left for good). A record already written is kept as it is.
 */
export async function recordFinished(c: pg.PoolClient, ends: readonly RecordedEnd[]): Promise<void> {
  const first = await c.query<{ match_id: string }>(
    `INSERT INTO match_records (match_id, game, track, won, rounds, score, facts, party, daily, finished_at)
     SELECT m.id, m.game, e.track, e.won, e.rounds, e.score, e.facts,
            (SELECT jsonb_agg(jsonb_build_object('playerId', CASE WHEN mp.bot THEN NULL ELSE mp.player_id END,
                                                 'name', mp.name, 'bot', mp.bot, 'left', mp.left_for_good)
                              ORDER BY mp.seat)
               FROM match_players mp WHERE mp.match_id = m.id),
            dr.day, m.finished_at
     FROM jsonb_to_recordset($1::jsonb) AS e(match_id text, track text, won boolean, rounds integer, score integer,
                                             facts jsonb)
     JOIN matches m ON m.id = e.match_id AND m.status = 'finished'
     LEFT JOIN daily_runs dr ON dr.match_id = m.id AND dr.started
       AND m.finished_at < (dr.day + 1)::timestamp AT TIME ZONE 'UTC'
     ON CONFLICT (match_id) DO NOTHING
     RETURNING match_id`,
    [JSON.stringify(ends.map((e) => ({ match_id: e.matchId, ...e.record })))],
  );
  if (!first.rowCount) return;
  await c.query(
    `INSERT INTO record_holders (match_id, player_id, game, track, won, rounds, score, daily, finished_at)
     SELECT DISTINCT ON (r.match_id, mp.player_id) r.match_id, mp.player_id, r.game, r.track, r.won, r.rounds,
            r.score, r.daily, r.finished_at
     FROM match_records r JOIN match_players mp ON mp.match_id = r.match_id
     WHERE r.match_id = ANY($1) AND NOT mp.bot AND NOT mp.left_for_good AND mp.player_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [first.rows.map((r) => r.match_id)],
  );
}
