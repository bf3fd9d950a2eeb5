/**
 * Reading a game's options, the one way the zod-described games do it: the game's schema says which keys there are,
 * what each may hold and, in each field's own error message, the reason a bad value is refused. What comes out is
 * the parsed value, or the first refusal in words (an unknown key first, as a typo is the likeliest mistake).
 */
import type { z } from "zod";

export type OptionsRead<O> = { ok: true; options: O } | { ok: false; reason: string };

export function readOptions<S extends z.ZodType>(schema: S, raw: unknown): OptionsRead<z.output<S>> {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, options: r.data };
  const issues = r.error.issues;
  const first = issues.find((i) => i.code === "unrecognized_keys") ?? issues[0];
  return { ok: false, reason: first.message };
}
