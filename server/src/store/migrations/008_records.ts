import type { Migration } from "./migration.js";

/**
 * Records of the solo and co-operative games (docs/ratings.md, "Records"): each ended Dungeon Flee or Dungeon Lite
 * match's record, written once with its end (the guard that records a match once), the people it counts for (those
 * who played to the end), and the daily dungeons: one secret seed per game, track and UTC day, and each person's one
 * counted attempt at it.
 */
export const m008Records: Migration = {
  version: 8,
  name: "records",
  sql: `
CREATE TABLE match_records (
  match_id     text PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  game         text NOT NULL,
  track        text NOT NULL,
  won          boolean NOT NULL,
  rounds       integer NOT NULL,
  score        integer NOT NULL,
  facts        jsonb NOT NULL,
  party        jsonb NOT NULL,
  daily        date,
  finished_at  timestamptz NOT NULL
);
CREATE INDEX match_records_board_idx ON match_records (game, track, finished_at);
CREATE INDEX match_records_daily_idx ON match_records (game, track, daily) WHERE daily IS NOT NULL;

CREATE TABLE record_holders (
  match_id     text NOT NULL REFERENCES match_records (match_id) ON DELETE CASCADE,
  player_id    text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game         text NOT NULL,
  track        text NOT NULL,
  won          boolean NOT NULL,
  rounds       integer NOT NULL,
  score        integer NOT NULL,
  daily        date,
  finished_at  timestamptz NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX record_holders_player_idx ON record_holders (player_id, game, track, finished_at DESC);
CREATE INDEX record_holders_board_idx ON record_holders (game, track, finished_at);

CREATE TABLE daily_dungeons (
  game     text NOT NULL,
  track    text NOT NULL,
  day      date NOT NULL,
  seed     text NOT NULL,
  options  jsonb NOT NULL,
  PRIMARY KEY (game, track, day)
);

CREATE TABLE daily_runs (
  game       text NOT NULL,
  track      text NOT NULL,
  day        date NOT NULL,
  player_id  text NOT NULL,
  match_id   text NOT NULL UNIQUE,
  started    boolean NOT NULL DEFAULT false,
  PRIMARY KEY (game, track, day, player_id)
);
`,
};
