/**
 * PGlite is a single Postgres session, and pglite-socket lets several connections share it. Its own queue takes
 * their protocol messages in turn, one message at a time: another connection's query between a client's Parse
 * and its Bind dropped or replaced the client's statement, so a write could fail, run as someone else's
 * statement, or be acknowledged and lost (test/store/embedded.test.ts shows it).
 *
 * This queue hands the session to one connection for a whole exchange instead: from its first message to the
 * Sync or simple Query that ends it, and on to the end of any transaction block it opened. Others wait their turn,
 * so a connection that kept a block open and idle would hold them all: the store's blocks are short (a chunk of
 * writes in two round trips, a migration).
 */
import type { PGlite } from "@electric-sql/pglite";

interface Job {
  connection: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const PASSWORD = 0x70; // 'p'

/**
 * A Sync, a simple Query or a Terminate ends an exchange; so do the startup packet (whose first byte is 0) and a
 * password, each answered on its own.
 */
function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === PASSWORD || type === 0;
}

/** A simple Query message. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, "utf8");
  const out = Buffer.alloc(5 + text.length);
  out[0] = QUERY;
  out.writeInt32BE(4 + text.length, 1);
  text.copy(out, 5);
  return out;
}

/** What PGLiteSocketHandler calls on its `queryQueue` (the names are pglite-socket's). */
export class SessionQueue {
  private jobs: Job[] = [];
  /** The connection that holds the session: mid-exchange, or inside its transaction block. */
  private holder: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.jobs.push({ connection, message, onData, resolve, reject });
      void this.run();
    });
  }

  getQueueLength(): number {
    return this.jobs.length;
  }

  /** The connection closed: its waiting messages are dropped. */
  clearQueueForHandler(connection: number): void {
    const dropped = this.jobs.filter((j) => j.connection === connection);
    this.jobs = this.jobs.filter((j) => j.connection !== connection);
    for (const j of dropped) j.reject(new Error("connection closed"));
  }

  /**
   * The connection closed while it held the session: whatever it left open (a transaction block, or an exchange
   * with no Sync) is rolled back before the session passes on, as Postgres does when a client disconnects.
   */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.holder !== connection) return;
    await new Promise<number>((resolve, reject) => {
      this.jobs.unshift({ connection, message: simpleQuery("ROLLBACK"), onData: () => undefined, resolve, reject });
      void this.run();
    }).catch(() => undefined);
  }

  /** The holder's next message, or anyone's when the session is free. */
  private next(): Job | undefined {
    const i = this.holder === null ? 0 : this.jobs.findIndex((j) => j.connection === this.holder);
    return i < 0 ? undefined : this.jobs.splice(i, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        this.holder = job.connection;
        let bytes = 0;
        const onRawData = (data: Uint8Array) => {
          bytes += data.length;
          job!.onData(data);
        };
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(job!.message, { onRawData }));
        } catch (err) {
          job.reject(err);
          continue;
        }
        if (endsExchange(job.message) && !this.db.isInTransaction()) this.holder = null;
        job.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }
}
