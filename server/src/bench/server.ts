/** The server process the benchmark drives: the real platform plus the reference echo rooms. */
import "../polyfill.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../log.js";
import { startPlatform } from "../platform.js";
import { ContractEchoRoom, EchoRoom } from "./echoRoom.js";
import { startProfiling, type Profiling } from "./profiling.js";

const config = { ...loadConfig(), botDelayMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 };
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

type Command = { stop?: boolean; profileStart?: boolean; profileStop?: string };
process.on("message", async (m: Command) => {
  if (m?.profileStart) {
    // Allocations as well: GC is a large share of the server's time, and this says who allocates.
    profiler = await startProfiling({ allocations: true });
    process.send?.({ profiling: true });
  } else if (m?.profileStop && profiler) {
    await profiler.stop(m.profileStop);
    profiler = null;
    process.send?.({ profiled: m.profileStop });
  } else if (m?.stop) {
    await platform.close().catch(() => undefined);
    process.exit(0);
  }
});
