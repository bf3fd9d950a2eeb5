/** Setup dispatcher: the common character/starter steps, then the mode's dungeon (FLEE-MODES-1). */
import type { FleeOptions, FleeState } from "../state.js";
import { baseState } from "./common.js";
import { setupEasy } from "./easy.js";
import { setupExtreme } from "./extreme.js";
import { setupHard } from "./hard.js";

export function setup(seed: string, options: FleeOptions): FleeState {
  const base = baseState(seed, options);
  if (options.mode === "hard") return setupHard(base);
  if (options.mode === "extreme") return setupExtreme(base);
  return setupEasy(base);
}
