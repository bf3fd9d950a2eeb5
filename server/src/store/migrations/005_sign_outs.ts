import type { Migration } from "./migration.js";

/**
 * Signing out and one-use sign-in codes (../../identity/identities.ts): each player's token generation, which a
 * rename or "sign out of other devices" raises (a token of an older one is refused), and the sign-in codes already
 * used, kept until they would have run out anyway, so a code works once whichever process is asked.
 */
export const m005SignOuts: Migration = {
  version: 5,
  name: "sign-outs and one-use sign-in codes",
  sql: `
ALTER TABLE players ADD COLUMN token_generation integer NOT NULL DEFAULT 0;
CREATE TABLE used_sign_in_codes (
  id text PRIMARY KEY,
  player_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_sign_in_codes_expiry_idx ON used_sign_in_codes (expires_at);
`,
};
