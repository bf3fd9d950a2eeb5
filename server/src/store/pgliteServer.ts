/**
 * The embedded database's child process (started by ./embedded.ts): PGlite on a data dir, served over the Postgres
 * wire protocol by pglite-socket's connection handler, with connections taking turns on PGlite's one session by
 * whole exchanges (./pgliteSessions.ts) rather than by single messages.
 *
 * `node pgliteServer.js --db=DIR --host=127.0.0.1 --port=0 --max-connections=N` prints
 * `listening on {"port":P,"host":H}` once it accepts connections. SIGTERM or SIGINT closes PGlite cleanly and exits.
 */
import { createServer, type Socket } from "node:net";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import { SessionQueue } from "./pgliteSessions.js";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: "0" },
    "max-connections": { type: "string", default: "8" },
  },
});
if (!values.db) {
  console.error("usage: pgliteServer.js --db=DIR [--host=H] [--port=P] [--max-connections=N]");
  process.exit(2);
}

console.log(`opening PGlite on ${values.db}`);
const db = new PGlite(values.db);
await db.waitReady;
const queue = new SessionQueue(db);
const handlers = new Set<PGLiteSocketHandler>();

function serve(socket: Socket): void {
  const handler = new PGLiteSocketHandler({
    // The handler calls only the queue methods SessionQueue has; the option's type is pglite-socket's own queue.
    queryQueue: queue as unknown as PGLiteSocketHandlerOptions["queryQueue"],
    closeOnDetach: true,
  });
  handlers.add(handler);
  const forget = () => handlers.delete(handler);
  handler.addEventListener("close", forget);
  handler.addEventListener("error", forget);
  handler.attach(socket).catch((err: unknown) => {
    forget();
    console.error("pglite: cannot attach a connection:", err);
    socket.destroy();
  });
}

const server = createServer(serve);
server.maxConnections = Number(values["max-connections"]);
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`listening on ${JSON.stringify(address)}`);
});

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await Promise.all([...handlers].map((h) => h.detach(true)));
  await db.close();
  console.log("pglite: stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
