/** The lobby's "New table" panel: the game and its options, then quick play, a public table or a private one. */
import type { AnyGameModule } from "../games/registry";
import { createTable, quickPlay } from "../net/join";
import type { GameSession } from "../net/session";
import type { GameInfo } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { tableForm } from "./table-form";

/** Enters a room the way the lobby does (name first, then join, then the table). */
export type Enter = (join: () => Promise<GameSession>) => Promise<void>;

export interface AvailableGame {
  info: GameInfo;
  module: AnyGameModule;
}

export function renderNewTable(host: HTMLElement, available: AvailableGame[], enter: Enter): void {
  if (available.length === 0) {
    replaceChildren(host, h("p", { class: "muted" }, "No games are available on this server yet."));
    return;
  }
  const form = tableForm(available);
  const button = (testid: string, label: string, join: () => Promise<GameSession>, secondary = true) =>
    h("button", { class: secondary ? "secondary" : undefined, testid, onclick: () => enter(join) }, label);
  replaceChildren(
    host,
    form.element,
    h(
      "div",
      { class: "actions" },
      button("quick-play", "Quick play", () => quickPlay(form.read()), false),
      button("create-room", "Create table", () => createTable(form.read(), false)),
      button("create-private", "Create private table", () => createTable(form.read(), true)),
    ),
  );
}
