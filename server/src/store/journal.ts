/**
 * The write queue. Every write goes through here, in order:
 *
 * - Normal mode: ops queue up and a single writer drains them, taking everything queued (up to MAX_CHUNK_OPS) as
 *   one chunk that is written in one transaction (writes.ts): under load, hundreds of moves, new matches and
 *   finished matches share one commit. FIFO order keeps each match's seq order and puts a finish after that
 *   match's actions. A caller's promise resolves when its row is committed.
 * - Outage: when a write fails for a transient reason (or takes longer than `writeTimeoutMs`), every op not yet
 *   written is appended to the outbox file (fsync'd) and its caller is resolved: it is safe. From then on new ops
 *   go to the outbox as they arrive, and the writer retries the head of the queue with capped exponential backoff.
 * - Catching up: the first write that succeeds again ends the outage: new ops are written (and their callers
 *   resolved on commit) as in normal mode, behind the backlog, which keeps its place in the queue. Once the last op
 *   of the outbox is in the database the outbox is truncated. (Waiting for an empty queue instead kept a busy server
 *   in the outbox, fsyncing every write, for as long as its load lasted.)
 * - A permanent SQL error (a constraint, an unknown match) rejects the caller; in a chunk, the ops are retried one
 *   by one so only the bad one fails. If its caller was already resolved (outbox), the op goes to the
 *   rejected-outbox file and the error is logged.
 */
import type { Logger } from "pino";
import { opMatch, type Op } from "./ops.js";
import type { Outbox } from "./outbox.js";
import { isPermanentDbError } from "./pool.js";
import { MAX_CHUNK_OPS } from "./writes.js";

interface Entry {
  op: Op;
  resolve: () => void;
  reject: (err: unknown) => void;
  settled: boolean;
  persisted: boolean;
  solo: boolean;
}

export interface JournalOptions {
  /** Writes a chunk of ops of any kinds, all or nothing. */
  write: (ops: Op[]) => Promise<void>;
  outbox: Outbox;
  writeTimeoutMs: number;
  retryMinMs: number;
  retryMaxMs: number;
  logger?: Logger;
}

export class Journal {
  private queue: Entry[] = [];
  private running = false;
  private scheduled = false;
  private persistScheduled = false;
  private paused = false;
  private closed = false;
  private degraded = false;
  /** Queued ops that are in the outbox file (written there during an outage, or restored from it). */
  private onDisk = 0;
  private backoff: number;
  private wake: (() => void) | null = null;
  private idleWaiters: (() => void)[] = [];
  private pumpDone: Promise<void> = Promise.resolve();
  lastError: string | null = null;

  constructor(private readonly opts: JournalOptions) {
    this.backoff = opts.retryMinMs;
  }

  /** Ops to write before anything else (a previous run's outbox). They are already on disk. Pauses the writer. */
  restore(ops: Op[]): void {
    if (ops.length === 0) return;
    for (const op of ops) {
      this.queue.push({ op, resolve: noop, reject: noop, settled: true, persisted: true, solo: false });
    }
    this.onDisk += ops.length;
    this.degraded = true;
    this.paused = true;
    this.lastError = `replaying ${ops.length} outbox writes from a previous run`;
  }

  /**
   * Holds every write back until resume(): the database could not be reached to run the migrations at boot, so
   * writes go to the outbox (and their callers are told they are safe) until it can.
   */
  hold(reason: string): void {
    this.paused = true;
    this.degraded = true;
    this.lastError = reason;
    this.persistPending();
  }

  /** Retries at once instead of at the end of the backoff (the database is back: a new embedded child). */
  retryNow(): void {
    this.backoff = this.opts.retryMinMs;
    this.wake?.();
  }

  /** Lets the writer start (after migrations, when an outbox was restored or the writes were held). */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.schedule();
  }

  get pending(): number {
    return this.queue.length;
  }

  /** True while writes are held back in the outbox (the database failed and has not caught up). */
  get isDegraded(): boolean {
    return this.degraded;
  }

  enqueue(op: Op): Promise<void> {
    if (this.closed) return Promise.reject(new Error("store: closed"));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ op, resolve, reject, settled: false, persisted: false, solo: false });
      if (this.degraded) this.schedulePersist();
      this.schedule();
    });
  }

  /** Resolves once every queued op is in the database. */
  flush(): Promise<void> {
    if (this.queue.length === 0 && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops writing. Whatever is still queued goes to the outbox (so the next boot replays it) and its callers are
   * resolved. Waits for a write in flight to finish or fail.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.queue.some((e) => !e.persisted)) this.persistPending();
    this.wake?.();
    await this.pumpDone;
  }

  private schedule(): void {
    if (this.running || this.scheduled || this.paused || this.closed) return;
    this.scheduled = true;
    // setImmediate: every write issued during the current turn of the event loop joins the same batch.
    setImmediate(() => {
      this.scheduled = false;
      this.pumpDone = this.pump();
    });
  }

  private schedulePersist(): void {
    if (this.persistScheduled) return;
    this.persistScheduled = true;
    queueMicrotask(() => {
      this.persistScheduled = false;
      this.persistPending();
    });
  }

  /** Appends every op not yet on disk to the outbox and resolves its caller. */
  private persistPending(): void {
    const fresh = this.queue.filter((e) => !e.persisted);
    if (fresh.length === 0) return;
    try {
      this.opts.outbox.append(fresh.map((e) => e.op));
    } catch (err) {
      // The disk failed too. The ops stay queued in memory and play goes on; health reports it.
      this.lastError = `outbox write failed: ${errorMessage(err)}`;
      this.opts.logger?.error({ err: errorMessage(err), ops: fresh.length }, "store: cannot write the outbox");
    }
    for (const e of fresh) {
      e.persisted = true;
      this.onDisk++;
      this.settle(e);
    }
  }

  private settle(e: Entry, err?: unknown): void {
    if (e.settled) return;
    e.settled = true;
    if (err === undefined) e.resolve();
    else e.reject(err);
  }

  /** The next ops to write together: the head alone when it is being retried alone, else up to the next such op. */
  private takeChunk(): Entry[] {
    if (this.queue[0]!.solo) return [this.queue[0]!];
    let n = 1;
    while (n < this.queue.length && n < MAX_CHUNK_OPS && !this.queue[n]!.solo) n++;
    return this.queue.slice(0, n);
  }

  private enterOutage(err: unknown): void {
    this.lastError = errorMessage(err);
    if (!this.degraded) {
      this.degraded = true;
      this.opts.logger?.warn(
        { err: this.lastError, pending: this.queue.length },
        "store: database write failed, using the outbox",
      );
    }
    this.persistPending();
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.closed && !this.paused) {
        const chunk = this.takeChunk();
        // Bound the first attempt: past writeTimeoutMs, callers are moved to the outbox and resolved.
        const timer = this.degraded
          ? undefined
          : setTimeout(() => this.enterOutage(new Error("store: database write timed out")), this.opts.writeTimeoutMs);
        try {
          await this.opts.write(chunk.map((e) => e.op));
        } catch (err) {
          clearTimeout(timer);
          if (isPermanentDbError(err)) {
            this.onPermanent(chunk, err);
            continue;
          }
          this.enterOutage(err);
          if (this.closed) break;
          await this.sleep(this.backoff);
          this.backoff = Math.min(this.backoff * 2, this.opts.retryMaxMs);
          continue;
        }
        clearTimeout(timer);
        this.queue.splice(0, chunk.length);
        this.written(chunk);
        // The callers resume on the next turn of the event loop, after the next chunk is already on its way to
        // the database: under load their continuations (rooms sending out hundreds of moves) then overlap with
        // that write instead of delaying it.
        setImmediate(() => {
          for (const e of chunk) this.settle(e);
        });
        this.backoff = this.opts.retryMinMs;
      }
    } finally {
      this.running = false;
      if (this.queue.length === 0 || this.closed) this.notifyIdle();
      else this.schedule();
    }
  }

  /** `done` left the queue (written, or refused for good): the outage ends, and the outbox once it is all written. */
  private written(done: readonly Entry[]): void {
    const fromDisk = done.filter((e) => e.persisted).length;
    this.onDisk -= fromDisk;
    if (this.degraded) {
      this.degraded = false;
      this.lastError = null;
      this.opts.logger?.info({ backlog: this.onDisk }, "store: database writes again, catching up");
    }
    if (fromDisk > 0 && this.onDisk === 0) this.outboxWritten();
  }

  private outboxWritten(): void {
    try {
      this.opts.outbox.truncate();
    } catch (err) {
      this.opts.logger?.error(
        { err: errorMessage(err) },
        "store: cannot truncate the outbox (its replay is idempotent)",
      );
    }
    this.opts.logger?.info("store: database caught up, outbox empty");
  }

  private onPermanent(chunk: Entry[], err: unknown): void {
    if (chunk.length > 1) {
      for (const e of chunk) e.solo = true; // find the bad row by writing them one by one
      return;
    }
    const e = chunk[0]!;
    this.queue.shift();
    const msg = errorMessage(err);
    this.opts.logger?.error(
      { err: msg, kind: e.op.kind, match: opMatch(e.op) },
      "store: write refused by the database",
    );
    if (e.settled) {
      try {
        this.opts.outbox.reject(e.op, msg);
      } catch (fileErr) {
        this.opts.logger?.error({ err: errorMessage(fileErr), op: e.op }, "store: cannot record a refused write");
      }
    }
    this.settle(e, err);
    // The database answered: it is reachable again, and the refused op has left the queue as a written one has.
    this.written([e]);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}

function noop(): void {}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}
