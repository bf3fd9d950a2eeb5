/**
 * The table header: game, status, private code and link, the host's Start button, and, where the game lets one
 * person hold several seats, taking one more seat or giving one back before the start.
 */
import type { AnyGameModule } from "../games/registry";
import type { RoomState } from "../net/types";
import { h, type ComponentChild } from "preact";
import { renderInto } from "../ui/dom";
import { count } from "../ui/words";
import { seatWords } from "../ui/seat-name";

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
function botButtons(state: RoomState, c: SeatControls): ComponentChild {
  const open = state.seats.filter((s) => !s.occupied).length;
  const fill = () => {
    for (let i = 0; i < open; i++) c.addBot();
  };
  return h(
    "div",
    { class: "row seat-controls" },
    open > 0 && h("button", { class: "secondary small", "data-testid": "add-bot", onClick: c.addBot }, "Add a bot"),
    open > 0 &&
      h(
        "button",
        { class: "secondary small", "data-testid": "fill-bots", onClick: fill },
        `Fill ${count(open, "open seat")} with bots and start`,
      ),
    ...state.seats
      .filter((s) => s.bot)
      .map((s) =>
        h(
          "button",
          { class: "secondary small", "data-testid": `remove-bot-${s.index}`, onClick: () => c.removeBot(s.index) },
          `Take ${s.name} away`,
        ),
      ),
  );
}

/** Before the start: one more seat, where the game allows it, and giving back all but one. */
function seatButtons(state: RoomState, c: SeatControls): ComponentChild {
  if (state.status !== "waiting" || c.spectator || c.held.length === 0) return null;
  const perPlayer = state.seatsPerPlayer ?? 1;
  if (perPlayer <= 1) return null;
  const free = state.seats.some((s) => !s.occupied);
  return h(
    "div",
    { class: "row seat-controls" },
    free &&
      c.held.length < perPlayer &&
      h("button", { class: "secondary small", "data-testid": "take-seat", onClick: c.take }, "Take another seat"),
    ...(c.held.length > 1
      ? c.held.map((seat) =>
          h(
            "button",
            { class: "secondary small", "data-testid": `release-seat-${seat}`, onClick: () => c.release(seat) },
            `Give back seat ${seat + 1}`,
          ),
        )
      : []),
  );
}

/** The host's Start button; while fewer players sit than the game needs, it waits and says how many more. */
function startButton(game: AnyGameModule, seated: number, onStart: () => void): ComponentChild[] {
  const short = game.engine.seats.min - seated;
  const button = h(
    "button",
    { "data-testid": "start", onClick: onStart, disabled: short > 0 },
    "Start with the seats present",
  );
  if (short <= 0) return [button];
  const need = `${game.title} needs at least ${count(game.engine.seats.min, "player")}: waiting for ${short} more.`;
  return [button, h("p", { class: "muted", "data-testid": "start-needs" }, need)];
}

/** What the options say about the seats, with the people named as they sit ("· Ben (Blue) plays first"). */
function seatOptions(game: AnyGameModule, state: RoomState): ComponentChild {
  if (!game.seatOptionWords || !state.options) return "";
  const naming = seatWords(
    game,
    state.seats.map((x) => (x.occupied ? x.name : "")),
  );
  const name = (seat: number) => (state.seats[seat]?.occupied ? naming.name(seat) : `seat ${seat + 1} (open)`);
  return h("span", { "data-testid": "seat-options" }, ` · ${game.seatOptionWords(JSON.parse(state.options), name)}`);
}

/** A time per move or a bank in words: whole minutes as minutes, else seconds. */
const perMove = (seconds: number) => (seconds % 60 === 0 ? count(seconds / 60, "minute") : count(seconds, "second"));

export function renderRoomInfo(el: HTMLElement, game: AnyGameModule, state: RoomState, controls: SeatControls): void {
  const { spectator } = controls;
  const title = game.title;
  const seated = state.seats.filter((s) => s.occupied).length;
  const isHost = !spectator && controls.held.includes(state.hostSeat);
  const waiting = state.status === "waiting";
  renderInto(
    el,
    h("h2", {}, title),
    h(
      "p",
      { class: "muted", "data-testid": "room-status" },
      waiting
        ? `Waiting for players: ${seated}/${state.tableSize} seated`
        : state.status === "playing"
          ? `In play · move ${state.moves}`
          : "Finished",
      spectator ? " · watching" : "",
      state.turnSeconds ? ` · ${perMove(state.turnSeconds)} per move` : "",
      state.bankSeconds ? ` · a time bank of ${perMove(state.bankSeconds)} each` : "",
      seatOptions(game, state),
    ),
    (state.watching ?? 0) > 0 &&
      h(
        "p",
        { class: "muted", "data-testid": "watching" },
        `${count(state.watching ?? 0, "person", "people")} watching`,
      ),
    state.code &&
      h(
        "div",
        { class: "share" },
        h("div", {}, "Private table code ", h("strong", { class: "code", "data-testid": "room-code" }, state.code)),
        h(
          "div",
          { class: "row" },
          h("input", {
            readOnly: true,
            value: joinLink(state.code),
            "data-testid": "room-link",
            onFocus: (e: Event) => (e.target as HTMLInputElement).select(),
          }),
          h(
            "button",
            {
              class: "secondary small",
              "data-testid": "copy-link",
              onClick: (e: Event) => copy(e.target as HTMLButtonElement, joinLink(state.code)),
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
