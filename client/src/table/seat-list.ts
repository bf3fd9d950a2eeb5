/**
 * The seats of the table with their connection state. A person holding several seats sees each marked as theirs,
 * which one the page acts for, and a button to act for another.
 */
import type { RoomState, SeatState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

function connection(seat: SeatState, now: number): { label: string; state: string } {
  if (!seat.occupied) return { label: "open seat", state: "open" };
  if (seat.standIn) return { label: "stand-in bot", state: "stand-in" };
  if (seat.bot) return { label: "bot", state: "bot" };
  if (seat.connected) return { label: "connected", state: "connected" };
  if (seat.reconnectDeadline > now) {
    const s = Math.ceil((seat.reconnectDeadline - now) / 1000);
    return { label: `reconnecting… ${s}s`, state: "reconnecting" };
  }
  return { label: "disconnected", state: "disconnected" };
}

/** The seats this page holds, the one it acts for, and how to act for another. */
export interface MySeats {
  held: readonly number[];
  acting: number | null;
  actFor?: (seat: number) => void;
}

export function renderSeatList(el: HTMLElement, state: RoomState, mine: MySeats, now = Date.now()): void {
  const several = mine.held.length > 1 && state.status === "playing";
  const items = state.seats.map((seat) => {
    const c = connection(seat, now);
    const held = mine.held.includes(seat.index);
    const acting = held && seat.index === mine.acting;
    const li = h(
      "li",
      { class: `seat seat-${c.state}${acting && several ? " seat-acting" : ""}`, testid: `seat-${seat.index}` },
      h("span", { class: "seat-dot" }),
      h("span", { class: "seat-name" }, seat.occupied ? seat.name : `Seat ${seat.index + 1}`),
      held && h("span", { class: "tag tag-you" }, "you"),
      acting && several && h("span", { class: "tag tag-acting", testid: "acting-seat" }, "acting"),
      seat.index === state.hostSeat && seat.occupied && h("span", { class: "tag" }, "host"),
      h("span", { class: "seat-conn" }, c.label),
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
