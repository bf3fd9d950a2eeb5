/**
 * The action log never parts from the match. Legal actions dressed with hostile extras (a NUL, a lone surrogate,
 * 3.9 KB of junk, huge numbers, prototype keys, deep nesting) and hostile values are sent by a seated player, with
 * the database up and with it cut off (the outbox path). Every message gets an answer; what is stored is the action
 * as the engine read it; and after every one, the log replays to exactly the live match.
 */
import { matchMaker } from "@colyseus/core";
import { replay } from "@tabletop/shared";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { proxyDatabase, type TcpProxy } from "../helpers/tcp-proxy.js";

let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  const db = await proxyDatabase(TEST_DATABASE_URL);
  proxy = db.proxy;
  server = await startTestServer({ databaseUrl: db.url, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
  await proxy.close();
});

function nested(levels: number): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

/** Extras on a legal action: the action is taken and the extras are dropped. */
const EXTRAS: [string, Record<string, unknown>][] = [
  ["a NUL character", { note: "a\u0000b" }],
  ["a lone surrogate", { note: "\ud800" }],
  ["3.9 KB of junk", { junk: "x".repeat(3900) }],
  ["huge numbers", { big: 1e308, tiny: -5e-324, wide: 2 ** 64 }],
  ["prototype keys", JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')],
  ["nesting just within bounds", { deep: nested(6) }],
];

/** Messages refused as they are: each gets a rejection with a reason, and nothing changes. */
const REFUSED: [string, (legal: { type: string; card?: number }) => unknown, string][] = [
  ["deep nesting", (a) => ({ ...a, deep: nested(40) }), "MALFORMED_MESSAGE"],
  ["a card that is a huge number", () => ({ type: "play", card: 1e308 }), "MALFORMED_ACTION"],
  ["a card that is a string with a NUL", () => ({ type: "play", card: "7\u0000" }), "MALFORMED_ACTION"],
  ["a type with a lone surrogate", () => ({ type: "pl\ud800ay" }), "UNKNOWN_ACTION"],
  ["5 KB of junk", (a) => ({ ...a, junk: "y".repeat(5000) }), "MALFORMED_MESSAGE"],
];

interface Room {
  match: { gameState: unknown };
  seed: string;
}

/**
 * The log as stored, replayed, against the live engine state; seqs 1..n without a gap. The room's own state is read
 * at once after the flush, and the bot may move on while the log is read, so its later actions are left out.
 */
async function expectLogMatchesMatch(p: Player): Promise<void> {
  await server.platform.store.flush();
  const room = matchMaker.getLocalRoomById(p.room.roomId) as unknown as Room & { state: { moves: number } };
  const [moves, game] = [room.state.moves, room.match.gameState];
  const stored = (await server.platform.store.getMatch(p.room.state.matchId))!;
  expect(stored.actions.map((a) => a.seq)).toEqual(Array.from({ length: stored.actions.length }, (_, i) => i + 1));
  expect(stored.actions.length).toBeGreaterThanOrEqual(moves);
  expect(replay(fixtureEngine, room.seed, stored.seats.length, stored.options, stored.actions.slice(0, moves))).toEqual(
    game,
  );
  for (const a of stored.actions)
    expect(Object.keys(a.action as object).sort()).toEqual(
      Object.keys(a.action as object)
        .filter((k) => k === "type" || k === "card")
        .sort(),
    );
}

/** Sends `message` and waits for its answer: the move landing (and the legal list after it), or a rejection. */
async function answer(p: Player, message: unknown): Promise<"accepted" | string> {
  const moves = p.room.state.moves;
  const rejected = p.got.rejected.length;
  const lists = p.got.legal.length;
  p.send("act", message);
  await p.until(
    () => p.got.rejected.length > rejected || (p.room.state.moves > moves && p.got.legal.length > lists),
    "an answer",
  );
  return p.got.rejected.length > rejected ? p.got.rejected[rejected].code : "accepted";
}

async function myTurn(p: Player) {
  await p.until(() => p.legal().length > 0, "my turn");
  return p.legal().find((a: { type: string }) => a.type === "draw") ?? p.legal()[0];
}

describe.each([
  ["up", false],
  ["cut off", true],
] as const)("with the database %s", (_what, outage) => {
  let p: Player;
  beforeAll(async () => {
    p = await joinAs(server, "Mallory", (c, token) =>
      c.create("fixture-cards", { token, seats: 2, bots: 1, options: { rounds: 6 } }),
    );
    await myTurn(p);
    if (outage) await proxy.cut();
  });
  afterAll(async () => {
    if (outage) await proxy.restore();
    await p.room.leave();
  });

  test.each(EXTRAS)("a legal action with %s is taken as the engine reads it", async (_x, extra) => {
    const legal = await myTurn(p);
    expect(await answer(p, { ...legal, ...extra })).toBe("accepted");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (!outage) await expectLogMatchesMatch(p);
  });

  test.each(REFUSED)("%s is refused with a reason and changes nothing", async (_x, make, code) => {
    const legal = await myTurn(p);
    const moves = p.room.state.moves;
    expect(await answer(p, make(legal))).toBe(code);
    expect(p.got.rejected.at(-1)!.reason.length).toBeGreaterThan(10);
    expect(p.room.state.moves).toBe(moves);
    if (!outage) await expectLogMatchesMatch(p);
  });

  test("afterwards the stored log replays to the live match, with no gap", async () => {
    if (outage) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      await proxy.restore();
    }
    await expectLogMatchesMatch(p);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
