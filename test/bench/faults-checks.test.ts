/**
 * `--faults`' store checks (bench/src/faultChecks.ts) find what they are there to find: a log that holds what
 * the clients saw passes, and a lost, changed, doubled or missing move, a gap, or a wrong status is reported.
 */
import { canonical, checkStore, type StoredMatch } from "@tabletop/bench/faultChecks.js";
import type { MatchRecord } from "@tabletop/bench/faultMatch.js";

const step = (to: number) => ({ type: "step", dwarf: 0, to });

/** A finished match of three moves, seats 0 and 1 alternating, all three seen acknowledged. */
function record(over: Partial<MatchRecord> = {}): MatchRecord {
  return {
    matchId: "m1",
    roomId: "r1",
    acked: new Map([
      [1, { seat: 0, action: step(1) }],
      [2, { seat: 1, action: step(2) }],
      [3, { seat: 0, action: step(3) }],
    ]),
    ackedUnplaced: 0,
    unacknowledged: 0,
    moves: 3,
    finishedMoves: 3,
    drops: 0,
    resumedAfterDrop: 0,
    clientsNow: () => [],
    ...over,
  };
}

function stored(actions = [step(1), step(2), step(3)], status = "finished"): Map<string, StoredMatch> {
  return new Map([
    [
      "m1",
      {
        status,
        actions: actions.map((action, i) => ({ seq: i + 1, seat: i % 2, action: { ...action } })),
      },
    ],
  ]);
}

test("a log holding exactly what the clients saw passes, whatever order jsonb gives the keys", () => {
  const s = stored();
  s.get("m1")!.actions[0].action = { to: 1, dwarf: 0, type: "step" };
  expect(checkStore([record()], s)).toEqual({
    finishedMatchesChecked: 1,
    inPlayMatchesChecked: 0,
    acknowledgedMovesChecked: 3,
    actionsLost: 0,
    actionsDoubled: 0,
    problems: [],
  });
  expect(canonical({ b: [1, { d: 2, c: 3 }], a: null })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}');
});

test("a move missing at the end of the log is lost, and counted once", () => {
  const c = checkStore([record()], stored([step(1), step(2)]));
  expect(c.actionsLost).toBe(1);
  expect(c.problems).toEqual([
    "match m1 has 2 moves stored, its clients saw 3",
    'match m1, seq 3: seat 0 saw {"dwarf":0,"to":3,"type":"step"} acknowledged, the log has nothing',
  ]);
});

test("a move other than the one acknowledged at its seq is lost", () => {
  const c = checkStore([record()], stored([step(1), step(9), step(3)]));
  expect(c.actionsLost).toBe(1);
  expect(c.problems[0]).toMatch(/seq 2: seat 1 saw .*"to":2.* acknowledged, the log has seat 1 .*"to":9/);
});

test("a move more than the finished match made is doubled; a gap in the seqs is reported", () => {
  const doubled = checkStore([record()], stored([step(1), step(2), step(3), step(3)]));
  expect(doubled.actionsDoubled).toBe(1);
  const s = stored();
  s.get("m1")!.actions[2].seq = 4;
  const gap = checkStore([record()], s);
  expect(gap.problems).toContain("match m1's seqs are not 1..3");
  expect(gap.actionsLost).toBe(1);
});

test("a finished match stored in play, and a match not stored at all, are reported", () => {
  expect(checkStore([record()], stored(undefined, "playing")).problems).toEqual([
    "match m1 is stored as playing, its clients saw it finished",
  ]);
  const missing = checkStore([record({ matchId: "" })], new Map());
  expect(missing.problems).toEqual(["match in room r1 is not in the store"]);
  expect(missing.actionsLost).toBe(3);
});

test("a match still in play may hold moves its clients never saw acknowledged, not fewer than they saw", () => {
  const inPlay = record({ finishedMoves: null, moves: 2, acked: new Map([[1, { seat: 0, action: step(1) }]]) });
  expect(checkStore([inPlay], stored(undefined, "playing")).problems).toEqual([]);
  expect(checkStore([inPlay], stored([step(1)], "playing")).actionsLost).toBe(1);
});
