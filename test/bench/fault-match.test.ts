/**
 * The scripted match of `--faults` (server/src/bench/faultMatch.ts), alone against a real server: its two clients
 * play a 2-seat Xorlosch match to its end over real WebSockets. One of them is dropped mid-match and comes back to
 * its seat, and what each client is waiting for (`clientsNow`, what the run reports for a match that did not finish)
 * says at every moment that at most one move is in flight. Against a server at its default message rate, a client
 * told it is over the rate waits the second out, and the match still ends.
 */
import { FaultTally } from "@tabletop/server/bench/faultTally.js";
import {
  startFaultMatch,
  type ClientNow,
  type Droppable,
  type MatchRecord,
} from "@tabletop/server/bench/faultMatch.js";
import { stateClassOf } from "@tabletop/server/bench/drivers.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

/** Plays one scripted match to its end (or 60 s), sampling its clients' states; drops a client once if asked. */
async function playOne(server: TestServer, drop: boolean) {
  const tokens = [(await guest(server, "Fault A")).token, (await guest(server, "Fault B")).token];
  const droppable = new Set<Droppable>();
  const tally = new FaultTally(() => ({ server: 0, driver: 0 }));
  let done: MatchRecord | null = null;
  const record = await startFaultMatch({
    url: server.wsUrl,
    game: "xorlosch",
    State: stateClassOf("xorlosch"),
    seats: 2,
    options: {},
    tokens,
    tally,
    droppable,
    onDone: (r) => (done = r),
  });
  const samples: ClientNow[][] = [];
  let dropping: Promise<void> | null = null;
  for (let i = 0; i < 3000 && !done; i++) {
    samples.push(record.clientsNow());
    // Once the match is a few moves in, the first client that may be dropped is.
    if (drop && !dropping && record.moves >= 5 && droppable.size > 0) dropping = [...droppable][0].drop();
    await new Promise((r) => setTimeout(r, 20));
  }
  await dropping;
  return { record, done: done as MatchRecord | null, samples, tally };
}

/** What holds for every match played to its end: both seats held, one move in flight at most, every client done. */
function expectPlayedThrough({ record, done, samples }: Awaited<ReturnType<typeof playOne>>) {
  expect(done).toBe(record);
  expect(record.finishedMoves).toBeGreaterThanOrEqual(record.moves);
  expect(record.acked.size).toBeGreaterThan(0);
  // Both seats were held (a client knows its seat once the server answered its first `sync`), and no sample had
  // two clients each holding the match's one move.
  expect(new Set(samples.flat().flatMap((c) => (c.seat === null ? [] : [c.seat])))).toEqual(new Set([0, 1]));
  expect(
    record
      .clientsNow()
      .map((c) => c.seat)
      .sort(),
  ).toEqual([0, 1]);
  for (const now of samples) expect(now.filter((c) => c.mover).length).toBeLessThanOrEqual(1);
  // At the end every client is done, none away or holding a move.
  expect(record.clientsNow()).toEqual([
    expect.objectContaining({ done: true, away: false, inFlight: false }),
    expect.objectContaining({ done: true, away: false, inFlight: false }),
  ]);
}

describe("at the benchmark's message rate", () => {
  let server: TestServer;
  // As the benchmark's server (server/src/bench/server.ts): the scripted clients move as fast as they can.
  beforeAll(async () => {
    server = await startTestServer({ graceSeconds: 30, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
  });
  afterAll(() => server.close());

  test("a scripted match plays to its end through a drop, and its clients' states say who holds the move in flight", async () => {
    const played = await playOne(server, true);
    expectPlayedThrough(played);
    expect(played.record.drops).toBe(1);
    // The dropped client came back to its seat and saw the match go on (a move, or its end).
    expect(played.record.resumedAfterDrop).toBe(1);
    // While it was away, the dropped client said so.
    expect(played.samples.some((now) => now.some((c) => c.away))).toBe(true);
  }, 90_000);
});

describe("at the server's default message rate", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimitPerSecond: 20, rateLimitBurst: 40 });
  });
  afterAll(() => server.close());

  test("a client told it is over the rate waits the second out, and the match still ends", async () => {
    const played = await playOne(server, false);
    expectPlayedThrough(played);
    expect(played.tally.figures().warmup.rejectedCodes).toMatchObject({ RATE_LIMITED: expect.any(Number) });
  }, 90_000);
});
