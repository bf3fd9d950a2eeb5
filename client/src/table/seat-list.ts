/**
 * The seats of the table, each by its player's name (and colour), with their connection state; in a game with turns,
 * in the order they play, numbered from 1, with the seat the game waits on marked "to play". A person holding several
 * seats sees each marked as theirs, which one the page acts for, and a button to act for another.
 */
import type { TurnOrder } from "../games/types";
import type { RoomState, SeatState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
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

/** A seat's time bank (the table's `bankSeconds`): running down while the game waits on it, else what is left. */
function bankOf(seat: SeatState, now: number): HTMLElement | null {
  const deadline = seat.bankDeadline ?? 0;
  const left = seat.bankLeft ?? 0;
  const running = deadline > now;
  const text = running
    ? `${left > 0 ? "bank" : "bank empty, this move"} ${clockText(Math.ceil((deadline - now) / 1000))}`
    : left > 0
      ? `bank ${clockText(Math.ceil(left / 1000))}`
      : "bank empty";
  return h("span", { class: `seat-bank${running ? " seat-bank-running" : ""}`, testid: `bank-${seat.index}` }, text);
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
    const li = h(
      "li",
      {
        class: `seat seat-${c.state}${acting && several ? " seat-acting" : ""}${toPlay ? " seat-to-play" : ""}`,
        testid: `seat-${seat.index}`,
      },
      h("span", { class: "seat-dot" }),
      turns && h("span", { class: "seat-place", title: "Order of play" }, ordinal(place + 1)),
      h("span", { class: "seat-name" }, naming.name(seat.index)),
      toPlay && h("span", { class: "tag tag-turn", testid: "to-play" }, "to play"),
      held && h("span", { class: "tag tag-you" }, "you"),
      acting && several && h("span", { class: "tag tag-acting", testid: "acting-seat" }, "acting"),
      seat.index === state.hostSeat && seat.occupied && h("span", { class: "tag" }, "host"),
      h("span", { class: "seat-conn" }, c.label),
      state.bankSeconds ? bankOf(seat, now) : null,
      held &&
        several &&
        !acting &&
        mine.actFor &&
        h(
          "button",
          { class: "secondary small", testid: `act-for-${seat.index}`, onclick: () => mine.actFor!(seat.index) },
          "Act for this seat",
        ),
    );
    li.dataset.state = c.state;
    return li;
  });
  replaceChildren(el, ...items);
}
