/**
 * The lobby `#/`: the guest name, a new table (quick play, public or private), joining by code, the live list of
 * open tables, links to the rated games' leaderboards, and the daily dungeon and record boards (./daily-panel.ts). Rendered with Preact from its parts' state: as the list of
 * open tables changes, what is typed in the lobby's fields, the focus and the scroll position stay.
 */
import { h, type ComponentChild } from "preact";
import { loadGames, type AnyGameModule } from "../games/registry";
import { fetchGames } from "../net/api";
import { joinOpen, liveSession, spectate } from "../net/join";
import { openLobbyFeed, type LobbyFeed } from "../net/lobby-feed";
import type { RoomListing } from "../net/types";
import { errorText, NO_STATUS, pageInto, renderInto, statusLine, type Status } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { codePanel } from "./code-panel";
import { identityPanel } from "./identity-panel";
import type { Enter, Lobby } from "./lobby-parts";
import { newTable } from "./new-table";
import { roomList, type RoomListActions } from "./room-list";
import { dailyPanel } from "./daily-panel";

export function lobbyPage(outlet: HTMLElement, onIdentity: () => void): () => void {
  let disposed = false;
  let feed: LobbyFeed | null = null;
  setDebug({ page: "lobby" });

  let host: HTMLElement | null = null;
  let status: Status = NO_STATUS;
  const lobby: Lobby = {
    say(text, kind = "error") {
      status = { text, kind };
      draw();
    },
    redraw: () => draw(),
  };
  /** Every action that enters a room goes through here: name first, then join, then the table. */
  const enter: Enter = async (join) => {
    lobby.say("");
    try {
      await you.identify();
      const session = await join();
      location.hash = `#/room/${session.roomId}`;
    } catch (err) {
      lobby.say(errorText(err));
    }
  };
  const acts: RoomListActions = {
    join: (id) => void enter(() => joinOpen(id)),
    watch: (id) => void enter(() => spectate(id)),
  };

  const you = identityPanel(lobby, onIdentity);
  const code = codePanel(lobby, enter);
  const back = backToTable();
  const records = dailyPanel(lobby, enter, (game) => games.has(game));
  let form: { view(): ComponentChild } | null = null;
  let games = new Map<string, AnyGameModule>();
  /** The open tables, null until the feed first answers. */
  let rooms: RoomListing[] | null = null;
  /** The rated games, each with a leaderboard. */
  let rated: { id: string; title: string }[] = [];

  const view = () =>
    h(
      "section",
      { class: "lobby" },
      statusLine("lobby-error", status),
      back,
      you.view(),
      h(
        "div",
        { class: "panel" },
        h("h2", {}, "New table"),
        form?.view() ?? h("p", { class: "muted" }, "Loading games…"),
      ),
      code.view(),
      h("div", { class: "panel wide" }, h("h2", {}, "Open tables"), roomList(rooms, games, acts)),
      leaderboardLinks(rated),
      records.view(),
    );
  function draw(): void {
    if (host && !disposed) renderInto(host, view());
  }
  host = pageInto(outlet, view());

  const setup = async () => {
    const [known, infos] = await Promise.all([loadGames(), fetchGames()]);
    if (disposed) return;
    games = known;
    const available = infos
      .filter((i) => known.has(i.id))
      .map((info) => ({ info, module: known.get(info.id) as AnyGameModule }));
    form = newTable(available, enter, lobby.redraw);
    rated = available.filter((a) => a.info.rated).map((a) => ({ id: a.info.id, title: a.module.title }));
    draw();
    const opened = await openLobbyFeed((list) => {
      rooms = list;
      draw();
    });
    if (disposed) opened.close();
    else feed = opened;
  };
  setup().catch((err) => !disposed && lobby.say(errorText(err)));

  return () => {
    disposed = true;
    feed?.close();
  };
}

/** Links to the rated games' leaderboards. */
function leaderboardLinks(rated: readonly { id: string; title: string }[]): ComponentChild {
  if (!rated.length) return null;
  return h(
    "p",
    { class: "panel wide leaderboard-links" },
    "Leaderboards: ",
    rated.flatMap((g, i) => [
      i > 0 ? ", " : null,
      h("a", { key: g.id, href: `#/leaderboard/${g.id}`, "data-testid": `leaderboard-link-${g.id}` }, g.title),
    ]),
  );
}

/** A way back to the table this browser still holds a seat at (or is watching), if any. */
function backToTable(): ComponentChild {
  const live = liveSession();
  if (!live) return null;
  return h(
    "p",
    { class: "banner warn wide", "data-testid": "back-to-table" },
    live.spectator ? "You are watching a table. " : "You still hold a seat at a table. ",
    h("a", { href: `#/room/${live.roomId}` }, "Back to it"),
  );
}
