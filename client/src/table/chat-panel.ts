/**
 * Talk at the table: the chat lines this page reads (a spectator's own channel marked), a box to say something,
 * and a mute per person (kept in this browser, by player id): a muted person's lines are hidden, not deleted, and
 * "Unmute" brings them back. Lines are shown as text, never as HTML. Rendered with Preact into its host: a new line
 * keeps the box's focus and what is typed in it; the list follows the newest line only while it is scrolled to its
 * end, so a person reading back is not moved.
 */
import { CHAT_MAX_CHARS } from "@tabletop/shared";
import { h } from "preact";
import type { ChatLine } from "../net/types";
import { renderInto } from "../ui/dom";
import { keepScroll } from "./keep-scroll";

const MUTED = "tabletop:muted";

function mutedIds(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(MUTED) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function setMuted(ids: Set<string>): void {
  localStorage.setItem(MUTED, JSON.stringify([...ids]));
}

export interface ChatPanel {
  show(lines: readonly ChatLine[]): void;
}

/** Renders into `host`; `me`: my player id (no mute button on my own lines); `say` sends a line. */
export function chatPanel(
  host: HTMLElement,
  opts: { spectator: boolean; me: string | null; say: (text: string) => void },
): ChatPanel {
  let shown: readonly ChatLine[] = [];
  let list: HTMLElement | null = null;

  const submit = (e: Event) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem("chat") as HTMLInputElement;
    const text = input.value.trim();
    if (!text) return;
    opts.say(text);
    input.value = "";
  };

  const show = (lines: readonly ChatLine[]) => {
    shown = lines;
    const muted = mutedIds();
    const names = new Map(lines.map((l) => [l.playerId, l.name]));
    const hidden = [...muted].filter((id) => names.has(id));
    keepScroll(list, () =>
      renderInto(
        host,
        h(
          "section",
          { class: "chat", "data-testid": "chat" },
          h("h3", {}, opts.spectator ? "Talk (the table's, and the spectators')" : "Talk at the table"),
          h(
            "ol",
            {
              class: "chat-list",
              "data-testid": "chat-list",
              "aria-live": "polite",
              ref: (el: HTMLElement | null) => void (list = el),
            },
            lines
              .map((l, i) => ({ l, i }))
              .filter(({ l }) => !muted.has(l.playerId))
              .map(({ l, i }) =>
                h(
                  "li",
                  { key: i, class: `chat-line ${l.channel}`, "data-testid": "chat-line" },
                  h("strong", {}, l.channel === "spectators" ? `${l.name} (watching)` : l.name),
                  `: ${l.text}`,
                  l.playerId !== opts.me
                    ? h(
                        "button",
                        {
                          class: "link small",
                          "data-testid": `mute-${l.playerId}`,
                          type: "button",
                          onClick: () => mute(l.playerId, true),
                        },
                        "Mute",
                      )
                    : "",
                ),
              ),
          ),
          h(
            "p",
            { class: "muted small", "data-testid": "chat-muted" },
            hidden.length ? "Muted: " : null,
            hidden.map((id) =>
              h(
                "button",
                {
                  key: id,
                  class: "link small",
                  "data-testid": `unmute-${id}`,
                  type: "button",
                  onClick: () => mute(id, false),
                },
                `${names.get(id)} (unmute)`,
              ),
            ),
          ),
          h(
            "form",
            { class: "row chat-form", onSubmit: submit },
            h("input", {
              name: "chat",
              "data-testid": "chat-input",
              maxLength: CHAT_MAX_CHARS,
              placeholder: opts.spectator ? "Say something to the other spectators" : "Say something to the table",
              "aria-label": "Chat message",
            }),
            h("button", { class: "secondary", "data-testid": "chat-send", type: "submit" }, "Send"),
          ),
        ),
      ),
    );
  };
  const mute = (id: string, on: boolean) => {
    const ids = mutedIds();
    if (on) ids.add(id);
    else ids.delete(id);
    setMuted(ids);
    show(shown);
  };
  show([]);
  return { show };
}
