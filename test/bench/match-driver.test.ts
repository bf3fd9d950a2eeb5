/**
 * The benchmark's scripted match (`startMatch`, server/src/bench/drivers.ts) against a real server at its default
 * message rate (20 a second, 40 at once): its clients move as fast as they can, so they are told they are over the
 * rate (RATE_LIMITED), and the server drops what they send in the second after. A client told waits that second out,
 * and the match is played to its end; sending again at once, the match stalled with a move that was never answered.
 */
import { startMatch, newTally, stateClassOf } from "@tabletop/server/bench/drivers.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerSecond: 20, rateLimitBurst: 40 });
});
afterAll(() => server.close());

test("a scripted match told it is over the server's rate waits and still plays to its end", async () => {
  const tokens = [(await guest(server, "Driver A")).token, (await guest(server, "Driver B")).token];
  const tally = newTally();
  let finished = false;
  await startMatch(server.wsUrl, "xorlosch", stateClassOf("xorlosch"), 2, {}, tokens, tally, () => (finished = true));
  for (let i = 0; i < 600 && !finished; i++) await new Promise((r) => setTimeout(r, 100));
  expect(tally.rejectedCodes).toMatchObject({ RATE_LIMITED: expect.any(Number) });
  expect(finished).toBe(true);
}, 90_000);
