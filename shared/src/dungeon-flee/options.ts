/** Options: `{ mode, class, gender? }`, checked by hand here (Dungeon Lite describes its options with zod). FLEE-MODES-1, ruling FLEE-Q-2. */
import { CLASS_IDS, GENDERS, type ClassId, type Gender } from "./content/index.js";
import type { FleeOptions, Mode } from "./state.js";

const MODES: readonly Mode[] = ["easy", "hard", "extreme"];
export const DEFAULT_OPTIONS: FleeOptions = { mode: "easy", class: "fighter", gender: "male" };

export function parseOptions(
  raw: unknown,
  seats: number,
): { ok: true; options: FleeOptions } | { ok: false; reason: string } {
  if (seats !== 1) return { ok: false, reason: `Dungeon Flee is a solo game: seats must be 1, got ${String(seats)}` };
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, reason: "options must be an object { mode, class, gender? }" };
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(r);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k !== "mode" && k !== "class" && k !== "gender")
      return { ok: false, reason: `unknown option "${k.slice(0, 40)}"` };
  }
  const mode = r.mode ?? DEFAULT_OPTIONS.mode;
  if (typeof mode !== "string" || !MODES.includes(mode as Mode))
    return { ok: false, reason: `mode must be one of ${MODES.join(", ")}` };
  const cls = r.class ?? DEFAULT_OPTIONS.class;
  if (typeof cls !== "string" || !CLASS_IDS.includes(cls as ClassId))
    return { ok: false, reason: `class must be one of ${CLASS_IDS.join(", ")}` };
  const gender = r.gender ?? "male";
  if (typeof gender !== "string" || !GENDERS.includes(gender as Gender))
    return { ok: false, reason: `gender must be "male" or "female"` };
  return { ok: true, options: { mode: mode as Mode, class: cls as ClassId, gender: gender as Gender } };
}
