/**
 * Fuzzing every game's room over real WebSockets: seated players and a spectator send random
 * and mutated messages, each answered exactly once (a rejection with a reason, or the move), junk never accepted,
 * the engine state readable after every accepted action, finished matches replaying from the store, and the server
 * healthy at the end. `npm run fuzz` runs the same with 100,000 messages a game and writes the report.
 */
import { games } from "@tabletop/shared";
import { fuzzFailures, fuzzRoom, fuzzSeats } from "@tabletop/bench/fuzz.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

const MESSAGES = 1500;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerSecond: 1e9, rateLimitBurst: 1e9, withFixture: false });
});
afterAll(async () => {
  await server.close();
});

test.each(Object.keys(games))(
  "%s: random and mutated messages from players and a spectator are each answered, junk is never accepted, and the room holds",
  async (game) => {
    const r = await fuzzRoom({
      url: server.url,
      store: server.platform.store,
      game,
      seats: fuzzSeats(game),
      messages: MESSAGES,
      seed: "test",
      answerMs: 10_000,
    });
    expect(r.unanswered).toEqual([]);
    expect(r.broken).toEqual([]);
    expect(fuzzFailures(r)).toEqual([]);
    expect(r.messages).toBe(MESSAGES);
    const closes = Object.values(r.closed).reduce((n, c) => n + c, 0);
    expect(r.accepted + r.rejected + closes).toBe(MESSAGES);
    expect(r.acceptedByKind.junk).toBe(0);
    expect(r.acceptedByKind["other-type"]).toBe(0);
    expect(r.acceptedByKind.legal).toBeGreaterThan(20);
    for (const kind of ["legal", "mutated", "junk", "other-type"] as const) expect(r.byKind[kind]).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  },
  300_000,
);
