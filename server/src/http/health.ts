/** GET /healthz: the process and the database. 200 when both are fine, 503 "degraded" otherwise. */
import { Router } from "express";
import { matchMaker } from "@colyseus/core";
import type { MatchStore } from "../store/types.js";
import type { Metrics } from "../metrics.js";

export function healthRouter(store: MatchStore, metrics: Metrics): Router {
  const r = Router();
  r.get("/healthz", async (_req, res) => {
    const db = await store
      .health()
      .catch((e: Error) => ({ ok: false, backend: store.backend, pending: -1, lastError: e.message }));
    const mem = process.memoryUsage();
    const rooms = await matchMaker
      .query({})
      .then((l) => l.length)
      .catch(() => -1);
    const body = {
      status: db.ok ? "ok" : "degraded",
      process: { pid: process.pid, uptimeS: Math.round(process.uptime()), rssMb: Math.round(mem.rss / 1e6), rooms },
      database: db,
    };
    res.status(db.ok ? 200 : 503).json(body);
  });
  r.get("/metrics", async (_req, res) => {
    res.set("Content-Type", metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  return r;
}
