/** The live list of open tables: waiting ones can be joined, playing ones watched. */
import type { AnyGameModule } from "../games/registry";
import type { RoomListing } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

export interface RoomListActions {
  join(roomId: string): void;
  watch(roomId: string): void;
}

export function renderRoomList(
  el: HTMLElement,
  rooms: RoomListing[],
  games: Map<string, AnyGameModule>,
  act: RoomListActions,
): void {
  const shown = rooms.filter((r) => games.has(r.metadata?.game ?? r.name) && r.metadata?.status !== "finished");
  if (shown.length === 0) {
    replaceChildren(el, h("li", { class: "muted empty" }, "No open tables right now. Create one!"));
    return;
  }
  const rows = shown.map((r) => {
    const m = r.metadata;
    const game = games.get(m?.game ?? r.name);
    const waiting = (m?.status ?? "waiting") === "waiting";
    const seats = m ? `${m.seatsTaken}/${m.tableSize} seated` : `${r.clients}/${r.maxClients}`;
    const full = m ? m.seatsTaken >= m.tableSize : r.clients >= r.maxClients;
    return h(
      "li",
      { class: "room-row", testid: "room-row" },
      h("span", { class: "room-game" }, game?.title ?? r.name),
      h("span", { class: "room-host" }, m?.hostName ? `${m.hostName}'s table` : r.roomId),
      h("span", { class: "room-seats" }, seats),
      h("span", { class: `pill pill-${m?.status ?? "waiting"}` }, m?.status ?? "waiting"),
      waiting && !full
        ? h("button", { testid: `join-${r.roomId}`, onclick: () => act.join(r.roomId) }, "Join")
        : h("button", { class: "secondary", testid: `watch-${r.roomId}`, onclick: () => act.watch(r.roomId) }, "Watch"),
    );
  });
  replaceChildren(el, ...rows);
}
