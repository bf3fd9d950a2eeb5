/** The Colyseus monitor at /colyseus, behind HTTP basic auth; off unless MONITOR_PASSWORD is set. */
import { timingSafeEqual, createHash } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { monitor } from "@colyseus/monitor";
import { sendError } from "./errors.js";

const digest = (s: string) => createHash("sha256").update(s).digest();

function basicAuth(user: string, password: string): RequestHandler {
  const expected = digest(`${user}:${password}`);
  return (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString() : "";
    if (given && timingSafeEqual(digest(given), expected)) return next();
    sendError(res, "UNAUTHORIZED", "The monitor needs the admin password.", {
      "www-authenticate": 'Basic realm="tabletop monitor"',
    });
  };
}

export function monitorRouter(password: string | undefined): Router {
  const r = Router();
  if (password) r.use("/colyseus", basicAuth("admin", password), monitor() as unknown as RequestHandler);
  return r;
}
