/**
 * The heuristic bot's estimate of an attack: the dice it rolls and the dice against it, from what the view shows
 * (the hero's attributes, the enemy's profile, cover and range on the map), and the wounds expected on average
 * (2/3 of attack dice hit, 1/2 of defense dice block, content/dice.ts).
 */
import {
  MAX_ATTACK_DICE,
  MAX_DEFENSE_DICE,
  equipmentCard,
  enemyProfile,
  magicCard,
  type EnemyId,
} from "../content/index.js";
import { coverBonus, lineOfSight } from "../map/index.js";
import type { LiteAction } from "../actions.js";
import type { LiteView } from "../view.js";
import { mapOf } from "./goal.js";

const HIT = 4 / 6;
const BLOCK = 3 / 6;

export function expectedWounds(v: LiteView, seat: number, a: LiteAction): number {
  if (a.type !== "attack" && a.type !== "cast" && a.type !== "counterattack") return 0;
  const me = v.heroes[seat];
  const id = a.type === "counterattack" ? v.enemyPhase?.attack?.enemy : a.target;
  const e = v.enemies.find((x) => x.id === id);
  if (!e) return 0;
  const map = mapOf(v);
  const melee = e.zone === me.zone;
  let dice: number;
  let range: number;
  if (a.type === "cast") {
    const fx = magicCard(a.spell).effect;
    if (fx.kind !== "item-attack") return 0;
    dice = fx.dice;
    range = fx.range;
  } else {
    dice = melee ? me.melee : me.ranged;
    range = me.range;
    for (const item of (a.type === "attack" || a.type === "counterattack" ? a.items : undefined) ?? []) {
      const fx = equipmentCard(item).effects.find((x) => x.kind === "attack-dice");
      if (fx && fx.kind === "attack-dice") dice += fx.amount;
    }
  }
  let def = enemyProfile(e.type as EnemyId).defense;
  if (!melee) {
    const d = lineOfSight(map, me.zone, e.zone) ?? 0;
    def += coverBonus(map, e.zone) + Math.max(0, d - range);
  }
  dice = Math.min(MAX_ATTACK_DICE, dice);
  def = Math.min(MAX_DEFENSE_DICE, def);
  return Math.max(0, dice * HIT - def * BLOCK);
}

/** Wounds the enemy can still take. */
export const lifeLeft = (v: LiteView, id: number): number => {
  const e = v.enemies.find((x) => x.id === id);
  return e ? e.life - e.wounds : 0;
};
