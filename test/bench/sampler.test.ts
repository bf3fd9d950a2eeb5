/** The benchmark's sampler: moves/s and latency percentiles per interval, read from a phase's running tally. */
import { Sampler } from "@tabletop/server/bench/sampler.js";

test("each interval's moves per second and the percentiles of the latencies recorded in it", () => {
  const tally = { moves: 5, latencies: [100, 100, 100] };
  const s = new Sampler(tally, 10_000);
  // First second: 10 moves, latencies 1..10 ms.
  tally.moves += 10;
  tally.latencies.push(...[10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(s.take(11_000)).toEqual({ t: 1, movesPerSecond: 10, p50: 5, p99: 10 });
  // Half a second, 4 moves: 8 per second; only this interval's latencies count.
  tally.moves += 4;
  tally.latencies.push(50, 20, 30, 40);
  expect(s.take(11_500)).toEqual({ t: 1.5, movesPerSecond: 8, p50: 30, p99: 50 });
  // Nothing acknowledged: no latency to read.
  expect(s.take(12_500)).toEqual({ t: 2.5, movesPerSecond: 0, p50: null, p99: null });
  expect(s.take(12_500)).toBeNull();
  expect(s.samples.map((x) => x.t)).toEqual([1, 1.5, 2.5]);
});

test("stop keeps a last interval of at least 200 ms and drops a shorter one", () => {
  const tally = { moves: 0, latencies: [] as number[] };
  const a = new Sampler(tally, 0);
  tally.moves = 3;
  expect(a.stop(300)).toEqual([{ t: 0.3, movesPerSecond: 10, p50: null, p99: null }]);
  const b = new Sampler(tally, 0);
  b.take(1000);
  expect(b.stop(1100)).toHaveLength(1);
});
