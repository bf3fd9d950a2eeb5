/** Copies the Dungeon Flee views into the schema as card ids, assigning only changed values (../../room/sync.ts). */
import type { FleeView } from "@tabletop/shared/dungeon-flee/index";
import { set, syncPrimitives, syncSchemas } from "../../room/sync.js";
import { FleeCorridorSchema, type FleeAttemptSchema, type FleePrivate, type FleePublic } from "./schema.js";

type CorridorView = FleeView["corridors"][number];

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);

function assignCorridor(t: FleeCorridorSchema, c: CorridorView): void {
  set(t, "count", c.count);
  set(t, "faceDown", c.faceDown);
  syncPrimitives(t.shown, ids(c.shown));
  set(t, "cleared", c.cleared);
}

function assignAttempt(t: FleeAttemptSchema, a: FleeView["lastAttempt"]): void {
  set(t, "card", a ? a.card : "");
  set(t, "success", a ? a.success : false);
  set(t, "swords", a ? a.swords : 0);
  set(t, "shields", a ? a.shields : 0);
  set(t, "wild", a ? a.wild : 0);
  set(t, "damage", a ? a.damage : 0);
  set(t, "blocked", a ? a.blocked : 0);
  set(t, "taken", a ? a.taken : 0);
}

/** The public view (engine.view(state, null)): counts only for the hand, the piles and face-down cards. */
export function projectPublic(v: FleeView, t: FleePublic): void {
  set(t, "mode", v.mode);
  set(t, "class", v.class);
  set(t, "gender", v.gender);
  set(t, "phase", v.phase);
  set(t, "round", v.round);
  set(t, "health", v.health);
  set(t, "maxHealth", v.maxHealth);
  set(t, "stairs", v.stairs);
  set(t, "location", v.location ?? -1);
  syncSchemas(t.corridors, v.corridors, () => new FleeCorridorSchema(), assignCorridor);
  set(t, "exitPileCount", v.exitPileCount);
  set(t, "handCount", v.handCount);
  set(t, "selectedCount", v.selectedCount);
  set(t, "drawCount", v.drawCount);
  set(t, "discardCount", v.discardCount);
  set(t, "banishedCount", v.banishedCount);
  set(t, "discardTop", v.discardTop ? v.discardTop.id : "");
  syncPrimitives(t.inventory, ids(v.inventory));
  set(t.bonus, "swords", v.bonus.swords);
  set(t.bonus, "shields", v.bonus.shields);
  set(t.bonus, "wild", v.bonus.wild);
  set(t, "encounter", v.encounter ? v.encounter.id : "");
  set(t, "canStay", v.canStay);
  set(t, "canMove", v.canMove);
  set(t, "mustFight", v.mustFight);
  assignAttempt(t.lastAttempt, v.lastAttempt);
  set(t, "result", v.result ?? "");
}

/** The player's view (engine.view(state, 0)): the hand and the selection, by id. */
export function projectPrivate(v: FleeView, t: FleePrivate): void {
  syncPrimitives(t.hand, v.hand ? ids(v.hand) : []);
  syncPrimitives(t.selected, v.selected ?? []);
}
