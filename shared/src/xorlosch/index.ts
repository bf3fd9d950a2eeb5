/** Drachenjäger von Xorlosch: the engine, its bots and content, in one entry point. */
import type { Bot, Engine } from "../engine.js";
import type { XorAction, XorOptions, XorState } from "./types.js";
import type { XorView } from "./view.js";
import { DEFAULT_OPTIONS, parseOptions } from "./options.js";
import { setup } from "./setup.js";
import { fastLegal } from "./fast/legal.js";
import { apply } from "./apply.js";
import { xorActions } from "./actions.js";
import { xorView } from "./view.js";
import { cachedView } from "./fast/cached-view.js";
import { outcome } from "./end.js";
import { heuristicBot } from "./bots/heuristic.js";
import { expectedActor } from "./actors.js";
import { randomBot } from "./bots/random.js";

export type { XorAction, XorOptions, XorState } from "./types.js";
export type { XorView } from "./view.js";
export { boards, distance, neighbours } from "./board/index.js";
export { TASK_CARDS, QUESTS_PER_COLOUR } from "./tasks.js";
export { DICE_PROFESSIONS, SEAT_COLOURS } from "./dice.js";
export { expectedActor } from "./actors.js";

export const xorloschEngine: Engine<XorState, XorAction, XorOptions, XorView> = {
  game: "xorlosch",
  version: "2",
  seats: { min: 2, max: 6 },
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  legal: fastLegal,
  readAction: xorActions.read,
  apply,
  view: cachedView,
  viewSpec: xorView,
  outcome,
  /** The game waits on one seat: the active player, or the seat asked in a diplomacy proposal.
   * Out-of-turn potions and traps are optional, so a stand-in bot never has to play them. */
  waitingFor: (state) => {
    const seat = expectedActor(state);
    return seat === null ? [] : [seat];
  },
};

export const xorloschBots: Record<"heuristic" | "random", Bot<XorView, XorAction>> = {
  heuristic: heuristicBot,
  random: randomBot,
};
