/**
 * The feel benchmark's `--profile` (./feel.ts): where the page's own thread spends a click. Chromium's V8 profiler
 * (CDP `Profiler`, through Playwright) runs from just before each click until its result is drawn, so only the
 * clicks' windows are sampled, never the waits between them; the samples of every click of a game are added up by
 * function. Self time names the function a sample was in; total time adds the functions it called (counted once per
 * stack). Native work outside JavaScript is V8's `(program)` (style, layout, painting, the WebGL command buffer) and
 * `(garbage collector)`; `(idle)` is the thread waiting (for the server's answer, or the next frame).
 *
 * `--trace` (ClickTracer) takes a Chromium trace of the same windows instead and sums the main thread's tasks by
 * name: what the profile calls `(program)` is named there (style, layout, painting, the canvas's drawing, a wait for
 * the GPU process).
 *
 * The names are the client build's: a minified build (`npm run build -w client`) names functions by one or two
 * letters, so the profile is read from a build made with `npx vite build client --minify false --outDir dist-profile`
 * and `--client client/dist-profile` (docs/benchmark.md).
 */
import type { CDPSession, Page } from "playwright-core";
import { frameLabel, type CallFrame } from "./profiling.js";

interface Node {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Milliseconds per function label, over every click profiled. */
export interface ProfileTally {
  /** All sampled time, idle included. */
  allMs: number;
  self: Map<string, number>;
  total: Map<string, number>;
}

/** One row of the summary: a function and its time, in ms and as a share of the busy (not idle) time. */
export interface ProfileRow {
  fn: string;
  ms: number;
  share: number;
}

/** Samples every 200 µs: a click of ~100 ms gives ~500 samples. */
const SAMPLING_US = 200;

/** Adds one profile's samples to `into`, by self and total time. */
export function tally(profile: Profile, into: ProfileTally): void {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const label = (id: number) => shortLabel(byId.get(id)!.callFrame);
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const ms = (deltas[i] ?? 0) / 1000;
    into.allMs += ms;
    const own = label(id);
    into.self.set(own, (into.self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(at);
      if (seen.has(key)) continue;
      seen.add(key);
      into.total.set(key, (into.total.get(key) ?? 0) + ms);
    }
  });
}

/** `name path:line` with the page's address left out (`assets/index-….js`, or the module's path in the build). */
function shortLabel(f: CallFrame): string {
  return frameLabel({ ...f, url: f.url.replace(/^https?:\/\/[^/]+\//, "") });
}

/** The `n` largest of `m`, as shares of the busy time (`(idle)` and `(root)` left out). */
export function topRows(t: ProfileTally, m: Map<string, number>, n: number): ProfileRow[] {
  const busy = t.allMs - (t.self.get(idleLabel) ?? 0);
  return [...m.entries()]
    .filter(([fn]) => fn !== idleLabel && !fn.startsWith("(root)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms), share: Math.round((ms / busy) * 1000) / 1000 }));
}
const idleLabel = shortLabel({ functionName: "(idle)", url: "", lineNumber: -1 });

/** A page's profiler, started before each click and stopped once its result is drawn. */
export class ClickProfiler {
  readonly sum: ProfileTally = { allMs: 0, self: new Map(), total: new Map() };
  private constructor(private readonly cdp: CDPSession) {}

  static async open(page: Page): Promise<ClickProfiler> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_US });
    return new ClickProfiler(cdp);
  }

  start(): Promise<unknown> {
    return this.cdp.send("Profiler.start");
  }

  async stop(): Promise<void> {
    const { profile } = await this.cdp.send("Profiler.stop");
    tally(profile as Profile, this.sum);
  }

  /** Busy milliseconds, the top `n` by self time and by total time. */
  summary(n: number): { busyMs: number; idleMs: number; self: ProfileRow[]; total: ProfileRow[] } {
    const idleMs = this.sum.self.get(idleLabel) ?? 0;
    return {
      busyMs: Math.round(this.sum.allMs - idleMs),
      idleMs: Math.round(idleMs),
      self: topRows(this.sum, this.sum.self, n),
      total: topRows(this.sum, this.sum.total, n),
    };
  }

  async close(): Promise<void> {
    await this.cdp.detach();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The page's main thread in a trace, by task: each event's self time (its duration less its children's), summed by
 * name, so what V8's profile calls `(program)` is named (style, layout, paint, the canvas's GPU commands).
 */
export function traceSelfTimes(events: readonly TraceEvent[], into: Map<string, number>): void {
  const main = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const isMain = (e: TraceEvent) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
  const spans = events
    .filter((e) => e.ph === "X" && e.dur !== undefined && isMain(e))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: { e: TraceEvent; children: number }[] = [];
  const close = (upTo: number) => {
    while (open.length && open[open.length - 1].e.ts + open[open.length - 1].e.dur! <= upTo) {
      const { e, children } = open.pop()!;
      into.set(e.name, (into.get(e.name) ?? 0) + (e.dur! - children) / 1000);
      if (open.length) open[open.length - 1].children += e.dur!;
    }
  };
  for (const e of spans) {
    close(e.ts);
    open.push({ e, children: 0 });
  }
  close(Infinity);
}

/** Trace categories for the main thread's tasks, by kind of work. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink",
  "cc",
  "gpu",
  "v8",
  "toplevel",
].join(",");

/** A page's tracer, started before each click and stopped once its result is drawn (as ClickProfiler). */
export class ClickTracer {
  readonly sum = new Map<string, number>();
  private events: TraceEvent[] = [];
  private done: (() => void) | null = null;
  private constructor(private readonly cdp: CDPSession) {
    cdp.on("Tracing.dataCollected", (m) => this.events.push(...(m.value as unknown as TraceEvent[])));
    cdp.on("Tracing.tracingComplete", () => this.done?.());
  }

  static async open(page: Page): Promise<ClickTracer> {
    return new ClickTracer(await page.context().newCDPSession(page));
  }

  start(): Promise<unknown> {
    this.events = [];
    return this.cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
  }

  async stop(): Promise<void> {
    const complete = new Promise<void>((r) => (this.done = r));
    await this.cdp.send("Tracing.end");
    await complete;
    traceSelfTimes(this.events, this.sum);
    this.events = [];
  }

  /** The `n` event names with the most self time on the main thread, in ms. */
  top(n: number): { name: string; ms: number }[] {
    return [...this.sum.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  }

  async close(): Promise<void> {
    await this.cdp.detach();
  }
}
