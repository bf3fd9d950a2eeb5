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
import { cachedView, xorViewer } from "./fast/cached-view.js";
import { outcome } from "./end.js";
import { heuristicBot } from "./bots/heuristic.js";
import { expectedActor } from "./actors.js";
import { randomBot } from "./bots/random.js";
import { PASS } from "./actionList.js";

export type { XorAction, XorOptions, XorState } from "./types.js";
export type { XorView } from "./view.js";
export { boards, distance, neighbours } from "./board/index.js";
export { TASK_CARDS, QUESTS_PER_COLOUR } from "./tasks.js";
export { DICE_PROFESSIONS, SEAT_COLOURS } from "./dice.js";
export { expectedActor } from "./actors.js";

export const xorloschEngine: Engine<XorState, XorAction, XorOptions, XorView> = {
  game: "xorlosch",
  // 4: a task renounced in favour of a named player is no longer asked anew after a choice not to add or
  // an item that raises nobody (ruling XOR-Q-25); a stored version-3 match could replay differently.
  version: "4",
  seats: { min: 2, max: 6 },
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  legal: fastLegal,
  readAction: xorActions.read,
  apply,
  view: cachedView,
  viewer: xorViewer,
  viewSpec: xorView,
  outcome,
  /** The game waits on the active player, the seat asked in a diplomacy proposal, or in a response window on every
   * seat that may still use a potion or trap. Outside a window out-of-turn items are optional, so a stand-in bot
   * never has to play them. */
  waitingFor: (state) => {
    if (state.pending?.kind === "response") return [...state.pending.waiting]; // XOR-Q-34: everyone who may respond
    const seat = expectedActor(state);
    return seat === null ? [] : [seat];
  },
  /** The active player's turn (XOR-FIRST-5/8): its round, its seat and how many turns that seat has had. */
  currentTurn: (state) => `${state.round}:${state.active}:${state.turnsTaken[state.active]}`,
  /** After a solve is announced: the seats that may use a potion or trap; when time runs out they pass. */
  responseWindow: (state) =>
    state.pending?.kind === "response"
      ? { seats: state.pending.waiting, onTimeout: PASS, opened: state.pending.opened }
      : null,
};

export const xorloschBots: Record<"heuristic" | "random", Bot<XorView, XorAction>> = {
  heuristic: heuristicBot,
  random: randomBot,
};
