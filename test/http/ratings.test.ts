/**
 * Player pages and leaderboards over real HTTP against the real test server on the embedded database
 * (docs/ratings.md, docs/wire-contract.md): ratings with their provisional mark, records, recent rated matches and
 * head-to-head; a leaderboard of players with enough rated matches who played in the last 30 days; JSON refusals
 * for bad input; nothing of a match in play or of another's private match; and no way to write a rating.
 */
import { randomUUID } from "node:crypto";
import type { Leaderboard, PlayerPage } from "@tabletop/shared";
import { displayRating, newSkill } from "@tabletop/server/ratings/model.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { ratedMatch } from "../helpers/rated-matches.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

async function get<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return { status: res.status, body: (await res.json()) as T };
}

describe("GET /api/players/:id and GET /api/leaderboards/:game", () => {
  let ana: Awaited<ReturnType<typeof guest>>;
  let ben: Awaited<ReturnType<typeof guest>>;
  let old: Awaited<ReturnType<typeof guest>>;
  let cy: Awaited<ReturnType<typeof guest>>;
  let privateMatch = "";
  let liveMatch = "";
  const now = Date.now();

  beforeAll(async () => {
    [ana, ben, old] = await Promise.all([guest(server, "Ana"), guest(server, "Ben"), guest(server, "Olaf")]);
    // Ana and Ben: ten rated matches over four UTC days (three a day count fully), Ana first in all but the last.
    for (let i = 0; i < 10; i++) {
      const order = i === 9 ? [ben.playerId, ana.playerId] : [ana.playerId, ben.playerId];
      await ratedMatch(server, order, new Date(now - Math.floor(i / 3) * DAY - 3_600_000 - i * 1000));
    }
    // Olaf: ten rated matches, all more than 30 days ago (with players of his own).
    for (let i = 0; i < 10; i++) {
      const other = (await guest(server, `Foe ${i}`)).playerId;
      await ratedMatch(server, [old.playerId, other], new Date(now - 40 * DAY - i * 60_000));
    }
    cy = await guest(server, "Cy");
    privateMatch = await ratedMatch(server, [ana.playerId, cy.playerId], new Date(now - 60_000), { private: true });
    liveMatch = await ratedMatch(server, [ana.playerId, ben.playerId], new Date(now), { end: false });
    await server.platform.store.flush();
  });

  it("shows a player's rating, provisional mark, record and recent rated matches", async () => {
    const { status, body } = await get<PlayerPage>(`/api/players/${ben.playerId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ playerId: ben.playerId, name: "Ben" });
    const [x] = body.games;
    expect(x).toMatchObject({ game: "xorlosch", ratedMatches: 10, provisional: false, wins: 1, losses: 9, draws: 0 });
    expect(x.recent).toHaveLength(10);
    expect(x.recent[0]).toMatchObject({ result: "win", rank: 1, weight: 1 });
    expect(x.recent[0].players.map((p) => p.playerId).sort()).toEqual([ana.playerId, ben.playerId].sort());
    expect(x.recent[0].ratingAfter).toBe(x.rating);
    expect(x.recent[9].ratingBefore).toBe(displayRating(newSkill()));
    expect(x.headToHead).toBeUndefined();
  });

  it("draws the rating over time: one point per rated match, oldest first, ending at the rating", async () => {
    const { body } = await get<PlayerPage>(`/api/players/${ben.playerId}`);
    const [x] = body.games;
    expect(x.history).toHaveLength(10);
    expect(x.history.map((p) => p.rating)).toEqual([...x.recent].reverse().map((m) => m.ratingAfter));
    expect(x.history.map((p) => p.at)).toEqual([...x.recent].reverse().map((m) => m.finishedAt));
    expect(x.history.at(-1)!.rating).toBe(x.rating);
    // Ana's private match with Cy is a point of her chart for anyone (the figure counts it), naming no match.
    const mine = (await get<PlayerPage>(`/api/players/${ana.playerId}`)).body.games[0];
    expect(mine.history).toHaveLength(11);
    expect(mine.history.at(-1)!.rating).toBe(mine.rating);
    expect(Object.keys(mine.history[0]).sort()).toEqual(["at", "rating"]);
  });

  it("adds head-to-head against the player who asks with a token", async () => {
    const { body } = await get<PlayerPage>(`/api/players/${ben.playerId}`, ana.token);
    expect(body.games[0].headToHead).toEqual({ matches: 10, ahead: 1, behind: 9, level: 0 });
    const self = await get<PlayerPage>(`/api/players/${ben.playerId}`, ben.token);
    expect(self.body.games[0].headToHead).toBeUndefined();
  });

  it("shows a private match only to its own players, and nothing of a match in play", async () => {
    const anyone = await get<PlayerPage>(`/api/players/${ana.playerId}`);
    const text = JSON.stringify(anyone.body);
    expect(text).not.toContain(privateMatch);
    expect(text).not.toContain(liveMatch);
    expect(text).not.toContain("seed-of-");
    expect(anyone.body.games[0].ratedMatches).toBe(11);
    const own = await get<PlayerPage>(`/api/players/${ana.playerId}`, cy.token);
    expect(own.body.games[0].recent[0].matchId).toBe(privateMatch);
  });

  it("lists on a leaderboard only players with enough rated matches who played in the last 30 days", async () => {
    const { status, body } = await get<Leaderboard>("/api/leaderboards/xorlosch?limit=100");
    expect(status).toBe(200);
    expect(body.game).toBe("xorlosch");
    const ids = body.players.map((p) => p.playerId);
    expect(ids).toContain(ben.playerId);
    expect(ids).not.toContain(old.playerId);
    const ratings = body.players.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.players.map((p) => p.place)).toEqual(body.players.map((_, i) => i + 1));
  });

  it("refuses bad input with a JSON reason", async () => {
    expect(await get("/api/players/not-an-id")).toMatchObject({ status: 400, body: { code: "BAD_ID" } });
    expect(await get(`/api/players/${randomUUID()}`)).toMatchObject({ status: 404, body: { code: "NO_SUCH_PLAYER" } });
    expect(await get(`/api/players/${ana.playerId}`, "nope")).toMatchObject({
      status: 401,
      body: { code: "BAD_TOKEN" },
    });
    expect(await get("/api/leaderboards/chess")).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    expect(await get("/api/leaderboards/dungeon-flee")).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    for (const limit of ["0", "101", "x", "1.5"])
      expect(await get(`/api/leaderboards/xorlosch?limit=${limit}`)).toMatchObject({
        status: 400,
        body: { code: "BAD_LIMIT" },
      });
  });

  it("has no way to write a rating", async () => {
    const before = await get<PlayerPage>(`/api/players/${ben.playerId}`);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      for (const path of [`/api/players/${ben.playerId}`, "/api/leaderboards/xorlosch"]) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${ben.token}`, "content-type": "application/json" },
          body: JSON.stringify({ rating: 3000, mu: 99, sigma: 0.1 }),
        });
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
      }
    expect(await get<PlayerPage>(`/api/players/${ben.playerId}`)).toEqual(before);
  });
});
