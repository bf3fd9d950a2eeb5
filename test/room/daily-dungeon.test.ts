/**
 * The daily dungeon over the real wire (docs/ratings.md, "The daily dungeon"): the `daily` create option is checked
 * like the others; everyone gets the day's dungeon (its secret seed, its mode and class); a run played to its end
 * writes its record with the day, in the transaction of its end; its seed and moves stay sealed (no replay, no
 * spectator) until the day ends; and a second attempt the same day is refused.
 */
import { games, type DailyToday, type RecordBoard } from "@tabletop/shared";
import { sdk, track } from "../helpers/clients.js";
import { playAsBot, tieBreaks } from "../helpers/bot-player.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { poolOf } from "../helpers/store.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, rulesStepMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);

test("the daily option is checked: a game with a daily dungeon, no fixed seed", async () => {
  const { token } = await guest(server, "Dee");
  const create = (game: string, options: Record<string, unknown>) =>
    sdk(server.url)
      .create(game, { token, ...options })
      .catch((e: unknown) => e);
  expect(await create("xorlosch", { daily: true })).toMatchObject({
    code: 400,
    message: "xorlosch has no daily dungeon.",
  });
  expect(await create("dungeon-flee", { daily: true, seed: "mine" })).toMatchObject({
    code: 400,
    message: "The daily dungeon has its own seed.",
  });
  expect(await create("dungeon-flee", { daily: "yes" })).toMatchObject({ code: 400, message: /daily/ });
});

test("a run of the day: the day's dungeon for everyone, its record with the day, sealed until the day ends, once", async () => {
  const [ana, ben] = await Promise.all([guest(server, "Daily Ana"), guest(server, "Daily Ben")]);
  const open = async (token: string) =>
    track(
      await sdk(server.url).create("dungeon-flee", {
        token,
        daily: true,
        options: { mode: "extreme", class: "fighter", gender: "female" },
      }),
    );
  const a = await open(ana.token);
  const b = await open(ben.token);
  for (const p of [a, b]) await p.until(() => p.room.state.status === "playing", "the start");
  const [matchA, matchB] = [a.room.state.matchId as string, b.room.state.matchId as string];
  const pool = poolOf(server.platform.store);
  const day = await pool.query<{ seed: string; options: { mode: string; class: string } }>(
    "SELECT seed, options FROM daily_dungeons WHERE game = 'dungeon-flee' AND track = 'extreme' AND day = $1::date",
    [today()],
  );
  const dungeon = day.rows[0];
  // Both play the day's dungeon: its seed, its mode and its class (whatever class they asked for).
  await server.platform.store.flush();
  for (const id of [matchA, matchB]) {
    const m = await server.platform.store.getMatch(id);
    expect(m?.seed).toBe(dungeon.seed);
    expect(m?.options).toEqual({ ...dungeon.options, gender: "female" });
    expect(m?.table.daily).toBe(today());
  }
  // The list of today's dungeons says which Ana has started, with their options and never their seeds.
  const listed = await fetch(`${server.url}/api/daily/dungeon-flee`, {
    headers: { authorization: `Bearer ${ana.token}` },
  });
  const text = await listed.text();
  expect(text).not.toContain(dungeon.seed);
  const body = JSON.parse(text) as DailyToday;
  expect(body.dungeons.find((d) => d.track === "extreme")).toMatchObject({
    day: today(),
    options: dungeon.options,
    played: true,
  });
  expect(body.dungeons.find((d) => d.track === "easy")?.played).toBe(false);
  // Nobody watches a run of the day, nor reads its record with the seed.
  const watch = await sdk(server.url)
    .joinById(b.room.roomId, { token: ana.token, spectate: true })
    .catch((e: unknown) => e);
  expect(watch).toMatchObject({ message: /cannot be watched until its day ends/ });
  const sealed = async (id: string) => {
    const res = await fetch(`${server.url}/api/matches/${id}`, { headers: { authorization: `Bearer ${ana.token}` } });
    const text = await res.text();
    expect(text).not.toContain(dungeon.seed);
    return { status: res.status, body: JSON.parse(text) as { code: string } };
  };
  expect(await sealed(matchB)).toMatchObject({ status: 403, body: { code: "DAILY_SEALED" } });

  const stop = playAsBot(a, games["dungeon-flee"], 0, tieBreaks());
  try {
    await a.until(() => a.got.finished.length > 0, "the end of the run", 240_000);
  } finally {
    stop();
  }
  await server.platform.store.flush();
  const record = await pool.query(
    "SELECT track, won, to_char(daily, 'YYYY-MM-DD') AS daily FROM match_records WHERE match_id = $1",
    [matchA],
  );
  expect(record.rows).toEqual([{ track: "extreme", won: expect.any(Boolean), daily: today() }]);
  // Ended, and still sealed (to its own player too) until the day ends.
  expect(await sealed(matchA)).toMatchObject({ status: 403, body: { code: "DAILY_SEALED" } });
  const board = (await fetch(`${server.url}/api/daily/dungeon-flee/extreme/${today()}?limit=100`).then((r) =>
    r.json(),
  )) as RecordBoard;
  expect(board.lines.filter((l) => l.party[0].playerId === ana.playerId)).toEqual([
    expect.objectContaining({ matchId: null, daily: today() }),
  ]);
  // One counted attempt a day: a second table of the day's extreme dungeon is refused.
  const again = await sdk(server.url)
    .create("dungeon-flee", { token: ana.token, daily: true, options: { mode: "extreme", class: "fighter" } })
    .catch((e: unknown) => e);
  expect(again).toMatchObject({ message: /played today's extreme dungeon already/ });
  await a.room.leave();
  await b.room.leave();
}, 300_000);
