/**
 * Colyseus's logger (its Server's `logger` option): what Colyseus logs goes to ours, one JSON line each, rather than
 * to the console with a stack trace over many lines. An error it logs while it handles a client's frame is that
 * frame's (./colyseus/badFrames.ts), counted there and logged once per connection per interval.
 */
import { format } from "node:util";
import type { Logger } from "pino";
import type { BadFrames } from "./colyseus/badFrames.js";

type Level = "trace" | "debug" | "info" | "warn" | "error";

export function colyseusLogger(log: Logger, frames: BadFrames): Record<Level, (...args: unknown[]) => void> {
  const at =
    (level: Level) =>
    (...args: unknown[]) =>
      log[level]({ src: "colyseus" }, format(...args));
  const error = at("error");
  return {
    trace: at("trace"),
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: (...args: unknown[]) => {
      if (!frames.caught(args)) error(...args);
    },
  };
}
