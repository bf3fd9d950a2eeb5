/**
 * Ended Dungeon Flee and Dungeon Lite matches with their records, written through the real store (on whichever
 * database the test server runs), for the tests of records, boards and player pages: quicker than playing them, and
 * the same rows a room writes.
 */
import { randomUUID } from "node:crypto";
import type { SeatResult } from "@tabletop/shared";
import type { RecordFacts } from "@tabletop/server/records/games.js";
import type { TestServer } from "./server.js";

/** A match of `game` with `players` (null: a bot), ended `at` with `record`; returns its id. */
export async function recordedMatch(
  server: TestServer,
  game: "dungeon-flee" | "dungeon-lite",
  players: readonly (string | null)[],
  at: Date,
  record: RecordFacts,
  opts: { private?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const { store } = server.platform;
  await store.createMatch({
    id,
    game,
    seed: `seed-of-${id}`,
    options: {},
    engineVersion: "test",
    private: opts.private ?? false,
    createdAt: new Date(at.getTime() - 60_000),
    seats: players.map((p, i) => ({ seat: i, playerId: p, name: p ? `P${i}` : `Bot ${i + 1}`, bot: p === null })),
  });
  const results: SeatResult[] = players.map(() => (record.won ? "win" : "loss"));
  await store.finishMatch({
    matchId: id,
    outcome: { results, summary: "over" },
    results,
    finishedAt: at,
    status: "finished",
    record,
    left: players.map(() => false),
  });
  return id;
}
