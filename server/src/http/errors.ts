/**
 * Every HTTP error is JSON with a code and a reason, like the rest of the API ({error, reason}), and never carries a
 * stack trace or a file path: an unknown /api path, a body too large, a body that is not JSON, and anything that
 * throws in a route. Mounted after every router.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";

/** An /api path no router answered. */
export const apiNotFound: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith("/api/")) return next();
  res.status(404).json({ error: "NOT_FOUND", reason: `No such endpoint: ${req.method} ${req.path.slice(0, 64)}.` });
};

/** body-parser's errors carry `type` and `status`; anything else is the server's fault. */
interface HttpError {
  type?: string;
  status?: number;
  limit?: number;
}

export function jsonErrors(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const e = (err ?? {}) as HttpError;
    if (e.type === "entity.too.large")
      return void res
        .status(413)
        .json({ error: "TOO_LARGE", reason: `The request body is over ${e.limit ?? "the"} bytes allowed here.` });
    if (e.type === "entity.parse.failed")
      return void res.status(400).json({ error: "BAD_JSON", reason: "The request body is not valid JSON." });
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500)
      return void res.status(e.status).json({ error: "BAD_REQUEST", reason: "The request could not be read." });
    log.error({ err, path: req.path }, "HTTP route failed");
    res.status(500).json({ error: "INTERNAL", reason: "The server could not answer this request." });
  };
}
