/**
 * Jest's global setup (see ./services.ts): with no DATABASE_URL, starts the embedded database (the same PGlite child
 * `npm start` runs) in a fresh temporary folder and points every test file at it. It also names the run's folder for
 * the browser client's builds (TEST_CLIENT_BUILDS: ../helpers/browser.ts builds each kind once per run).
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
  // The run's client builds, removed by the global teardown.
  var __tabletopClientBuilds: string | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.__tabletopClientBuilds = mkdtempSync(path.join(os.tmpdir(), "tabletop-client-builds-"));
  process.env.TEST_CLIENT_BUILDS = globalThis.__tabletopClientBuilds;
  if (process.env.DATABASE_URL) return;
  const root = mkdtempSync(path.join(os.tmpdir(), "tabletop-testdb-"));
  const db = await startEmbedded({ dir: path.join(root, "pglite"), maxConnections: 64 });
  globalThis.__tabletopEmbeddedDb = { db, root };
  process.env.DATABASE_URL = db.url;
}
