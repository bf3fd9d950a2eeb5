/** Match store: persistence of matches and per-move action logs (see ARCHITECTURE.md, "Persistence"). */
export { openStore } from "./matchStore.js";
export { historyCursor, DEFAULT_LIMIT, MAX_LIMIT } from "./history.js";
export { runMigrations } from "./migrate.js";
export { migrations } from "./migrations/index.js";
export { PermanentStoreError } from "./pool.js";
export type * from "./types.js";
