/**
 * Keeps the embedded database running. When the PGlite child dies (a crash, the OOM killer, a stray kill), it is
 * started again on the same data dir, with backoff while it fails, and the store is handed its new address; the
 * writes held in the outbox meanwhile then drain to it.
 */
import type { Logger } from "pino";
import { startEmbedded, type EmbeddedDb, type EmbeddedOptions } from "./embedded.js";

const FIRST_RETRY_MS = 200;
const LAST_RETRY_MS = 10_000;

export class EmbeddedSupervisor {
  private stopping = false;
  /** How many times the child was started again. */
  restarts = 0;

  private constructor(
    private current: EmbeddedDb,
    private readonly opts: EmbeddedOptions,
    private readonly onRestart: (db: EmbeddedDb) => void,
    private readonly log?: Logger,
  ) {
    this.watch(current);
  }

  /** Starts the child and watches it; `onRestart` gets each new child after a death. */
  static async start(opts: EmbeddedOptions, onRestart: (db: EmbeddedDb) => void): Promise<EmbeddedSupervisor> {
    return new EmbeddedSupervisor(await startEmbedded(opts), opts, onRestart, opts.logger);
  }

  get db(): EmbeddedDb {
    return this.current;
  }

  get pid(): number {
    return this.current.pid;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.current.stop();
  }

  private watch(db: EmbeddedDb): void {
    void db.exited.then(() => {
      if (!this.stopping && db === this.current) void this.restart(db.pid);
    });
  }

  private async restart(deadPid: number): Promise<void> {
    this.log?.error({ pid: deadPid }, "store: the embedded database exited; starting it again");
    let wait = FIRST_RETRY_MS;
    while (!this.stopping) {
      try {
        const db = await startEmbedded(this.opts);
        if (this.stopping) return void (await db.stop());
        this.current = db;
        this.restarts += 1;
        this.watch(db);
        this.log?.warn(
          { pid: db.pid, port: db.port, restarts: this.restarts },
          "store: embedded database running again",
        );
        this.onRestart(db);
        return;
      } catch (err) {
        this.log?.error({ err: (err as Error).message, retryInMs: wait }, "store: the embedded database did not start");
        await new Promise((r) => setTimeout(r, wait).unref());
        wait = Math.min(wait * 2, LAST_RETRY_MS);
      }
    }
  }
}
