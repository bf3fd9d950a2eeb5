/** The random-legal bot: picks uniformly among the legal actions. */
import type { Bot } from "../../engine.js";
import type { XorAction } from "../types.js";
import type { XorView } from "../view.js";

export const randomBot: Bot<XorView, XorAction> = {
  name: "random",
  choose(_view, legal, _seat, random) {
    return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))];
  },
};
