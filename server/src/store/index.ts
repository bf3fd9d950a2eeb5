/**
 * Match store: persistence of matches and per-move action logs (see ARCHITECTURE.md, "Persistence").
 *
 *   const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir, logger });
 *   await store.migrate();                      // at boot; idempotent
 *   await store.createMatch(m);                 // journaled like every write
 *   await store.appendAction(a);                // before acking a move: durable, or safely in the outbox
 *   await store.finishMatch(f);                 // one transaction, after that match's actions
 *   await store.listMatches({ player, game, limit, before });   // next page: before = historyCursor(lastRow)
 *   await store.health();                       // for /healthz
 *   await store.close();                        // on shutdown (flushes first when the database is up)
 *
 * Writes reject only for data the database will never accept: a constraint, an unknown match, or a value it would
 * refuse (storable.ts: those reject at once, before anything is queued); an unreachable database never makes them
 * reject (see journal.ts).
 */
export { openStore } from "./matchStore.js";
export { historyCursor } from "./history.js";
export { runMigrations } from "./migrate.js";
export { migrations } from "./migrations/index.js";
export { UnstorableError } from "./storable.js";
export type * from "./types.js";
