/**
 * Treasures (FLEE-TREASURE-1..3, FLEE-ENCOUNTER-8, FLEE-COMBAT-3; ruling FLEE-Q-9).
 * Taking one is free and it goes to the inventory, never the discard pile. It can be used whenever you have a
 * decision to make; healing at any such time, combat bonuses only during an attempt (they would have no effect
 * otherwise). Used treasures are banished. They do not count towards the 5 cards played.
 */
import type { GameEvent } from "../engine.js";
import { card } from "./content/index.js";
import { heal } from "./end.js";
import { type FleeState, edit } from "./state.js";

export function takeTreasure(s: FleeState, id: string, events: GameEvent[]): FleeState {
  events.push({ kind: "treasure", text: `Found treasure: ${card(id).name}.`, seat: 0 });
  return edit(s, (next) => { next.inventory = [...s.inventory, id]; });
}

/** Why the treasure cannot be used now, or null if it can. */
export function treasureBlocked(s: FleeState, id: string): string | null {
  const t = card(id).treasure;
  if (!t) return "that card is not a treasure";
  if ("heal" in t) return s.health >= s.maxHealth ? "you are at max health; healing would have no effect" : null;
  return s.phase === "encounter" ? null : "combat treasures only have an effect during an attempt (step 2)";
}

export function useTreasure(s: FleeState, id: string, events: GameEvent[]): FleeState {
  const t = card(id).treasure!;
  events.push({ kind: "treasure-used", text: `Used ${card(id).name}.`, seat: 0 });
  let out: FleeState = edit(s, (next) => { next.inventory = s.inventory.filter((x) => x !== id); next.banished = [...s.banished, id]; });
  if ("heal" in t) out = heal(out, t.heal);
  else if ("swords" in t) out = edit(out, (next) => { next.bonus = { ...out.bonus, swords: out.bonus.swords + t.swords }; });
  else if ("shields" in t) out = edit(out, (next) => { next.bonus = { ...out.bonus, shields: out.bonus.shields + t.shields }; });
  else out = edit(out, (next) => { next.bonus = { ...out.bonus, wild: out.bonus.wild + t.wild }; });
  return out;
}
