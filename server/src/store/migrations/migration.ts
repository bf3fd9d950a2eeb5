/** One versioned schema change: SQL applied once, in its own transaction (see ../migrate.ts). */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
