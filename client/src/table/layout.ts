/**
 * The table page's elements: the table column (banners, canvas, the status bar, end screen) and the side bar (info,
 * seats, the game's panels, log, chat, controls), rendered by Preact; each host is then rendered into by its part.
 */
import { h } from "preact";
import { renderInto } from "../ui/dom";

export interface TableLayout {
  root: HTMLElement;
  /** The reconnect / connection-lost banner. */
  banner: HTMLElement;
  /** The countdown of an open response window (the table's response time). */
  clock: HTMLElement;
  /** The time per move, and the notice when mine ran out. */
  turnClock: HTMLElement;
  /** The last rejected move (keeps its row while hidden, so the table does not jump). */
  rejection: HTMLElement;
  canvasHost: HTMLElement;
  /** The status bar: the prompt and a button for every legal action (./status-bar.ts). */
  statusBar: HTMLElement;
  /** The game's panels in the side column (scores, quests, a hand's details), from its renderer. */
  panels: HTMLElement;
  /** Shown over the table until the match starts. */
  waiting: HTMLElement;
  info: HTMLElement;
  seats: HTMLElement;
  log: HTMLElement;
  /** Where the chat panel goes (./chat-panel.ts). */
  chatHost: HTMLElement;
  /** The buttons under the log: leaving, the turn sound's toggle (a seated player's), how to play (./mount.ts). */
  controls: HTMLElement;
  endHost: HTMLElement;
}

/** Renders the page's frame into `outlet` (Preact) and gives its hosts, each rendered into by its own part. */
export function tableLayout(outlet: HTMLElement): TableLayout {
  const at: Partial<Record<keyof TableLayout, HTMLElement>> = {};
  const ref = (name: keyof TableLayout) => (el: HTMLElement | null) => {
    if (el) at[name] = el;
  };
  const banner = (name: keyof TableLayout, cls: string, testid: string) =>
    h("div", { ref: ref(name), class: cls, "data-testid": testid, hidden: true });
  renderInto(
    outlet,
    h(
      "section",
      { ref: ref("root"), class: "game-page" },
      h(
        "div",
        { class: "table-column" },
        banner("banner", "banner warn", "reconnect-banner"),
        banner("clock", "banner", "response-clock"),
        banner("turnClock", "banner", "turn-clock"),
        banner("rejection", "banner error keeps-row", "rejection"),
        h(
          "div",
          { class: "table-frame" },
          h("div", { ref: ref("canvasHost"), class: "table-host" }),
          h("div", { ref: ref("waiting"), class: "waiting-overlay", "data-testid": "waiting", hidden: true }),
        ),
        h("div", { ref: ref("statusBar"), class: "status-bar-host" }),
        h("div", { ref: ref("endHost") }),
      ),
      h(
        "aside",
        { class: "side" },
        h("div", { ref: ref("info"), class: "room-info" }),
        h("h3", {}, "Seats"),
        h("ul", { ref: ref("seats"), class: "seat-list", "data-testid": "seat-list" }),
        h("div", { ref: ref("panels"), class: "game-panels", "data-testid": "game-panels" }),
        h("h3", {}, "Log"),
        h("ol", { ref: ref("log"), class: "event-log", "data-testid": "event-log" }),
        h("div", { ref: ref("chatHost") }),
        h("div", { ref: ref("controls"), class: "row side-controls" }),
      ),
    ),
  );
  return at as TableLayout;
}
