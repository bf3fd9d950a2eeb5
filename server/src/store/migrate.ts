/** Applies ./migrations in order: each once, each in its own transaction, recorded in schema_migrations. */
import type pg from "pg";
import type { Logger } from "pino";
import { migrations, type Migration } from "./migrations/index.js";
import { inTransaction } from "./pool.js";

/** Arbitrary constant key so that concurrent boots against one database apply each migration once. */
const MIGRATION_LOCK = 727_364_001;

export async function runMigrations(
  pool: pg.Pool,
  logger?: Logger,
  list: readonly Migration[] = migrations,
): Promise<number[]> {
  const applied: number[] = [];
  for (const m of [...list].sort((a, b) => a.version - b.version)) {
    const did = await inTransaction(pool, async (c) => {
      await c.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await c.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const done = await c.query("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version]);
      if (done.rowCount) return false;
      await c.query(m.sql);
      await c.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      return true;
    });
    if (did) {
      applied.push(m.version);
      logger?.info({ version: m.version, name: m.name }, "store: migration applied");
    }
  }
  return applied;
}
