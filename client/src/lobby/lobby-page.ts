/**
 * The lobby `#/`: the guest name, a new table (quick play, public or private), joining by
 * code, and the live list of open tables.
 */
import { loadGames, type AnyGameModule } from "../games/registry";
import { fetchGames } from "../net/api";
import { currentIdentity, ensureIdentity } from "../net/identity";
import { createTable, joinByCode, joinOpen, liveSession, quickPlay, spectate } from "../net/join";
import { openLobbyFeed, type LobbyFeed } from "../net/lobby-feed";
import type { GameSession } from "../net/session";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { renderRoomList } from "./room-list";
import { tableForm } from "./table-form";

export function lobbyPage(outlet: HTMLElement, onIdentity: () => void): () => void {
  let disposed = false;
  let feed: LobbyFeed | null = null;
  setDebug({ page: "lobby" });

  const status = h("p", { class: "status", testid: "lobby-error", hidden: true });
  const nameInput = h("input", {
    testid: "name-input",
    placeholder: "Your name",
    maxlength: 24,
    value: currentIdentity()?.name ?? "",
  });
  const saveName = h("button", { testid: "save-name" }, "Save");
  const who = h("p", { class: "muted", testid: "identity" });
  const formHost = h("div", {}, h("p", { class: "muted" }, "Loading games…"));
  const roomList = h("ul", { class: "room-list", testid: "room-list" }, h("li", { class: "muted" }, "Connecting…"));
  const codeInput = h("input", { testid: "code-input", placeholder: "Code", maxlength: 12 });
  const joinCode = h("button", { testid: "join-code" }, "Join");

  const pending = sessionStorage.getItem("tabletop:pending-join");
  if (pending) {
    sessionStorage.removeItem("tabletop:pending-join");
    codeInput.value = pending;
    setStatus(status, `Pick a name, then press Join to sit at table ${pending}.`, "info");
  }

  const showWho = () => {
    const id = currentIdentity();
    who.textContent = id ? `Playing as ${id.name}.` : "Pick a name to play.";
  };
  showWho();

  /** Every action that enters a room goes through here: name first, then join, then the table. */
  const enter = async (join: () => Promise<GameSession>) => {
    setStatus(status, "");
    try {
      await ensureIdentity(nameInput.value);
      showWho();
      onIdentity();
      const session = await join();
      location.hash = `#/room/${session.roomId}`;
    } catch (err) {
      setStatus(status, errorText(err));
    }
  };

  saveName.addEventListener("click", async () => {
    try {
      await ensureIdentity(nameInput.value);
      setStatus(status, "");
      showWho();
      onIdentity();
    } catch (err) {
      setStatus(status, errorText(err));
    }
  });
  joinCode.addEventListener("click", () => enter(() => joinByCode(codeInput.value)));

  const live = liveSession();
  replaceChildren(
    outlet,
    h(
      "section",
      { class: "lobby" },
      status,
      live &&
        h(
          "p",
          { class: "banner warn wide", testid: "back-to-table" },
          live.spectator ? "You are watching a table. " : "You still hold a seat at a table. ",
          h("a", { href: `#/room/${live.roomId}` }, "Back to it"),
        ),
      h("div", { class: "panel" }, h("h2", {}, "You"), h("div", { class: "row" }, nameInput, saveName), who),
      h("div", { class: "panel" }, h("h2", {}, "New table"), formHost),
      h("div", { class: "panel" }, h("h2", {}, "Join with a code"), h("div", { class: "row" }, codeInput, joinCode)),
      h("div", { class: "panel wide" }, h("h2", {}, "Open tables"), roomList),
    ),
  );

  const setup = async () => {
    const [known, infos] = await Promise.all([loadGames(), fetchGames()]);
    if (disposed) return;
    const available = infos
      .filter((i) => known.has(i.id))
      .map((info) => ({ info, module: known.get(info.id) as AnyGameModule }));
    if (available.length === 0) {
      replaceChildren(formHost, h("p", { class: "muted" }, "No games are available on this server yet."));
    } else {
      const form = tableForm(available);
      replaceChildren(
        formHost,
        form.element,
        h(
          "div",
          { class: "actions" },
          h("button", { testid: "quick-play", onclick: () => enter(() => quickPlay(form.read())) }, "Quick play"),
          h(
            "button",
            { class: "secondary", testid: "create-room", onclick: () => enter(() => createTable(form.read(), false)) },
            "Create table",
          ),
          h(
            "button",
            {
              class: "secondary",
              testid: "create-private",
              onclick: () => enter(() => createTable(form.read(), true)),
            },
            "Create private table",
          ),
        ),
      );
    }
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
