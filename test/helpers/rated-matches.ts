/**
 * Rated Xorlosch matches written through the real store (on whichever database the test server runs), for the
 * tests of ratings, player pages and leaderboards: quicker than playing them, and the same rows a room writes.
 */
import { randomUUID } from "node:crypto";
import type { SeatResult } from "@tabletop/shared";
import type { TestServer } from "./server.js";

/** A player at such a match: an id, and the name its seat shows (`P<seat>` when none is given). */
export type RatedPlayer = string | { playerId: string; name: string };

/**
 * A rated Xorlosch match between `players` (placed in that order), ended `at`; returns its id. `private` makes it a
 * private table; `end: false` leaves it in play.
 */
export async function ratedMatch(
  server: TestServer,
  players: readonly RatedPlayer[],
  at: Date,
  opts: { private?: boolean; end?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const { store } = server.platform;
  const seats = players.map((p, i) => (typeof p === "string" ? { playerId: p, name: `P${i}` } : p));
  await store.createMatch({
    id,
    game: "xorlosch",
    seed: `seed-of-${id}`,
    options: {},
    engineVersion: "test",
    private: opts.private ?? false,
    createdAt: new Date(at.getTime() - 60_000),
    table: { rated: true },
    seats: seats.map((p, i) => ({ seat: i, playerId: p.playerId, name: p.name, bot: false })),
  });
  if (opts.end === false) return id;
  const results: SeatResult[] = seats.map((_, i) => (i === 0 ? "win" : "loss"));
  await store.finishMatch({
    matchId: id,
    outcome: { results, summary: "over" },
    results,
    finishedAt: at,
    status: "finished",
    rated: true,
    places: seats.map((_, i) => i + 1),
    left: seats.map(() => false),
  });
  return id;
}
