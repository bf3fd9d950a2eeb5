/**
 * The lobby `#/`: the guest name, a new table (quick play, public or private), joining by
 * code, and the live list of open tables.
 */
import { loadGames, type AnyGameModule } from "../games/registry";
import { fetchGames } from "../net/api";
import { joinByCode, joinOpen, liveSession, spectate } from "../net/join";
import { openLobbyFeed, type LobbyFeed } from "../net/lobby-feed";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { identityPanel } from "./identity-panel";
import { renderNewTable, type Enter } from "./new-table";
import { renderRoomList } from "./room-list";

export function lobbyPage(outlet: HTMLElement, onIdentity: () => void): () => void {
  let disposed = false;
  let feed: LobbyFeed | null = null;
  setDebug({ page: "lobby" });

  const status = h("p", { class: "status", testid: "lobby-error", hidden: true });
  const you = identityPanel(status, onIdentity);
  const formHost = h("div", {}, h("p", { class: "muted" }, "Loading games…"));
  const roomList = h("ul", { class: "room-list", testid: "room-list" }, h("li", { class: "muted" }, "Connecting…"));

  /** Every action that enters a room goes through here: name first, then join, then the table. */
  const enter: Enter = async (join) => {
    setStatus(status, "");
    try {
      await you.identify();
      const session = await join();
      location.hash = `#/room/${session.roomId}`;
    } catch (err) {
      setStatus(status, errorText(err));
    }
  };

  replaceChildren(
    outlet,
    h(
      "section",
      { class: "lobby" },
      status,
      backToTable(),
      you.element,
      h("div", { class: "panel" }, h("h2", {}, "New table"), formHost),
      codePanel(status, enter),
      h("div", { class: "panel wide" }, h("h2", {}, "Open tables"), roomList),
    ),
  );

  const setup = async () => {
    const [known, infos] = await Promise.all([loadGames(), fetchGames()]);
    if (disposed) return;
    const available = infos
      .filter((i) => known.has(i.id))
      .map((info) => ({ info, module: known.get(info.id) as AnyGameModule }));
    renderNewTable(formHost, available, enter);
    const opened = await openLobbyFeed((rooms) =>
      renderRoomList(roomList, rooms, known, {
        join: (id) => enter(() => joinOpen(id)),
        watch: (id) => enter(() => spectate(id)),
      }),
    );
    if (disposed) opened.close();
    else feed = opened;
  };
  setup().catch((err) => !disposed && setStatus(status, errorText(err)));

  return () => {
    disposed = true;
    feed?.close();
  };
}

/** A way back to the table this browser still holds a seat at (or is watching), if any. */
function backToTable(): HTMLElement | null {
  const live = liveSession();
  if (!live) return null;
  return h(
    "p",
    { class: "banner warn wide", testid: "back-to-table" },
    live.spectator ? "You are watching a table. " : "You still hold a seat at a table. ",
    h("a", { href: `#/room/${live.roomId}` }, "Back to it"),
  );
}

/** "Join with a code", filled in with the code of a join link followed before a name was picked. */
function codePanel(status: HTMLElement, enter: Enter): HTMLElement {
  const codeInput = h("input", { testid: "code-input", placeholder: "Code", maxlength: 12 });
  const joinCode = h("button", { testid: "join-code" }, "Join");
  const pending = sessionStorage.getItem("tabletop:pending-join");
  if (pending) {
    sessionStorage.removeItem("tabletop:pending-join");
    codeInput.value = pending;
    setStatus(status, `Pick a name, then press Join to sit at table ${pending}.`, "info");
  }
  joinCode.addEventListener("click", () => enter(() => joinByCode(codeInput.value)));
  return h("div", { class: "panel" }, h("h2", {}, "Join with a code"), h("div", { class: "row" }, codeInput, joinCode));
}
