/**
 * Options, described once as a zod schema: `{ mode, class, gender? }` (FLEE-MODES-1, ruling FLEE-Q-2); one seat.
 * Each field's message is the reason a bad value is refused; a missing or null field means the default.
 */
import { z } from "zod";
import { CLASS_IDS, GENDERS, type ClassId, type Gender } from "./content/index.js";
import { readOptions } from "../options.js";
import type { FleeOptions, Mode } from "./state.js";

const MODES: readonly Mode[] = ["easy", "hard", "extreme"];
export const DEFAULT_OPTIONS: FleeOptions = { mode: "easy", class: "fighter", gender: "male" };

/** The options as sent. */
export const optionsSchema = z.strictObject(
  {
    mode: z.enum(MODES as [Mode, ...Mode[]], { error: `mode must be one of ${MODES.join(", ")}` }).nullish(),
    class: z
      .enum(CLASS_IDS as [ClassId, ...ClassId[]], { error: `class must be one of ${CLASS_IDS.join(", ")}` })
      .nullish(),
    gender: z.enum(GENDERS as [Gender, ...Gender[]], { error: `gender must be "male" or "female"` }).nullish(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown option "${issue.keys[0].slice(0, 40)}"`
        : "options must be an object { mode, class, gender? }",
  },
);

export function parseOptions(
  raw: unknown,
  seats: number,
): { ok: true; options: FleeOptions } | { ok: false; reason: string } {
  if (seats !== 1) return { ok: false, reason: `Dungeon Flee is a solo game: seats must be 1, got ${String(seats)}` };
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  const read = readOptions(optionsSchema, raw);
  if (!read.ok) return read;
  const { mode, class: cls, gender } = read.options;
  return {
    ok: true,
    options: {
      mode: mode ?? DEFAULT_OPTIONS.mode,
      class: cls ?? DEFAULT_OPTIONS.class,
      gender: gender ?? "male",
    },
  };
}
