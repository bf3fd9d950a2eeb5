/**
 * The seats of the table, each by its player's name (and colour), with their connection state; in a game with turns,
 * in the order they play, numbered from 1, with the seat the game waits on marked "to play". A person holding several
 * seats sees each marked as theirs, which one the page acts for, and a button to act for another.
 */
import type { TurnOrder } from "../games/types";
import type { RoomState, SeatState } from "../net/types";
import { h, type ComponentChild } from "preact";
import { renderInto } from "../ui/dom";
import { playerLink } from "../players/player-link";
import type { SeatWords } from "../ui/seat-name";
import { clockText, ordinal } from "../ui/words";

function connection(seat: SeatState, now: number): { label: string; state: string } {
  if (!seat.occupied) return { label: "waiting for a player", state: "open" };
  if (seat.standIn) return { label: "stand-in bot", state: "stand-in" };
  if (seat.bot) return { label: "bot", state: "bot" };
  if (seat.connected) return { label: "connected", state: "connected" };
  if (seat.reconnectDeadline > now) {
    const s = Math.ceil((seat.reconnectDeadline - now) / 1000);
    return { label: `reconnecting… ${s}s`, state: "reconnecting" };
  }
  return { label: "disconnected", state: "disconnected" };
}

/**
 * A seat's time bank (the table's `bankSeconds`): what is left; while the game waits on the seat it runs down once
 * the time per move has run out (the server's `bankDeadline` counts both, so the bank shows `min(left, deadline -
 * now)`: still until then). An empty bank shows the time this move has.
 */
function bankOf(seat: SeatState, now: number): ComponentChild {
  const deadline = seat.bankDeadline ?? 0;
  const left = seat.bankLeft ?? 0;
  const waitedOn = deadline > now;
  const running = waitedOn && (left === 0 || deadline - now < left);
  const secs = (ms: number) => clockText(Math.ceil(ms / 1000));
  const text =
    left > 0
      ? `bank ${secs(waitedOn ? Math.min(left, deadline - now) : left)}`
      : waitedOn
        ? `bank empty, this move ${secs(deadline - now)}`
        : "bank empty";
  return h(
    "span",
    { class: `seat-bank${running ? " seat-bank-running" : ""}`, "data-testid": `bank-${seat.index}` },
    text,
  );
}

/** The seats this page holds, the one it acts for, and how to act for another. */
export interface MySeats {
  held: readonly number[];
  acting: number | null;
  actFor?: (seat: number) => void;
}

export function renderSeatList(
  el: HTMLElement,
  state: RoomState,
  mine: MySeats,
  naming: SeatWords,
  turns: TurnOrder | null,
  now = Date.now(),
): void {
  const several = mine.held.length > 1 && state.status === "playing";
  const order = turns?.order.filter((i) => state.seats[i]) ?? state.seats.map((s) => s.index);
  const items = order.map((index, place) => {
    const seat = state.seats[index];
    const c = connection(seat, now);
    const held = mine.held.includes(seat.index);
    const acting = held && seat.index === mine.acting;
    const toPlay = turns?.toPlay === seat.index;
    return h(
      "li",
      {
        key: seat.index,
        "data-state": c.state,
        class: `seat seat-${c.state}${acting && several ? " seat-acting" : ""}${toPlay ? " seat-to-play" : ""}`,
        "data-testid": `seat-${seat.index}`,
      },
      h("span", { class: "seat-dot" }),
      turns && h("span", { class: "seat-place", title: "Order of play" }, ordinal(place + 1)),
      h("span", { class: "seat-name" }, playerLink(seat.playerId, naming.name(seat.index))),
      toPlay && h("span", { class: "tag tag-turn", "data-testid": "to-play" }, "to play"),
      held && h("span", { class: "tag tag-you" }, "you"),
      acting && several && h("span", { class: "tag tag-acting", "data-testid": "acting-seat" }, "acting"),
      seat.index === state.hostSeat && seat.occupied && h("span", { class: "tag" }, "host"),
      h("span", { class: "seat-conn" }, c.label),
      state.bankSeconds ? bankOf(seat, now) : null,
      held &&
        several &&
        !acting &&
        mine.actFor &&
        h(
          "button",
          { class: "secondary small", "data-testid": `act-for-${seat.index}`, onClick: () => mine.actFor!(seat.index) },
          "Act for this seat",
        ),
    );
  });
  renderInto(el, ...items);
}
