/**
 * What Postgres would refuse, refused before anything is acknowledged. A write the database turns down later (say
 * while draining the outbox after an outage) would part the stored log from the match, so every value is checked
 * here, synchronously, when the write is made:
 * - text: no NUL character (jsonb and text columns refuse it) and no unpaired UTF-16 surrogate (JSON.stringify
 *   writes it as an escape that jsonb refuses);
 * - numbers: finite (JSON has no NaN or Infinity, which JSON.stringify would silently turn into null);
 * - structure: plain JSON values, at most MAX_DEPTH levels deep.
 */
import { PermanentStoreError } from "./pool.js";

const MAX_DEPTH = 32;

/** A value the database would refuse: the write is refused at once with the reason. */
export class UnstorableError extends PermanentStoreError {
  override name = "UnstorableError";
}

const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `s` cannot be stored as text, or null. */
export function unstorableText(s: string): string | null {
  if (s.includes("\u0000")) return "it contains a NUL character";
  if (UNPAIRED.test(s)) return "it contains an unpaired surrogate (not valid Unicode)";
  return null;
}

/** Why `value` cannot be stored as JSON, or null. */
function unstorableJson(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH) return `it is nested more than ${MAX_DEPTH} levels deep`;
  switch (typeof value) {
    case "string":
      return unstorableText(value);
    case "number":
      return Number.isFinite(value) ? null : `it holds the number ${value}, which JSON cannot`;
    case "boolean":
      return null;
    case "object": {
      if (value === null) return null;
      const proto = Object.getPrototypeOf(value);
      if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return "it is not plain JSON data";
      for (const [k, v] of Object.entries(value)) {
        const why = unstorableText(k) ?? unstorableJson(v, depth + 1);
        if (why) return why;
      }
      return null;
    }
    default:
      return `it holds a ${typeof value}, which JSON cannot`;
  }
}

/** `value` as JSON text, or an UnstorableError naming `what` and why. */
export function storableJson(value: unknown, what: string): string {
  const why = unstorableJson(value);
  if (why) throw new UnstorableError(`store: the ${what} cannot be stored: ${why}`);
  return JSON.stringify(value);
}

/** `s` as it is, or an UnstorableError naming `what` and why. */
export function storableText(s: string, what: string): string {
  const why = unstorableText(s);
  if (why) throw new UnstorableError(`store: the ${what} cannot be stored: ${why}`);
  return s;
}
