/**
 * Records over real HTTP against the real test server (docs/ratings.md, "Records"; docs/wire-contract.md): a
 * player's records per track on their page; Dungeon Flee's board per mode and Dungeon Lite's per mission and
 * setting; today's daily dungeons without their seeds; JSON refusals for bad input; and no way to write a record.
 */
import type { DailyToday, PlayerPage, RecordBoard } from "@tabletop/shared";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { recordedMatch } from "../helpers/recorded-matches.js";
import { poolOf } from "../helpers/store.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return { status: res.status, body: (await res.json()) as T };
}

const flee = (won: boolean, rounds: number, score: number, track = "hard") => ({
  track,
  won,
  rounds,
  score,
  facts: {},
});

describe("records, boards and the daily dungeon over HTTP", () => {
  let ana: Awaited<ReturnType<typeof guest>>;
  let ben: Awaited<ReturnType<typeof guest>>;
  let privateRun = "";
  let liteWin = "";
  const now = Date.now();

  beforeAll(async () => {
    [ana, ben] = await Promise.all([guest(server, "Ana"), guest(server, "Ben")]);
    await recordedMatch(server, "dungeon-flee", [ana.playerId], new Date(now - 5000), flee(true, 82, 1380));
    await recordedMatch(server, "dungeon-flee", [ana.playerId], new Date(now - 4000), flee(false, 30, 100));
    privateRun = await recordedMatch(
      server,
      "dungeon-flee",
      [ana.playerId],
      new Date(now - 3000),
      flee(true, 70, 1500),
      {
        private: true,
      },
    );
    await recordedMatch(server, "dungeon-flee", [ben.playerId], new Date(now - 2000), flee(true, 75, 1420));
    liteWin = await recordedMatch(server, "dungeon-lite", [ana.playerId, null, ben.playerId], new Date(now - 1000), {
      track: "orc-warlord/free-equipment+undead-2",
      won: true,
      rounds: 12,
      score: 1,
      facts: {},
    });
    await server.platform.store.flush();
  });

  it("shows a player's records per game and track on their page", async () => {
    const { status, body } = await get<PlayerPage>(`/api/players/${ana.playerId}`);
    expect(status).toBe(200);
    expect(body.records.map((r) => [r.game, r.track, r.matches, r.wins, r.bestScore, r.fewestRounds])).toEqual([
      ["dungeon-flee", "hard", 3, 2, 1500, 70],
      ["dungeon-lite", "orc-warlord/free-equipment+undead-2", 1, 1, 1, 12],
    ]);
    // Another's private run is counted but not listed to others; Ana sees it.
    expect(body.records[0].recent.map((l) => l.matchId)).not.toContain(privateRun);
    const own = await get<PlayerPage>(`/api/players/${ana.playerId}`, ana.token);
    expect(own.body.records[0].recent.map((l) => l.matchId)).toContain(privateRun);
    expect(body.records[1].recent[0].party).toEqual([
      { playerId: ana.playerId, name: "P0", bot: false, left: false },
      { playerId: null, name: "Bot 2", bot: true, left: false },
      { playerId: ben.playerId, name: "P2", bot: false, left: false },
    ]);
  });

  it("ranks Dungeon Flee's board of a mode by each player's best run", async () => {
    const { status, body } = await get<RecordBoard>("/api/records/dungeon-flee/hard?limit=100");
    expect(status).toBe(200);
    expect(body).toMatchObject({ game: "dungeon-flee", track: "hard" });
    const mine = body.lines.filter((l) => [ana.playerId, ben.playerId].includes(l.party[0].playerId ?? ""));
    expect(mine.map((l) => [l.party[0].playerId, l.score, l.matchId])).toEqual([
      // Ana's best is a private match: it counts, and its replay is not offered.
      [ana.playerId, 1500, null],
      [ben.playerId, 1420, expect.any(String)],
    ]);
  });

  it("lists Dungeon Lite's wins of a mission and setting, with the party named", async () => {
    const { status, body } = await get<RecordBoard>(
      "/api/records/dungeon-lite/orc-warlord/free-equipment+undead-2?limit=100",
    );
    expect(status).toBe(200);
    const line = body.lines.find((l) => l.matchId === liteWin);
    expect(line).toMatchObject({ won: true, rounds: 12, track: "orc-warlord/free-equipment+undead-2" });
    expect(line?.party.map((p) => p.playerId)).toEqual([ana.playerId, null, ben.playerId]);
  });

  it("lists today's daily dungeons with their options, never their seeds", async () => {
    const { status, body } = await get<DailyToday>("/api/daily/dungeon-flee", ben.token);
    expect(status).toBe(200);
    expect(body.dungeons.map((d) => [d.track, d.played])).toEqual([
      ["easy", false],
      ["hard", false],
      ["extreme", false],
    ]);
    const seeds = await poolOf(server.platform.store).query<{ seed: string }>(
      "SELECT seed FROM daily_dungeons WHERE game = 'dungeon-flee' AND day = $1::date",
      [body.day],
    );
    expect(seeds.rows).toHaveLength(3);
    const text = JSON.stringify(body);
    for (const { seed } of seeds.rows) expect(text).not.toContain(seed);
    const anonymous = await get<DailyToday>("/api/daily/dungeon-flee");
    expect(anonymous.body.dungeons.map((d) => d.played)).toEqual([null, null, null]);
    expect(anonymous.body.dungeons.map((d) => d.options)).toEqual(body.dungeons.map((d) => d.options));
  });

  it("refuses bad input with a JSON reason", async () => {
    const cases: [string, number, string][] = [
      ["/api/records/chess/easy", 404, "NOT_FOUND"],
      ["/api/records/xorlosch/easy", 404, "NOT_FOUND"],
      ["/api/records/dungeon-flee/nightmare", 400, "BAD_TRACK"],
      ["/api/records/dungeon-lite/goblin-king", 400, "BAD_TRACK"],
      ["/api/records/dungeon-lite/goblin-king/no-troll+traps-1", 400, "BAD_TRACK"],
      ["/api/records/dungeon-lite/dragon/standard", 400, "BAD_TRACK"],
      ["/api/records/dungeon-flee/easy?limit=0", 400, "BAD_LIMIT"],
      ["/api/records/dungeon-flee/easy?limit=x", 400, "BAD_LIMIT"],
      ["/api/daily/dungeon-lite", 404, "NOT_FOUND"],
      ["/api/daily/dungeon-flee/hard/2999-01-01", 400, "BAD_DAY"],
      ["/api/daily/dungeon-flee/hard/2024-02-30", 400, "BAD_DAY"],
      ["/api/daily/dungeon-flee/hard/yesterday", 400, "BAD_DAY"],
      ["/api/daily/dungeon-flee/nightmare/2024-02-03", 400, "BAD_TRACK"],
    ];
    for (const [path, status, code] of cases) {
      const r = await get<{ code: string; reason: string }>(path);
      expect([path, r.status, r.body.code]).toEqual([path, status, code]);
      expect(r.body.reason).toEqual(expect.any(String));
    }
    expect((await get("/api/daily/dungeon-flee", "not-a-token")).status).toBe(401);
  });

  it("has no way to write a record", async () => {
    for (const path of ["/api/records/dungeon-flee/hard", "/api/daily/dungeon-flee/hard/2024-02-03"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ score: 99999 }),
      });
      expect(res.status).toBe(404);
    }
  });
});
