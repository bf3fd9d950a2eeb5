/**
 * Talk at the table: the chat lines this page reads (a spectator's own channel marked), a box to say something,
 * and a mute per person (kept in this browser, by player id): a muted person's lines are hidden, not deleted, and
 * "Unmute" brings them back. Lines are shown as text, never as HTML.
 */
import { CHAT_MAX_CHARS } from "@tabletop/shared";
import type { ChatLine } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

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
  element: HTMLElement;
  show(lines: readonly ChatLine[]): void;
}

/** `me`: my player id (no mute button on my own lines); `say` sends a line. */
export function chatPanel(opts: { spectator: boolean; me: string | null; say: (text: string) => void }): ChatPanel {
  const list = h("ol", { class: "chat-list", testid: "chat-list", "aria-live": "polite" });
  const mutes = h("p", { class: "muted small", testid: "chat-muted" });
  const input = h("input", {
    testid: "chat-input",
    maxlength: CHAT_MAX_CHARS,
    placeholder: opts.spectator ? "Say something to the other spectators" : "Say something to the table",
    "aria-label": "Chat message",
  });
  const send = h("button", { class: "secondary", testid: "chat-send", type: "submit" }, "Send");
  const form = h("form", { class: "row chat-form" }, input, send);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    opts.say(text);
    input.value = "";
  });
  let shown: readonly ChatLine[] = [];

  const show = (lines: readonly ChatLine[]) => {
    shown = lines;
    const muted = mutedIds();
    const names = new Map(lines.map((l) => [l.playerId, l.name]));
    replaceChildren(
      list,
      ...lines
        .filter((l) => !muted.has(l.playerId))
        .map((l) =>
          h(
            "li",
            { class: `chat-line ${l.channel}`, testid: "chat-line" },
            h("strong", {}, l.channel === "spectators" ? `${l.name} (watching)` : l.name),
            `: ${l.text}`,
            l.playerId !== opts.me
              ? h(
                  "button",
                  {
                    class: "link small",
                    testid: `mute-${l.playerId}`,
                    type: "button",
                    onclick: () => mute(l.playerId, true),
                  },
                  "Mute",
                )
              : "",
          ),
        ),
    );
    list.scrollTop = list.scrollHeight;
    const hidden = [...muted].filter((id) => names.has(id));
    replaceChildren(
      mutes,
      ...(hidden.length ? ["Muted: "] : []),
      ...hidden.map((id) =>
        h(
          "button",
          { class: "link small", testid: `unmute-${id}`, type: "button", onclick: () => mute(id, false) },
          `${names.get(id)} (unmute)`,
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

  const element = h(
    "section",
    { class: "chat", testid: "chat" },
    h("h3", {}, opts.spectator ? "Talk (the table's, and the spectators')" : "Talk at the table"),
    list,
    mutes,
    form,
  );
  return { element, show };
}
