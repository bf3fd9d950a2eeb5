/** The replay's chat: what had been said by the move shown (a line said after k moves shows from move k on). */
import type { ChatLine } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

export function replayChat(lines: readonly ChatLine[]): { element: HTMLElement; at(step: number): void } {
  const list = h("ol", { class: "chat-list", testid: "replay-chat" });
  const element = h("section", { class: "chat" }, h("h3", {}, "Talk at the table"), list);
  return {
    element,
    at(step) {
      const said = lines.filter((l) => l.moves <= step);
      replaceChildren(
        list,
        ...(said.length ? [] : [h("li", { class: "muted" }, "Nothing said yet.")]),
        ...said.map((l) =>
          h(
            "li",
            { class: `chat-line ${l.channel}`, testid: "replay-chat-line" },
            h("strong", {}, l.channel === "spectators" ? `${l.name} (watching)` : l.name),
            `: ${l.text}`,
          ),
        ),
      );
      list.scrollTop = list.scrollHeight;
    },
  };
}
