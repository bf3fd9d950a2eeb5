/** The server process the benchmark drives: the real platform plus the bare echo room. */
import "../polyfill.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../log.js";
import { startPlatform } from "../platform.js";
import { EchoRoom } from "./echoRoom.js";

const config = { ...loadConfig(), botDelayMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 };
const log = createLogger(process.env.LOG_LEVEL || "warn");
const platform = await startPlatform({ config, log, defineRooms: (s) => s.define("bench-echo", EchoRoom) });
process.send?.({ ready: true, port: platform.port, pid: process.pid });
process.on("message", async (m: { stop?: boolean }) => {
  if (m?.stop) {
    await platform.close().catch(() => undefined);
    process.exit(0);
  }
});
