/** The benchmark's figures: percentiles of latencies, and the slope bench:memory fits to its readings. */
import { percentile, slope } from "@tabletop/server/bench/stats.js";

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
