/**
 * A record is written in the same transaction as the match's end, once per match, whatever crashes
 * (docs/ratings.md, "Records"): the server process is killed with SIGKILL inside that transaction
 * (CRASH_AT=after-record: the end and the record written, COMMIT not sent), so neither is kept; started again on the
 * same data folder, it reopens the Dungeon Flee run from its log, ends it again and records it once, with the score
 * the rules' final state gives.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fleeScore, games, replay, type FleeRunFacts } from "@tabletop/shared";
import { dungeonFleeEngine } from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import type { MatchStore } from "@tabletop/server/store/types.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { playAsBot, tieBreaks } from "../helpers/bot-player.js";
import { guest, TEST_DATABASE_URL } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { openTestStore, poolOf, waitFor } from "../helpers/store.js";

let store: MatchStore;
let server: ServerProcess | null = null;
let player: Player | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-record-crash-"));

beforeAll(async () => {
  store = await openTestStore({ databaseUrl: TEST_DATABASE_URL });
});
afterAll(async () => {
  player?.room.connection.close();
  await server?.kill("SIGKILL");
  await store.close();
});

test("killed inside the transaction of a run's end, the server records it once after the restart", async () => {
  const port = await freePort();
  server = await startServerProcess({ port, dataDir, env: { CRASH_AT: "after-record:1" } });
  const ana = await guest(server, "Crash Ana");
  player = await track(
    await sdk(server.url).create("dungeon-flee", {
      token: ana.token,
      options: { mode: "easy", class: "fighter" },
      seed: "record-crash-1",
    }),
  );
  player.room.reconnection.enabled = false;
  await player.until(() => player!.room.state.status === "playing", "the start");
  const matchId = player.room.state.matchId as string;
  const stop = playAsBot(player, games["dungeon-flee"], 0, tieBreaks());
  try {
    expect(await server.exited).toBe("SIGKILL");
  } finally {
    stop();
  }
  const pool = poolOf(store);
  const count = async (table: string) =>
    (await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE match_id = $1`, [matchId])).rows[0].n as number;
  // The end and its record went together: neither is kept.
  await waitFor(async () => (await store.getMatch(matchId))?.status === "playing", 10_000, "the rollback");
  expect(await count("match_records")).toBe(0);

  server = await startServerProcess({ port, dataDir });
  await waitFor(async () => (await count("match_records")) === 1, 60_000, "the run recorded after the restart");
  const match = await store.getMatch(matchId);
  expect(match?.status).toBe("finished");
  // The record is the one the rules' final state gives, replayed from the stored log.
  const final = replay(dungeonFleeEngine, match!.seed, 1, match!.options as FleeOptions, match!.actions);
  const facts: FleeRunFacts = {
    won: final.result === "win",
    rounds: final.round,
    health: Math.max(0, final.health),
    maxHealth: final.maxHealth,
    treasure: final.inventory.length,
    stairs: final.stairs,
    cls: final.cls,
  };
  const rows = await pool.query("SELECT track, won, rounds, score, facts FROM match_records WHERE match_id = $1", [
    matchId,
  ]);
  expect(rows.rows).toEqual([{ track: "easy", won: facts.won, rounds: facts.rounds, score: fleeScore(facts), facts }]);
  const holders = await pool.query("SELECT player_id FROM record_holders WHERE match_id = $1", [matchId]);
  expect(holders.rows).toEqual([{ player_id: ana.playerId }]);
  // A later end of the same match (a replay of its finish) changes nothing.
  await store.finishMatch({
    matchId,
    outcome: { results: ["loss"], summary: "again" },
    results: ["loss"],
    finishedAt: new Date(),
    status: "finished",
    record: { track: "easy", won: false, rounds: 1, score: 0, facts: {} },
  });
  expect((await pool.query("SELECT score FROM match_records WHERE match_id = $1", [matchId])).rows).toEqual([
    { score: fleeScore(facts) },
  ]);
}, 240_000);
