/**
 * Which move an enemy makes, by its behaviour (Enemy behavior: LITE-BEHAVIOR-1..8, LITE-ENEMYCARD-15; rulings
 * LITE-Q-21..23): the Goblin keeps 2 zones away to shoot (goblin.ts), the Orc seeks melee and stops at
 * cover (orc.ts), every other enemy, Beast-Orcs and all secondary enemies, moves toward the nearest hero without
 * stopping at cover (toward.ts). Whether it moves at all under the card is card.ts's `movesFirst`.
 */
import type { RngState } from "../../rng.js";
import { goblinMove } from "./goblin.js";
import { orcMove } from "./orc.js";
import { toward, type Move, type MoveInput } from "./toward.js";

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
