/**
 * The heuristic bot's reading of its seat's view: the map, its own hero and hand, the heroes standing, the enemies
 * that can act, and the odds that each enemy type acts in the next Enemy Phase, from the enemy phase cards not yet
 * drawn (the deck's contents less the face-up cards drawn: public). Nothing here reads hidden information.
 */
import {
  ENEMY_PHASE_CARDS,
  enemyPhaseCard,
  enemyProfile,
  equipmentCard,
  heroCard,
  isSecondary,
  type AttackDice,
  type EnemyId,
  type EnemyPhaseCard,
  type EnemyProfile,
} from "../content/index.js";
import type { DungeonMap } from "../map/index.js";
import type { LiteView } from "../view.js";
import { geometryOf, type Geometry } from "./geometry.js";
import { copied, kept } from "./lists.js";
import { mapOf } from "./map.js";

export type HeroView = LiteView["heroes"][number];
export type EnemyView = LiteView["enemies"][number];

/** How likely an enemy is to act next Enemy Phase: moving then attacking, or attacking where it stands (card D). */
export interface ActOdds {
  readonly move: number;
  readonly stay: number;
}

export interface Reading {
  readonly v: LiteView;
  readonly seat: number;
  readonly map: DungeonMap;
  readonly geo: Geometry;
  readonly me: HeroView;
  readonly hand: readonly string[];
  /** Heroes not knocked out. */
  readonly standing: readonly HeroView[];
  /** Enemies that may be attacked and act: every enemy but a knocked-down Undead. */
  readonly foes: readonly EnemyView[];
  readonly act: (type: EnemyId) => ActOdds;
}

const ALWAYS: ActOdds = { move: 1, stay: 0 };

/** The enemy phase cards still in the deck: every card less those drawn (face up in the view). */
export function oddsFrom(v: LiteView): (type: EnemyId) => ActOdds {
  const drawn = new Set(v.enemyDiscard);
  const left: EnemyPhaseCard[] =
    v.phase === "enemy" && v.enemyPhase
      ? [enemyPhaseCard(v.enemyPhase.card)]
      : ENEMY_PHASE_CARDS.filter((c) => !drawn.has(c.id));
  const n = Math.max(1, left.length);
  const memo = new Map<EnemyId, ActOdds>();
  return (type) => {
    if (isSecondary(enemyProfile(type))) return ALWAYS;
    let o = memo.get(type);
    if (!o) {
      let move = 0;
      let stay = 0;
      for (const c of left)
        if (c.activates.includes(type as (typeof c.activates)[number])) {
          if (c.move) move++;
          else stay++;
        }
      o = { move: move / n, stay: stay / n };
      memo.set(type, o);
    }
    return o;
  };
}

/** The cards `oddsFrom` reads: the card of the Enemy Phase under way, else the cards drawn. */
const oddsKey = (v: LiteView): string | readonly string[] =>
  v.phase === "enemy" && v.enemyPhase ? v.enemyPhase.card : v.enemyDiscard;

const sameKey = (a: string | readonly string[], b: string | readonly string[]): boolean => {
  if (a === b) return true;
  if (typeof a === "string" || typeof b === "string" || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

let lastOdds: { key: string | readonly string[]; act: (type: EnemyId) => ActOdds } | null = null;

/**
 * `oddsFrom(v)`, kept for the last cards read: the odds change only when an enemy phase card is drawn, and the
 * kept function's memo serves every decision until then. A test holds it equal to `oddsFrom`.
 */
export function keptOdds(v: LiteView): (type: EnemyId) => ActOdds {
  const key = oddsKey(v);
  if (lastOdds === null || !sameKey(lastOdds.key, key)) lastOdds = { key, act: oddsFrom(v) };
  return lastOdds.act;
}

const NO_CARDS: readonly string[] = [];
const isStanding = (h: HeroView): boolean => !h.knockedOut;
const isFoe = (e: EnemyView): boolean => !e.down;

/** The view read for the bot; its lists are the bot's own (./lists.ts: one hidden class each, empty or not). */
export function read(v: LiteView, seat: number): Reading {
  const map = mapOf(v);
  return {
    v,
    seat,
    map,
    geo: geometryOf(map),
    me: v.heroes[seat],
    hand: v.hand ? copied(v.hand) : copied(NO_CARDS),
    standing: kept(v.heroes, isStanding),
    foes: kept(v.enemies, isFoe),
    act: keptOdds(v),
  };
}

export const profile = (e: EnemyView): EnemyProfile => enemyProfile(e.type as EnemyId);
export const lifeLeft = (e: EnemyView): number => e.life - e.wounds;
export const isFinalBoss = (e: EnemyView): boolean => profile(e).rank === "final-boss";

/** What the bot reads of a piece of equipment's text. */
export interface Gear {
  /** The hero counts as behind cover anywhere (Helmet). */
  readonly helmet: boolean;
  /** Ranged attacks cost no energy (Quiver). */
  readonly freeRanged: boolean;
  /** Energy off every spell (Mage Staff): the sum of its discounts. */
  readonly discount: number;
  /** Its first attack-dice effect (paid when used: Battle Axe, Throwing Knives), if any. */
  readonly attackDice: AttackDice | undefined;
  /** The energy each use costs. */
  readonly cost: number;
}

/** The equipment card's text as the bot reads it (the plain reading; `gearOf` keeps it per card). */
export function readGear(id: string): Gear {
  const c = equipmentCard(id);
  let discount = 0;
  for (const e of c.effects) if (e.kind === "spell-discount") discount += e.amount;
  return {
    helmet: c.effects.some((e) => e.kind === "own-cover"),
    freeRanged: c.effects.some((e) => e.kind === "free-ranged"),
    discount,
    attackDice: c.effects.find((e): e is AttackDice => e.kind === "attack-dice"),
    cost: c.cost,
  };
}

const gears = new Map<string, Gear>();

/** `readGear(id)`, read once per card: content never changes, and the bot asks about a hero's gear very often. */
export function gearOf(id: string): Gear {
  let g = gears.get(id);
  if (g === undefined) {
    g = readGear(id);
    gears.set(id, g);
  }
  return g;
}

/** The hero counts as behind cover anywhere (Helmet). */
export const hasHelmet = (h: HeroView): boolean => h.equipment.some((id) => gearOf(id).helmet);

/** Ranged attacks cost no energy (Quiver). */
export const freeRanged = (h: HeroView): boolean => h.equipment.some((id) => gearOf(id).freeRanged);

/** The hero's critical hits add a wound in this mode (melee or ranged). */
export function critWound(h: HeroView, melee: boolean): boolean {
  const fx = heroCard(h.card).criticalHit;
  return fx?.kind === "extra-wound" && (fx.mode === "any" || fx.mode === (melee ? "melee" : "ranged"));
}

/** The hero's critical blocks cancel one more hit (Warrior). */
export const extraBlock = (h: HeroView): boolean => heroCard(h.card).criticalBlock?.kind === "extra-block";
