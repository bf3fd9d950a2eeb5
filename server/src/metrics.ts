/** Prometheus metrics, served at /metrics. */
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

export interface Metrics {
  registry: Registry;
  moves: Counter<"game">;
  rejections: Counter<"code">;
  matchesStarted: Counter<"game">;
  matchesFinished: Counter<"game">;
  storePending: Gauge;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    moves: new Counter({
      name: "tabletop_moves_total",
      help: "Accepted actions",
      labelNames: ["game"],
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
    storePending: new Gauge({
      name: "tabletop_store_pending_writes",
      help: "Writes waiting for the database",
      registers: [registry],
    }),
  };
}
