/** The lobby's "New table" panel: the game and its options, then quick play, a public table or a private one. */
import { h, type ComponentChild } from "preact";
import type { AnyGameModule } from "../games/registry";
import { createTable, quickPlay } from "../net/join";
import type { GameSession } from "../net/session";
import type { GameInfo } from "../net/types";
import type { Enter } from "./lobby-parts";
import { tableForm } from "./table-form";

export interface AvailableGame {
  info: GameInfo;
  module: AnyGameModule;
}

/** The panel's contents for the games this server and client both have; `redraw` renders the lobby again. */
export function newTable(available: AvailableGame[], enter: Enter, redraw: () => void): { view(): ComponentChild } {
  if (available.length === 0)
    return { view: () => h("p", { class: "muted" }, "No games are available on this server yet.") };
  const form = tableForm(available, redraw);
  const button = (testid: string, label: string, join: () => Promise<GameSession>, secondary = true) =>
    h(
      "button",
      { class: secondary ? "secondary" : undefined, "data-testid": testid, onClick: () => enter(join) },
      label,
    );
  return {
    view: () => [
      form.view(),
      h(
        "div",
        { class: "actions" },
        button("quick-play", "Quick play", () => quickPlay(form.read()), false),
        button("create-room", "Create table", () => createTable(form.read(), false)),
        button("create-private", "Create private table", () => createTable(form.read(), true)),
      ),
    ],
  };
}
