/** Setup: the starter deck shuffled first, then the mode's dungeon (FLEE-MODES-1), then the character. */
import type { FleeOptions, FleeState } from "../state.js";
import { firstState, starterDeck } from "./common.js";
import { easyDungeon } from "./easy.js";
import { extremeDungeon } from "./extreme.js";
import { hardDungeon } from "./hard.js";

export function setup(seed: string, options: FleeOptions): FleeState {
  const starter = starterDeck(seed);
  const rng = starter[1];
  const dungeon =
    options.mode === "hard" ? hardDungeon(rng) : options.mode === "extreme" ? extremeDungeon(rng) : easyDungeon(rng);
  return firstState(options, starter[0], dungeon);
}
