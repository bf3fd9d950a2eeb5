/**
 * Reading an action from the network, the one way every game does it: a zod schema per action type, keyed by
 * `type` (`defineActions`). What comes out is a fresh value holding exactly the fields the schema names: extra
 * fields, prototype keys and junk are dropped, so the rules see, and the match log stores, the action as parsed and
 * never the raw message. Shape only: whether an action is allowed now is for the rules to say.
 */
import { z } from "zod";
import { CommonCodes, reject, type Rejected } from "./results.js";

/** One action type: an object schema whose `type` is a string literal. */
type Variant = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

export type ActionRead<A> = { ok: true; action: A } | Rejected;

export interface ActionSet<A> {
  /** The schema of every action (a discriminated union on `type`). */
  schema: z.ZodType<A>;
  /** The action types, in the order they were defined. */
  types: readonly string[];
  /** Reads untrusted input: the parsed action, or MALFORMED_ACTION / UNKNOWN_ACTION with the reason in words. */
  read(raw: unknown): ActionRead<A>;
}

/** Longest excerpt of a bad value quoted back in a reason. */
const EXCERPT = 40;

const quote = (v: unknown) => {
  const s = typeof v === "string" ? JSON.stringify(v) : String(v);
  return s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s;
};

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.length ? `${i.path.join(".")}: ` : ""}${i.message}`).join("; ");
}

/** The action types of a game, each an object schema with a literal `type`. */
export function defineActions<const T extends readonly [Variant, ...Variant[]]>(
  ...variants: T
): ActionSet<z.output<T[number]>> {
  const schema = z.discriminatedUnion("type", variants as unknown as [Variant, ...Variant[]]);
  const types = variants.map((v) => v.shape.type.value);
  const known = new Set(types);
  return {
    schema: schema as unknown as z.ZodType<z.output<T[number]>>,
    types,
    read(raw) {
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
        return reject(CommonCodes.MALFORMED_ACTION, "An action is an object { type, ... }.");
      }
      const type = (raw as { type?: unknown }).type;
      if (typeof type !== "string" || !known.has(type)) {
        return reject(CommonCodes.UNKNOWN_ACTION, `Unknown action type ${quote(type)}: one of ${types.join(", ")}.`);
      }
      const r = schema.safeParse(raw);
      if (!r.success) return reject(CommonCodes.MALFORMED_ACTION, `A "${type}" action: ${describe(r.error.issues)}.`);
      return { ok: true, action: r.data as z.output<T[number]> };
    },
  };
}

/** Field schemas the games share. */
export const field = {
  /** A whole number in [min, max]. */
  int: (min = 0, max = 1_000_000) => z.number().int().min(min).max(max),
  /** A small whole number that the rules check the range of (a die, a seat, a square). */
  index: () => z.number().int().min(-999).max(999),
  /** An id: printable text of at most 64 characters. */
  id: () =>
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\x21-\x7e]+$/, "an id is printable ASCII"),
};

export { z };
