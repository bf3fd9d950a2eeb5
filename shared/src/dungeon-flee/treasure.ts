/**
 * Treasures (FLEE-TREASURE-1..3, FLEE-ENCOUNTER-8, FLEE-COMBAT-3; ruling FLEE-Q-9).
 * Taking one is free and it goes to the inventory, never the discard pile. It can be used whenever you have a
 * decision to make; healing at any such time, combat bonuses only during an attempt (they would have no effect
 * otherwise). Used treasures are banished. They do not count towards the 5 cards played.
 */
import { plus, without } from "./lists.js";
import type { GameEvent } from "../engine.js";
import { card } from "./content/index.js";
import { heal } from "./end.js";
import type { FleeState } from "./state.js";

export function takeTreasure(d: FleeState, id: string, events: GameEvent[]): void {
  events.push({ kind: "treasure", text: `Found treasure: ${card(id).name}.`, seat: 0 });
  d.inventory = plus(d.inventory, id);
}

/** Why the treasure cannot be used now, or null if it can. */
export function treasureBlocked(s: FleeState, id: string): string | null {
  const t = card(id).treasure;
  if (!t) return "that card is not a treasure";
  if ("heal" in t) return s.health >= s.maxHealth ? "you are at max health; healing would have no effect" : null;
  return s.phase === "encounter" ? null : "combat treasures only have an effect during an attempt (step 2)";
}

export function useTreasure(d: FleeState, id: string, events: GameEvent[]): void {
  const t = card(id).treasure!;
  events.push({ kind: "treasure-used", text: `Used ${card(id).name}.`, seat: 0 });
  d.inventory = without(d.inventory, id);
  d.banished = plus(d.banished, id);
  const b = d.bonus;
  if ("heal" in t) heal(d, t.heal);
  else if ("swords" in t) d.bonus = { swords: b.swords + t.swords, shields: b.shields, wild: b.wild };
  else if ("shields" in t) d.bonus = { swords: b.swords, shields: b.shields + t.shields, wild: b.wild };
  else d.bonus = { swords: b.swords, shields: b.shields, wild: b.wild + t.wild };
}
