/**
 * Blocks against hits (LITE-ATTACK-7..10, ruling LITE-Q-41): a critical counts as a normal result; blocks cancel
 * normal hits first, then critical hits, so a critical hit triggers only if it is not cancelled. Normal blocks are
 * used first; a critical block counts (and triggers its effect) only if it cancels a hit.
 */
export interface Landed {
  /** Normal hits left. */
  hits: number;
  /** Critical hits left: each triggers the attacker's critical effect (LITE-ATTACK-8). */
  criticals: number;
  /** Critical blocks that cancelled a hit: each triggers the defender's critical effect. */
  criticalBlocks: number;
}

/** What gets through; `extraPerCriticalBlock`: more hits each counted critical block cancels (Warrior). */
export function landed(
  hits: number,
  criticals: number,
  blocks: number,
  criticalBlocks: number,
  extraPerCriticalBlock = 0,
): Landed {
  let left = hits + criticals;
  left -= Math.min(blocks, left);
  const counted = Math.min(criticalBlocks, left);
  left -= counted;
  left = Math.max(0, left - counted * extraPerCriticalBlock);
  const crit = Math.min(criticals, left);
  return { hits: left - crit, criticals: crit, criticalBlocks: counted };
}
