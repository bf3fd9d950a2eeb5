/**
 * Copies the Dungeon Flee views into the schema as card ids, writing only what changed since the last view
 * (`l`, undefined the first time; see ../../room/sync.ts).
 */
import type { FleeView } from "@tabletop/shared/dungeon-flee/index";
import { set, setFields, syncPrimitives, syncSchemas } from "../../room/sync.js";
import { FleeCorridorSchema, type FleeAttemptSchema, type FleePrivate, type FleePublic } from "./schema.js";

type CorridorView = FleeView["corridors"][number];
type Attempt = FleeView["lastAttempt"];

const idOf = (c: { id: string }) => c.id;
const idOrNone = (c: { id: string } | null | undefined) => (c ? c.id : "");

/** The fields the views and the schema share, copied as they are. */
const CORRIDOR_FIELDS = ["count", "faceDown", "cleared"] as const;
const BONUS_FIELDS = ["swords", "shields", "wild"] as const;
const PUBLIC_FIELDS = [
  "mode", "class", "gender", "phase", "round", "health", "maxHealth", "stairs",
  "exitPileCount", "handCount", "selectedCount", "drawCount", "discardCount", "banishedCount",
  "canStay", "canMove", "mustFight",
] as const;

function assignCorridor(t: FleeCorridorSchema, c: CorridorView, l: CorridorView | undefined): void {
  setFields(t, c, l, CORRIDOR_FIELDS);
  syncPrimitives(t.shown, c.shown, l?.shown, idOf);
}

/** "No attempt this round", as the schema's defaults hold it. */
const NO_ATTEMPT: NonNullable<Attempt> = { card: "", success: false, swords: 0, shields: 0, wild: 0, damage: 0, blocked: 0, taken: 0 };
const ATTEMPT_FIELDS = ["card", "success", "swords", "shields", "wild", "damage", "blocked", "taken"] as const;

/** `l` is undefined the first time, when the schema holds the defaults of "no attempt". */
function assignAttempt(t: FleeAttemptSchema, a: Attempt, l: Attempt | undefined): void {
  if (a !== l) setFields(t, a ?? NO_ATTEMPT, l ?? NO_ATTEMPT, ATTEMPT_FIELDS);
}

/** The public view (engine.view(state, null)): counts only for the hand, the piles and face-down cards. */
export function projectPublic(v: FleeView, t: FleePublic, l: FleeView | undefined): void {
  setFields(t, v, l, PUBLIC_FIELDS);
  set(t, "location", v.location ?? -1, l ? l.location ?? -1 : undefined);
  syncSchemas(t.corridors, v.corridors, l?.corridors, () => new FleeCorridorSchema(), assignCorridor);
  set(t, "discardTop", idOrNone(v.discardTop), l ? idOrNone(l.discardTop) : undefined);
  syncPrimitives(t.inventory, v.inventory, l?.inventory, idOf);
  setFields(t.bonus, v.bonus, l?.bonus, BONUS_FIELDS);
  set(t, "encounter", idOrNone(v.encounter), l ? idOrNone(l.encounter) : undefined);
  assignAttempt(t.lastAttempt, v.lastAttempt, l ? l.lastAttempt : undefined);
  set(t, "result", v.result ?? "", l ? l.result ?? "" : undefined);
}

/** The player's view (engine.view(state, 0)): the hand and the selection, by id. */
export function projectPrivate(v: FleeView, t: FleePrivate, l: FleeView | undefined): void {
  syncPrimitives(t.hand, v.hand ?? [], l ? l.hand ?? [] : undefined, idOf);
  syncPrimitives(t.selected, v.selected ?? [], l ? l.selected ?? [] : undefined);
}
