import type { Migration } from "./migration.js";

/**
 * Live matches in the history: the room a match in play can be joined in, and history indexes that cover matches
 * in play as well as ended ones (the lists mark live matches instead of leaving them out).
 */
export const m002LiveMatches: Migration = {
  version: 2,
  name: "live matches",
  sql: `
ALTER TABLE matches ADD COLUMN room_id text;
DROP INDEX IF EXISTS matches_history_idx;
DROP INDEX IF EXISTS matches_game_history_idx;
CREATE INDEX matches_history_idx ON matches (created_at DESC, id DESC);
CREATE INDEX matches_game_history_idx ON matches (game, created_at DESC, id DESC);
`,
};
