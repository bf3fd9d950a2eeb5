/** Placeholder: the heuristic hero bot (filled in below the engine). */
import type { Bot } from "../../engine.js";
import type { LiteAction } from "../actions.js";
import type { LiteView } from "../view.js";
import { randomBot } from "./random.js";

export const heuristicBot: Bot<LiteView, LiteAction> = { name: "heuristic", choose: randomBot.choose };
