/** The seats of the table with their connection state. */
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

export function renderSeatList(el: HTMLElement, state: RoomState, mySeat: number | null, now = Date.now()): void {
  const items = state.seats.map((seat) => {
    const c = connection(seat, now);
    const li = h(
      "li",
      { class: `seat seat-${c.state}`, testid: `seat-${seat.index}` },
      h("span", { class: "seat-dot" }),
      h("span", { class: "seat-name" }, seat.occupied ? seat.name : `Seat ${seat.index + 1}`),
      seat.index === mySeat && h("span", { class: "tag tag-you" }, "you"),
      seat.index === state.hostSeat && seat.occupied && h("span", { class: "tag" }, "host"),
      h("span", { class: "seat-conn" }, c.label),
    );
    li.dataset.state = c.state;
    return li;
  });
  replaceChildren(el, ...items);
}
