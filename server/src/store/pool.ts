/** pg.Pool construction and a checkout helper that never lets a dropped connection crash the process. */
import pg from "pg";
import type { Logger } from "pino";

export interface PoolConfig {
  connectionString: string;
  max: number;
  /** Bound on connecting and on each query, so a write never hangs while the database is unreachable. */
  timeoutMs: number;
  logger?: Logger;
}

export function createPool(cfg: PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    connectionString: cfg.connectionString,
    max: cfg.max,
    connectionTimeoutMillis: cfg.timeoutMs,
    query_timeout: cfg.timeoutMs,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    allowExitOnIdle: true,
  });
  // Errors of idle clients (the server went away between queries). Without a listener they would crash us.
  pool.on("error", (err) => cfg.logger?.warn({ err: err.message }, "store: idle database connection lost"));
  return pool;
}

/**
 * Checks a client out for `fn`. While it is checked out, pg-pool removes its own error listener, so a connection
 * dropped between two statements would emit an unhandled 'error'; we listen ourselves and, on any failure, destroy
 * the client instead of returning a possibly broken connection to the pool.
 */
export async function withClient<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on("error", onError);
  try {
    const result = await fn(client);
    return result;
  } catch (err) {
    broken ??= err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

/** Runs `fn` inside BEGIN/COMMIT on one client; rolls back (best effort) on error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query("BEGIN");
    try {
      const result = await fn(client);
      await client.query("COMMIT");
      return result;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    }
  });
}

/** True when the error comes from SQL itself (a constraint, bad data...), so retrying cannot help. */
export function isPermanentDbError(err: unknown): boolean {
  if (!(err instanceof pg.DatabaseError)) return err instanceof PermanentStoreError;
  const code = err.code ?? "";
  // 08 connection, 53 resources, 57 operator intervention/cancel (statement_timeout), 40 rollback (deadlock,
  // serialization), 55P03 lock not available, 58 system errors: all worth a retry.
  return !/^(08|53|57|40|58)/.test(code) && code !== "55P03" && code !== "";
}

/** A write the database will never accept (e.g. finishing an unknown match). */
export class PermanentStoreError extends Error {
  override name = "PermanentStoreError";
}
