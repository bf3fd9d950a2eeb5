/**
 * Dungeon Lite actions (docs/dungeon-lite.md, "Player actions"): `{ type, ...params }`, read once by one zod schema
 * per type (../actions.ts). Shape only: whether an action is allowed now is `apply`'s (./apply.ts).
 * Ids are card ids, zone ids ("entrance/5"), enemy ids (numbers) and seats.
 */
import { defineActions, field, z } from "../actions.js";

const id = field.id();
const zone = field.id();
const side = z.enum(["N", "E", "S", "W"]);
const items = z.array(id).max(4).optional();

export const RULES_STEPS = ["deal", "event-start", "event-draw", "enemy-card", "activate", "enemy-end"] as const;

export const liteActions = defineActions(
  // Before the adventure (LITE-SETUP-3, LITE-MAGIC-3, LITE-DIFFICULTY-2) and at a level-up (LITE-XP-3/5).
  z.object({ type: z.literal("choose-hero"), card: id }),
  z.object({ type: z.literal("choose-spell"), spell: id }),
  z.object({ type: z.literal("choose-equipment"), card: id }),
  // The Player Phase (LITE-PLAYER-1..3).
  z.object({ type: z.literal("take-turn") }),
  z.object({ type: z.literal("propose-order"), order: z.array(field.index()).min(1).max(4) }),
  z.object({ type: z.literal("accept-order") }),
  z.object({ type: z.literal("decline-order") }),
  z.object({ type: z.literal("move"), card: id }),
  z.object({ type: z.literal("step"), zone }),
  z.object({ type: z.literal("open-door"), zone, side }),
  z.object({ type: z.literal("remove-door") }),
  z.object({ type: z.literal("attack"), card: id.optional(), target: field.index(), items }),
  z.object({ type: z.literal("play"), card: id, extra: id.optional(), exit: z.object({ zone, side }).optional() }),
  z.object({
    type: z.literal("cast"),
    spell: id,
    card: id.optional(),
    target: field.index().optional(),
    zone: zone.optional(),
    hero: field.index().optional(),
  }),
  z.object({ type: z.literal("use-item"), card: id, target: field.index().optional(), zone: zone.optional() }),
  z.object({ type: z.literal("control-move"), zone }),
  z.object({ type: z.literal("control-attack"), target: field.index() }),
  z.object({ type: z.literal("control-chest") }),
  z.object({ type: z.literal("revive"), card: id, hero: field.index() }),
  z.object({ type: z.literal("open-chest") }),
  z.object({ type: z.literal("give"), card: id, to: field.index() }),
  z.object({ type: z.literal("end-turn") }),
  // Choices and reactions (LITE-HERO-14, LITE-ACTION-7, LITE-ENEMY-4).
  z.object({ type: z.literal("discard"), card: id }),
  z.object({ type: z.literal("defend"), card: id }),
  z.object({ type: z.literal("counterattack"), card: id, items }),
  z.object({ type: z.literal("adrenaline"), card: id, zone }),
  z.object({ type: z.literal("pass") }),
  // The rules' own steps (Engine.next, RULES_SEAT only).
  z.object({ type: z.literal("rules"), step: z.enum(RULES_STEPS) }),
);

export type LiteAction = z.output<typeof liteActions.schema>;
export type LiteActionType = LiteAction["type"];
export type ActionOf<T extends LiteActionType> = Extract<LiteAction, { type: T }>;

/** Stable rejection codes of this engine (besides CommonCodes). */
export const LiteCodes = {
  ONLY_THE_RULES: "ONLY_THE_RULES",
  RULES_STEP_NOT_DUE: "RULES_STEP_NOT_DUE",
  WAITING_FOR_CHOICE: "WAITING_FOR_CHOICE",
  NOTHING_TO_CHOOSE: "NOTHING_TO_CHOOSE",
  UNKNOWN_CARD: "UNKNOWN_CARD",
  CLASS_TAKEN: "CLASS_TAKEN",
  ALREADY_CHOSEN: "ALREADY_CHOSEN",
  NOT_ALLOWED_FOR_CLASS: "NOT_ALLOWED_FOR_CLASS",
  IDENTICAL_CARD: "IDENTICAL_CARD",
  NOT_AVAILABLE: "NOT_AVAILABLE",
  TURN_UNDER_WAY: "TURN_UNDER_WAY",
  TURN_TAKEN: "TURN_TAKEN",
  KNOCKED_OUT: "KNOCKED_OUT",
  CARD_NOT_IN_HAND: "CARD_NOT_IN_HAND",
  NO_EXTRA_CARD: "NO_EXTRA_CARD",
  ALREADY_MOVED: "ALREADY_MOVED",
  ALREADY_ATTACKED: "ALREADY_ATTACKED",
  NO_MOVE_LEFT: "NO_MOVE_LEFT",
  NOT_A_NEIGHBOUR: "NOT_A_NEIGHBOUR",
  NO_CLOSED_EXIT: "NO_CLOSED_EXIT",
  NO_DOOR_HERE: "NO_DOOR_HERE",
  NO_SUCH_ENEMY: "NO_SUCH_ENEMY",
  OUT_OF_REACH: "OUT_OF_REACH",
  NOT_ENOUGH_ENERGY: "NOT_ENOUGH_ENERGY",
  NOT_ENOUGH_CARDS: "NOT_ENOUGH_CARDS",
  WRONG_CARD: "WRONG_CARD",
  WRONG_TIME: "WRONG_TIME",
  SAME_TARGET: "SAME_TARGET",
  NOT_HELD: "NOT_HELD",
  MAGE_ONLY: "MAGE_ONLY",
  NO_SUCH_HERO: "NO_SUCH_HERO",
  NOT_IN_ZONE: "NOT_IN_ZONE",
  NO_CHEST_HERE: "NO_CHEST_HERE",
  CHEST_TRIED: "CHEST_TRIED",
  NOTHING_TO_DO: "NOTHING_TO_DO",
  NO_ROOM: "NO_ROOM",
  ORDER_PROPOSED: "ORDER_PROPOSED",
  ORDER_AGREED: "ORDER_AGREED",
  ALREADY_PROPOSED: "ALREADY_PROPOSED",
  BAD_ORDER: "BAD_ORDER",
  NO_PROPOSAL: "NO_PROPOSAL",
} as const;
