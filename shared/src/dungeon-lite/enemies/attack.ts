/**
 * Whether and how an enemy can attack from a zone (LITE-BEHAVIOR-3, LITE-BEHAVIOR-9, LITE-HERO-5..10, LITE-ENEMY-3,
 * LITE-COVER-2/3, LITE-DOOR-3; rulings LITE-Q-6, LITE-Q-21).
 *
 * It attacks the nearest hero (LITE-BEHAVIOR-3). A hero in its own zone is attacked in melee; otherwise the enemy
 * shoots, if it has a ranged attack, along an orthogonal line of sight of at most 4 zones (LITE-HERO-7/8); figures
 * never block it (LITE-HERO-9), the barred door does (LITE-DOOR-3). Basic enemies may shoot past their range, the
 * hero then rolling +1 defense die per zone beyond it (LITE-HERO-6/10); secondary enemies may not (LITE-ENEMY-3).
 * Enemies spend no energy (ruling LITE-Q-6). Of several nearest heroes, those it can attack are the candidates.
 */
import { coverBonus, rangedShot, type DungeonMap, type ZoneId } from "../map/index.js";
import { heroWords, isBasic, nearestHeroes, profileOf, zonesWord } from "./board.js";
import type { EnemyFigure, HeroFigure, Shot } from "./types.js";

export interface Option {
  readonly hero: HeroFigure;
  readonly shot: Shot;
}

export interface AttackOptions {
  /** The nearest heroes from the zone. */
  readonly nearest: readonly HeroFigure[];
  /** The attacks it can make on them; empty when it cannot attack. */
  readonly options: readonly Option[];
  /** Why it cannot attack, in words (when `options` is empty). */
  readonly why: string;
}

const REASONS = {
  "no-line-of-sight": "no line of sight",
  "too-far": "more than 4 zones away",
  "beyond-range": "beyond its range",
  "same-zone": "in its zone",
} as const;

/** The attacks `enemy` could make from `zone` on the nearest of `heroes` (standing heroes it may target). */
export function attackOptions(
  map: DungeonMap,
  enemy: EnemyFigure,
  zone: ZoneId,
  heroes: readonly HeroFigure[],
): AttackOptions {
  const { distance, heroes: nearest } = nearestHeroes(map, zone, heroes);
  if (nearest.length === 0) return { nearest, options: [], why: "no hero it can reach" };
  const melee = (h: HeroFigure): Shot => ({ seat: h.seat, melee: true, distance: 0, overRange: 0, inCover: false });
  if (distance === 0) return { nearest, options: nearest.map((hero) => ({ hero, shot: melee(hero) })), why: "" };
  const p = profileOf(enemy);
  if (p.ranged === 0)
    return { nearest, options: [], why: `no ranged attack, and ${heroWords(nearest)} ${zonesWord(distance)} away` };
  const options: Option[] = [];
  const misses: string[] = [];
  for (const hero of nearest) {
    const s = rangedShot(map, zone, hero.zone, p.range, isBasic(enemy));
    if (s.ok) {
      const shot: Shot = {
        seat: hero.seat,
        melee: false,
        distance: s.distance,
        overRange: s.extraDefense,
        inCover: coverBonus(map, hero.zone) > 0,
      };
      options.push({ hero, shot });
    } else misses.push(`${heroWords([hero])}: ${REASONS[s.reason]}`);
  }
  return { nearest, options, why: misses.join("; ") };
}

/** "attacks the Warrior in melee", "shoots the Elf at 3 zones (1 past its range; in cover)". */
export function shotWords(hero: HeroFigure, shot: Shot): string {
  if (shot.melee) return `attacks ${heroWords([hero])} in melee`;
  const extras = [
    shot.overRange > 0 ? `${zonesWord(shot.overRange)} past its range` : null,
    shot.inCover ? "in cover" : null,
  ];
  const note = extras.filter(Boolean).join("; ");
  return `shoots ${heroWords([hero])} at ${zonesWord(shot.distance)}${note ? ` (${note})` : ""}`;
}
