/**
 * Experience and levelling up (LITE-XP-1..6, LITE-REVIVE-3, rulings LITE-Q-13, LITE-Q-14, LITE-Q-25): a kill gives
 * the enemy's experience, on a track of 20 boxes (0–19). Reaching 10 recovers all energy and offers the hero a card
 * (equipment, or a spell for the Mage) as a pending choice: taking one spends 10, the leftover is kept; the hero may
 * keep the experience instead and spend it in a later turn of theirs (`level-up`). With no card left to take the
 * experience stays. Knocked-out heroes gain nothing.
 */
import type { GameEvent } from "../engine.js";
import {
  EQUIPMENT_CARDS,
  EXPERIENCE_TRACK,
  LEVEL_UP_EXPERIENCE,
  MAGIC_CARDS,
  equipmentCard,
  identical,
} from "./content/index.js";
import { classOf, HeroName, recoverEnergy, setHero } from "./hero.js";
import type { LiteState } from "./state.js";

/** Equipment cards no hero holds (ruling LITE-Q-14). */
export function equipmentSupply(s: LiteState): string[] {
  const held = new Set(s.heroes.flatMap((h) => h.equipment));
  for (const c of s.choices) if (c.equipment) held.add(c.equipment);
  return EQUIPMENT_CARDS.filter((c) => !held.has(c.id)).map((c) => c.id);
}

/**
 * The equipment a hero may take: in the supply, for any class or the hero's own (LITE-EQUIP-5), not identical to
 * one held (LITE-EQUIP-4); one card per name (the copies are the same card).
 */
export function equipmentChoices(s: LiteState, cls: string, held: readonly string[]): string[] {
  const names = new Set<string>();
  const out: string[] = [];
  for (const id of equipmentSupply(s)) {
    const c = equipmentCard(id);
    if ((c.cls !== null && c.cls !== cls) || names.has(c.name)) continue;
    if (held.some((h) => identical(equipmentCard(h), c))) continue;
    names.add(c.name);
    out.push(id);
  }
  return out;
}

/** Spells the Mage does not know yet (LITE-XP-5). */
export const spellChoices = (known: readonly string[]): string[] =>
  MAGIC_CARDS.filter((m) => !known.includes(m.id)).map((m) => m.id);

export function levelUpChoices(s: LiteState, seat: number): { equipment: string[]; spells: string[] } {
  const h = s.heroes[seat];
  const cls = classOf(h);
  return { equipment: equipmentChoices(s, cls, h.equipment), spells: cls === "mage" ? spellChoices(h.magic) : [] };
}

/** Whether the hero may spend 10 experience now: enough of it, standing, and a card left to take (ruling LITE-Q-13). */
export function canLevelUp(s: LiteState, seat: number): boolean {
  const h = s.heroes[seat];
  if (h.knockedOut || h.experience < LEVEL_UP_EXPERIENCE) return false;
  const c = levelUpChoices(s, seat);
  return c.equipment.length + c.spells.length > 0;
}

/** Offers the hero a card for 10 experience: a pending choice, answered with a card or `keep-experience`. */
export const offerLevelUp = (d: LiteState, seat: number): void => {
  d.pending = [...d.pending, { kind: "level-up", seat }];
};

/**
 * The hero gains experience, up to the track's last box; reaching 10 recovers all energy and offers a card
 * (ruling LITE-Q-13). Gains while already at 10 or more recover nothing more: 10 is reached once per spending.
 */
export function gainExperience(d: LiteState, seat: number, amount: number, events: GameEvent[]): void {
  const h = d.heroes[seat];
  if (amount <= 0 || h.knockedOut) return;
  const before = h.experience;
  const experience = Math.min(EXPERIENCE_TRACK - 1, before + amount);
  events.push({
    kind: "experience",
    seat,
    text: `${HeroName(h)} gains ${amount} experience (${experience}${experience < before + amount ? ", the last box of the track" : ""}).`,
  });
  setHero(d, seat, { experience });
  if (before >= LEVEL_UP_EXPERIENCE || experience < LEVEL_UP_EXPERIENCE) return;
  recoverEnergy(d, seat, "all");
  const can = canLevelUp(d, seat);
  if (can) offerLevelUp(d, seat);
  events.push({
    kind: "level-up",
    seat,
    text: `${HeroName(h)} reaches 10 experience: all energy recovered (LITE-XP-4)${can ? "; 10 of it may be spent on a card (LITE-XP-3)" : "; no card is left to take, so the experience stays"}.`,
  });
}
