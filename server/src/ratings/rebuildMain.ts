/**
 * `npm run ratings:rebuild`: recomputes every rating from the stored rated matches (docs/ratings.md), on the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR: then the server must be stopped, since
 * one data folder belongs to one process). Ratings kept along the way and rebuilt ones are the same
 * (test/store/ratings.test.ts); a rebuild is for a change of the model or a repair.
 */
import "../polyfill.js";
import { loadConfig } from "../config.js";
import { lockDataDir } from "../dataDirLock.js";
import { createLogger } from "../log.js";
import { openStore } from "../store/index.js";

const config = loadConfig();
const log = createLogger(config.logLevel);
const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: log });
try {
  await store.migrate();
  const done = await store.rebuildRatings();
  log.info(done, "ratings rebuilt from the stored matches");
} catch (e) {
  log.fatal({ err: e }, "ratings rebuild failed");
  process.exitCode = 1;
} finally {
  await store.close();
  lock?.release();
}
