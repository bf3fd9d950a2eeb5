/**
 * A run's rounds (server/src/bench/rounds.ts): each round's ratios from its own phases, the run's ratios the medians,
 * its headline phases the round whose CPU ratio is the median.
 */
import { median, medianRatios, medianRoundIndex, roundRatios, type Round } from "../../server/src/bench/rounds.js";

const phase = (cpu: number | null, p99: number, movesPerSecond = 1000) => ({
  movesPerSecond,
  latencyMs: { p99 },
  serverCpuUsPerMove: cpu,
  serverUserUsPerMove: cpu === null ? null : cpu * 0.75,
  serverSystemUsPerMove: cpu === null ? null : cpu * 0.25,
  serverMainThreadUsPerMove: cpu === null ? null : cpu * 0.8,
});

const round = (bareCpu: number, gameCpu: number, paced = true): Round => ({
  bare: phase(bareCpu, 10, 4000),
  gameRun: phase(gameCpu, 40, 1000),
  barePaced: paced ? phase(bareCpu * 2, 5) : null,
  gamePaced: paced ? phase(gameCpu * 2, 50) : null,
});

test("a round's ratios are its game's figures over its own bare room's", () => {
  expect(roundRatios(round(50, 200))).toEqual({
    serverCpuPerMove: 4,
    serverUserCpuPerMove: 4,
    serverSystemCpuPerMove: 4,
    serverMainThreadCpuPerMove: 4,
    p99: 4,
    throughput: 0.25,
    p99Paced: 10,
    serverCpuPerMovePaced: 4,
  });
  // No paced phases (--pace-ms 0): no paced ratios; a bare room with no CPU figure: no CPU ratio.
  const unpaced = roundRatios(round(50, 200, false));
  expect([unpaced.p99Paced, unpaced.serverCpuPerMovePaced]).toEqual([null, null]);
  expect(roundRatios({ ...round(50, 200), bare: phase(null, 10) }).serverCpuPerMove).toBeNull();
});

test("the median: the middle one, the mean of the two middle ones, nulls left out", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([null, 5, null])).toBe(5);
  expect(median([null])).toBeNull();
  expect(median([])).toBeNull();
});

test("the run's ratios are each ratio's median over its rounds, whichever round each comes from", () => {
  // The rounds' CPU ratios 4, 2, 3; their p99 ratios are all 4 and their paced ones 10.
  const byRound = [round(50, 200), round(100, 200), round(50, 150)].map(roundRatios);
  const m = medianRatios(byRound);
  expect(m.serverCpuPerMove).toBe(3);
  expect(m.throughput).toBe(0.25);
  expect(m.p99).toBe(4);
  // A drifting machine: the p99 ratio's median comes from another round than the CPU ratio's.
  byRound[1] = { ...byRound[1], p99: 1 };
  byRound[0] = { ...byRound[0], p99: 2 };
  expect(medianRatios(byRound).p99).toBe(2);
});

test("the headline round is the one whose CPU ratio is the median (the lower middle one of an even count)", () => {
  const ratiosOf = (...xs: (number | null)[]) => xs.map((x) => ({ ...roundRatios(round(1, 1)), serverCpuPerMove: x }));
  expect(medianRoundIndex(ratiosOf(4, 2, 3))).toBe(2);
  expect(medianRoundIndex(ratiosOf(5, 2, 4, 3))).toBe(3);
  expect(medianRoundIndex(ratiosOf(7))).toBe(0);
  // A round with no ratio counts as the highest.
  expect(medianRoundIndex(ratiosOf(null, 2, 3))).toBe(2);
});
