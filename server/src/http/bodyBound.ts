/**
 * Every request body is read here, and only up to a bound, before any route sees the request (./frontDoor.ts):
 * a declared length over the bound is refused before a byte of the body is read, a chunked body as soon as it passes
 * the bound, and the rest is left unread (the connection is closed after the answer). Reading is raw-body's, the
 * reader Express's own body parsers use: it checks the declared length first and stops reading at the bound, where
 * Express's json() reads a refused body to its end before it answers.
 */
import type { IncomingMessage } from "node:http";
import getRawBody from "raw-body";
import type { HttpError } from "./errors.js";

/** The largest body any route takes: a table's create options are a few hundred bytes, a guest's name fewer. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** What a request carried: JSON parsed (an object, or undefined when it sent no JSON), or why it is refused. */
export type Body = { ok: true; json: unknown } | { ok: false; error: HttpError };

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

export async function readBody(req: IncomingMessage): Promise<Body> {
  if (!hasBody(req)) return { ok: true, json: undefined };
  let raw: Buffer;
  try {
    raw = await getRawBody(req, { length: req.headers["content-length"], limit: BODY_LIMIT_BYTES });
  } catch (e) {
    const type = (e as { type?: string }).type;
    return {
      ok: false,
      error:
        type === "entity.too.large"
          ? { code: "TOO_LARGE", reason: `A request body is at most ${BODY_LIMIT_BYTES} bytes.` }
          : { code: "BAD_REQUEST", reason: "The request body could not be read." },
    };
  }
  if (!JSON_TYPE.test(req.headers["content-type"] ?? "") || raw.length === 0) return { ok: true, json: undefined };
  try {
    return { ok: true, json: JSON.parse(raw.toString("utf8")) as unknown };
  } catch {
    return { ok: false, error: { code: "BAD_JSON", reason: "The request body is not valid JSON." } };
  }
}
