/**
 * Serves the built browser client: its files, and index.html for a page a browser navigates to (the client's own
 * routes are in the URL's hash, so any other path a person opens shows the lobby). A request for anything else
 * that is not there (a missing asset, an API client's wrong path) falls through to the JSON 404 (./errors.ts).
 */
import express, { Router } from "express";
import { existsSync } from "node:fs";
import path from "node:path";

export function clientRouter(clientDir: string): Router {
  const r = Router();
  const index = path.join(clientDir, "index.html");
  r.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
  r.get(/^\/(?!api\/|healthz|metrics|matchmake\/|colyseus).*/, (req, res, next) => {
    if (req.headers.accept?.includes("text/html") && existsSync(index)) res.sendFile(index);
    else next();
  });
  return r;
}
