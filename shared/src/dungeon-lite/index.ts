/**
 * Dungeon Lite: Orcs and Knights, the pure rules engine (rulebook ../shared/rules/dungeon-lite-orcs-and-knights.txt,
 * clauses LITE-*; design docs/dungeon-lite.md; rulings docs/rulings/dungeon-lite.md). One file per rulebook concept.
 * Registered in ../games.ts; its browser client is client/src/games/dungeon-lite/.
 */
import type { Bot, Engine } from "../engine.js";
import { liteActions, type LiteAction } from "./actions.js";
import { apply } from "./apply.js";
import { heuristicBot, strongBot } from "./bots/heuristic.js";
import { randomBot } from "./bots/random.js";
import { outcome } from "./end.js";
import { legal, waitingFor } from "./legal.js";
import { DEFAULT_OPTIONS, parseOptions } from "./options.js";
import { nextStep } from "./rules.js";
import { setup } from "./setup.js";
import type { LiteOptions, LiteState } from "./state.js";
import { liteView, type LiteView } from "./view.js";
import { cachedView, liteViewer } from "./fast/cached-view.js";

export type { LiteAction, LiteOptions, LiteState, LiteView };
export { LiteCodes } from "./actions.js";

export const dungeonLiteEngine: Engine<LiteState, LiteAction, LiteOptions, LiteView> = {
  game: "dungeon-lite",
  // 3: the rulings that follow the text, and the content rebalanced for a bolder player (terrain modifiers,
  // guards, the enemy phase deck): a stored version-2 match would place other enemies and draw other enemy phase cards.
  // 4: the solo gap held with a margin (the Entrance's Goblins players + 2; enemy phase deck A 7, E 4): a stored
  // version-3 match would place other Goblins and draw other enemy phase cards.
  version: "4",
  seats: { min: 1, max: 4 },
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  legal,
  readAction: liteActions.read,
  apply,
  view: cachedView,
  viewer: liteViewer,
  viewSpec: liteView,
  outcome,
  next: nextStep,
  waitingFor,
  /** A phase of a round, and in the Player Phase each hero's turn, from taking it to its end (LITE-PLAYER-1/2). */
  currentTurn: (state) => `${state.round}:${state.phase}:${state.turnsTaken.length}`,
};

export const dungeonLiteBots: Record<string, Bot<LiteView, LiteAction>> = {
  heuristic: heuristicBot,
  strong: strongBot,
  random: randomBot,
};
