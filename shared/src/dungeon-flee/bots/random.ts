/** The random-legal bot: any legal action, uniformly. */
import type { Bot } from "../../engine.js";
import type { FleeAction } from "../actions.js";
import type { FleeView } from "../view.js";

export const randomBot: Bot<FleeView, FleeAction> = {
  name: "random",
  choose(_view, legal, _seat, random) {
    return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))];
  },
};
