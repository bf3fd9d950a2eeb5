/**
 * The feel benchmark's `--profile` and `--trace` (bench/src/feelProfile.ts) add up where the page's time went: a CPU
 * profile's samples by self and total time (a recursive function counted once per stack), and a trace's nested
 * tasks by self time (a task's duration less its children's), on the page's main thread only.
 */
import { tally, topRows, traceSelfTimes, type ProfileTally } from "@tabletop/bench/feelProfile.js";

const frame = (functionName: string) => ({ functionName, url: "http://127.0.0.1:1234/assets/index.js", lineNumber: 0 });

test("a profile's samples add up by function, self and total, idle left out of the shares", () => {
  // (root) → draw → layout → layout (recursive); (root) → (idle)
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 5] },
      { id: 2, callFrame: frame("draw"), children: [3] },
      { id: 3, callFrame: frame("layout"), children: [4] },
      { id: 4, callFrame: frame("layout") },
      { id: 5, callFrame: { functionName: "(idle)", url: "", lineNumber: -1 } },
    ],
    samples: [2, 3, 4, 4, 5],
    timeDeltas: [1000, 1000, 1000, 1000, 6000],
  };
  const t: ProfileTally = { allMs: 0, self: new Map(), total: new Map() };
  tally(profile, t);
  expect(t.allMs).toBe(10);
  const self = topRows(t, t.self, 10);
  expect(self.map((r) => [r.fn, r.ms, r.share])).toEqual([
    ["layout assets/index.js:1", 3, 0.75],
    ["draw assets/index.js:1", 1, 0.25],
  ]);
  const total = topRows(t, t.total, 10);
  expect(total.map((r) => [r.fn, r.ms])).toEqual([
    ["draw assets/index.js:1", 4],
    ["layout assets/index.js:1", 3],
  ]);
});

test("a trace's tasks add up by self time, on the renderer's main thread only", () => {
  const meta = (tid: number, name: string) => ({ name: "thread_name", ph: "M", ts: 0, pid: 1, tid, args: { name } });
  const span = (name: string, ts: number, dur: number, tid = 10) => ({ name, ph: "X", ts, dur, pid: 1, tid });
  const events = [
    meta(10, "CrRendererMain"),
    meta(11, "Compositor"),
    span("RunTask", 0, 10_000),
    span("FunctionCall", 1_000, 6_000),
    span("Layout", 2_000, 2_000),
    span("Paint", 8_000, 1_000),
    span("RunTask", 0, 50_000, 11),
  ];
  const into = new Map<string, number>();
  traceSelfTimes(events, into);
  expect(Object.fromEntries(into)).toEqual({ RunTask: 3, FunctionCall: 4, Layout: 2, Paint: 1 });
});
