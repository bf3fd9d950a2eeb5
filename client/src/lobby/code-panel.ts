/** "Join with a code", filled in with the code of a join link followed before a name was picked. */
import { h, type ComponentChild } from "preact";
import { joinByCode } from "../net/join";
import type { Enter, Lobby } from "./lobby-parts";

/** Where a join link followed before a name was picked leaves its code (router.ts), for this panel to fill in. */
export const PENDING_JOIN = "tabletop:pending-join";

export function codePanel(lobby: Lobby, enter: Enter): { view(): ComponentChild } {
  /** The code as typed. */
  let code = "";
  const pending = sessionStorage.getItem(PENDING_JOIN);
  if (pending) {
    sessionStorage.removeItem(PENDING_JOIN);
    code = pending;
    lobby.say(`Pick a name, then press Join to sit at table ${pending}.`, "info");
  }
  return {
    view: () =>
      h(
        "div",
        { class: "panel" },
        h("h2", {}, "Join with a code"),
        h(
          "div",
          { class: "row" },
          h("input", {
            "data-testid": "code-input",
            placeholder: "Code",
            maxLength: 12,
            value: code,
            onInput: (e: Event) => void (code = (e.currentTarget as HTMLInputElement).value),
          }),
          h("button", { "data-testid": "join-code", onClick: () => enter(() => joinByCode(code)) }, "Join"),
        ),
      ),
  };
}
