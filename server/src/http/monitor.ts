/** The Colyseus monitor at /colyseus, behind HTTP basic auth; off unless MONITOR_PASSWORD is set. */
import { timingSafeEqual, createHash } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { monitor } from "@colyseus/monitor";

const digest = (s: string) => createHash("sha256").update(s).digest();

function basicAuth(user: string, password: string): RequestHandler {
  const expected = digest(`${user}:${password}`);
  return (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString() : "";
    if (given && timingSafeEqual(digest(given), expected)) return next();
    res
      .set("WWW-Authenticate", 'Basic realm="tabletop monitor"')
      .status(401)
      .json({ error: "UNAUTHORIZED", reason: "The monitor needs the admin password." });
  };
}

export function monitorRouter(password: string | undefined): Router {
  const r = Router();
  if (password) r.use("/colyseus", basicAuth("admin", password), monitor() as unknown as RequestHandler);
  return r;
}
