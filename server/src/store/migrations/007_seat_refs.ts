import type { Migration } from "./migration.js";

/**
 * Xorlosch's stored outcome summaries name seats as data, as the engine now writes them (shared/src/seat-refs.ts):
 * "Seat 0 wins with 5 tasks." becomes "{seat:0} wins with 5 tasks." and "Draw between seats 0, 2 with 4 tasks each."
 * "Draw between {seat:0} and {seat:2} with 4 tasks each.", so history names the players and counts nobody from 0.
 * (The other games' summaries name no seat.)
 */
export const m007SeatRefs: Migration = {
  version: 7,
  name: "seat refs in summaries",
  sql: `
UPDATE matches
SET outcome = jsonb_set(outcome, '{summary}',
  to_jsonb(regexp_replace(outcome->>'summary', '^Seat (\\d+) wins', '{seat:\\1} wins')))
WHERE game = 'xorlosch' AND outcome->>'summary' ~ '^Seat \\d+ wins';

UPDATE matches
SET outcome = jsonb_set(outcome, '{summary}', to_jsonb(
  regexp_replace(
    regexp_replace(
      regexp_replace(outcome->>'summary', '(\\d+)(?=(, \\d+)* with)', '{seat:\\1}', 'g'),
      '^Draw between seats ', 'Draw between '),
    ', (\\{seat:\\d+\\}) with', ' and \\1 with')))
WHERE game = 'xorlosch' AND outcome->>'summary' ~ '^Draw between seats \\d';
`,
};
