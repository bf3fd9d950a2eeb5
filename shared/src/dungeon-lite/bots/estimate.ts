/**
 * The heuristic bot's estimate of an attack: the dice it rolls and the dice against it, from what the view shows
 * (the hero's attributes, the enemy's profile, cover and range on the map), as exact odds (./odds.ts); and what a
 * kill or wounds on an enemy are worth to the party.
 */
import { MAX_DEFENSE_DICE, MAX_RANGE, missionCard, type ItemAttack } from "../content/index.js";
import type { ZoneId } from "../map/index.js";
import { atLeast, cappedMean, odds, type Odds } from "./odds.js";
import { WEIGHTS as W } from "./weights.js";
import { critWound, freeRanged, gearOf, isFinalBoss, lifeLeft, profile, type EnemyView, type Reading } from "./read.js";

/** A way to attack: the hero's own dice with a card's bonuses, or an item's or spell's own dice. */
export type AttackWay =
  | {
      readonly kind: "hero";
      readonly mode: "melee" | "ranged" | "any";
      readonly dice: number;
      readonly range: number;
      readonly free: boolean;
    }
  | { readonly kind: "item"; readonly fx: ItemAttack };

export const BASIC: AttackWay = { kind: "hero", mode: "any", dice: 0, range: 0, free: false };

/** One attack's odds against one enemy and the energy it costs; null when it cannot be made from `from`. */
export interface Strike {
  readonly odds: Odds;
  readonly energy: number;
  /** The paid item used (Battle Axe, Throwing Knives), if any. */
  readonly item?: string;
}

function defenseAt(r: Reading, e: EnemyView, from: ZoneId, extra: number): number {
  return Math.min(
    MAX_DEFENSE_DICE,
    profile(e).defense + (from === e.zone ? 0 : r.geo.cover[r.geo.index.get(e.zone)!] + extra),
  );
}

/** The enemy's critical blocks cancel 1 more hit. */
const armoured = (e: EnemyView): boolean => profile(e).criticalBlock?.kind === "extra-block";

/** Zones along the line of sight (at most 4), or FAR. */
const sightOf = (r: Reading, a: ZoneId, b: ZoneId): number => r.geo.sight(r.geo.index.get(a)!, r.geo.index.get(b)!);

/** The best strike of `way` from `from` on `e` with the energy at hand (a paid item only if it pays). */
export function strike(r: Reading, from: ZoneId, e: EnemyView, way: AttackWay, energy: number): Strike | null {
  const me = r.me;
  const melee = from === e.zone;
  const los = melee ? 0 : sightOf(r, from, e.zone);
  if (los > MAX_RANGE) return null;
  if (way.kind === "item") {
    if (los > way.fx.range) return null;
    return { odds: odds(way.fx.dice, defenseAt(r, e, from, 0), critWound(me, melee), armoured(e)), energy: 0 };
  }
  if ((way.mode === "melee" && !melee) || (way.mode === "ranged" && melee)) return null;
  const over = melee ? 0 : Math.max(0, los - (me.range + way.range));
  const cost = melee || way.free || freeRanged(me) ? 0 : 1;
  if (energy < cost) return null;
  const dice = (melee ? me.melee : me.ranged) + way.dice;
  const def = defenseAt(r, e, from, over);
  let best: Strike = { odds: odds(dice, def, critWound(me, melee), armoured(e)), energy: cost };
  for (const id of me.equipment) {
    const c = gearOf(id);
    const fx = c.attackDice;
    if (!fx || c.cost === 0 || energy < cost + c.cost) continue;
    if (fx.mode !== "any" && fx.mode !== (melee ? "melee" : "ranged")) continue;
    const o = odds(dice + fx.amount, def, critWound(me, melee), armoured(e));
    if (o.mean - best.odds.mean > 0.45 * c.cost) best = { odds: o, energy: cost + c.cost, item: id };
  }
  return best;
}

/** Rounds a knocked-down Undead stays down. */
const UNDEAD_DOWN = 2;

/** The party holds a mission object that banishes the Undead it knocks down. */
const grimoire = (r: Reading): boolean =>
  r.v.missionObject && missionCard(r.v.mission).object.effect.kind === "banish-on-knockdown";

/** What an enemy's attacks cost the party in a round, on a typical hero (2 defense dice). */
function perRound(r: Reading, e: EnemyView): number {
  const p = profile(e);
  const o = r.act(e.type as Parameters<Reading["act"]>[0]);
  return (o.move + o.stay) * Math.max(odds(p.melee, 2).mean, odds(p.ranged, 2).mean);
}

/** What removing `e` is worth: the attacks it would go on making, and the win for the final boss. */
export function removalWorth(r: Reading, e: EnemyView): number {
  if (isFinalBoss(e)) return W.win;
  const p = profile(e);
  const banished = p.undead && grimoire(r);
  return perRound(r, e) * (p.undead && !banished ? UNDEAD_DOWN : W.horizon);
}

/** The experience a kill brings, in cards (none for an Undead knocked down, which only banishment rewards). */
function xpWorth(r: Reading, e: EnemyView): number {
  const p = profile(e);
  if (p.undead && !grimoire(r)) return 0;
  return (p.experienceToAll ? p.experience * r.standing.length : p.experience) * W.xp;
}

/**
 * The chance of a kill and the worth of the wounds, for odds `o` on `e`: each wound takes its share of what
 * removing the enemy is worth, a kill brings the experience (and the final boss, the win).
 */
export function hitWorth(r: Reading, e: EnemyView, o: Odds): { kill: number; worth: number } {
  const hp = lifeLeft(e);
  const kill = atLeast(o, hp);
  const whole = removalWorth(r, e);
  if (whole <= 0) return { kill, worth: kill * whole };
  return { kill, worth: (cappedMean(o, hp) / hp) * whole + kill * xpWorth(r, e) };
}
