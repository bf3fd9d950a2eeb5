import type { Migration } from "./migration.js";

export const m001Init: Migration = {
  version: 1,
  name: "init",
  sql: `
CREATE TABLE players (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE matches (
  id              text PRIMARY KEY,
  game            text NOT NULL,
  status          text NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished', 'abandoned')),
  seed            text NOT NULL,
  options         jsonb NOT NULL DEFAULT '{}'::jsonb,
  engine_version  text NOT NULL,
  private         boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  finished_at     timestamptz,
  outcome         jsonb
);
CREATE INDEX matches_history_idx ON matches (created_at DESC, id DESC) WHERE status <> 'playing';
CREATE INDEX matches_game_history_idx ON matches (game, created_at DESC, id DESC) WHERE status <> 'playing';

-- created_at / finished_at are copied from matches so a player's history is one index range scan.
CREATE TABLE match_players (
  match_id     text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat         integer NOT NULL CHECK (seat >= 0),
  player_id    text REFERENCES players (id) ON DELETE SET NULL,
  name         text NOT NULL,
  bot          boolean NOT NULL DEFAULT false,
  result       text CHECK (result IN ('win', 'loss', 'draw')),
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX match_players_player_created_idx ON match_players (player_id, created_at DESC, match_id DESC);
CREATE INDEX match_players_player_finished_idx ON match_players (player_id, finished_at DESC, match_id DESC);

CREATE TABLE match_actions (
  match_id  text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq       integer NOT NULL CHECK (seq >= 0),
  seat      integer NOT NULL,
  action    jsonb NOT NULL,
  at        timestamptz NOT NULL,
  PRIMARY KEY (match_id, seq)
);
`,
};
