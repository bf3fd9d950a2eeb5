/**
 * Fast path of `strengthOf` (../fulfil.ts) while no potion or trap is in play, which is most of the time: the sum of
 * the levels of the seat's dwarves of the task's profession on its square, in one loop without the item checks.
 * test/xorlosch/fastpaths.test.ts holds it equal to `strengthOf` on states without items.
 */
import type { XorState } from "../types.js";
import { DICE_PROFESSIONS } from "../dice.js";
import { taskCard } from "../tasks.js";

export function levelsOnTask(state: XorState, seat: number, cardId: number): number {
  const { square, profession } = taskCard(cardId);
  const dwarves = state.players[seat].dwarves;
  let sum = 0;
  for (let die = 0; die < dwarves.length; die++) {
    const d = dwarves[die];
    if (d.square === square && DICE_PROFESSIONS[die] === profession) sum += d.level;
  }
  return sum;
}
