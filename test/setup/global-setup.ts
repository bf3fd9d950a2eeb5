/**
 * Jest's global setup (see ./services.ts): with no DATABASE_URL, starts the embedded database (the same PGlite child
 * `npm start` runs) in a fresh temporary folder and points every test file at it.
 *
 * Jest loads this file as native ESM, without the test run's module mapping, so it imports the built server
 * (`npm test` builds shared and server first) and nothing else of ours.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbedded, type EmbeddedDb } from "../../server/dist/store/embedded.js";

declare global {
  // The handle the global teardown stops (Jest runs both in this process).
  var __tabletopEmbeddedDb: { db: EmbeddedDb; root: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const root = mkdtempSync(path.join(os.tmpdir(), "tabletop-testdb-"));
  const db = await startEmbedded({ dir: path.join(root, "pglite"), maxConnections: 64 });
  globalThis.__tabletopEmbeddedDb = { db, root };
  process.env.DATABASE_URL = db.url;
}
