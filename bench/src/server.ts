/** The server process the benchmark drives: the real platform plus the reference echo rooms. */
import { createLogger, loadConfig, startPlatform } from "@tabletop/server/testing";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";
import { ContractEchoRoom, EchoRoom } from "./echoRoom.js";
import { startProfiling, type Profiling } from "./profiling.js";
import { fillYoungGeneration } from "./youngGeneration.js";
import { moveCounts } from "./moveCounts.js";
import { LoopDelay } from "./loopDelay.js";

// Bots answer at once unless BOT_DELAY_MS is given (the pace benchmark, ./pace.ts, runs at the server's own pace).
const base = loadConfig();
const botDelayMs = process.env.BOT_DELAY_MS ? base.botDelayMs : 0;
const config = { ...base, botDelayMs, rateLimitPerSecond: 1000, rateLimitBurst: 1000 };
const log = createLogger(process.env.LOG_LEVEL || "warn");
const platform = await startPlatform({
  config,
  log,
  defineRooms: (s) => {
    s.define("bench-echo", EchoRoom);
    s.define("bench-echo-contract", ContractEchoRoom);
  },
});
process.send?.({ ready: true, port: platform.port, pid: process.pid });

/** CPU and allocation profiles of one measured phase at a time (the parent asks with `--profile`). */
let profiler: Profiling | null = null;
/** The server's event-loop delay over each measured phase. */
const loopDelay = new LoopDelay();

type Command = {
  stop?: boolean;
  profileStart?: boolean;
  profileStop?: string;
  /** The process's memory after a full collection; with `heapSnapshot`, a heap snapshot written there after it. */
  memory?: boolean;
  heapSnapshot?: string | null;
  /** Bring the young generation to its working size (./youngGeneration.ts) and answer with its bytes. */
  fillYoung?: boolean;
  /**
   * Between two phases: full collections until RSS settles (what the last phase's clients and matches left behind
   * is gone before the next phase starts), then the young generation back at its working size; answers its bytes.
   */
  settle?: boolean;
  /** The match rooms' accepted actions so far, by who made them, and their refusals (./moveCounts.ts). */
  counts?: boolean;
  /** Starts measuring the event loop's delay (./loopDelay.ts), or ends it and answers its figures. */
  loopDelayStart?: boolean;
  loopDelayStop?: boolean;
};

/** A full collection where the process runs with --expose-gc (as `bench` and `bench:memory` start it), so the readings are of live data. */
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Full collections, a quarter second apart, until RSS moves by less than 1 MB from one to the next (at most 12):
 * the pages a collection frees go back to the system over the next moments, so a reading taken at once would still
 * count them.
 */
async function collectUntilSettled(): Promise<void> {
  let last = -Infinity;
  for (let i = 0; i < 12; i++) {
    collect();
    await sleep(250);
    const rss = process.memoryUsage().rss;
    if (Math.abs(rss - last) < 2 ** 20) return;
    last = rss;
  }
}
process.on("message", async (m: Command) => {
  if (m?.profileStart) {
    // Allocations as well: GC is a large share of the server's time, and this says who allocates.
    profiler = await startProfiling({ allocations: true });
    process.send?.({ profiling: true });
  } else if (m?.profileStop && profiler) {
    await profiler.stop(m.profileStop);
    profiler = null;
    process.send?.({ profiled: m.profileStop });
  } else if (m?.memory) {
    // The memory before any snapshot: writing one allocates.
    await collectUntilSettled();
    // What V8 has committed per space (the young generation grows with the allocation rate, up to the semi-space cap).
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((x) => [x.space_name, x.physical_space_size]));
    const memory = { ...process.memoryUsage(), spaces };
    if (m.heapSnapshot) writeHeapSnapshot(m.heapSnapshot);
    process.send?.({ memory });
  } else if (m?.fillYoung) {
    const youngBytes = fillYoungGeneration();
    await collectUntilSettled();
    process.send?.({ youngBytes });
  } else if (m?.settle) {
    await collectUntilSettled();
    process.send?.({ settled: fillYoungGeneration() });
  } else if (m?.loopDelayStart) {
    loopDelay.start();
    process.send?.({ loopDelayStarted: true });
  } else if (m?.loopDelayStop) {
    process.send?.({ loopDelay: loopDelay.stop() });
  } else if (m?.counts) {
    process.send?.({ counts: await moveCounts(platform.metrics) });
  } else if (m?.stop) {
    await platform.close().catch(() => undefined);
    process.exit(0);
  }
});
