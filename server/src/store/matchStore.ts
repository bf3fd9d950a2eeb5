/** The match store: journaled writes (journal.ts), history reads (history.ts), on Postgres or embedded PGlite. */
import path from "node:path";
import type pg from "pg";
import type { Logger } from "pino";
import { startEmbedded, type EmbeddedDb } from "./embedded.js";
import { getMatch, listMatches } from "./history.js";
import { errorMessage, Journal } from "./journal.js";
import { runMigrations } from "./migrate.js";
import { actionOp, createOp, finishOp, playerOp, type Op } from "./ops.js";
import { Outbox } from "./outbox.js";
import { createPool } from "./pool.js";
import type {
  ActionRecord, FinishedMatch, HistoryQuery, MatchDetail, MatchStore, MatchSummary, NewMatch, OpenStoreOptions,
  PlayerRecord, StoreHealth,
} from "./types.js";
import { writeChunk } from "./writes.js";

const HEALTH_TIMEOUT_MS = 1000;

class PgMatchStore implements MatchStore {
  private readonly journal: Journal;
  private readonly writeTimeoutMs: number;
  private closed = false;

  constructor(
    readonly backend: "postgres" | "pglite",
    private readonly pool: pg.Pool,
    outbox: Outbox,
    private readonly embedded: EmbeddedDb | null,
    opts: OpenStoreOptions,
    private readonly logger?: Logger,
  ) {
    this.writeTimeoutMs = opts.writeTimeoutMs ?? 3000;
    this.journal = new Journal({
      outbox,
      logger,
      writeTimeoutMs: this.writeTimeoutMs,
      retryMinMs: opts.retryMinMs ?? 100,
      retryMaxMs: opts.retryMaxMs ?? 5000,
      write: (ops) => writeChunk(this.pool, ops),
    });
    this.journal.restore(outbox.load());
    if (this.journal.pending > 0) logger?.warn({ ops: this.journal.pending }, "store: replaying the outbox of a previous run");
  }

  get pendingWrites(): number {
    return this.journal.pending;
  }

  async migrate(): Promise<void> {
    await runMigrations(this.pool, this.logger);
    this.journal.resume();
  }

  upsertPlayer(p: { id: string; name: string }): Promise<void> {
    return this.enqueue(() => playerOp(p));
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const r = await this.pool.query<{ id: string; name: string; created_at: Date }>(
      "SELECT id, name, created_at FROM players WHERE id = $1", [id]);
    const row = r.rows[0];
    return row ? { id: row.id, name: row.name, createdAt: row.created_at.toISOString() } : null;
  }

  createMatch(m: NewMatch): Promise<void> {
    return this.enqueue(() => createOp(m));
  }

  appendAction(a: ActionRecord): Promise<void> {
    return this.enqueue(() => actionOp(a));
  }

  finishMatch(f: FinishedMatch): Promise<void> {
    return this.enqueue(() => finishOp(f));
  }

  private enqueue(make: () => Op): Promise<void> {
    let op: Op;
    try {
      op = make();
    } catch (err) {
      return Promise.reject(err);
    }
    return this.journal.enqueue(op);
  }

  listMatches(q: HistoryQuery): Promise<MatchSummary[]> {
    return listMatches(this.pool, q);
  }

  getMatch(id: string): Promise<MatchDetail | null> {
    return getMatch(this.pool, id);
  }

  async health(): Promise<StoreHealth> {
    let pingError: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.pool.query("SELECT 1"),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error("store: database ping timed out")), HEALTH_TIMEOUT_MS); }),
      ]);
    } catch (err) {
      pingError = errorMessage(err);
    } finally {
      clearTimeout(timer);
    }
    const degraded = this.journal.isDegraded;
    return {
      ok: pingError === null && !degraded && !this.closed,
      backend: this.backend,
      pending: this.journal.pending,
      lastError: pingError ?? (degraded ? this.journal.lastError ?? "writes pending in the outbox" : null),
    };
  }

  flush(): Promise<void> {
    return this.journal.flush();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A graceful shutdown lets queued writes land first, unless the database is down: then they stay in the
    // outbox for the next boot instead of holding the shutdown.
    if (!this.journal.isDegraded) await Promise.race([this.journal.flush(), delay(this.writeTimeoutMs)]);
    await this.journal.close();
    await this.pool.end().catch((err) => this.logger?.warn({ err: errorMessage(err) }, "store: pool end failed"));
    await this.embedded?.stop();
  }
}

/**
 * Opens the store. With `databaseUrl`, on that Postgres; without, on PGlite in a child process with its data in
 * `<dataDir>/pglite`. An outbox left by a previous run is replayed once migrations have run: openStore runs them
 * itself in that case (they are idempotent; the server calls migrate() at boot anyway).
 */
export async function openStore(opts: OpenStoreOptions): Promise<MatchStore> {
  const logger = opts.logger;
  const writeTimeoutMs = opts.writeTimeoutMs ?? 3000;
  let embedded: EmbeddedDb | null = null;
  let url = opts.databaseUrl;
  let max = opts.poolMax ?? 8;
  if (!url) {
    embedded = await startEmbedded({ dir: path.join(opts.dataDir, "pglite"), maxConnections: 8, logger });
    url = embedded.url;
    // PGlite runs one statement at a time anyway; a few connections let reads and the health ping queue
    // beside the writer instead of waiting for a pool slot. Always below the child's connection limit.
    max = Math.min(opts.poolMax ?? 4, embedded.maxConnections - 1);
  }
  const pool = createPool({ connectionString: url, max, timeoutMs: writeTimeoutMs, logger });
  const store = new PgMatchStore(embedded ? "pglite" : "postgres", pool, new Outbox(opts.dataDir), embedded, opts, logger);
  if (store.pendingWrites > 0) {
    try {
      await store.migrate();
      await Promise.race([store.flush(), delay(writeTimeoutMs)]);
    } catch (err) {
      logger?.warn({ err: errorMessage(err) }, "store: database unavailable at boot, the outbox replays after migrate()");
    }
  }
  return store;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
