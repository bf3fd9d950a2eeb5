/**
 * The benchmark's event-loop delay (server/src/bench/loopDelay.ts) sees a pause of the loop within its window, and
 * each window starts afresh: a loop held 120 ms in one window and 60 ms in the next gives each its own largest delay.
 */
import { LoopDelay } from "../../server/src/bench/loopDelay.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the event loop `ms` milliseconds, between two short idle waits. */
async function holdLoop(ms: number): Promise<void> {
  await sleep(50);
  const t = performance.now();
  while (performance.now() - t < ms);
  await sleep(50);
}

test("the event-loop delay: a window holds its own pause of the loop, and nothing from the window before", async () => {
  const delay = new LoopDelay();
  delay.start();
  await holdLoop(120);
  const first = delay.stop();
  delay.start();
  await holdLoop(60);
  const second = delay.stop();
  expect(first.max).toBeGreaterThanOrEqual(115);
  expect(second.max).toBeGreaterThanOrEqual(55);
  expect(second.max).toBeLessThan(first.max);
  expect(second.p50).toBeLessThan(second.max);
});
