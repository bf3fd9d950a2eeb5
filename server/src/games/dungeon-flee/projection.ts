/**
 * Copies the Dungeon Flee views into the schema as card ids, writing only what changed since the last view
 * (`l`, undefined the first time; see ../../room/sync.ts).
 */
import type { FleeView } from "@tabletop/shared/dungeon-flee/index";
import { set, syncPrimitives, syncSchemas } from "../../room/sync.js";
import { FleeCorridorSchema, type FleeAttemptSchema, type FleePrivate, type FleePublic } from "./schema.js";

type CorridorView = FleeView["corridors"][number];
type Attempt = FleeView["lastAttempt"];

const idOf = (c: { id: string }) => c.id;
const idOrNone = (c: { id: string } | null | undefined) => (c ? c.id : "");

function assignCorridor(t: FleeCorridorSchema, c: CorridorView, l: CorridorView | undefined): void {
  set(t, "count", c.count, l?.count);
  set(t, "faceDown", c.faceDown, l?.faceDown);
  syncPrimitives(t.shown, c.shown, l?.shown, idOf);
  set(t, "cleared", c.cleared, l?.cleared);
}

/** `l` is undefined the first time, when the schema holds the defaults of "no attempt". */
function assignAttempt(t: FleeAttemptSchema, a: Attempt, l: Attempt | undefined): void {
  if (a === l) return;
  const was = l ?? null;
  set(t, "card", a ? a.card : "", was ? was.card : "");
  set(t, "success", a ? a.success : false, was ? was.success : false);
  set(t, "swords", a ? a.swords : 0, was ? was.swords : 0);
  set(t, "shields", a ? a.shields : 0, was ? was.shields : 0);
  set(t, "wild", a ? a.wild : 0, was ? was.wild : 0);
  set(t, "damage", a ? a.damage : 0, was ? was.damage : 0);
  set(t, "blocked", a ? a.blocked : 0, was ? was.blocked : 0);
  set(t, "taken", a ? a.taken : 0, was ? was.taken : 0);
}

/** The public view (engine.view(state, null)): counts only for the hand, the piles and face-down cards. */
export function projectPublic(v: FleeView, t: FleePublic, l: FleeView | undefined): void {
  set(t, "mode", v.mode, l?.mode);
  set(t, "class", v.class, l?.class);
  set(t, "gender", v.gender, l?.gender);
  set(t, "phase", v.phase, l?.phase);
  set(t, "round", v.round, l?.round);
  set(t, "health", v.health, l?.health);
  set(t, "maxHealth", v.maxHealth, l?.maxHealth);
  set(t, "stairs", v.stairs, l?.stairs);
  set(t, "location", v.location ?? -1, l ? l.location ?? -1 : undefined);
  syncSchemas(t.corridors, v.corridors, l?.corridors, () => new FleeCorridorSchema(), assignCorridor);
  set(t, "exitPileCount", v.exitPileCount, l?.exitPileCount);
  set(t, "handCount", v.handCount, l?.handCount);
  set(t, "selectedCount", v.selectedCount, l?.selectedCount);
  set(t, "drawCount", v.drawCount, l?.drawCount);
  set(t, "discardCount", v.discardCount, l?.discardCount);
  set(t, "banishedCount", v.banishedCount, l?.banishedCount);
  set(t, "discardTop", idOrNone(v.discardTop), l ? idOrNone(l.discardTop) : undefined);
  syncPrimitives(t.inventory, v.inventory, l?.inventory, idOf);
  set(t.bonus, "swords", v.bonus.swords, l?.bonus.swords);
  set(t.bonus, "shields", v.bonus.shields, l?.bonus.shields);
  set(t.bonus, "wild", v.bonus.wild, l?.bonus.wild);
  set(t, "encounter", idOrNone(v.encounter), l ? idOrNone(l.encounter) : undefined);
  set(t, "canStay", v.canStay, l?.canStay);
  set(t, "canMove", v.canMove, l?.canMove);
  set(t, "mustFight", v.mustFight, l?.mustFight);
  assignAttempt(t.lastAttempt, v.lastAttempt, l ? l.lastAttempt : undefined);
  set(t, "result", v.result ?? "", l ? l.result ?? "" : undefined);
}

/** The player's view (engine.view(state, 0)): the hand and the selection, by id. */
export function projectPrivate(v: FleeView, t: FleePrivate, l: FleeView | undefined): void {
  syncPrimitives(t.hand, v.hand ?? [], l ? l.hand ?? [] : undefined, idOf);
  syncPrimitives(t.selected, v.selected ?? [], l ? l.selected ?? [] : undefined);
}
