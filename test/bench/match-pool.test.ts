/**
 * The matches a load-generator thread keeps in play for a phase (server/src/bench/matchPool.ts): a match that
 * finishes is set up again while the phase lasts; one whose setup ends after the phase ended makes no move and
 * leaves at once, instead of playing on through the next phases.
 */
import { newTally } from "@tabletop/server/bench/drivers.js";
import { MatchPool, type Seated } from "@tabletop/server/bench/matchPool.js";

class FakeRoom implements Seated {
  left = false;
  async leave() {
    this.left = true;
  }
}

/** A setup under the test's control: each call waits until the test seats it. */
function controlledSetUp() {
  const calls: { i: number; finished: () => void; seat: () => FakeRoom[] }[] = [];
  const setUp = (i: number, _tally: unknown, finished: () => void) =>
    new Promise<FakeRoom[]>((resolve) => {
      calls.push({
        i,
        finished,
        seat: () => {
          const rooms = [new FakeRoom(), new FakeRoom()];
          resolve(rooms);
          return rooms;
        },
      });
    });
  return { calls, setUp };
}

const tick = () => new Promise((r) => setImmediate(r));

test("a match that finishes is set up again while the phase lasts, and not once it has ended", async () => {
  const { calls, setUp } = controlledSetUp();
  const pool = new MatchPool(newTally(), setUp);
  const launched = pool.launch(0);
  calls[0].seat();
  await launched;
  calls[0].finished();
  expect(calls.map((c) => c.i)).toEqual([0, 0]);
  const second = calls[1].seat();
  await tick();
  expect(await pool.end()).toBe(1);
  expect(second.every((r) => r.left)).toBe(true);
  calls[1].finished();
  expect(calls).toHaveLength(2);
});

test("a match whose setup ends after its phase ended leaves at once and its clients make no move", async () => {
  const { calls, setUp } = controlledSetUp();
  const tally = newTally();
  tally.holding = false; // moving, as in the measured window
  const pool = new MatchPool(tally, setUp);
  const first = pool.launch(0);
  calls[0].seat();
  await first;
  calls[0].finished(); // set up again: under way when the phase ends
  expect(await pool.end()).toBe(0);
  expect(tally.holding).toBe(true);
  const late = calls[1].seat();
  await tick();
  expect(late.every((r) => r.left)).toBe(true);
  expect(await pool.end()).toBe(0);
});
