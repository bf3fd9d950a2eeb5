/** Entry point: `npm start` runs this after the build. */
import "./polyfill.js";
import { loadConfig } from "./config.js";
import { createLogger } from "./log.js";
import { startPlatform } from "./platform.js";

const config = loadConfig();
const log = createLogger(config.logLevel);

const platform = await startPlatform({ config, log }).catch((e) => {
  log.fatal({ err: e }, "could not start");
  process.exit(1);
});
log.info(`Tabletop Online on http://localhost:${platform.port}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: flushing match writes");
  await platform.close().catch((e) => log.error({ err: e }, "shutdown error"));
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
// A bug must not take every match down with it: log and carry on.
process.on("uncaughtException", (e) => log.error({ err: e }, "uncaught exception"));
process.on("unhandledRejection", (e) => log.error({ err: e }, "unhandled rejection"));
