/** The SQL behind each journal op. Every write is idempotent, so replaying a journal or an outbox is safe. */
import type pg from "pg";
import type { Op } from "./ops.js";
import { inTransaction, PermanentStoreError } from "./pool.js";

type ActionOp = Extract<Op, { kind: "action" }>;

/** Max rows in one multi-row INSERT (5 parameters each; Postgres allows 65535). */
export const MAX_BATCH_ROWS = 1000;

export async function writeActions(pool: pg.Pool, rows: ActionOp[]): Promise<void> {
  const params: unknown[] = [];
  const tuples = rows.map((r) => {
    const n = params.push(r.matchId, r.seq, r.seat, r.action, r.at);
    return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n})`;
  });
  await pool.query(
    `INSERT INTO match_actions (match_id, seq, seat, action, at) VALUES ${tuples.join(", ")}
     ON CONFLICT (match_id, seq) DO NOTHING`,
    params,
  );
}

export async function writeOne(pool: pg.Pool, op: Exclude<Op, ActionOp>): Promise<void> {
  switch (op.kind) {
    case "player":
      await pool.query(
        `INSERT INTO players (id, name) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`,
        [op.id, op.name],
      );
      return;
    case "create":
      await inTransaction(pool, async (c) => {
        for (const s of op.seats) {
          if (s.playerId === null) continue;
          // A seat may name a player whose own upsert never reached us; keep the foreign key satisfied.
          await c.query("INSERT INTO players (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [s.playerId, s.name]);
        }
        await c.query(
          `INSERT INTO matches (id, game, status, seed, options, engine_version, private, created_at)
           VALUES ($1, $2, 'playing', $3, $4::jsonb, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [op.id, op.game, op.seed, op.options, op.engineVersion, op.private, op.createdAt],
        );
        for (const s of op.seats) {
          await c.query(
            `INSERT INTO match_players (match_id, seat, player_id, name, bot, created_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (match_id, seat) DO NOTHING`,
            [op.id, s.seat, s.playerId, s.name, s.bot, op.createdAt],
          );
        }
      });
      return;
    case "finish":
      await inTransaction(pool, async (c) => {
        const m = await c.query(
          `UPDATE matches SET status = $2, outcome = $3::jsonb, finished_at = $4 WHERE id = $1`,
          [op.matchId, op.status, op.outcome, op.finishedAt],
        );
        if (m.rowCount === 0) throw new PermanentStoreError(`store: cannot finish unknown match ${op.matchId}`);
        // results[i] is seat i's result; seats past the end get none.
        await c.query(
          `UPDATE match_players SET finished_at = $2, result = ($3::text[])[seat + 1] WHERE match_id = $1`,
          [op.matchId, op.finishedAt, op.results],
        );
      });
      return;
  }
}
