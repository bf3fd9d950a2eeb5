/**
 * The live list of open tables: waiting ones can be joined, playing ones watched. Each row is keyed by its room, so
 * as the list changes a row that stays keeps its elements (a focused Join button keeps the focus).
 */
import { h, type ComponentChild } from "preact";
import type { AnyGameModule } from "../games/registry";
import type { RoomListing } from "../net/types";

export interface RoomListActions {
  join(roomId: string): void;
  watch(roomId: string): void;
}

function row(r: RoomListing, game: AnyGameModule | undefined, act: RoomListActions): ComponentChild {
  const m = r.metadata;
  const waiting = (m?.status ?? "waiting") === "waiting";
  const seats = m ? `${m.seatsTaken}/${m.tableSize} seated` : `${r.clients}/${r.maxClients}`;
  const full = m ? m.seatsTaken >= m.tableSize : r.clients >= r.maxClients;
  return h(
    "li",
    { key: r.roomId, class: "room-row", "data-testid": "room-row" },
    h("span", { class: "room-game" }, game?.title ?? r.name),
    h("span", { class: "room-host" }, m?.hostName ? `${m.hostName}'s table` : r.roomId),
    h("span", { class: "room-seats" }, seats),
    h("span", { class: `pill pill-${m?.status ?? "waiting"}` }, m?.status ?? "waiting"),
    waiting && !full
      ? h("button", { key: "join", "data-testid": `join-${r.roomId}`, onClick: () => act.join(r.roomId) }, "Join")
      : h(
          "button",
          { key: "watch", class: "secondary", "data-testid": `watch-${r.roomId}`, onClick: () => act.watch(r.roomId) },
          "Watch",
        ),
  );
}

/** The list; `rooms` null while the feed is connecting. */
export function roomList(
  rooms: RoomListing[] | null,
  games: Map<string, AnyGameModule>,
  act: RoomListActions,
): ComponentChild {
  const shown = (rooms ?? []).filter((r) => games.has(r.metadata?.game ?? r.name) && r.metadata?.status !== "finished");
  return h(
    "ul",
    { class: "room-list", "data-testid": "room-list" },
    rooms === null
      ? h("li", { key: "connecting", class: "muted" }, "Connecting…")
      : shown.length === 0
        ? h("li", { key: "empty", class: "muted empty" }, "No open tables right now. Create one!")
        : shown.map((r) => row(r, games.get(r.metadata?.game ?? r.name), act)),
  );
}
