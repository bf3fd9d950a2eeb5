import type { Migration } from "./migration.js";

/**
 * Ratings (docs/ratings.md): each person's place at the end of a match and whether they had left it for good (a bot
 * stood in), the rated matches in the order their ratings were changed (written once, with the match's end: the
 * guard that rates a match once), every rating change per match and player, and the rating per player and game.
 */
export const m006Ratings: Migration = {
  version: 6,
  name: "ratings",
  sql: `
ALTER TABLE match_players ADD COLUMN place integer;
ALTER TABLE match_players ADD COLUMN left_for_good boolean NOT NULL DEFAULT false;

CREATE TABLE rated_matches (
  match_id     text PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  seq          bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  game         text NOT NULL,
  finished_at  timestamptz NOT NULL
);

CREATE TABLE rating_changes (
  match_id      text NOT NULL REFERENCES rated_matches (match_id) ON DELETE CASCADE,
  player_id     text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game          text NOT NULL,
  seq           bigint NOT NULL,
  rank          integer NOT NULL,
  result        text NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
  weight        double precision NOT NULL,
  mu_before     double precision NOT NULL,
  sigma_before  double precision NOT NULL,
  mu_after      double precision NOT NULL,
  sigma_after   double precision NOT NULL,
  finished_at   timestamptz NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX rating_changes_player_idx ON rating_changes (player_id, game, seq DESC);

CREATE TABLE ratings (
  player_id       text NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game            text NOT NULL,
  mu              double precision NOT NULL,
  sigma           double precision NOT NULL,
  conservative    double precision NOT NULL,
  rated_matches   integer NOT NULL,
  wins            integer NOT NULL,
  losses          integer NOT NULL,
  draws           integer NOT NULL,
  last_played_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX ratings_leaderboard_idx ON ratings (game, conservative DESC, player_id);
`,
};
