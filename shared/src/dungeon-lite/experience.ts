/**
 * Experience and levelling up (LITE-XP-1..6, LITE-REVIVE-3, rulings LITE-Q-13, LITE-Q-14, LITE-Q-25): a kill
 * gives the enemy's experience; at 10 the hero at once deducts 10, recovers all energy and chooses a card
 * (equipment, or a spell for the Mage) as a pending choice; the leftover is kept. Knocked-out heroes gain nothing.
 */
import type { GameEvent } from "../engine.js";
import { EQUIPMENT_CARDS, LEVEL_UP_EXPERIENCE, MAGIC_CARDS, equipmentCard, identical } from "./content/index.js";
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

/** The hero gains experience; at 10, levels up at once (ruling LITE-Q-13). */
export function gainExperience(d: LiteState, seat: number, amount: number, events: GameEvent[]): void {
  const h = d.heroes[seat];
  if (amount <= 0 || h.knockedOut) return;
  let experience = h.experience + amount;
  events.push({ kind: "experience", seat, text: `${HeroName(h)} gains ${amount} experience (${experience}).` });
  if (experience < LEVEL_UP_EXPERIENCE) {
    setHero(d, seat, { experience });
    return;
  }
  experience -= LEVEL_UP_EXPERIENCE;
  setHero(d, seat, { experience });
  recoverEnergy(d, seat, "all");
  const choices = levelUpChoices(d, seat);
  const can = choices.equipment.length + choices.spells.length > 0;
  if (can) d.pending = [...d.pending, { kind: "level-up", seat }];
  events.push({
    kind: "level-up",
    seat,
    text: `${HeroName(h)} reaches 10 experience: all energy recovered, ${experience} left over${can ? ", and a new card to choose" : " (no card is left to take)"} (LITE-XP-3..6).`,
  });
}
