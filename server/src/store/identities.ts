/**
 * What the database keeps of guest identities beside their names (migration 005): each player's token generation
 * and the sign-in codes already used. These are read and written at once, not through the journal: a sign-out or a
 * sign-in must be decided by the database that every process shares, so while it cannot be reached they fail.
 */
import type pg from "pg";

/** Bound on a read made while someone waits to join or to be answered. */
const READ_TIMEOUT_MS = 1000;

/** The player's token generation (0 for a player the database has not seen yet). */
export async function tokenGeneration(pool: pg.Pool, playerId: string): Promise<number> {
  const r = await bounded(
    pool.query<{ g: number }>("SELECT token_generation AS g FROM players WHERE id = $1", [playerId]),
    "reading a token generation",
  );
  return r.rows[0]?.g ?? 0;
}

/**
 * Raises the player's generation from `from` to `from + 1` (and sets the name): the new generation, or null when it
 * is no longer `from` (another device raised it first, so the asker was itself signed out).
 */
export async function raiseTokenGeneration(
  pool: pg.Pool,
  playerId: string,
  from: number,
  name: string,
): Promise<number | null> {
  const r = await pool.query<{ g: number }>(
    `INSERT INTO players (id, name, token_generation) VALUES ($1, $2, $3 + 1)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, token_generation = players.token_generation + 1,
       updated_at = now()
     WHERE players.token_generation = $3
     RETURNING token_generation AS g`,
    [playerId, name, from],
  );
  return r.rows[0]?.g ?? null;
}

/**
 * Uses the sign-in code `id` (of `playerId`, good until `expiresAt`): true for the one call that uses it first,
 * false for every other, in any process, however close together. Codes past their time are cleared on the way.
 */
export async function useSignInCode(pool: pg.Pool, id: string, playerId: string, expiresAt: Date): Promise<boolean> {
  await pool.query("DELETE FROM used_sign_in_codes WHERE expires_at < now() - interval '1 minute'");
  const r = await pool.query(
    `INSERT INTO used_sign_in_codes (id, player_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, playerId, expiresAt],
  );
  return r.rowCount === 1;
}

function bounded<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`store: ${what} timed out`)), READ_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
