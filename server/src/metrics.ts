/** Prometheus metrics, served at /metrics. */
import type { MatchStore } from "./store/types.js";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export interface Metrics {
  registry: Registry;
  moves: Counter<"game" | "by">;
  rejections: Counter<"code">;
  matchesStarted: Counter<"game">;
  matchesFinished: Counter<"game">;
  /** Matches in play in this process, by game. */
  matchesInPlay: Gauge<"game">;
  /** Players back in their seat after a drop (a reconnect, or a new tab or device). */
  reconnects: Counter<"game">;
  /** Matches in play rebuilt from the store and reopened (after a restart, or continued from the history page). */
  resumes: Counter<"game">;
  /** Writes waiting for the database, read from the store when scraped. */
  storePending: Gauge;
  /** How long each write to the database took (one transaction of up to MAX_CHUNK_OPS ops). */
  storeWriteSeconds: Histogram;
  slowReadersCutOff: Counter;
}

/** The metrics of one process. The store's queue depth and write times are read from `store` as they change. */
export function createMetrics(store?: Pick<MatchStore, "pendingWrites" | "onWritten">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const m: Metrics = {
    registry,
    moves: new Counter({
      name: "tabletop_moves_total",
      help: "Accepted actions, by who made them: player (a person at the table), bot (a bot, or a clock run out), rules (the rules' own steps)",
      labelNames: ["game", "by"],
      registers: [registry],
    }),
    rejections: new Counter({
      name: "tabletop_rejections_total",
      help: "Rejected messages by code",
      labelNames: ["code"],
      registers: [registry],
    }),
    matchesStarted: new Counter({
      name: "tabletop_matches_started_total",
      help: "Matches started",
      labelNames: ["game"],
      registers: [registry],
    }),
    matchesFinished: new Counter({
      name: "tabletop_matches_finished_total",
      help: "Matches finished",
      labelNames: ["game"],
      registers: [registry],
    }),
    slowReadersCutOff: new Counter({
      name: "tabletop_slow_readers_cut_off_total",
      help: "Clients cut off because they left too much unread (SEND_BUFFER_KB)",
      registers: [registry],
    }),
    matchesInPlay: new Gauge({
      name: "tabletop_matches_in_play",
      help: "Matches in play in this process",
      labelNames: ["game"],
      registers: [registry],
    }),
    reconnects: new Counter({
      name: "tabletop_reconnects_total",
      help: "Players back in their seat after a drop",
      labelNames: ["game"],
      registers: [registry],
    }),
    resumes: new Counter({
      name: "tabletop_resumes_total",
      help: "Matches in play rebuilt from the store and reopened (after a restart, or continued by a player)",
      labelNames: ["game"],
      registers: [registry],
    }),
    storePending: new Gauge({
      name: "tabletop_store_pending_writes",
      help: "Writes waiting for the database",
      registers: [registry],
      collect() {
        if (store) this.set(store.pendingWrites);
      },
    }),
    storeWriteSeconds: new Histogram({
      name: "tabletop_store_write_seconds",
      help: "Time of each write to the database (one transaction)",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
  store?.onWritten((ms) => m.storeWriteSeconds.observe(ms / 1000));
  return m;
}
