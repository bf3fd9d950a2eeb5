/**
 * Rated tables (docs/ratings.md): the `rated` create option is checked like the others (rated games only, people
 * only), a rated table takes no bot, quick play keeps rated and unrated tables apart, and a rated match played to
 * its end over the real wire rates its people, the one who left for good last.
 */
import { games } from "@tabletop/shared";
import { sdk, track, type Player } from "../helpers/clients.js";
import { playAsBot, tieBreaks } from "../helpers/bot-player.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { poolOf } from "../helpers/store.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, rulesStepMs: 0 });
});
afterAll(async () => {
  await server.close();
});

async function refused(p: Player, type: string, code: string) {
  const before = p.got.rejected.length;
  p.send(type);
  await p.until(() => p.got.rejected.length > before, `the refusal of ${type}`);
  expect(p.got.rejected[p.got.rejected.length - 1]).toMatchObject({ code });
}

test("the rated option is checked like the others: a rated game, people only, a boolean", async () => {
  const { token } = await guest(server, "Rae");
  const create = (game: string, options: Record<string, unknown>) =>
    sdk(server.url)
      .create(game, { token, ...options })
      .catch((e: unknown) => e);
  expect(await create("xorlosch", { seats: 3, bots: 1, rated: true })).toMatchObject({
    code: 400,
    message: "A rated table seats people only: no bots.",
  });
  expect(await create("dungeon-flee", { rated: true })).toMatchObject({
    code: 400,
    message: "dungeon-flee tables are not rated.",
  });
  expect(await create("xorlosch", { rated: "yes" })).toMatchObject({ code: 400, message: /rated/ });
});

test("a rated table takes no bot: add-bot is refused with RATED_NO_BOTS, and the state says it is rated", async () => {
  const { token, playerId } = await guest(server, "Hanna");
  const host = await track(await sdk(server.url).create("xorlosch", { token, seats: 3, rated: true }));
  expect(host.room.state.rated).toBe(true);
  // Each seat names its person for the link to their page; an open seat names no one.
  expect(host.room.state.seats.map((s: { playerId: string }) => s.playerId)).toEqual([playerId, "", ""]);
  await refused(host, "add-bot", "RATED_NO_BOTS");
  expect(host.room.state.seats.some((s: { bot: boolean }) => s.bot)).toBe(false);
  await host.room.leave();
});

test("quick play keys rated and unrated tables apart, whatever key the page sends", async () => {
  const [a, b, c] = await Promise.all([guest(server, "Q1"), guest(server, "Q2"), guest(server, "Q3")]);
  const quick = `3:{}:${Date.now()}`;
  const join = (token: string, rated?: boolean) =>
    sdk(server.url).joinOrCreate("xorlosch", { token, seats: 3, quick, ...(rated === undefined ? {} : { rated }) });
  const ratedRoom = await join(a.token, true);
  const unratedRoom = await join(b.token);
  const ratedAgain = await join(c.token, true);
  expect(unratedRoom.roomId).not.toBe(ratedRoom.roomId);
  expect(ratedAgain.roomId).toBe(ratedRoom.roomId);
  for (const r of [ratedRoom, unratedRoom, ratedAgain]) await r.leave();
});

test("a rated match to its end rates its people once; the one who left for good is last", async () => {
  const [a, b] = await Promise.all([guest(server, "Stays"), guest(server, "Leaves")]);
  const stays = await track(
    await sdk(server.url).create("xorlosch", { token: a.token, seats: 2, rated: true, options: { shortGame: true } }),
  );
  const leaves = await track(await sdk(server.url).joinById(stays.room.roomId, { token: b.token }));
  await stays.until(() => stays.room.state.status === "playing", "the start");
  const matchId = stays.room.state.matchId as string;
  leaves.send("leave");
  await stays.until(() => stays.room.state.seats[1].standIn === true, "a bot standing in for the one who left");
  // At a pace under the room's rate limit (20 messages a second): a move over it is dropped unanswered.
  const stop = playAsBot(stays, games.xorlosch, 60, tieBreaks());
  try {
    await stays.until(() => stays.got.finished.length > 0, "the end of the match", 240_000);
  } finally {
    stop();
  }
  await server.platform.store.flush();
  const pool = poolOf(server.platform.store);
  const changes = await pool.query(
    "SELECT player_id, rank, result, weight FROM rating_changes WHERE match_id = $1 ORDER BY rank",
    [matchId],
  );
  expect(changes.rows).toEqual([
    { player_id: a.playerId, rank: expect.any(Number), result: "win", weight: 1 },
    { player_id: b.playerId, rank: 3, result: "loss", weight: 1 },
  ]);
  const seats = await pool.query("SELECT left_for_good FROM match_players WHERE match_id = $1 ORDER BY seat", [
    matchId,
  ]);
  expect(seats.rows.map((r: { left_for_good: boolean }) => r.left_for_good)).toEqual([false, true]);
  const rated = await pool.query("SELECT count(*)::int AS n FROM rated_matches WHERE match_id = $1", [matchId]);
  expect(rated.rows[0].n).toBe(1);
  await stays.room.leave();
}, 300_000);
