/**
 * Private table codes cannot be found by asking, on the real server with real HTTP clients: every
 * route that takes a room id, a code or a match id answers a code of a private table exactly as it answers a code
 * that names nothing (the SDK's reconnect, a join by id without a good token, continuing or reading a match), and
 * every failed try counts against one cap per address (CODE_TRIES_PER_MIN): past it each of those routes answers 429.
 */
import { randomUUID } from "node:crypto";
import { newJoinCode } from "@tabletop/server/room/privateCode.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

/** Failed tries one address may make a minute on this file's server. */
const CAP = 120;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ codeTriesPerMinute: CAP, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: string;
  type: string;
  retryAfter: string | null;
}

async function ask(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { method, body, headers });
  return {
    status: res.status,
    body: await res.text(),
    type: res.headers.get("content-type") ?? "",
    retryAfter: res.headers.get("retry-after"),
  } satisfies Answer;
}

const json = { "content-type": "application/json" };

/** The routes that take a table's code or a match's id, each asked as a stranger would. */
function routes() {
  return {
    // The SDK's reconnect with no body at all: the attack run's probe.
    "reconnect, empty body": (code: string) => ask("POST", `/matchmake/reconnect/${code}`),
    "reconnect, a made-up reconnection token": (code: string) =>
      ask("POST", `/matchmake/reconnect/${code}`, JSON.stringify({ reconnectionToken: "made-up" }), json),
    "joinById, no token": (code: string) => ask("POST", `/matchmake/joinById/${code}`, "{}", json),
    "joinById, a forged token": (code: string) =>
      ask("POST", `/matchmake/joinById/${code}`, JSON.stringify({ token: "not.a.token" }), json),
    "joinById, a spectator without a token": (code: string) =>
      ask("POST", `/matchmake/joinById/${code}`, JSON.stringify({ spectate: true, code }), json),
  };
}

function matchRoutes(strangerToken: string) {
  return {
    "continue a match, as a stranger": (id: string) =>
      ask("POST", `/api/matches/${id}/continue`, undefined, { authorization: `Bearer ${strangerToken}` }),
    "read a match, anonymously": (id: string) => ask("GET", `/api/matches/${id}`),
    "read a match, as a stranger": (id: string) =>
      ask("GET", `/api/matches/${id}`, undefined, { authorization: `Bearer ${strangerToken}` }),
  };
}

const signature = (a: Answer) => `${a.status} ${a.type} ${a.body}`;

test("a private table's code and a code that names nothing get the same answer on every route, and every failure counts against one cap", async () => {
  // Four private tables: two waiting for a second player, two in play (their matches stored).
  const tables: Player[] = [];
  for (const bots of [0, 0, 1, 1]) {
    const host = await guest(server, `Host ${tables.length + 1}`);
    tables.push(
      await track(await sdk(server.url).create("fixture-cards", { token: host.token, seats: 2, bots, private: true })),
    );
  }
  const codes = tables.map((t) => t.room.roomId);
  for (const t of tables.slice(2)) await t.until(() => t.room.state.status === "playing", "the start");
  await server.platform.store.flush();
  const matchIds = tables.slice(2).map((t) => t.room.state.matchId as string);
  const decoys = Array.from({ length: 16 }, newJoinCode).filter((c) => !codes.includes(c));
  const decoyMatches = Array.from({ length: 4 }, () => randomUUID());

  const stranger = await guest(server, "Stranger");
  let failures = 0;
  const seen: Record<string, Set<string>> = {};
  const probe = async (what: string, id: string, run: (id: string) => Promise<Answer>) => {
    const answer = await run(id);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(429);
    failures++;
    (seen[what] ??= new Set()).add(signature(answer));
  };
  for (const [what, run] of Object.entries(routes()))
    for (const code of [...decoys.slice(0, 6), ...codes, ...decoys.slice(6)]) await probe(what, code, run);
  for (const [what, run] of Object.entries(matchRoutes(stranger.token)))
    for (const id of [...decoyMatches.slice(0, 2), ...matchIds, ...decoyMatches.slice(2)]) await probe(what, id, run);

  // One answer per route, whether the code or id names a private table or nothing at all.
  for (const [what, answers] of Object.entries(seen))
    expect({ what, answers: [...answers] }).toEqual({ what, answers: [expect.any(String)] });

  // A right code with a good token still joins: a code is what lets its holder in.
  const friend = await guest(server, "Friend");
  const joined = await track(await sdk(server.url).joinById(codes[0], { token: friend.token }));
  expect(joined.mySeat()).toBe(1);

  // The failures so far count against the cap: the rest of it goes on decoys, then every route answers 429.
  while (failures < CAP) await probe("reconnect, empty body", newJoinCode(), routes()["reconnect, empty body"]);
  const refused: Answer[] = [
    await ask("POST", `/matchmake/reconnect/${codes[1]}`),
    await ask("POST", `/matchmake/joinById/${codes[1]}`, JSON.stringify({ token: friend.token }), json),
    await ask("POST", `/api/matches/${matchIds[0]}/continue`, undefined, { authorization: `Bearer ${stranger.token}` }),
    await ask("GET", `/api/matches/${matchIds[0]}`),
  ];
  for (const r of refused) {
    expect(r.status).toBe(429);
    expect(r.type).toMatch(/^application\/json/);
    expect(JSON.parse(r.body)).toEqual({
      code: "TOO_MANY_TRIES",
      reason: expect.stringMatching(/at most 120 a minute/),
    });
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
  }
  for (const t of [...tables, joined]) await t.room.leave();
});
