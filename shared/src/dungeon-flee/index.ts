/**
 * Dungeon Flee: the pure rules engine (rulebook /shared/rules/dungeon-flee.txt, clauses FLEE-*).
 * One file per rulebook concept; see docs/dungeon-flee.md and docs/rulings/dungeon-flee.md.
 */
import type { Bot, Engine } from "../engine.js";
import type { FleeAction } from "./actions.js";
import { apply } from "./apply.js";
import { heuristicBot } from "./bots/heuristic.js";
import { randomBot } from "./bots/random.js";
import { newcomerBot, strongBot } from "./bots/strong.js";
import { outcome } from "./end.js";
import { fastLegal } from "./fast/legal.js";
import { DEFAULT_OPTIONS, parseOptions } from "./options.js";
import { setup } from "./setup/index.js";
import type { FleeOptions, FleeState } from "./state.js";
import { fleeView, type FleeView } from "./view.js";
import { cachedView, fleeViewer } from "./fast/cached-view.js";

export type { FleeAction, FleeOptions, FleeState, FleeView };
import { fleeActions } from "./actions.js";

export const dungeonFleeEngine: Engine<FleeState, FleeAction, FleeOptions, FleeView> = {
  game: "dungeon-flee",
  // 2: the rules' second pass: stored version-1 matches do not replay under these rules.
  // 3: the damage cards redesigned (damage = level, ruling FLEE-Q-14), class health and two
  // abilities rebalanced; a stored version-2 match would deal other cards.
  // 5: class health and five cards redesigned (rewards of levels 1-2, the Hobgoblin and the Bandit
  // moved to level 4); a stored version-4 match would deal other cards and health.
  // 6: the Troll, the Wraith and the Ghoul give a sword and a shield, the Gargoyle is level 3 (Easy
  // winnable for a newcomer); a stored version-5 match would deal other cards.
  version: "6",
  seats: { min: 1, max: 1 },
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup: (seed, _seats, options) => setup(seed, options),
  legal: fastLegal,
  readAction: fleeActions.read,
  apply,
  view: cachedView,
  viewer: fleeViewer,
  viewSpec: fleeView,
  outcome,
  /** A round (FLEE-ROUND). */
  currentTurn: (state) => String(state.round),
};

export const dungeonFleeBots: Record<string, Bot<FleeView, FleeAction>> = {
  heuristic: heuristicBot,
  strong: strongBot,
  newcomer: newcomerBot,
  random: randomBot,
};
