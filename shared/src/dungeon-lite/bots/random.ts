/** The random-legal bot: any legal action, uniformly. */
import type { Bot } from "../../engine.js";
import type { LiteAction } from "../actions.js";
import type { LiteView } from "../view.js";

export const randomBot: Bot<LiteView, LiteAction> = {
  name: "random",
  choose(_view, legal, _seat, random) {
    return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))];
  },
};
