/** The join options of the wire contract, validated before a room is created or joined. */
import { z } from "zod";
import { PACE_NAMES } from "@tabletop/shared";

export const JoinOptions = z
  .object({
    token: z.string().min(1, "a guest token is required"),
    spectate: z.boolean().optional(),
    private: z.boolean().optional(),
    code: z.string().max(16).optional(),
    seats: z.number().int().min(1).max(16).optional(),
    bots: z.number().int().min(0).max(16).optional(),
    options: z.unknown().optional(),
    /** The pace of the rules' own steps at this table (wire.ts PACES); "normal" when not given. */
    pace: z.enum(PACE_NAMES).optional(),
    /** The table's response time in seconds, for games with response windows (Engine.responseWindow); 30 when not given. */
    responseSeconds: z.number().int().min(1).max(600).optional(),
    /** The table's time per move in seconds (./turnClock.ts); 0 or absent: no clock. */
    turnSeconds: z.number().int().min(0).max(3600).optional(),
    /** The table's time bank per player in seconds (./timeBank.ts); 0 or absent: none. */
    bankSeconds: z.number().int().min(0).max(7200).optional(),
    /** Quick-play key (seats + options); rooms with the same key are matched. */
    quick: z.string().max(512).optional(),
    /** A fixed match seed; honoured only when the server allows it (ALLOW_CLIENT_SEEDS=1, tests). */
    seed: z.string().min(1).max(64).optional(),
  })
  .passthrough();

export type JoinOptions = z.infer<typeof JoinOptions>;

/** Turns a zod error into one readable sentence. */
export function describeZodError(e: z.ZodError): string {
  return e.issues.map((i) => `${i.path.length ? i.path.join(".") + ": " : ""}${i.message}`).join("; ");
}
