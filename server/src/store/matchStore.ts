/** The match store: journaled writes (journal.ts), history reads (history.ts), on Postgres or embedded PGlite. */
import path from "node:path";
import type pg from "pg";
import type { ChatLine, Leaderboard, PlayerPage, RecordBoard, RecordGame } from "@tabletop/shared";
import type { Logger } from "pino";
import type { EmbeddedDb } from "./embedded.js";
import { EmbeddedSupervisor } from "./supervisor.js";
import { getMatch, inPlay, listMatches } from "./history.js";
import { errorMessage, Journal } from "./journal.js";
import { raiseTokenGeneration, tokenGeneration, useSignInCode } from "./identities.js";
import { runMigrations } from "./migrate.js";
import { actionOp, chatOp, createOp, finishOp, playerOp, releaseOp, roomOp, type Op } from "./ops.js";
import { Outbox } from "./outbox.js";
import { createPool, inTransaction, isPermanentDbError } from "./pool.js";
import { leaderboard, playerPage } from "./ratingReads.js";
import { dailyBoard, playerRecords, recordBoard } from "./recordReads.js";
import {
  claimDaily,
  dailyDungeon,
  dailyPlayed,
  dayEnded,
  startDaily,
  type DailyClaim,
  type DailyDungeonRow,
  type FreshDaily,
} from "./daily.js";
import { rebuildRatings } from "./ratings.js";
import { storableText } from "./storable.js";
import type {
  ActionRecord,
  FinishedMatch,
  HistoryQuery,
  MatchDetail,
  MatchStore,
  MatchSummary,
  NewMatch,
  OpenStoreOptions,
  PlayerRecord,
  StoreHealth,
} from "./types.js";
import { writeChunk } from "./writes.js";

const HEALTH_TIMEOUT_MS = 1000;
/** Backoff bounds for running the migrations again while the database is unreachable at boot. */
const MIGRATE_RETRY_MS = [500, 10_000] as const;

class PgMatchStore implements MatchStore {
  private readonly journal: Journal;
  private readonly writeTimeoutMs: number;
  private closed = false;
  private embedded: EmbeddedSupervisor | null = null;
  private readonly written: ((ms: number, ops: number) => void)[] = [];

  constructor(
    readonly backend: "postgres" | "pglite",
    private pool: pg.Pool,
    outbox: Outbox,
    private readonly poolMax: number,
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
      write: async (ops) => {
        const started = performance.now();
        await writeChunk(this.pool, ops);
        const ms = performance.now() - started;
        for (const l of this.written) l(ms, ops.length);
      },
    });
    this.journal.restore(outbox.load());
    if (this.journal.pending > 0)
      logger?.warn({ ops: this.journal.pending }, "store: replaying the outbox of a previous run");
  }

  onWritten(listener: (ms: number, ops: number) => void): void {
    this.written.push(listener);
  }

  get pendingWrites(): number {
    return this.journal.pending;
  }

  async migrate(): Promise<void> {
    await runMigrations(this.pool, this.logger);
    this.journal.resume();
  }

  async start(): Promise<void> {
    try {
      await this.migrate();
    } catch (err) {
      if (isPermanentDbError(err)) throw err;
      this.logger?.error(
        { err: errorMessage(err) },
        "store: database unreachable at boot; writes go to the outbox until it is back",
      );
      this.journal.hold(`database unreachable: ${errorMessage(err)}`);
      void this.migrateUntilDone(MIGRATE_RETRY_MS[0]);
    }
  }

  /** Runs the migrations (after `wait` ms), again with backoff until they pass; held writes then drain. */
  private async migrateUntilDone(wait: number): Promise<void> {
    while (!this.closed) {
      if (wait > 0) await delay(wait);
      wait = Math.min(Math.max(wait * 2, MIGRATE_RETRY_MS[0]), MIGRATE_RETRY_MS[1]);
      try {
        await this.migrate();
        this.journal.retryNow();
        this.logger?.info("store: database reachable, migrations checked, outbox draining");
        return;
      } catch (err) {
        this.logger?.warn({ err: errorMessage(err) }, "store: database still unreachable");
      }
    }
  }

  /** Watches the embedded database: a new child after a death gets a new pool, and the held writes drain to it. */
  superviseEmbedded(supervisor: EmbeddedSupervisor): void {
    this.embedded = supervisor;
  }

  /** The embedded child was started again on a new port: point a new pool at it, check the schema, retry now. */
  onEmbeddedRestart(db: EmbeddedDb): void {
    const old = this.pool;
    this.pool = createPool({
      connectionString: db.url,
      max: this.poolMax,
      timeoutMs: this.writeTimeoutMs,
      logger: this.logger,
    });
    old.end().catch(() => undefined);
    void this.migrateUntilDone(0);
  }

  upsertPlayer(p: { id: string; name: string }): Promise<void> {
    return this.enqueue(() => playerOp(p));
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const r = await this.pool.query<{ id: string; name: string; created_at: Date }>(
      "SELECT id, name, created_at FROM players WHERE id = $1",
      [id],
    );
    const row = r.rows[0];
    return row ? { id: row.id, name: row.name, createdAt: row.created_at.toISOString() } : null;
  }

  tokenGeneration(playerId: string): Promise<number> {
    // While writes wait for the database, a read would only wait too: the caller falls back at once.
    if (this.journal.isDegraded) return Promise.reject(new Error("store: the database is unreachable"));
    return tokenGeneration(this.pool, playerId);
  }

  raiseTokenGeneration(playerId: string, from: number, name: string): Promise<number | null> {
    return raiseTokenGeneration(this.pool, playerId, from, storableText(name, "player name"));
  }

  useSignInCode(id: string, playerId: string, expiresAt: Date): Promise<boolean> {
    return useSignInCode(this.pool, id, playerId, expiresAt);
  }

  createMatch(m: NewMatch): Promise<void> {
    return this.enqueue(() => createOp(m));
  }

  appendAction(a: ActionRecord): Promise<void> {
    return this.enqueue(() => actionOp(a));
  }

  appendChat(matchId: string, line: ChatLine): Promise<void> {
    return this.enqueue(() => chatOp(matchId, line));
  }

  finishMatch(f: FinishedMatch): Promise<void> {
    return this.enqueue(() => finishOp(f));
  }

  setRoom(matchId: string, room: { roomId: string; serverId: string }): Promise<void> {
    return this.enqueue(() => roomOp(matchId, room));
  }

  releaseRoom(matchId: string, serverId: string): Promise<void> {
    return this.enqueue(() => releaseOp(matchId, serverId));
  }

  inPlay(serverId: string): Promise<string[]> {
    return inPlay(this.pool, serverId);
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

  async playerPage(playerId: string, viewer: string | null): Promise<PlayerPage | null> {
    const page = await playerPage(this.pool, playerId, viewer);
    return page && { ...page, records: await playerRecords(this.pool, playerId, viewer) };
  }

  recordBoard(game: RecordGame, track: string, limit: number): Promise<RecordBoard> {
    return recordBoard(this.pool, game, track, limit);
  }

  dailyBoard(game: RecordGame, track: string, day: string, limit: number): Promise<RecordBoard> {
    return dailyBoard(this.pool, game, track, day, dayEnded(day), limit);
  }

  daily(game: RecordGame, track: string, day: string, fresh: FreshDaily): Promise<DailyDungeonRow> {
    return dailyDungeon(this.pool, game, track, day, fresh);
  }

  dailyPlayed(game: RecordGame, day: string, playerId: string): Promise<string[]> {
    return dailyPlayed(this.pool, game, day, playerId);
  }

  claimDaily(claim: DailyClaim): Promise<DailyDungeonRow | null> {
    return claimDaily(this.pool, claim);
  }

  startDaily(matchId: string): Promise<boolean> {
    return startDaily(this.pool, matchId);
  }

  leaderboard(game: string, limit: number): Promise<Leaderboard> {
    return leaderboard(this.pool, game, limit);
  }

  /** After the writes queued so far, so the matches they end are rebuilt too. */
  async rebuildRatings(): Promise<{ matches: number; players: number }> {
    await this.journal.flush();
    return inTransaction(this.pool, (c) => rebuildRatings(c));
  }

  async health(): Promise<StoreHealth> {
    let pingError: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.pool.query("SELECT 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("store: database ping timed out")), HEALTH_TIMEOUT_MS);
        }),
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
      lastError: pingError ?? (degraded ? (this.journal.lastError ?? "writes pending in the outbox") : null),
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

const EMBEDDED_CONNECTIONS = 8;

/**
 * Opens the store. With `databaseUrl`, on that Postgres; without, on PGlite in a supervised child process with its
 * data in `<dataDir>/pglite`. Nothing is written until `migrate()` or `start()`; an outbox left by a previous run is
 * replayed then.
 */
export async function openStore(opts: OpenStoreOptions): Promise<MatchStore> {
  const logger = opts.logger;
  const writeTimeoutMs = opts.writeTimeoutMs ?? 3000;
  const outbox = new Outbox(opts.dataDir);
  if (opts.databaseUrl) {
    const max = opts.poolMax ?? 8;
    const pool = createPool({ connectionString: opts.databaseUrl, max, timeoutMs: writeTimeoutMs, logger });
    return new PgMatchStore("postgres", pool, outbox, max, opts, logger);
  }
  let store: PgMatchStore | null = null;
  const supervisor = await EmbeddedSupervisor.start(
    { dir: path.join(opts.dataDir, "pglite"), maxConnections: EMBEDDED_CONNECTIONS, logger },
    (db) => store?.onEmbeddedRestart(db),
  );
  // PGlite runs one exchange at a time anyway (pgliteSessions.ts); a few connections let reads and the health ping
  // queue beside the writer instead of waiting for a pool slot. Always below the child's connection limit.
  const max = Math.min(opts.poolMax ?? 4, EMBEDDED_CONNECTIONS - 1);
  const pool = createPool({ connectionString: supervisor.db.url, max, timeoutMs: writeTimeoutMs, logger });
  store = new PgMatchStore("pglite", pool, outbox, max, opts, logger);
  store.superviseEmbedded(supervisor);
  return store;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
