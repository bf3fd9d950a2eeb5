/**
 * The scripted match of `--faults` (server/src/bench/faultMatch.ts), alone against a real server: its two clients
 * play a 2-seat Xorlosch match to its end over real WebSockets, one of them is dropped mid-match and comes back to
 * its seat, and what each client is waiting for (`clientsNow`, what the run reports for a match that did not finish)
 * says at every moment that at most one move is in flight.
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

let server: TestServer;
beforeAll(async () => {
  // As the benchmark's server (server/src/bench/server.ts): the scripted clients move as fast as they can.
  server = await startTestServer({ graceSeconds: 30, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(() => server.close());

test("a scripted match plays to its end through a drop, and its clients' states say who holds the move in flight", async () => {
  const tokens = [(await guest(server, "Fault A")).token, (await guest(server, "Fault B")).token];
  const droppable = new Set<Droppable>();
  let done: MatchRecord | null = null;
  const record = await startFaultMatch({
    url: server.wsUrl,
    game: "xorlosch",
    State: stateClassOf("xorlosch"),
    seats: 2,
    options: {},
    tokens,
    tally: new FaultTally(() => ({ server: 0, driver: 0 })),
    droppable,
    onDone: (r) => (done = r),
  });

  const samples: ClientNow[][] = [];
  let dropping: Promise<void> | null = null;
  for (let i = 0; i < 3000 && !done; i++) {
    const now = record.clientsNow();
    samples.push(now);
    // Once the match is a few moves in, the first client that may be dropped is.
    if (!dropping && record.moves >= 5 && droppable.size > 0) dropping = [...droppable][0].drop();
    await new Promise((r) => setTimeout(r, 20));
  }
  await dropping;

  expect(done).toBe(record);
  expect(record.finishedMoves).toBeGreaterThanOrEqual(record.moves);
  expect(record.drops).toBe(1);
  // The dropped client came back to its seat and saw the match go on (a move, or its end).
  expect(record.resumedAfterDrop).toBe(1);
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
  // While it was away, the dropped client said so.
  expect(samples.some((now) => now.some((c) => c.away))).toBe(true);
  // At the end every client is done, none away or holding a move.
  expect(record.clientsNow()).toEqual([
    expect.objectContaining({ done: true, away: false, inFlight: false }),
    expect.objectContaining({ done: true, away: false, inFlight: false }),
  ]);
}, 90_000);
