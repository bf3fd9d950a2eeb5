/**
 * Continuing a paused match: a match whose players all left is not lost or abandoned; it stays
 * in play with no room (paused), and any of its players continues it from the history page
 * (POST /api/matches/:id/continue), which reopens it from the store under its old room id with its table settings,
 * in the state its log gives. Only its own players may; a match that cannot be rebuilt is closed as abandoned.
 */
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { replay } from "@tabletop/shared";
import { dungeonFleeEngine as E } from "@tabletop/shared/dungeon-flee/index";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { waitFor } from "../helpers/store.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, graceSeconds: 1, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

const store = () => server.platform.store;

function continueMatch(matchId: string, token?: string) {
  return fetch(`${server.url}/api/matches/${matchId}/continue`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function paused(matchId: string) {
  await waitFor(
    async () => {
      await store().flush();
      return (await store().getMatch(matchId))?.paused === true;
    },
    10_000,
    "the match to be paused",
  );
}

/** A solo Dungeon Flee match with a few moves, left by its player (the room closes: the match is paused). */
async function leftSoloMatch(name: string) {
  const g = await guest(server, name);
  const p = await track(await sdk(server.url).create("dungeon-flee", { token: g.token, seed: `continue-${name}` }));
  await p.until(() => p.room.state.status === "playing" && p.legal().length > 0, "the start");
  await p.until(() => p.got.events.some((e) => e.text === "The match begins with 1 seat."), "the start, in words");
  for (let i = 0; i < 3; i++) {
    const moves = p.room.state.moves;
    p.send("act", p.legal()[0]);
    await p.until(() => p.room.state.moves > moves, "a move");
  }
  const matchId: string = p.room.state.matchId;
  const roomId = p.room.roomId;
  await p.room.leave();
  await paused(matchId);
  return { g, matchId, roomId };
}

test("a solo match whose player left is paused, listed as such, and continued from the history in the state its log gives", async () => {
  const { g, matchId, roomId } = await leftSoloMatch("Solo");
  const listed = (await (await fetch(`${server.url}/api/matches?player=${g.playerId}`)).json()) as {
    matches: { id: string; live: boolean; paused: boolean }[];
  };
  expect(listed.matches.find((m) => m.id === matchId)).toMatchObject({ live: true, paused: true });
  // Its record names no dead room: it says the match is paused and how its players continue it.
  const record = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as Record<string, unknown>;
  expect(record).toMatchObject({
    live: true,
    paused: true,
    roomId: null,
    resume: {
      method: "POST",
      path: `/api/matches/${matchId}/continue`,
      reason: expect.stringMatching(/^This match is paused/),
    },
  });

  const res = await continueMatch(matchId, g.token);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { roomId: string };
  expect(body.roomId).toBe(roomId);
  // Asked again (a second tab), the same room: the match is reopened once.
  expect(((await (await continueMatch(matchId, g.token)).json()) as { roomId: string }).roomId).toBe(roomId);

  const p: Player = await track(await sdk(server.url).joinById(roomId, { token: g.token }));
  expect(p.mySeat()).toBe(0);
  // The reopened seat names its person again, for the link to their page.
  expect(p.room.state.seats[0].playerId).toBe(g.playerId);
  await store().flush();
  const stored = (await store().getMatch(matchId))!;
  expect(stored.paused).toBe(false);
  expect(stored.actions.length).toBeGreaterThanOrEqual(3);
  expect(p.room.state.moves).toBe(stored.actions.length);
  const state = replay(E, stored.seed, 1, stored.options as never, stored.actions);
  expect(isDeepStrictEqual(viewOf(p, E, 0), E.view(state, 0))).toBe(true);
  // The match goes on: a move is accepted and logged as the next.
  p.send("act", p.legal()[0]);
  await p.until(() => p.room.state.moves === stored.actions.length + 1, "the next move");
  await p.room.leave();
});

test("continue: only the match's own players, with a token; ended matches and unknown ids are refused with reasons", async () => {
  const { matchId } = await leftSoloMatch("Owner");
  const stranger = await guest(server, "Stranger");
  expect((await continueMatch(matchId)).status).toBe(401);
  // Another's match is not there to continue, as one that does not exist (the same answer for both).
  const refused = await continueMatch(matchId, stranger.token);
  const unknown = await continueMatch(randomUUID(), stranger.token);
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ code: "NO_SUCH_MATCH", reason: "No such match." });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ code: "NO_SUCH_MATCH", reason: "No such match." });
  expect((await continueMatch("not-a-uuid", stranger.token)).status).toBe(400);
  const bad = await fetch(`${server.url}/api/matches/${matchId}/continue`, {
    method: "POST",
    headers: { authorization: "Bearer nonsense" },
  });
  expect(bad.status).toBe(401);
});

test("a private table comes back under its code, with its pace and response time, and stays unknown to strangers", async () => {
  const a = await guest(server, "Ann");
  const b = await guest(server, "Ben");
  const first = await track(
    await sdk(server.url).create("xorlosch", {
      token: a.token,
      seats: 2,
      private: true,
      pace: "slow",
      responseSeconds: 45,
      seed: "continue-private",
    }),
  );
  const code = first.room.roomId;
  const second = await track(await sdk(server.url).joinById(code, { token: b.token, code }));
  await first.until(() => first.room.state.status === "playing", "the start");
  const matchId: string = first.room.state.matchId;
  await first.room.leave();
  await second.room.leave();
  await paused(matchId);

  const stranger = await guest(server, "Snoop");
  expect((await continueMatch(matchId, stranger.token)).status).toBe(404);
  const res = await continueMatch(matchId, b.token);
  expect(await res.json()).toEqual({ roomId: code });
  const back = await track(await sdk(server.url).joinById(code, { token: b.token, code }));
  expect(back.mySeat()).toBe(1);
  expect([back.room.state.code, back.room.state.pace, back.room.state.responseSeconds]).toEqual([code, "slow", 45]);
  // Ann is not back yet: her seat waits for the grace, then a bot stands in for her.
  await back.until(() => back.room.state.seats[0].standIn === true, "a stand-in for the absent player");
  await back.room.leave();
});

test("a match stored under another rules version cannot be rebuilt: continuing it says why, and it is closed as abandoned", async () => {
  const g = await guest(server, "Oldtimer");
  const matchId = randomUUID();
  await store().createMatch({
    id: matchId,
    game: "dungeon-flee",
    seed: "old",
    options: E.defaultOptions,
    engineVersion: "0-before-the-flood",
    seats: [{ seat: 0, playerId: g.playerId, name: g.name, bot: false }],
    createdAt: new Date(),
    private: false,
    roomId: "gone-room",
  });
  await store().flush();
  const res = await continueMatch(matchId, g.token);
  expect(res.status).toBe(422);
  expect(((await res.json()) as { reason: string }).reason).toMatch(/rules version 0-before-the-flood/);
  await store().flush();
  expect((await store().getMatch(matchId))?.status).toBe("abandoned");
});
