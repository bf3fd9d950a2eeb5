/**
 * The replay's chat: what had been said by the move shown (a line said after k moves shows from move k on). The list
 * follows its newest line while scrolled to its end (the page draws it within table/keep-scroll.ts's `keepScroll`).
 */
import { h, type ComponentChild } from "preact";
import type { ChatLine } from "../net/types";

export interface ReplayChat {
  view(step: number): ComponentChild;
  /** The list's element, once drawn. */
  list(): HTMLElement | null;
}

export function replayChat(lines: readonly ChatLine[]): ReplayChat {
  let list: HTMLElement | null = null;
  const view = (step: number) => {
    const said = lines.filter((l) => l.moves <= step);
    return h(
      "section",
      { class: "chat" },
      h("h3", {}, "Talk at the table"),
      h(
        "ol",
        { class: "chat-list", "data-testid": "replay-chat", ref: (el: HTMLElement | null) => void (list = el) },
        said.length === 0
          ? h("li", { key: "none", class: "muted" }, "Nothing said yet.")
          : said.map((l, i) =>
              h(
                "li",
                { key: i, class: `chat-line ${l.channel}`, "data-testid": "replay-chat-line" },
                h("strong", {}, l.channel === "spectators" ? `${l.name} (watching)` : l.name),
                `: ${l.text}`,
              ),
            ),
      ),
    );
  };
  return { view, list: () => list };
}
