/**
 * Dungeon Flee actions: small JSON objects `{ type, ...params }`. `legal` lists every one available.
 *
 *   { type: "enter", corridor: 0..5 }             first turn: start down any corridor (FLEE-HARD-2, FLEE-Q-18)
 *   { type: "select", card: id }                  add a hand card to the attempt (FLEE-OVERVIEW-6)
 *   { type: "deselect", card: id }                take it back
 *   { type: "fight" | "open" | "disarm" }         commit the selected cards against a monster / door / trap
 *   { type: "treasure", card: id }                use a treasure from the inventory (FLEE-TREASURE-3)
 *   { type: "banish", pay: [id] | [id, id], target: id }
 *                                                 pay a sword and a shield from the hand, banish one other hand
 *                                                 card (FLEE-ROUND-9/10)
 *   { type: "stay" }                              stay in this corridor (step 1/3); reveals or re-faces its top
 *   { type: "move", dir: "cw" | "ccw" }           Move / flee to the adjacent uncleared corridor (FLEE-TERMS-5)
 */
import { defineActions, field, z } from "../actions.js";

const card = field.id();

/** Read once before the rules see them (../actions.ts); whether one is allowed now is apply.ts's `refusal`. */
export const fleeActions = defineActions(
  z.object({ type: z.literal("enter"), corridor: field.index() }),
  z.object({ type: z.literal("select"), card }),
  z.object({ type: z.literal("deselect"), card }),
  z.object({ type: z.literal("fight") }),
  z.object({ type: z.literal("open") }),
  z.object({ type: z.literal("disarm") }),
  z.object({ type: z.literal("treasure"), card }),
  z.object({
    type: z.literal("banish"),
    pay: z
      .array(card)
      .min(1)
      .max(2)
      .refine((p) => p.length < 2 || p[0] !== p[1], "two distinct cards"),
    target: card,
  }),
  z.object({ type: z.literal("stay") }),
  z.object({ type: z.literal("move"), dir: z.enum(["cw", "ccw"]) }),
);

export type FleeAction = z.output<typeof fleeActions.schema>;
export type Dir = Extract<FleeAction, { type: "move" }>["dir"];

/** Stable rejection codes of this engine (besides CommonCodes). */
export const FleeCodes = {
  CARD_NOT_IN_HAND: "CARD_NOT_IN_HAND",
  CARD_NOT_SELECTED: "CARD_NOT_SELECTED",
  ALREADY_SELECTED: "ALREADY_SELECTED",
  NO_MORE_TAKE_BACKS: "NO_MORE_TAKE_BACKS",
  TOO_MANY_CARDS: "TOO_MANY_CARDS",
  WRONG_COMMIT: "WRONG_COMMIT",
  MUST_DEFEAT: "MUST_DEFEAT",
  NOT_IN_INVENTORY: "NOT_IN_INVENTORY",
  NO_EFFECT_NOW: "NO_EFFECT_NOW",
  BANISH_IN_COMBAT: "BANISH_IN_COMBAT",
  INVALID_PAYMENT: "INVALID_PAYMENT",
  INVALID_TARGET: "INVALID_TARGET",
  MUST_STAY_AFTER_DEFEAT: "MUST_STAY_AFTER_DEFEAT",
  MUST_FIGHT: "MUST_FIGHT",
  MUST_MOVE: "MUST_MOVE",
  NO_SUCH_CORRIDOR: "NO_SUCH_CORRIDOR",
  CORRIDOR_CLEARED: "CORRIDOR_CLEARED",
} as const;
