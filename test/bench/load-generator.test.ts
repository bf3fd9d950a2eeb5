/**
 * How the benchmark's load generator splits a phase over its threads (server/src/bench/loadGenerator.ts). That the
 * threads' figures are gathered is checked end to end in ./bench.test.ts (a run with two threads).
 */
import { CLIENTS_PER_THREAD, shares, threadsFor } from "@tabletop/server/bench/loadGenerator.js";

test("a thread per 2,000 clients: 2-seat Xorlosch's and Dungeon Flee's M = 1000 in one, 6-seat Xorlosch's in three", () => {
  expect(CLIENTS_PER_THREAD).toBe(2000);
  expect(threadsFor(1)).toBe(1);
  expect(threadsFor(1000)).toBe(1);
  expect(threadsFor(2000)).toBe(1);
  expect(threadsFor(2001)).toBe(2);
  expect(threadsFor(4000)).toBe(2);
  expect(threadsFor(6000)).toBe(3);
});

test("a phase's rooms are split over the threads as evenly as can be, none lost or added", () => {
  expect(shares(1000, 3)).toEqual([334, 333, 333]);
  expect(shares(4, 2)).toEqual([2, 2]);
  expect(shares(1, 2)).toEqual([1, 0]);
  for (const [count, n] of [
    [0, 1],
    [7, 3],
    [1000, 1],
    [999, 4],
  ]) {
    const s = shares(count, n);
    expect(s).toHaveLength(n);
    expect(s.reduce((a, b) => a + b, 0)).toBe(count);
    expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
  }
});
