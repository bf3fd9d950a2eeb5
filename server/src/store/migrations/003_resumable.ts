import type { Migration } from "./migration.js";

/**
 * Matches in play come back after a restart (../../room/resume.ts): the server that plays a match is written on
 * it (a restarted server resumes its own matches), the table's own settings (pace, response time) are kept so a
 * resumed table runs as it was made, and the matches still in play are found without scanning the whole history.
 */
export const m003Resumable: Migration = {
  version: 3,
  name: "resumable matches",
  sql: `
ALTER TABLE matches ADD COLUMN table_settings jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE matches ADD COLUMN server_id text;
CREATE INDEX matches_in_play_idx ON matches (server_id, created_at) WHERE status = 'playing';
`,
};
