import type { Migration } from "./migration.js";

/**
 * Talk at the table (../../room/chat.ts), kept with the match: each line with its place in the match's chat, its
 * channel (the players' "table" or the "spectators'"), who said it and after how many moves, so the replay shows it
 * at the right move.
 */
export const m004Chat: Migration = {
  version: 4,
  name: "match chat",
  sql: `
CREATE TABLE match_chat (
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  n integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('table', 'spectators')),
  seat integer,
  player_id text NOT NULL,
  name text NOT NULL,
  text text NOT NULL,
  moves integer NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (match_id, n)
);
`,
};
