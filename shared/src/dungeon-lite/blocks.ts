/**
 * Blocks against hits (LITE-ATTACK-7..10, ruling LITE-Q-41): a critical counts as a normal result; blocks cancel
 * normal hits first, then critical hits, so a critical hit triggers only if it is not cancelled. Which blocks are
 * spent is the defender's choice: a critical block counts (and triggers its effect) only if it is spent on a hit;
 * `criticalBlockChoices` gives the numbers of critical blocks the defender may spend. Enemies have no critical block
 * effect, so for them it changes nothing and they spend their normal blocks first.
 */
export interface Landed {
  /** Normal hits left. */
  hits: number;
  /** Critical hits left: each triggers the attacker's critical effect (LITE-ATTACK-8). */
  criticals: number;
  /** Critical blocks spent on a hit: each triggers the defender's critical effect. */
  criticalBlocks: number;
}

/**
 * The numbers of critical blocks the defender may spend on the hits, the fewest first: each spent one cancels a hit,
 * and no block is left unspent while a hit is left (for a block-for-a-hit defender; `extraPerCriticalBlock` does not
 * widen it, the Warrior's choice changes no wound).
 */
export function criticalBlockChoices(
  hits: number,
  criticals: number,
  blocks: number,
  criticalBlocks: number,
): number[] {
  const all = hits + criticals;
  const most = Math.min(criticalBlocks, all);
  const fewest = Math.min(criticalBlocks, Math.max(0, all - blocks));
  const out: number[] = [];
  for (let n = fewest; n <= most; n++) out.push(n);
  return out;
}

/**
 * What gets through when the defender spends `spent` critical blocks (by default the fewest: normal blocks first);
 * `extraPerCriticalBlock`: more hits each spent critical block cancels (Warrior).
 */
export function landed(
  hits: number,
  criticals: number,
  blocks: number,
  criticalBlocks: number,
  extraPerCriticalBlock = 0,
  spent = Math.min(criticalBlocks, Math.max(0, hits + criticals - blocks)),
): Landed {
  let left = hits + criticals;
  left = Math.max(0, left - spent * (1 + extraPerCriticalBlock));
  left -= Math.min(blocks, left);
  const crit = Math.min(criticals, left);
  return { hits: left - crit, criticals: crit, criticalBlocks: spent };
}
