/**
 * Test stores on either backend. STORE_BACKEND=postgres (default) uses the tests' database (DATABASE_URL, or the
 * embedded one the global setup started: ../setup/services.ts);
 * STORE_BACKEND=pglite starts the embedded child process in a fresh temporary data dir.
 * Tests on Postgres share one database, so they isolate themselves with unique ids (see uid()).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { openStore } from "../../server/src/store/index.js";
import type { MatchStore, OpenStoreOptions } from "../../server/src/store/index.js";
import { testDatabaseUrl } from "../setup/services.js";

export type Backend = "postgres" | "pglite";

export const backend: Backend = process.env.STORE_BACKEND === "pglite" ? "pglite" : "postgres";
export const postgresUrl = testDatabaseUrl();

const dirs: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "store-test-"));
  dirs.push(dir);
  return dir;
}

/** Removes the temp dirs made by this test file (call in afterAll, after closing stores). */
export function cleanupTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A unique id prefix, so tests never collide with other tests or earlier runs on the same database. */
export function uid(prefix = "t"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export interface TestStoreOptions extends Partial<OpenStoreOptions> {
  /** Skip migrate() (for the migration tests). */
  noMigrate?: boolean;
}

/** Opens (and migrates) a store on the selected backend. Pass `dataDir` to reopen an embedded database. */
export async function openTestStore(opts: TestStoreOptions = {}): Promise<MatchStore> {
  const { noMigrate, ...rest } = opts;
  const dataDir = rest.dataDir ?? tempDir();
  const databaseUrl = "databaseUrl" in rest ? rest.databaseUrl : backend === "postgres" ? postgresUrl : undefined;
  const store = await openStore({
    retryMinMs: 50,
    retryMaxMs: 500,
    writeTimeoutMs: 2000,
    ...rest,
    dataDir,
    databaseUrl,
  });
  if (!noMigrate) await store.migrate();
  return store;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
  what = "condition",
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The store's own pool (a test-only peek), so checks run on exactly the database the store writes to. */
export function poolOf(store: MatchStore): pg.Pool {
  return (store as unknown as { pool: pg.Pool }).pool;
}
