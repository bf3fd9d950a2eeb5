/** Serves the built browser client, with index.html for unknown non-API paths. */
import express, { Router } from "express";
import { existsSync } from "node:fs";
import path from "node:path";

export function clientRouter(clientDir: string): Router {
  const r = Router();
  const index = path.join(clientDir, "index.html");
  r.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
  r.get(/^\/(?!api\/|healthz|metrics|matchmake\/|colyseus).*/, (_req, res, next) => {
    if (existsSync(index)) res.sendFile(index);
    else next();
  });
  return r;
}
