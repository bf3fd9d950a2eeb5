/** Enemies in play: their profile, life, where they stand and how much room they take (LITE-PROFILE-*, LITE-ZONE-3). */
import { enemyLife, enemyProfile, type EnemyId, type EnemyProfile } from "./content/index.js";
import type { ZoneId } from "./map/index.js";
import type { EnemyState, LiteState } from "./state.js";

export const profileOf = (e: EnemyState): EnemyProfile => enemyProfile(e.type);
/** An enemy's life: the number of players, whatever the enemy (LITE-PROFILE-4, ruling LITE-Q-27). */
export const lifeOf = (s: LiteState): number => enemyLife(s.players);
export const enemyName = (e: EnemyState | EnemyId): string => enemyProfile(typeof e === "string" ? e : e.type).name;
export const enemyById = (s: LiteState, id: number): EnemyState | undefined => s.enemies.find((e) => e.id === id);
export const isDown = (e: EnemyState): boolean => e.down !== null;

/** Occupancy points used in a zone: standing enemies' points; heroes and knocked-down Undead count 0 (ruling LITE-Q-28). */
export function usedPoints(s: LiteState, zone: ZoneId): number {
  let used = 0;
  for (const e of s.enemies) if (e.zone === zone && e.down === null) used += enemyProfile(e.type).occupancy;
  return used;
}

/** Standing enemies in a zone (those a hero may attack: a knocked-down Undead cannot be, ruling LITE-Q-24). */
export const standingIn = (s: LiteState, zone: ZoneId): EnemyState[] =>
  s.enemies.filter((e) => e.zone === zone && e.down === null);

/** Figures of a type in play, knocked-down Undead included (LITE-FIGURES-1, ruling LITE-Q-34). */
export const inPlay = (s: LiteState, type: EnemyId): number => s.enemies.filter((e) => e.type === type).length;

/** Strongest first: the most melee attack dice (LITE-DEPLOY-2/3), then the higher threat. */
export const strongestFirst = (a: EnemyId, b: EnemyId): number =>
  enemyProfile(b).melee - enemyProfile(a).melee || enemyProfile(b).threat - enemyProfile(a).threat;

/** "2 Goblins", "1 Orc". */
export function countWords(type: EnemyId, n: number): string {
  const name = enemyProfile(type).name;
  return `${n} ${n === 1 ? name : name.endsWith("s") ? name : `${name}s`}`;
}

/** More hits each critical block of the enemy cancels: its profile's critical block effect (LITE-ATTACK-8). */
export const extraBlocks = (p: EnemyProfile): number => (p.criticalBlock?.kind === "extra-block" ? 1 : 0);
