/**
 * What the enemy phase card asks of each enemy (Enemy Phase Cards: LITE-ENEMYCARD-5, -7..-10, -13, -14; rulings
 * LITE-Q-19, LITE-Q-24).
 *
 * Which enemies activate: the basic enemies of the types the card names (A, B, C: one type; D and E: all three,
 * LITE-ENEMYCARD-5, -8..-10) and every secondary enemy, whatever the card (LITE-ENEMYCARD-13); never a knocked-down
 * Undead (ruling LITE-Q-24). An enemy placed this phase by LITE-ENEMYCARD-6 activates with its type, moves, and
 * does not attack (LITE-ENEMYCARD-7, ruling LITE-Q-19: activation.ts).
 * Whether it moves before it attacks: secondary enemies always do (LITE-ENEMYCARD-14); basic enemies when the card
 * says so (A, B, C and E), not on D, "everyone attacks" (LITE-ENEMYCARD-9).
 */
import type { EnemyPhaseCard } from "../content/index.js";
import { isBasic } from "./board.js";
import type { EnemyFigure } from "./types.js";

/** Why an enemy does not act under this card at all, or null when it activates. */
export function idleReason(enemy: EnemyFigure, card: EnemyPhaseCard): string | null {
  if (enemy.down !== null) return "is knocked down and does not act";
  if (isBasic(enemy) && !card.activates.some((t) => t === enemy.type)) return "is not activated by this card";
  return null;
}

/** Whether the enemy moves before it attacks under this card. */
export const movesFirst = (enemy: EnemyFigure, card: EnemyPhaseCard): boolean => !isBasic(enemy) || card.move;
