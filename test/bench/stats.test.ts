/** The benchmark's figures: percentiles of latencies, and the slope bench:memory fits to its readings. */
import { closeSync, openSync, writeSync } from "node:fs";
import { Worker } from "node:worker_threads";
import {
  cpuTimes,
  cpuTimesOfStat,
  mainThreadShare,
  percentile,
  slope,
  threadRunTimes,
  writeCalls,
} from "@tabletop/server/bench/stats.js";

test("a percentile is the smallest value with at least p% of the values at or below it", () => {
  const s = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  expect(percentile(s, 50)).toBe(5);
  expect(percentile(s, 99)).toBe(10);
  expect(percentile(s, 10)).toBe(1);
  expect(percentile([], 50)).toBeNaN();
});

test("the least-squares slope: exact on a line, the trend through steps", () => {
  expect(
    slope([
      [100, 1000],
      [200, 2000],
      [300, 3000],
    ]),
  ).toBe(10);
  // RSS grows in steps: the fitted slope follows the trend, not one step.
  expect(
    slope([
      [1, 0],
      [2, 0],
      [3, 10],
      [4, 10],
    ]),
  ).toBeCloseTo(4, 5);
  expect(
    slope([
      [5, 1],
      [5, 2],
    ]),
  ).toBeNaN();
});

test("a process's CPU time splits into its own code (user) and the kernel's work for it (system)", () => {
  // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks; a command name with spaces and a ")" does not shift them.
  const stat = "4242 (node a) b) S 1 4242 4242 0 -1 4194304 100 0 0 0 1234 567 0 0 20 0 11 0 500 1000 200";
  expect(cpuTimesOfStat(stat)).toEqual({ user: 12.34, system: 5.67 });
  // This process, read from /proc: it has run some code of its own.
  const mine = cpuTimes(process.pid);
  expect(mine.user).toBeGreaterThan(0);
  expect(mine.system).toBeGreaterThanOrEqual(0);
});

test("a process's write system calls are counted: ten writes add ten", () => {
  const fd = openSync("/dev/null", "w");
  try {
    const before = writeCalls(process.pid);
    for (let i = 0; i < 10; i++) writeSync(fd, "x");
    // Read at once: another thread of this process could add a write of its own, never take one away.
    expect(writeCalls(process.pid) - before).toBeGreaterThanOrEqual(10);
    expect(writeCalls(process.pid) - before).toBeLessThan(15);
  } finally {
    closeSync(fd);
  }
});

test("a process's main thread's share of its CPU, read per thread", () => {
  // Two readings of three threads: the main one (numbered as the process) ran 30 ms, the others 10 ms together.
  const before = new Map([
    [100, 1e9],
    [101, 5e8],
  ]);
  const after = new Map([
    [100, 1.03e9],
    [101, 5.05e8],
    [102, 5e6], // started between the readings
  ]);
  expect(mainThreadShare(100, before, after)).toBeCloseTo(0.75);
  expect(mainThreadShare(100, after, after)).toBe(1); // no CPU used: all of nothing is the main thread's
  // This process: a worker thread that spins for 0.3 s while the main thread waits takes most of the window's CPU
  // (read while the worker is still alive: a thread that has ended is no longer listed).
  const worker = new Worker(
    "const { parentPort } = require('node:worker_threads'); const t = Date.now(); while (Date.now() - t < 300); " +
      "parentPort.postMessage('spun'); setTimeout(() => {}, 10000);",
    { eval: true },
  );
  const t0 = threadRunTimes(process.pid);
  expect(t0.get(process.pid)).toBeGreaterThan(0);
  return new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", () => {
      const share = mainThreadShare(process.pid, t0, threadRunTimes(process.pid));
      void worker.terminate();
      expect(share).toBeLessThan(0.5);
      resolve();
    });
  });
});
