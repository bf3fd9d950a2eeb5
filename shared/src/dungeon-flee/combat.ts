/**
 * An attempt against a monster, door or trap (Game play step 2; Combat).
 * FLEE-ROUND-12/13: requirement of swords and shields, or a wildcard total.
 * FLEE-ANATOMY-2 / FLEE-COMBAT-1: the played cards' centre icons and text add to your power.
 * FLEE-ROUND-19: treasures and abilities enhance the result. FLEE-OVERVIEW-6: up to 5 cards.
 * FLEE-ROUND-20: success when the played cards produce the requirement. FLEE-ROUND-22/23: otherwise you fail,
 * take the damage, and each pair of shields played blocks one point (ruling FLEE-Q-23).
 */
import { plus } from "./lists.js";
import {
  CLASSES,
  card,
  isNameOnly,
  type AbilityId,
  type CardDef,
  type Requirement,
  type TextEffect,
} from "./content/index.js";
import { factsOf } from "./fast/card-facts.js";
import { popTop, withCorridor } from "./corridors.js";
import { discardFromHand } from "./deck.js";
import { failDoor } from "./doors.js";
import { heal, takeDamage } from "./end.js";
import { failMonster } from "./monsters.js";
import { failTrap } from "./traps.js";
import { NO_BONUS, type Bonus, type FleeState } from "./state.js";
import type { GameEvent } from "../engine.js";
import { seatRef } from "../seat-refs.js";

export interface Power {
  swords: number;
  shields: number;
  wild: number;
  block: number;
  heal: number;
}

/** The power of a set of played cards against an encounter, with treasure bonus and passive ability. */
function power(s: FleeState, played: readonly string[], enc: CardDef): Power {
  const p: Power = { swords: s.bonus.swords, shields: s.bonus.shields, wild: s.bonus.wild, block: 0, heal: 0 };
  const monster = enc.kind === "monster";
  const doorOrTrap = enc.kind === "door" || enc.kind === "trap";
  for (let i = 0; i < played.length; i++) addPlayed(p, factsOf(played[i]).def, monster, doorOrTrap);
  addAbility(p, enc, CLASSES[s.cls].ability);
  return p;
}

/** Pure form of `power`, also used by the bots on what they can see. */
export function powerOf(played: readonly CardDef[], enc: CardDef, bonus: Bonus, ability: AbilityId | null): Power {
  const p: Power = { swords: bonus.swords, shields: bonus.shields, wild: bonus.wild, block: 0, heal: 0 };
  const monster = enc.kind === "monster";
  const doorOrTrap = enc.kind === "door" || enc.kind === "trap";
  for (let i = 0; i < played.length; i++) addPlayed(p, played[i], monster, doorOrTrap);
  addAbility(p, enc, ability);
  return p;
}

/**
 * What each designed card text adds (FLEE-ANATOMY-2, FLEE-COMBAT-1), as a table with one shape, so that every
 * card goes through the same arithmetic (a `switch` per text left paths the optimiser had not seen yet):
 * wild2: 2 icons of your choice; heal1: restore 1 health; ward2: block 2 if the attempt fails;
 * slayer2: +2 swords against monsters; lockpick2: +2 icons of your choice against doors and traps.
 */
interface TextBonus {
  wild: number;
  heal: number;
  block: number;
  monsterSwords: number;
  doorTrapWild: number;
}
const NO_TEXT: TextBonus = { wild: 0, heal: 0, block: 0, monsterSwords: 0, doorTrapWild: 0 };
const TEXT_BONUS: Record<TextEffect, TextBonus> = {
  wild2: { wild: 2, heal: 0, block: 0, monsterSwords: 0, doorTrapWild: 0 },
  heal1: { wild: 0, heal: 1, block: 0, monsterSwords: 0, doorTrapWild: 0 },
  ward2: { wild: 0, heal: 0, block: 2, monsterSwords: 0, doorTrapWild: 0 },
  slayer2: { wild: 0, heal: 0, block: 0, monsterSwords: 2, doorTrapWild: 0 },
  lockpick2: { wild: 0, heal: 0, block: 0, monsterSwords: 0, doorTrapWild: 2 },
};

/** Adds one played card's centre icons and text to the power (FLEE-ANATOMY-2, FLEE-COMBAT-1). */
export function addPlayed(p: Power, def: CardDef, monster: boolean, doorOrTrap: boolean): void {
  const c = def.centre;
  const t = c.text ? TEXT_BONUS[c.text] : NO_TEXT;
  p.swords += c.swords + (monster ? t.monsterSwords : 0);
  p.shields += c.shields;
  p.wild += t.wild + (doorOrTrap ? t.doorTrapWild : 0);
  p.heal += t.heal;
  p.block += t.block;
}

/**
 * FLEE-ANATOMY-3 / FLEE-COMBAT-2: passive abilities (ruling FLEE-Q-8), as a table with one shape (see TEXT_BONUS):
 * Battle-hardened +1 sword against monsters; Arcane Insight +2 wild against wildcard requirements; Nimble Fingers
 * +2 wild against doors and traps; Blessing blocks 1.
 */
interface AbilityBonus {
  monsterSwords: number;
  wildReqWild: number;
  doorTrapWild: number;
  block: number;
}
const NO_ABILITY: AbilityBonus = { monsterSwords: 0, wildReqWild: 0, doorTrapWild: 0, block: 0 };
const ABILITY_BONUS: Record<AbilityId, AbilityBonus> = {
  "battle-hardened": { monsterSwords: 1, wildReqWild: 0, doorTrapWild: 0, block: 0 },
  "arcane-insight": { monsterSwords: 0, wildReqWild: 2, doorTrapWild: 0, block: 0 },
  "nimble-fingers": { monsterSwords: 0, wildReqWild: 0, doorTrapWild: 2, block: 0 },
  blessing: { monsterSwords: 0, wildReqWild: 0, doorTrapWild: 0, block: 1 },
};

function addAbility(p: Power, enc: CardDef, ability: AbilityId | null): void {
  const b = ability === null ? NO_ABILITY : ABILITY_BONUS[ability];
  if (enc.kind === "monster") p.swords += b.monsterSwords;
  if (enc.req && enc.req.wild > 0) p.wild += b.wildReqWild;
  if (enc.kind === "door" || enc.kind === "trap") p.wild += b.doorTrapWild;
  p.block += b.block;
}

/** FLEE-ROUND-12/13: does the power meet the requirement? Wild icons fill any gap. */
export function meets(req: Requirement, p: Power): boolean {
  if (req.wild > 0) return p.swords + p.shields + p.wild >= req.wild;
  return Math.max(0, req.swords - p.swords) + Math.max(0, req.shields - p.shields) <= p.wild;
}

/** The encounter showing at the location (the caller knows one is: step 2). */
function facedCard(s: FleeState): CardDef {
  const c = s.corridors[s.location as number];
  return card(c.cards[c.cards.length - 1]);
}

/** FLEE-ROUND-20: whether the cards selected (with the treasures used and the ability) defeat the encounter. */
export function selectionDefeats(s: FleeState): boolean {
  const enc = facedCard(s);
  return meets(enc.req as Requirement, power(s, s.selected, enc));
}

/**
 * FLEE-ROUND-20/22 (ruling FLEE-Q-23): whether the hand, with the combat treasures still in the inventory, can
 * defeat the encounter; then failing is not a choice. More cards and more icons never hurt, and a hand holds at
 * most the 5 cards an attempt may play, so the whole hand with every such treasure is the test.
 */
export function canDefeat(s: FleeState): boolean {
  const enc = facedCard(s);
  const p = power(s, s.hand, enc);
  for (let i = 0; i < s.inventory.length; i++) {
    const t = card(s.inventory[i]).treasure;
    if (!t || "heal" in t) continue;
    if ("swords" in t) p.swords += t.swords;
    else if ("shields" in t) p.shields += t.shields;
    else p.wild += t.wild;
  }
  return meets(enc.req as Requirement, p);
}

/** FLEE-ROUND-23: each pair of shields played blocks one point; ward texts and Blessing add to it. */
export const blockOf = (p: Power) => Math.floor(p.shields / 2) + p.block;

export const commitType = (kind: string): "fight" | "open" | "disarm" =>
  kind === "door" ? "open" : kind === "trap" ? "disarm" : "fight";

/** What the view shows of the last attempt: the power it reached and the damage it took. */
function attemptReport(
  card: string,
  success: boolean,
  p: Power,
  damage: number,
  blocked: number,
  taken: number,
): NonNullable<FleeState["lastAttempt"]> {
  return { card, success, swords: p.swords, shields: p.shields, wild: p.wild, damage, blocked, taken };
}

/** Resolves the attempt with the selected cards on the working copy. The caller has validated phase and action. */
export function commit(d: FleeState, events: GameEvent[]): void {
  const loc = d.location as number;
  const corridor = d.corridors[loc];
  const encId = corridor.cards[corridor.cards.length - 1];
  const enc = card(encId);
  const played = d.selected;
  const p = power(d, played, enc);
  const success = meets(enc.req as Requirement, p);
  // Played cards go to the discard pile (FLEE-ROUND-21); the rest of the hand stays for banishing until you
  // leave step 3 (FLEE-OVERVIEW-7, ruling FLEE-Q-11).
  d.bonus = NO_BONUS;
  d.phase = "after";
  discardFromHand(d, played);
  heal(d, p.heal);
  if (success) {
    // FLEE-MONSTER-1..4, FLEE-DOOR-3, FLEE-TRAP-3, FLEE-ENCOUNTER-2: no damage; banished if name only, else discarded.
    d.corridors = withCorridor(d.corridors, loc, popTop(corridor));
    const nameOnly = isNameOnly(enc);
    if (nameOnly) d.banished = plus(d.banished, encId);
    else d.discard = plus(d.discard, encId);
    d.last = "success";
    d.lastAttempt = attemptReport(encId, true, p, 0, 0, 0);
    events.push({
      kind: "defeated",
      text: `${enc.name} defeated${nameOnly ? " and banished" : `; it goes to ${seatRef(0)}'s discard pile`}.`,
      seat: 0,
    });
    return;
  }
  // FLEE-ROUND-22: take the damage on the green icon (0 for a door without one, FLEE-Q-25), less blocking.
  const dmg = enc.damage ?? 0;
  const blocked = Math.min(dmg, blockOf(p));
  const taken = dmg - blocked;
  d.last = "failure";
  d.lastAttempt = attemptReport(encId, false, p, dmg, blocked, taken);
  events.push({ kind: "failed", text: `Failed against ${enc.name}: ${taken} damage (${blocked} blocked).`, seat: 0 });
  takeDamage(d, taken);
  if (enc.kind === "trap") failTrap(d, loc, events);
  else if (enc.kind === "door") failDoor(d, loc, events);
  else failMonster(d, loc, events);
}
