/**
 * A hero's attack on an enemy (LITE-HERO-2..9, LITE-HERO-12, LITE-HERO-24, LITE-ATTACK-3..14, LITE-COVER-2/3,
 * rulings LITE-Q-33, LITE-Q-41): melee on an enemy in the hero's zone, ranged on one in another zone with an
 * orthogonal line of sight, at most 4 zones, +1 defense die per zone past the range, 1 energy (unless free); cover
 * +1 defense die at range; at most 6 attack and 3 defense dice; blocks cancel normal hits first; each critical hit
 * that lands triggers the hero's critical ability. Item attacks (spells, chest weapons) roll their own dice and
 * never exceed their range (LITE-MAGIC-7, LITE-CHEST-6).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import {
  RANGED_ENERGY_COST,
  attackDice,
  defenseDice,
  equipmentCard,
  type AttackMode,
  type CriticalEffect,
  type ItemAttack,
} from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { landed } from "./blocks.js";
import { attackWords, defenseWords, rollAttack, rollDefense } from "./dice.js";
import { enemyById, enemyName, extraBlocks, profileOf, standingIn } from "./enemy.js";
import { HeroName, hasEffect, heroCardOf, recoverEnergy, setHero, statsOf } from "./hero.js";
import { coverBonus, FOR_HEROES, lineOfSight, rangedShot, type ZoneId } from "./map/index.js";
import type { HeroState, LiteState } from "./state.js";
import { woundEnemy } from "./wounds.js";
import { zoneWords } from "./zone-words.js";

/** How an attack is made: the card step's bonuses (none for a basic Attack) and the paid items used. */
export interface AttackSpec {
  mode: AttackMode;
  dice: number;
  range: number;
  energy: "normal" | "free";
  items: readonly string[];
}

export const BASIC_ATTACK: AttackSpec = { mode: "any", dice: 0, range: 0, energy: "normal", items: [] };

export interface AttackPlan {
  melee: boolean;
  dice: number;
  defenseBonus: number;
  energy: number;
  distance: number;
  overRange: number;
  cover: boolean;
}

const SHOT_WORDS = {
  "same-zone": "the enemy is in your zone: that is a melee attack",
  "no-line-of-sight": "no orthogonal line of sight to it (LITE-HERO-8, ruling LITE-Q-7)",
  "too-far": "a ranged attack reaches at most 4 zones (LITE-HERO-7)",
  "beyond-range": "it is beyond the range, which cannot be exceeded (LITE-MAGIC-7, LITE-CHEST-6)",
} as const;

/** The attack's dice and cost, or why it cannot be made. */
export function planAttack(s: LiteState, h: HeroState, target: number, spec: AttackSpec): AttackPlan | Rejected {
  const e = enemyById(s, target);
  if (!e || e.down !== null)
    return reject(
      LiteCodes.NO_SUCH_ENEMY,
      e
        ? "A knocked-down Undead cannot be attacked, only banished (ruling LITE-Q-24)."
        : `There is no enemy ${target}.`,
    );
  const st = statsOf(s, h);
  const melee = e.zone === h.zone;
  if (melee && spec.mode === "ranged")
    return reject(LiteCodes.OUT_OF_REACH, "This is a ranged attack: the enemy must be in another zone (LITE-HERO-3).");
  if (!melee && spec.mode === "melee")
    return reject(LiteCodes.OUT_OF_REACH, "This is a melee attack: the enemy must be in your zone (LITE-HERO-2).");
  let distance = 0;
  let overRange = 0;
  let cover = false;
  if (!melee) {
    const shot = rangedShot(s.map, h.zone, e.zone, st.range + spec.range, true, FOR_HEROES);
    if (!shot.ok)
      return reject(LiteCodes.OUT_OF_REACH, `You cannot shoot the ${enemyName(e)}: ${SHOT_WORDS[shot.reason]}.`);
    distance = shot.distance;
    overRange = shot.extraDefense;
    cover = coverBonus(s.map, e.zone) > 0;
  }
  let dice = (melee ? st.melee : st.ranged) + spec.dice;
  let energy = !melee && spec.energy === "normal" && !hasEffect(s, h, "free-ranged") ? RANGED_ENERGY_COST : 0;
  if (new Set(spec.items).size !== spec.items.length) return reject(LiteCodes.WRONG_CARD, "Name each item once.");
  for (const id of spec.items) {
    if (!h.equipment.includes(id)) return reject(LiteCodes.NOT_HELD, `You do not hold ${id}.`);
    const c = equipmentCard(id);
    const fx = c.effects.find((x) => x.kind === "attack-dice");
    if (!fx || fx.kind !== "attack-dice" || c.cost === 0)
      return reject(LiteCodes.WRONG_CARD, `${c.name} is not used when attacking.`);
    if (fx.mode !== "any" && fx.mode !== (melee ? "melee" : "ranged"))
      return reject(LiteCodes.WRONG_CARD, `${c.name} is for ${fx.mode} attacks.`);
    dice += fx.amount;
    energy += c.cost;
  }
  if (h.energy < energy)
    return reject(
      LiteCodes.NOT_ENOUGH_ENERGY,
      `This attack costs ${energy} energy; you have ${h.energy} (LITE-HERO-4, LITE-EQUIP-6).`,
    );
  return {
    melee,
    dice: attackDice(dice, 0),
    defenseBonus: (cover ? 1 : 0) + overRange,
    energy,
    distance,
    overRange,
    cover,
  };
}

/** Wounds from the hero's critical hits (LITE-HERO-24, LITE-ATTACK-8) and energy recovered by them. */
function criticalHits(
  d: LiteState,
  h: HeroState,
  fx: CriticalEffect | null,
  criticals: number,
  melee: boolean,
): { extra: number; words: string } {
  if (!fx || criticals === 0) return { extra: 0, words: "" };
  if (fx.kind === "extra-wound" && (fx.mode === "any" || fx.mode === (melee ? "melee" : "ranged"))) {
    return { extra: criticals, words: `, +${criticals} wound${criticals === 1 ? "" : "s"} from the critical` };
  }
  if (fx.kind === "recover-energy") {
    const got = recoverEnergy(d, h.seat, typeof fx.amount === "number" ? fx.amount * criticals : fx.amount);
    return { extra: 0, words: got ? `, the critical recovers ${got} energy` : "" };
  }
  return { extra: 0, words: "" };
}

/** Rolls a planned attack and applies its wounds; `what` names it for the log ("attacks", "counterattacks"). */
export function resolveAttack(
  d: LiteState,
  seat: number,
  target: number,
  plan: AttackPlan,
  what: string,
  events: GameEvent[],
): void {
  const h = d.heroes[seat];
  if (plan.energy > 0) setHero(d, seat, { energy: h.energy - plan.energy });
  const e = enemyById(d, target)!;
  const p = profileOf(e);
  const def = defenseDice(p.defense, plan.melee ? 0 : plan.defenseBonus);
  let atk, blk;
  [atk, d.rng] = rollAttack(d.rng, plan.dice);
  [blk, d.rng] = rollDefense(d.rng, def);
  const got = landed(atk.hits, atk.criticals, blk.blocks, blk.criticals, extraBlocks(p));
  const crit = criticalHits(d, d.heroes[seat], heroCardOf(h).criticalHit, got.criticals, plan.melee);
  const wounds = got.hits + got.criticals + crit.extra;
  const how = plan.melee
    ? "in melee"
    : `at range (${plan.distance} zone${plan.distance === 1 ? "" : "s"}${plan.overRange ? `, +${plan.overRange} defense past the range` : ""}${plan.cover ? ", +1 defense for cover" : ""})`;
  events.push({
    kind: "hero-attack",
    seat,
    text: `${HeroName(h)} ${what} the ${p.name} in ${zoneWords(e.zone)} ${how}${plan.energy ? ` for ${plan.energy} energy` : ""}: ${plan.dice} dice, ${attackWords(atk)} against ${def} dice, ${defenseWords(blk)}: ${wounds} wound${wounds === 1 ? "" : "s"}${crit.words}.`,
  });
  woundEnemy(d, target, wounds, seat, events);
}

/** Targets of an item attack (LITE-CHEST-5/6, LITE-MAGIC-5/7): one enemy, or every standing enemy in a zone. */
export function itemTargets(
  s: LiteState,
  h: HeroState,
  fx: ItemAttack,
  target: number | undefined,
  zone: ZoneId | undefined,
): { ids: number[]; zone: ZoneId } | Rejected {
  let at: ZoneId;
  if (fx.area) {
    if (zone === undefined)
      return reject(LiteCodes.OUT_OF_REACH, "Name the zone to attack: this attack hits every enemy in one zone.");
    at = zone;
  } else {
    const e = target === undefined ? undefined : enemyById(s, target);
    if (!e || e.down !== null) return reject(LiteCodes.NO_SUCH_ENEMY, "Name a standing enemy to attack.");
    at = e.zone;
  }
  if (at !== h.zone) {
    let shot;
    try {
      shot = rangedShot(s.map, h.zone, at, fx.range, false, FOR_HEROES);
    } catch {
      return reject(LiteCodes.OUT_OF_REACH, `There is no such zone.`);
    }
    if (!shot.ok) return reject(LiteCodes.OUT_OF_REACH, `Out of reach: ${SHOT_WORDS[shot.reason]}.`);
  }
  const ids = fx.area ? standingIn(s, at).map((e) => e.id) : [target!];
  if (ids.length === 0) return reject(LiteCodes.NO_SUCH_ENEMY, `No standing enemy is in ${zoneWords(at)}.`);
  return { ids, zone: at };
}

/** Rolls an item attack's own dice against each target (cover at range, ruling LITE-Q-33). */
export function resolveItemAttack(
  d: LiteState,
  seat: number,
  fx: ItemAttack,
  ids: readonly number[],
  zone: ZoneId,
  name: string,
  events: GameEvent[],
): void {
  const melee = zone === d.heroes[seat].zone;
  const cover = !melee && coverBonus(d.map, zone) > 0;
  const distance = lineOfSight(d.map, d.heroes[seat].zone, zone, FOR_HEROES) ?? 0;
  for (const id of ids) {
    const e = enemyById(d, id);
    if (!e || e.down !== null || d.result !== null) continue;
    const plan: AttackPlan = {
      melee,
      dice: attackDice(fx.dice, 0),
      defenseBonus: cover ? 1 : 0,
      energy: 0,
      distance,
      overRange: 0,
      cover,
    };
    resolveAttack(d, seat, id, plan, `uses ${name} on`, events);
  }
}
