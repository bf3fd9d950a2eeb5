/**
 * The daily dungeons in the store (docs/ratings.md, "The daily dungeon"): one seed and one set of options per game,
 * track and UTC day, made at random on the first ask of that day and the same for everyone after, in any process;
 * and each person's one counted attempt, claimed when their table opens and fixed when its match starts. A claim
 * whose match never started passes to the next table the person opens; a started one is final.
 */
import type pg from "pg";
import { inTransaction } from "./pool.js";

/** A day's dungeon: its seed is secret until the day ends (../http/disclosure.ts); its options are public. */
export interface DailyDungeonRow {
  game: string;
  track: string;
  day: string;
  seed: string;
  options: unknown;
}

/** The seed and options a day's dungeon gets when it is first asked for (../records/daily.ts makes them). */
export interface FreshDaily {
  seed: string;
  options: unknown;
}

export interface DailyClaim {
  game: string;
  track: string;
  day: string;
  playerId: string;
  matchId: string;
  fresh: FreshDaily;
}

const DAY_MS = 86_400_000;

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** When a UTC day ends. */
export const dayEndOf = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** Whether a UTC day has ended. */
export const dayEnded = (day: string, now = new Date()): boolean => now.getTime() >= dayEndOf(day).getTime();

async function ensure(c: pg.Pool | pg.PoolClient, game: string, track: string, day: string, fresh: FreshDaily) {
  await c.query(
    `INSERT INTO daily_dungeons (game, track, day, seed, options) VALUES ($1, $2, $3::date, $4, $5::jsonb)
     ON CONFLICT DO NOTHING`,
    [game, track, day, fresh.seed, JSON.stringify(fresh.options)],
  );
  const row = await c.query<DailyDungeonRow>(
    `SELECT game, track, to_char(day, 'YYYY-MM-DD') AS day, seed, options FROM daily_dungeons
     WHERE game = $1 AND track = $2 AND day = $3::date`,
    [game, track, day],
  );
  return row.rows[0];
}

/** The day's dungeon of a track, made now if nobody asked for it yet today. */
export function dailyDungeon(pool: pg.Pool, game: string, track: string, day: string, fresh: FreshDaily) {
  return ensure(pool, game, track, day, fresh);
}

/** The tracks of `game` whose daily dungeon of `day` the player has started. */
export async function dailyPlayed(pool: pg.Pool, game: string, day: string, playerId: string): Promise<string[]> {
  const rows = await pool.query<{ track: string }>(
    "SELECT track FROM daily_runs WHERE game = $1 AND day = $2::date AND player_id = $3 AND started ORDER BY track",
    [game, day, playerId],
  );
  return rows.rows.map((r) => r.track);
}

/**
 * The player's attempt at the day's dungeon, for the match `matchId`: the dungeon, or null when they have started
 * one already. An attempt claimed for a table whose match never started passes to this one.
 */
export function claimDaily(pool: pg.Pool, claim: DailyClaim): Promise<DailyDungeonRow | null> {
  return inTransaction(pool, async (c) => {
    const dungeon = await ensure(c, claim.game, claim.track, claim.day, claim.fresh);
    const run = await c.query(
      `INSERT INTO daily_runs (game, track, day, player_id, match_id) VALUES ($1, $2, $3::date, $4, $5)
       ON CONFLICT (game, track, day, player_id) DO UPDATE SET match_id = EXCLUDED.match_id
       WHERE NOT daily_runs.started
       RETURNING match_id`,
      [claim.game, claim.track, claim.day, claim.playerId, claim.matchId],
    );
    return run.rowCount ? dungeon : null;
  });
}

/** The match of a claimed attempt starts: the attempt is final. False when the claim passed to another table. */
export async function startDaily(pool: pg.Pool, matchId: string): Promise<boolean> {
  const r = await pool.query("UPDATE daily_runs SET started = true WHERE match_id = $1 RETURNING match_id", [matchId]);
  return (r.rowCount ?? 0) > 0;
}
