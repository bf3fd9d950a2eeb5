/**
 * Versioned schema migrations, applied in order, each once, each in its own transaction (see ../migrate.ts).
 * They are TS modules holding SQL so that they ship with the `tsc` output. Never edit a released migration:
 * add the next version instead.
 */
import { m001Init } from "./001_init.js";

export interface Migration { version: number; name: string; sql: string }

export const migrations: readonly Migration[] = [m001Init];
