/**
 * Dungeon Lite actions (docs/dungeon-lite.md, "Player actions"): `{ type, ...params }`, read once by one zod schema
 * per type (../actions.ts). Shape only: whether an action is allowed now is `apply`'s (./apply.ts).
 * Ids are card ids, zone ids ("entrance/5"), enemy ids (numbers) and seats.
 * The schemas are strict: a field the type does not have is refused (MALFORMED_ACTION, naming it), not dropped;
 * the one exception is `seat`, which no Dungeon Lite action has: it is the room's, saying which of its seats a
 * client holding several acts for (docs/wire-contract.md), and it is left out before the action is read. A field
 * the type has but this action does not use (a target for a spell that takes none) is `apply`'s: UNUSED_FIELD.
 */
import { defineActions, field, z, type ActionSet } from "../actions.js";

const id = field.id();
const zone = field.id();
const side = z.enum(["N", "E", "S", "W"]);
const items = z.array(id).max(4).optional();

export const RULES_STEPS = ["deal", "event-start", "event-draw", "enemy-card", "activate", "enemy-end"] as const;

const schemas = defineActions(
  // Before the adventure (LITE-SETUP-3, LITE-MAGIC-3, LITE-DIFFICULTY-2) and at a level-up (LITE-XP-3/5).
  z.strictObject({ type: z.literal("choose-hero"), card: id }),
  z.strictObject({ type: z.literal("choose-spell"), spell: id }),
  z.strictObject({ type: z.literal("choose-equipment"), card: id }),
  // Levelling up is a choice (ruling LITE-Q-13): keep the experience for later, or spend it in your turn.
  z.strictObject({ type: z.literal("keep-experience") }),
  z.strictObject({ type: z.literal("level-up") }),
  // The Player Phase (LITE-PLAYER-1..3).
  z.strictObject({ type: z.literal("take-turn") }),
  z.strictObject({ type: z.literal("propose-order"), order: z.array(field.index()).min(1).max(4) }),
  z.strictObject({ type: z.literal("accept-order") }),
  z.strictObject({ type: z.literal("decline-order") }),
  z.strictObject({ type: z.literal("move"), card: id }),
  z.strictObject({ type: z.literal("step"), zone }),
  z.strictObject({ type: z.literal("open-door"), zone, side }),
  z.strictObject({ type: z.literal("remove-door") }),
  z.strictObject({ type: z.literal("attack"), card: id.optional(), target: field.index(), items }),
  z.strictObject({
    type: z.literal("play"),
    card: id,
    extra: id.optional(),
    exit: z.strictObject({ zone, side }).optional(),
  }),
  z.strictObject({
    type: z.literal("cast"),
    spell: id,
    card: id.optional(),
    target: field.index().optional(),
    zone: zone.optional(),
    hero: field.index().optional(),
  }),
  z.strictObject({ type: z.literal("use-item"), card: id, target: field.index().optional(), zone: zone.optional() }),
  z.strictObject({ type: z.literal("control-move"), zone }),
  z.strictObject({ type: z.literal("control-attack"), target: field.index() }),
  z.strictObject({ type: z.literal("control-chest") }),
  z.strictObject({ type: z.literal("revive"), card: id, hero: field.index() }),
  z.strictObject({ type: z.literal("open-chest") }),
  z.strictObject({ type: z.literal("give"), card: id, to: field.index() }),
  z.strictObject({ type: z.literal("end-turn") }),
  // Choices and reactions (LITE-HERO-14, LITE-ACTION-7, LITE-ENEMY-4; rulings LITE-Q-41, LITE-Q-47; a seat's
  // standing answer to the windows of enemy attacks, docs/rulings/dungeon-lite.md "A hand that does not show itself").
  z.strictObject({ type: z.literal("discard"), card: id }),
  z.strictObject({ type: z.literal("block"), criticals: z.number().int().min(0).max(6) }),
  z.strictObject({ type: z.literal("tie-dice"), dice: z.enum(["attack", "defense"]) }),
  z.strictObject({ type: z.literal("reactions"), mode: z.enum(["ask", "never"]) }),
  // Where the placement rules leave zones tied, the generating hero chooses (LITE-DEPLOY-9, ruling LITE-Q-30).
  z.strictObject({ type: z.literal("place"), zone }),
  z.strictObject({ type: z.literal("defend"), card: id }),
  z.strictObject({ type: z.literal("counterattack"), card: id, items }),
  z.strictObject({ type: z.literal("adrenaline"), card: id, zone }),
  z.strictObject({ type: z.literal("pass") }),
  // The rules' own steps (Engine.next, RULES_SEAT only).
  z.strictObject({ type: z.literal("rules"), step: z.enum(RULES_STEPS) }),
);

export type LiteAction = z.output<typeof schemas.schema>;

/** The room's `seat` (which seat acts), never a field of a Dungeon Lite action: left out before reading. */
function withoutSeat(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || !Object.hasOwn(raw, "seat")) return raw;
  const { seat: _seat, ...rest } = raw as Record<string, unknown>;
  return rest;
}

export const liteActions: ActionSet<LiteAction> = { ...schemas, read: (raw) => schemas.read(withoutSeat(raw)) };
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
  UNUSED_FIELD: "UNUSED_FIELD",
  NOT_ENOUGH_EXPERIENCE: "NOT_ENOUGH_EXPERIENCE",
} as const;
