/**
 * A hero's attributes as they stand (LITE-HERO-1..21): the profile card's numbers, plus equipment and chest
 * equipment kept for the whole adventure (LITE-EQUIP-1, ruling LITE-Q-17) and the mission object that benefits
 * all players (LITE-OPEN-21); dazed, movement is 1 whatever the bonuses (LITE-HERO-31, ruling LITE-Q-12).
 * And the helpers that replace one hero in the working copy.
 */
import {
  CLASSES,
  chestCard,
  equipmentCard,
  heroCard,
  missionCard,
  type ClassId,
  type EquipmentEffect,
  type HeroCard,
  type HeroStats,
  type ChestEffect,
  type MissionObjectEffect,
} from "./content/index.js";
import { replaceAt } from "./lists.js";
import type { HeroState, LiteState } from "./state.js";

export const heroCardOf = (h: HeroState): HeroCard => heroCard(h.card);
export const classOf = (h: HeroState): ClassId => heroCard(h.card).cls;
/** "the Elf", for the log. */
export const heroName = (h: HeroState): string => `the ${CLASSES[classOf(h)].name}`;
export const HeroName = (h: HeroState): string => `The ${CLASSES[classOf(h)].name}`;

/** Every effect that always applies to the hero: cost-0 equipment, chest equipment, the mission object. */
export function passiveEffects(s: LiteState, h: HeroState): (EquipmentEffect | ChestEffect | MissionObjectEffect)[] {
  const out: (EquipmentEffect | ChestEffect | MissionObjectEffect)[] = [];
  for (const id of h.equipment) {
    const c = equipmentCard(id);
    if (c.cost === 0) out.push(...c.effects);
  }
  for (const id of h.chest) {
    const c = chestCard(id);
    if (c.kind === "equipment") out.push(...c.effects);
  }
  if (s.missionObject) out.push(missionCard(s.options.mission).object.effect);
  return out;
}

/** The hero's attributes now (defense before the 3-dice cap, which applies when rolling). */
export function statsOf(s: LiteState, h: HeroState): HeroStats {
  const st = { ...heroCard(h.card).stats };
  for (const e of passiveEffects(s, h)) if (e.kind === "stat") st[e.stat] += e.amount;
  if (h.dazed) st.movement = 1;
  return st;
}

export const hasEffect = (s: LiteState, h: HeroState, kind: string): boolean =>
  passiveEffects(s, h).some((e) => e.kind === kind);

/** The equipment the hero holds with a cost and an effect of this kind (Battle Axe, Tower Shield, ...). */
export const paidItems = (h: HeroState, kind: EquipmentEffect["kind"]): string[] =>
  h.equipment.filter((id) => {
    const c = equipmentCard(id);
    return c.cost > 0 && c.effects.some((e) => e.kind === kind);
  });

export const heroAt = (s: LiteState, seat: number): HeroState => s.heroes[seat];
export const standing = (s: LiteState): HeroState[] => s.heroes.filter((h) => !h.knockedOut);

/** Replaces one hero in the working copy. */
export function setHero(d: LiteState, seat: number, patch: Partial<HeroState>): HeroState {
  const h = { ...d.heroes[seat], ...patch };
  d.heroes = replaceAt(d.heroes, seat, h);
  return h;
}

/** Energy recovered, never past the hero's Energy attribute (ruling LITE-Q-8). */
export function recoverEnergy(d: LiteState, seat: number, amount: number | "all"): number {
  const h = d.heroes[seat];
  const max = statsOf(d, h).energy;
  const energy = amount === "all" ? Math.max(h.energy, max) : Math.min(max, h.energy + amount);
  const gained = Math.max(0, energy - h.energy);
  if (gained > 0) setHero(d, seat, { energy });
  return gained;
}
