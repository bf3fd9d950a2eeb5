/**
 * The embedded database's connections share PGlite's one session by whole exchanges (server/src/store/
 * pgliteSessions.ts). Raw pg clients against the real child process, as the store and the tests' shared database
 * use it.
 */
import { connect, type Socket } from "node:net";
import path from "node:path";
import pg from "pg";
import { startEmbedded, type EmbeddedDb } from "../../server/src/store/embedded.js";
import { cleanupTempDirs, tempDir, waitFor } from "../helpers/store.js";

let db: EmbeddedDb;

beforeAll(async () => {
  db = await startEmbedded({ dir: path.join(tempDir(), "pglite"), maxConnections: 8 });
}, 120_000);

afterAll(async () => {
  await db?.stop();
  cleanupTempDirs();
});

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  return c;
}

/** A Postgres protocol message: type byte, length, body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

const cstr = (s: string) => Buffer.from(`${s}\0`, "utf8");

/** A raw connection past its startup, for what no well-behaved client sends (an exchange with no Sync). */
async function rawConnection(): Promise<Socket> {
  const socket = connect(db.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const params = Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), cstr("")]);
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + params.length, 0);
  startup.writeInt32BE(196608, 4);
  let seen = Buffer.alloc(0);
  await new Promise<void>((resolve) => {
    const onData = (d: Buffer) => {
      seen = Buffer.concat([seen, d]);
      if (seen.includes(Buffer.from("Z\0\0\0\x05I", "latin1"))) {
        socket.off("data", onData);
        resolve();
      }
    };
    socket.on("data", onData);
    socket.write(Buffer.concat([startup, params]));
  });
  return socket;
}

describe("the embedded database's sessions", () => {
  it("keeps one connection's statements apart from another's transactions, message by message", async () => {
    const writer = await client();
    const others = await Promise.all([1, 2, 3].map(() => client()));
    try {
      await writer.query("CREATE TABLE apart (n integer PRIMARY KEY)");
      let writing = true;
      const errors: string[] = [];
      const loops = others.map(async (c) => {
        while (writing) {
          await c.query("BEGIN");
          await c.query("SELECT $1::int AS one", [1]);
          await c.query("ROLLBACK");
        }
      });
      for (let n = 1; n <= 300; n++)
        await writer.query("INSERT INTO apart (n) VALUES ($1)", [n]).catch((e: Error) => errors.push(e.message));
      writing = false;
      await Promise.all(loops);
      expect(errors).toEqual([]);
      expect((await writer.query("SELECT count(*)::int AS c FROM apart")).rows[0].c).toBe(300);
    } finally {
      await Promise.all([writer, ...others].map((c) => c.end()));
    }
  }, 60_000);

  it("rolls back a transaction block left open by a connection that drops, and lets the others go on", async () => {
    const a = await client();
    const b = await client();
    try {
      await a.query("CREATE TABLE dropped (n integer)");
      const doomed = await client();
      doomed.on("error", () => undefined);
      await doomed.query("BEGIN");
      await doomed.query("INSERT INTO dropped (n) VALUES (1)");
      // b's query waits for the block to end: the session is doomed's until it commits, rolls back or leaves.
      const waiting = b.query("SELECT count(*)::int AS c FROM dropped");
      (doomed as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
      expect((await waiting).rows[0].c).toBe(0);
      expect((await a.query("SELECT count(*)::int AS c FROM dropped")).rows[0].c).toBe(0);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  }, 60_000);

  it("rolls back an exchange that a connection left without its Sync", async () => {
    const a = await client();
    try {
      await a.query("CREATE TABLE unsynced (n integer)");
      const raw = await rawConnection();
      const parse = message(
        "P",
        Buffer.concat([cstr(""), cstr("INSERT INTO unsynced (n) VALUES (7)"), Buffer.alloc(2)]),
      );
      const bind = message("B", Buffer.concat([cstr(""), cstr(""), Buffer.alloc(6)]));
      const execute = message("E", Buffer.concat([cstr(""), Buffer.alloc(4)]));
      let answered = 0;
      raw.on("data", (d: Buffer) => (answered += d.length));
      raw.write(Buffer.concat([parse, bind, execute]));
      await waitFor(() => answered > 0, 10_000, "the insert to run");
      raw.destroy();
      expect((await a.query("SELECT count(*)::int AS c FROM unsynced")).rows[0].c).toBe(0);
      // The session is free again for a plain write.
      await a.query("INSERT INTO unsynced (n) VALUES (8)");
      expect((await a.query("SELECT n FROM unsynced")).rows).toEqual([{ n: 8 }]);
    } finally {
      await a.end();
    }
  }, 60_000);
});
