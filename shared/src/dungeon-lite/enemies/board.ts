/**
 * Reading a `Board` (see ./types.ts): which heroes stand, how near they are, where an enemy has room.
 * Distances follow ruling LITE-Q-31: zone steps; "how near" a hero is ignores the barred door (`door: "pass"`),
 * while the way an enemy walks does not cross it (LITE-DOOR-3). Occupancy follows LITE-ZONE-2..5 and ruling
 * LITE-Q-28: an enemy may end a move only where its points fit; it passes through any zone.
 */
import { enemyProfile, isSecondary, type EnemyProfile } from "../content/index.js";
import { distancesFrom, hasRoom, removeDoor, type DungeonMap, type ZoneId } from "../map/index.js";
import type { Board, EnemyFigure, HeroFigure } from "./types.js";

export const profileOf = (e: EnemyFigure): EnemyProfile => enemyProfile(e.type);

/** Basic enemies may shoot past their range and run; secondary enemies may not (LITE-ENEMY-3, LITE-ENEMYCARD-12). */
export const isBasic = (e: EnemyFigure): boolean => !isSecondary(profileOf(e));

/** Heroes that can be targeted: not knocked out (ruling LITE-Q-10). */
export const standingHeroes = (board: Board): readonly HeroFigure[] => board.heroes.filter((h) => !h.knockedOut);

export function enemyOf(board: Board, id: number): EnemyFigure {
  const e = board.enemies.find((x) => x.id === id);
  if (!e) throw new Error(`no enemy ${id} on the board`);
  return e;
}

/** Occupancy points used in a zone by standing enemies other than `except` (knocked-down Undead count 0). */
export function usedPoints(board: Board, zone: ZoneId, except: number): number {
  let used = 0;
  for (const e of board.enemies)
    if (e.zone === zone && e.id !== except && e.down === null) used += profileOf(e).occupancy;
  return used;
}

/** Where `enemy` may end a move: its own zone, or a zone with room for its points (LITE-ZONE-4/5). */
export const canEndFor =
  (board: Board, enemy: EnemyFigure) =>
  (zone: ZoneId): boolean =>
    zone === enemy.zone || hasRoom(usedPoints(board, zone, enemy.id), profileOf(enemy).occupancy);

export interface Nearest {
  /** Zone steps to the nearest of the heroes (Infinity when none). */
  readonly distance: number;
  /** Every hero at that distance, in board order. */
  readonly heroes: readonly HeroFigure[];
}

/** The nearest of `heroes` from `zone`, measured through the barred door (ruling LITE-Q-31). */
export function nearestHeroes(map: DungeonMap, zone: ZoneId, heroes: readonly HeroFigure[]): Nearest {
  const d = distancesFrom(map, zone, { door: "pass" });
  let distance = Infinity;
  let out: HeroFigure[] = [];
  for (const h of heroes) {
    const x = d.get(h.zone) ?? Infinity;
    if (x < distance) {
      distance = x;
      out = [h];
    } else if (x === distance && x !== Infinity) out.push(h);
  }
  return { distance, heroes: out };
}

const doorless = new WeakMap<DungeonMap, DungeonMap>();

/** The same map without the barred door: what an enemy could do but for the door (LITE-DOOR-6). One per map value. */
export function withoutDoor(map: DungeonMap): DungeonMap {
  let m = doorless.get(map);
  if (!m) {
    m = removeDoor(map);
    doorless.set(map, m);
  }
  return m;
}

/** "the Elf", "the Elf and the Warrior". */
export function heroWords(heroes: readonly HeroFigure[]): string {
  const names = heroes.map((h) => `the ${h.name}`);
  return names.length <= 1
    ? (names[0] ?? "no hero")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const zonesWord = (n: number): string => `${n} zone${n === 1 ? "" : "s"}`;
