/**
 * The table page's elements: the table column (banners, canvas, end screen) and the side bar (info, seats, log,
 * chat).
 */
import { h } from "../ui/dom";

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
  /** Shown over the table until the match starts. */
  waiting: HTMLElement;
  info: HTMLElement;
  seats: HTMLElement;
  log: HTMLElement;
  /** Where the chat panel goes (./chat-panel.ts). */
  chatHost: HTMLElement;
  leave: HTMLElement;
  /** The buttons under the log: leaving, and the turn sound's toggle (a seated player's). */
  controls: HTMLElement;
  endHost: HTMLElement;
}

export function tableLayout(spectator: boolean): TableLayout {
  const banner = h("div", { class: "banner warn", testid: "reconnect-banner", hidden: true });
  const rejection = h("div", { class: "banner error keeps-row", testid: "rejection", hidden: true });
  const clock = h("div", { class: "banner", testid: "response-clock", hidden: true });
  const turnClock = h("div", { class: "banner", testid: "turn-clock", hidden: true });
  const canvasHost = h("div", { class: "table-host" });
  const waiting = h("div", { class: "waiting-overlay", testid: "waiting", hidden: true });
  const info = h("div", { class: "room-info" });
  const seats = h("ul", { class: "seat-list", testid: "seat-list" });
  const log = h("ol", { class: "event-log", testid: "event-log" });
  const leave = h("button", { class: "secondary", testid: "leave" }, spectator ? "Stop watching" : "Leave table");
  const endHost = h("div");
  const chatHost = h("div");
  const controls = h("div", { class: "row side-controls" }, leave);
  const root = h(
    "section",
    { class: "game-page" },
    h(
      "div",
      { class: "table-column" },
      banner,
      clock,
      turnClock,
      rejection,
      h("div", { class: "table-frame" }, canvasHost, waiting),
      endHost,
    ),
    h("aside", { class: "side" }, info, h("h3", {}, "Seats"), seats, h("h3", {}, "Log"), log, chatHost, controls),
  );
  return {
    root,
    banner,
    clock,
    turnClock,
    rejection,
    canvasHost,
    waiting,
    info,
    seats,
    log,
    chatHost,
    leave,
    controls,
    endHost,
  };
}
