/**
 * A live match keeps its secrets from everyone outside it. For each game a match is played part way, then an
 * outsider gathers everything it can reach (every HTTP endpoint, with no token, another player's token and a bad
 * one; the lobby room; a spectator's raw frames) and tries to rebuild the hidden state with the engine that ships
 * in the browser. It must fail to predict the next hidden card. A positive control gives the same attacker the
 * real seed and actions, and checks that it then predicts every hidden card: so the attack is real and the test
 * can fail. A second check scans every frame any client received, and every HTTP body, for the seed itself. Every
 * game of the registry (shared/src/games.ts) must have its case here.
 */
import { matchMaker } from "@colyseus/core";
import { games, type AnyEngine, type RngState } from "@tabletop/shared";
import { dungeonFleeEngine, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { xorloschEngine, type XorState } from "@tabletop/shared/xorlosch/index";
import { dungeonLiteEngine, type LiteState } from "@tabletop/shared/dungeon-lite/index";
import { fixtureEngine, type FixtureState } from "../fixtures/fixture-cards/engine.js";
import { gather, rebuild } from "../helpers/attacker.js";
import { joinAs, sdk, untilAny, type Player } from "../helpers/clients.js";
import { framesOf, recordClientFrames } from "../helpers/frames.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

interface GameCase {
  room: string;
  engine: AnyEngine;
  create: { seats: number; bots: number; options?: Record<string, unknown> };
  moves: number;
  /** What the outsider wants to know: the cards no one may see yet, in the order they will come. */
  hidden(state: any): unknown;
}

const CASES: GameCase[] = [
  {
    room: "dungeon-flee",
    engine: dungeonFleeEngine,
    create: { seats: 1, bots: 0 },
    moves: 4,
    hidden: (s: FleeState) => ({
      draw: s.draw,
      faceDown: s.corridors.map((c) => c.cards.slice(0, c.cards.length - c.up)),
      exits: s.exitPile,
    }),
  },
  {
    room: "xorlosch",
    engine: xorloschEngine,
    create: { seats: 2, bots: 1 },
    moves: 4,
    hidden: (s: XorState) => s.stacks,
  },
  {
    room: "dungeon-lite",
    engine: dungeonLiteEngine,
    create: { seats: 2, bots: 1, options: { mission: "orc-warlord" } },
    moves: 4,
    hidden: (s: LiteState) => ({
      terrain: s.terrainDeck,
      actions: s.actionDeck,
      chests: s.chestDeck,
      enemies: s.enemyDeck,
      hands: s.heroes.map((h) => h.hand),
    }),
  },
  {
    room: "fixture-cards",
    engine: fixtureEngine,
    create: { seats: 2, bots: 1, options: { rounds: 3 } },
    moves: 2,
    hidden: (s: FixtureState) => ({ deck: s.deck, hands: s.hands }),
  },
];

test("every registered game has its case here", () => {
  expect(Object.keys(games).filter((game) => !CASES.some((c) => c.room === game))).toEqual([]);
});

let server: TestServer;
beforeAll(async () => {
  recordClientFrames();
  server = await startTestServer({ botDelayMs: 0, allowClientSeeds: false });
});
afterAll(async () => {
  await server.close();
});

/** Plays `n` of this seat's moves (each the first legal action), bots moving in between. */
async function playMoves(p: Player, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await p.until(() => p.legal().length > 0 || p.got.finished.length > 0, "a move to make");
    if (p.got.finished.length) return;
    const lists = p.got.legal.length;
    const moves = p.room.state.moves;
    p.send("act", p.legal()[0]);
    await p.until(() => p.room.state.moves > moves && p.got.legal.length > lists, "the move to land");
  }
}

interface Fetched {
  what: string;
  status: number;
  body: string;
}

/** Every HTTP endpoint an outsider can call about this match, as anyone, as another player and with a bad token. */
async function crawl(matchId: string, game: string, playerIds: string[], outsiderToken: string): Promise<Fetched[]> {
  const paths = [
    `/api/matches/${matchId}`,
    `/api/matches`,
    `/api/matches?game=${game}`,
    ...playerIds.map((id) => `/api/matches?player=${id}`),
    `/api/matches/${matchId}x`,
    `/api/matches/00000000-0000-0000-0000-000000000000`,
    "/api/games",
    "/healthz",
    "/metrics",
    "/colyseus",
    `/matchmake/joinById/${game}`,
    "/",
  ];
  const auths: Record<string, string | undefined> = {
    anonymous: undefined,
    outsider: `Bearer ${outsiderToken}`,
    forged: "Bearer not.a.token",
  };
  const out: Fetched[] = [];
  for (const path of paths) {
    for (const [who, authorization] of Object.entries(auths)) {
      const res = await fetch(server.url + path, { headers: authorization ? { authorization } : {} });
      out.push({ what: `${who} GET ${path}`, status: res.status, body: await res.text() });
    }
  }
  return out;
}

/** The room's own truth, read in process: the engine state and the seed the server drew. */
function truthOf(roomId: string): { state: unknown; seed: string } {
  const room = matchMaker.getLocalRoomById(roomId) as unknown as { match: { gameState: unknown }; seed: string };
  return { state: room.match.gameState, seed: room.seed };
}

describe.each(CASES)("a live $room match", (c) => {
  let seated: Player;
  let spectator: Player;
  let lobbyFrames: () => Buffer;
  let fetched: Fetched[];
  let truth: { state: unknown; seed: string };
  let matchId: string;

  beforeAll(async () => {
    seated = await joinAs(server, `Host ${c.room}`, (client, token) => client.create(c.room, { token, ...c.create }));
    await seated.until(() => seated.room.state.status === "playing", "the start");
    await playMoves(seated, c.moves);
    matchId = seated.room.state.matchId;
    spectator = await joinAs(server, "Watcher", (client, token) =>
      client.joinById(seated.room.roomId, { token, spectate: true }),
    );
    const lobby = await sdk(server.url).joinOrCreate("lobby");
    let listed = false;
    lobby.onMessage("rooms", () => {
      listed = true;
    });
    lobby.onMessage("+", () => undefined);
    lobby.onMessage("-", () => undefined);
    await untilAny(() => listed, "the lobby listing");
    lobbyFrames = () => framesOf(lobby);
    await server.platform.store.flush();
    const outsider = await guest(server, "Outsider");
    const players = (await server.platform.store.getMatch(matchId))!.seats.flatMap((s) =>
      s.playerId ? [s.playerId] : [],
    );
    fetched = await crawl(matchId, c.room, players, outsider.token);
    truth = truthOf(seated.room.roomId);
    await lobby.leave();
  });

  afterAll(async () => {
    await spectator.room.leave();
    await seated.room.leave();
  });

  test("an outsider cannot rebuild its hidden state from any HTTP body, the lobby or a spectator's frames", () => {
    const loot = gather(
      fetched.map((f) => f.body),
      [framesOf(spectator.room), lobbyFrames()],
    );
    const { seats, options } = {
      seats: seated.room.state.seats.length,
      options: JSON.parse(seated.room.state.options),
    };
    const rebuilt = rebuild(c.engine, loot, seats, options, c.engine.view(truth.state, null));
    expect(rebuilt === null ? null : c.hidden(rebuilt)).toBeNull();
  });

  test("positive control: with the seed and actions, the same attacker predicts every hidden card", async () => {
    const record = (await server.platform.store.getMatch(matchId))!;
    const leak = JSON.stringify({ seed: record.seed, actions: record.actions });
    const loot = gather([leak], []);
    const rebuilt = rebuild(c.engine, loot, record.seats.length, record.options, c.engine.view(truth.state, null));
    expect(rebuilt).not.toBeNull();
    expect(c.hidden(rebuilt)).toEqual(c.hidden(truth.state));
  });

  test("the seed and the hidden stream's key appear in no frame that any seat, spectator or lobby client received, and in no HTTP body", () => {
    expect(truth.seed).toMatch(/^[0-9a-f]{32}$/);
    const key = (truth.state as { rng: RngState }).rng.deck.key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const leaks = [truth.seed, key].flatMap((secret) => [
      ...fetched.filter((f) => f.body.includes(secret)).map((f) => f.what),
      ...[
        ["seat", framesOf(seated.room)],
        ["spectator", framesOf(spectator.room)],
        ["lobby", lobbyFrames()],
      ]
        .filter(([, bytes]) => (bytes as Buffer).includes(secret))
        .map(([who]) => `${who} frames`),
    ]);
    expect(leaks).toEqual([]);
  });

  test("GET /api/matches/:id says the match is live and shows only what a spectator may see", () => {
    const answer = fetched.find((f) => f.what === `anonymous GET /api/matches/${matchId}`)!;
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({
      id: matchId,
      game: c.room,
      live: true,
      status: "playing",
      moves: seated.room.state.moves,
    });
    expect(body.seats.map((s: { name: string }) => s.name)).toEqual(
      seated.room.state.seats.map((s: { name: string }) => s.name),
    );
    expect(body).not.toHaveProperty("seed");
    expect(body).not.toHaveProperty("actions");
    expect(typeof body.createdAt).toBe("string");
  });
});
