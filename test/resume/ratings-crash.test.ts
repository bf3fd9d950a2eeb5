/**
 * A rating changes in the same transaction as the match's end, once per match, whatever crashes (docs/ratings.md):
 * the server process is killed with SIGKILL inside that transaction (CRASH_AT=after-rating: the end and the rating
 * changes written, COMMIT not sent), so neither is kept; started again on the same data folder, it reopens the match
 * from its log, ends it again and rates it once, as OpenSkill rates its places, and the rebuild agrees.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { games } from "@tabletop/shared";
import type { MatchStore } from "@tabletop/server/store/types.js";
import { newSkill, rateTable } from "@tabletop/server/ratings/model.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { playAsBot, tieBreaks } from "../helpers/bot-player.js";
import { guest, TEST_DATABASE_URL } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { openTestStore, poolOf, waitFor } from "../helpers/store.js";

let store: MatchStore;
let server: ServerProcess | null = null;
const players: Player[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-rating-crash-"));

beforeAll(async () => {
  store = await openTestStore({ databaseUrl: TEST_DATABASE_URL });
});
afterAll(async () => {
  for (const p of players) p.room.connection.close();
  await server?.kill("SIGKILL");
  await store.close();
});

test("killed inside the transaction of a rated match's end, the server rates it once after the restart", async () => {
  const port = await freePort();
  server = await startServerProcess({ port, dataDir, env: { CRASH_AT: "after-rating:1" } });
  const [a, b] = [await guest(server, "Crash A"), await guest(server, "Crash B")];
  const first = await track(
    await sdk(server.url).create("xorlosch", {
      token: a.token,
      seats: 2,
      rated: true,
      options: { shortGame: true },
      seed: "rating-crash-1",
    }),
  );
  players.push(first);
  const second = await track(await sdk(server.url).joinById(first.room.roomId, { token: b.token }));
  players.push(second);
  for (const p of players) p.room.reconnection.enabled = false;
  await first.until(() => first.room.state.status === "playing", "the start");
  const matchId = first.room.state.matchId as string;
  const stops = players.map((p) => playAsBot(p, games.xorlosch, 0, tieBreaks()));
  try {
    expect(await server.exited).toBe("SIGKILL");
  } finally {
    stops.forEach((stop) => stop());
  }
  const pool = poolOf(store);
  const count = async (table: string) =>
    (await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE match_id = $1`, [matchId])).rows[0].n as number;
  // The end and its rating went together: neither is kept.
  await waitFor(async () => (await store.getMatch(matchId))?.status === "playing", 10_000, "the rollback");
  expect(await count("rated_matches")).toBe(0);
  expect(await count("rating_changes")).toBe(0);

  server = await startServerProcess({ port, dataDir });
  await waitFor(async () => (await count("rated_matches")) === 1, 60_000, "the match rated after the restart");
  expect((await store.getMatch(matchId))?.status).toBe("finished");
  const changes = await pool.query<{ player_id: string; rank: number; mu_after: number; sigma_after: number }>(
    "SELECT player_id, rank, mu_after, sigma_after FROM rating_changes WHERE match_id = $1 ORDER BY player_id",
    [matchId],
  );
  expect(changes.rows.map((r) => r.player_id)).toEqual([a.playerId, b.playerId].sort());
  const expected = rateTable(
    [newSkill(), newSkill()],
    changes.rows.map((r) => r.rank),
    [1, 1],
  );
  expect(changes.rows.map((r) => ({ mu: r.mu_after, sigma: r.sigma_after }))).toEqual(expected);
  const ratings = await pool.query<{ rated_matches: number }>(
    "SELECT rated_matches FROM ratings WHERE player_id = ANY($1) AND game = 'xorlosch'",
    [[a.playerId, b.playerId]],
  );
  expect(ratings.rows.map((r) => r.rated_matches)).toEqual([1, 1]);
  // A later end of the same match (a replay of its finish) changes nothing.
  await store.finishMatch({
    matchId,
    outcome: { results: ["win", "loss"], summary: "again" },
    results: ["win", "loss"],
    finishedAt: new Date(),
    status: "finished",
    rated: true,
    places: [1, 2],
    left: [false, true],
  });
  expect(await count("rating_changes")).toBe(2);
  expect(await count("rated_matches")).toBe(1);
}, 240_000);
