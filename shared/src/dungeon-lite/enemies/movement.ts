/**
 * Which move an enemy makes, by its behaviour (Enemy behavior: LITE-BEHAVIOR-1..8, LITE-ENEMYCARD-5, -9, -10, -14,
 * -15; rulings LITE-Q-21..23): the Goblin keeps 2 zones away to shoot (goblin.ts), the Orc seeks melee and stops at
 * cover (orc.ts), every other enemy, Beast-Orcs and all secondary enemies, moves toward the nearest hero without
 * stopping at cover (toward.ts).
 *
 * Whether it moves at all: secondary enemies always move, then attack (LITE-ENEMYCARD-13/14); basic enemies move
 * when the card says so (A, B, C and E), not on D, "everyone attacks" (LITE-ENEMYCARD-5, -9, -10).
 */
import type { EnemyPhaseCard } from "../content/index.js";
import type { RngState } from "../../rng.js";
import { isBasic } from "./board.js";
import { goblinMove } from "./goblin.js";
import { orcMove } from "./orc.js";
import { toward, type Move, type MoveInput } from "./toward.js";
import type { EnemyFigure } from "./types.js";

/** The enemy's own move, by its type. */
export function behaviourMove(input: MoveInput, rng: RngState): [Move, RngState] {
  switch (input.enemy.type) {
    case "goblin":
      return goblinMove(input, rng);
    case "orc":
      return orcMove(input, rng);
    default:
      return toward(input, rng);
  }
}

/** Whether the enemy moves before it attacks under this card. */
export const movesFirst = (enemy: EnemyFigure, card: EnemyPhaseCard): boolean => !isBasic(enemy) || card.move;
