/** The table header: game, status, private code and link, and the host's Start button. */
import type { RoomState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

const joinLink = (code: string) => `${location.origin}${location.pathname}#/join/${code}`;

function copy(button: HTMLButtonElement, text: string): void {
  navigator.clipboard
    .writeText(text)
    .then(() => (button.textContent = "Copied"))
    .catch(() => (button.textContent = "Select and copy"));
}

export function renderRoomInfo(
  el: HTMLElement,
  title: string,
  state: RoomState,
  mySeat: number | null,
  spectator: boolean,
  onStart: () => void,
): void {
  const seated = state.seats.filter((s) => s.occupied).length;
  const isHost = !spectator && mySeat !== null && mySeat === state.hostSeat;
  const waiting = state.status === "waiting";
  replaceChildren(
    el,
    h("h2", {}, title),
    h(
      "p",
      { class: "muted", testid: "room-status" },
      waiting
        ? `Waiting for players: ${seated}/${state.tableSize} seated`
        : state.status === "playing"
          ? `In play · move ${state.moves}`
          : "Finished",
      spectator ? " · watching" : "",
    ),
    state.code &&
      h(
        "div",
        { class: "share" },
        h("div", {}, "Private table code ", h("strong", { class: "code", testid: "room-code" }, state.code)),
        h(
          "div",
          { class: "row" },
          h("input", {
            readonly: true,
            value: joinLink(state.code),
            testid: "room-link",
            onfocus: (e: Event) => (e.target as HTMLInputElement).select(),
          }),
          h(
            "button",
            {
              class: "secondary small",
              testid: "copy-link",
              onclick: (e: Event) => copy(e.target as HTMLButtonElement, joinLink(state.code)),
            },
            "Copy",
          ),
        ),
      ),
    waiting && isHost && h("button", { testid: "start", onclick: onStart }, "Start with the seats present"),
    waiting && !isHost && !spectator && h("p", { class: "muted" }, "The host starts the match."),
  );
}
