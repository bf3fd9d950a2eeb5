/** The join options of the wire contract, validated before a room is created or joined. */
import { z } from "zod";
import { PACE_NAMES } from "@tabletop/shared";
import type { Identities, Refusal } from "../identity/identities.js";
import type { Identity } from "../identity/tokens.js";

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
    /**
     * A rated table (docs/ratings.md): people only, and its end changes their ratings; rated games only. Quick play
     * matches rated and unrated tables apart (../http/matchmaking.ts).
     */
    rated: z.boolean().optional(),
    /**
     * The day's dungeon (docs/ratings.md, "The daily dungeon"): the table gets the day's secret seed and options;
     * one counted attempt per person, game mode and UTC day. Games with a daily dungeon only; solo, no fixed seed.
     */
    daily: z.boolean().optional(),
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

/** A join's guest, or why it is refused: no token, a bad or signed-out one, or options that do not read. */
export type JoinAuth =
  { ok: true; identity: Identity } | { ok: false; code: Refusal["code"] | "BAD_OPTIONS"; reason: string };

/**
 * Who joins: the join options read, and their guest token checked (its generation too: ../identity/identities.ts).
 * Asked before any room is created or joined, by the HTTP matchmaking (../http/matchmaking.ts) and again by the
 * room's onAuth. The codes' statuses are in ../http/errors.ts.
 */
export async function authenticateJoin(identities: Identities, options: unknown): Promise<JoinAuth> {
  const token = (options as { token?: unknown } | null | undefined)?.token;
  if (token === undefined || token === "")
    return { ok: false, code: "NO_TOKEN", reason: "A guest token is required: POST /api/guests first." };
  const parsed = JoinOptions.safeParse(options);
  if (!parsed.success)
    return { ok: false, code: "BAD_OPTIONS", reason: `Invalid join options: ${describeZodError(parsed.error)}` };
  return identities.check(parsed.data.token);
}
