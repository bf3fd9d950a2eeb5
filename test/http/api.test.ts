/** The HTTP API and the live lobby, against the real server and Postgres. */
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const get = async (p: string, token?: string) => {
  const r = await fetch(server.url + p, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: r.status, body: (await r.json()) as any };
};

/** A one-human match against a bot, played to the end by always taking the first legal action. */
async function playAgainstBot(token: string, isPrivate = false): Promise<string> {
  const table = { token, seats: 2, bots: 1, options: { rounds: 1 }, ...(isPrivate ? { private: true } : {}) };
  const p: Player = await track(await sdk(server.url).create("fixture-cards", table));
  while (p.got.finished.length === 0) {
    await p.until(() => p.legal().length > 0 || p.got.finished.length > 0, "turn or end");
    if (p.got.finished.length) break;
    const moves = p.room.state.moves;
    p.send("act", p.legal()[0]);
    await p.until(() => p.room.state.moves > moves || p.got.finished.length > 0, "move");
  }
  await p.room.leave();
  return p.got.finished[0].matchId;
}

describe("POST /api/guests", () => {
  test("gives a player id and a signed token", async () => {
    const g = await guest(server, "  Mia  ");
    expect(g.name).toBe("Mia");
    expect(g.playerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(g.token.split(".")).toHaveLength(3);
  });
  test.each([[""], ["x".repeat(25)], [42]])("refuses a bad name (%p) with a reason", async (name) => {
    const r = await fetch(`${server.url}/api/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).reason).toMatch(/1 to 24 characters/);
  });
});

describe("history", () => {
  let me: { playerId: string; token: string };
  const ids: string[] = [];
  beforeAll(async () => {
    me = await guest(server, "Historian");
    for (let i = 0; i < 3; i++) ids.push(await playAgainstBot(me.token));
    await server.platform.store.flush();
  });

  test("GET /api/matches filters by player, newest first, and pages by time without gaps or repeats", async () => {
    const p1 = await get(`/api/matches?player=${me.playerId}&limit=2`);
    expect(p1.status).toBe(200);
    expect(p1.body.matches.map((m: any) => m.id)).toEqual([ids[2], ids[1]]);
    expect(p1.body.next).toEqual(expect.any(String));
    const p2 = await get(`/api/matches?player=${me.playerId}&limit=2&before=${encodeURIComponent(p1.body.next)}`);
    expect(p2.body.matches.map((m: any) => m.id)).toEqual([ids[0]]);
    expect(p2.body.next).toBeNull();
    const seat = p1.body.matches[0].seats.find((s: any) => s.playerId === me.playerId);
    expect(seat.name).toBe("Historian");
    expect(["win", "loss", "draw"]).toContain(seat.result);
  });

  test("GET /api/matches filters by game", async () => {
    expect((await get(`/api/matches?player=${me.playerId}&game=fixture-cards`)).body.matches).toHaveLength(3);
    expect((await get(`/api/matches?player=${me.playerId}&game=xorlosch`)).body.matches).toHaveLength(0);
  });

  test("GET /api/matches/:id has seats, seed, options, every action in order and the outcome", async () => {
    const { status, body } = await get(`/api/matches/${ids[0]}`);
    expect(status).toBe(200);
    expect(body.live).toBe(false);
    expect(body.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(body.options).toEqual({ rounds: 1 });
    expect(body.seats).toHaveLength(2);
    expect(body.seats[1].bot).toBe(true);
    expect(body.actions.map((a: any) => a.seq)).toEqual(body.actions.map((_: any, i: number) => i + 1));
    expect(body.outcome.results).toHaveLength(2);
  });

  test("a private match shows to its own players only, who prove it with their token; to anyone else it is a 404", async () => {
    const outsider = await guest(server, "Outsider");
    const id = await playAgainstBot(me.token, true);
    await server.platform.store.flush();
    expect((await get(`/api/matches/${id}`)).status).toBe(404);
    expect((await get(`/api/matches/${id}`, outsider.token)).status).toBe(404);
    const mine = await get(`/api/matches/${id}`, me.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id, live: false, seed: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const listed = (token?: string) =>
      get(`/api/matches?player=${me.playerId}`, token).then((r) => r.body.matches.map((m: any) => m.id));
    expect(await listed()).not.toContain(id);
    expect(await listed(outsider.token)).not.toContain(id);
    expect(await listed(me.token)).toContain(id);
  });

  test("a bad bearer token is refused with its reason", async () => {
    const r = await get(`/api/matches/${ids[0]}`, "not.a.token");
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "BAD_TOKEN", reason: expect.stringMatching(/not valid/) });
    expect((await fetch(`${server.url}/api/matches`, { headers: { authorization: "Basic abc" } })).status).toBe(401);
  });

  test("bad queries get a reason", async () => {
    expect((await get("/api/matches?limit=0")).status).toBe(400);
    expect((await get("/api/matches?before=yesterday")).body.code).toBe("BAD_CURSOR");
    expect((await get("/api/matches/not-a-uuid")).body.code).toBe("BAD_ID");
    expect((await get("/api/matches/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

test("GET /api/games lists the registered rooms; /healthz and /metrics answer", async () => {
  const games = await get("/api/games");
  expect(games.body.games.map((g: any) => g.id)).toContain("fixture-cards");
  // Only rated games have a leaderboard for the lobby to link.
  const rated = games.body.games.filter((g: any) => g.rated).map((g: any) => g.id);
  expect(rated).toEqual(["xorlosch"]);
  const h = await get("/healthz");
  expect(h.status).toBe(200);
  expect(h.body).toMatchObject({ status: "ok", database: { ok: true, backend: "postgres" } });
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  expect(metrics).toMatch(/tabletop_moves_total\{game="fixture-cards",by="player"\} \d+/);
});

test("the lobby lists public rooms live, and never private ones", async () => {
  const g = await guest(server, "Lister");
  const lobby = await sdk(server.url).joinOrCreate("lobby");
  let rooms: any[] = [];
  lobby.onMessage("rooms", (list: any[]) => {
    rooms = list;
  });
  lobby.onMessage("+", ([id, room]: [string, any]) => {
    rooms = rooms.filter((r) => r.roomId !== id).concat(room);
  });
  lobby.onMessage("-", (id: string) => {
    rooms = rooms.filter((r) => r.roomId !== id);
  });
  const pub = await sdk(server.url).create("fixture-cards", { token: g.token, seats: 3 });
  const priv = await sdk(server.url).create("fixture-cards", { token: g.token, seats: 3, private: true });
  const deadline = Date.now() + 5000;
  while (!rooms.some((r) => r.roomId === pub.roomId) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const listed = rooms.find((r) => r.roomId === pub.roomId);
  expect(listed.metadata).toMatchObject({
    game: "fixture-cards",
    status: "waiting",
    seatsTaken: 1,
    tableSize: 3,
    hostName: "Lister",
  });
  expect(rooms.some((r) => r.roomId === priv.roomId)).toBe(false);
  await pub.leave();
  await priv.leave();
  await lobby.leave();
});
