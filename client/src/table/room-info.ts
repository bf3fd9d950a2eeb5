/**
 * The table header: game, status, private code and link, the host's Start button, and, where the game lets one
 * person hold several seats, taking one more seat or giving one back before the start.
 */
import type { AnyGameModule } from "../games/registry";
import type { RoomState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { count } from "../ui/words";

const joinLink = (code: string) => `${location.origin}${location.pathname}#/join/${code}`;

function copy(button: HTMLButtonElement, text: string): void {
  navigator.clipboard
    .writeText(text)
    .then(() => (button.textContent = "Copied"))
    .catch(() => (button.textContent = "Select and copy"));
}

/** What the person at this page may do with the table's seats. */
export interface SeatControls {
  held: readonly number[];
  spectator: boolean;
  start(): void;
  take(): void;
  release(seat: number): void;
  addBot(): void;
  removeBot(seat: number): void;
}

/**
 * The host's bots before the start: one more bot, every open seat filled with bots (a table nobody else comes to
 * then starts), and each bot taken away again.
 */
function botButtons(state: RoomState, c: SeatControls): HTMLElement {
  const open = state.seats.filter((s) => !s.occupied).length;
  const fill = () => {
    for (let i = 0; i < open; i++) c.addBot();
  };
  return h(
    "div",
    { class: "row seat-controls" },
    open > 0 && h("button", { class: "secondary small", testid: "add-bot", onclick: c.addBot }, "Add a bot"),
    open > 0 &&
      h(
        "button",
        { class: "secondary small", testid: "fill-bots", onclick: fill },
        `Fill ${count(open, "open seat")} with bots and start`,
      ),
    ...state.seats
      .filter((s) => s.bot)
      .map((s) =>
        h(
          "button",
          { class: "secondary small", testid: `remove-bot-${s.index}`, onclick: () => c.removeBot(s.index) },
          `Take ${s.name} away`,
        ),
      ),
  );
}

/** Before the start: one more seat, where the game allows it, and giving back all but one. */
function seatButtons(state: RoomState, c: SeatControls): HTMLElement | null {
  if (state.status !== "waiting" || c.spectator || c.held.length === 0) return null;
  const perPlayer = state.seatsPerPlayer ?? 1;
  if (perPlayer <= 1) return null;
  const free = state.seats.some((s) => !s.occupied);
  return h(
    "div",
    { class: "row seat-controls" },
    free &&
      c.held.length < perPlayer &&
      h("button", { class: "secondary small", testid: "take-seat", onclick: c.take }, "Take another seat"),
    ...(c.held.length > 1
      ? c.held.map((seat) =>
          h(
            "button",
            { class: "secondary small", testid: `release-seat-${seat}`, onclick: () => c.release(seat) },
            `Give back seat ${seat + 1}`,
          ),
        )
      : []),
  );
}

/** The host's Start button; while fewer players sit than the game needs, it waits and says how many more. */
function startButton(game: AnyGameModule, seated: number, onStart: () => void): HTMLElement[] {
  const short = game.engine.seats.min - seated;
  const button = h(
    "button",
    { testid: "start", onclick: onStart, disabled: short > 0 },
    "Start with the seats present",
  );
  if (short <= 0) return [button];
  const need = `${game.title} needs at least ${count(game.engine.seats.min, "player")}: waiting for ${short} more.`;
  return [button, h("p", { class: "muted", testid: "start-needs" }, need)];
}

/** A time per move or a bank in words: whole minutes as minutes, else seconds. */
const perMove = (seconds: number) => (seconds % 60 === 0 ? count(seconds / 60, "minute") : count(seconds, "second"));

export function renderRoomInfo(el: HTMLElement, game: AnyGameModule, state: RoomState, controls: SeatControls): void {
  const { spectator } = controls;
  const title = game.title;
  const seated = state.seats.filter((s) => s.occupied).length;
  const isHost = !spectator && controls.held.includes(state.hostSeat);
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
      state.turnSeconds ? ` · ${perMove(state.turnSeconds)} per move` : "",
      state.bankSeconds ? ` · a time bank of ${perMove(state.bankSeconds)} each` : "",
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
    seatButtons(state, controls),
    ...(waiting && isHost ? startButton(game, seated, controls.start) : []),
    waiting && isHost && botButtons(state, controls),
    waiting && !isHost && !spectator && h("p", { class: "muted" }, "The host starts the match."),
  );
}
