/** The history `#/history`: my matches, newest first, paged with the `next` cursor; matches in play are marked live. */
import { loadGames, type AnyGameModule } from "../games/registry";
import { continueMatch, fetchMatches } from "../net/api";
import { currentIdentity } from "../net/identity";
import type { MatchSummary } from "../net/types";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { count } from "../ui/words";
import { seatWords } from "../ui/seat-name";

/** Matches per page: 20, or `#/history?limit=N` (1–100). */
function pageSize(): number {
  const n = Number(new URLSearchParams(location.hash.split("?")[1] ?? "").get("limit"));
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 20;
}

/** "Continue" for a match of mine in play: the server reopens it if no room holds it, and the table page joins it. */
function continueButton(m: MatchSummary, token: string, status: HTMLElement): HTMLElement {
  const button = h("button", { class: "button", testid: `continue-${m.id}` }, "Continue") as HTMLButtonElement;
  button.addEventListener("click", () => {
    button.disabled = true;
    continueMatch(m.id, token)
      .then((roomId) => (location.hash = `#/room/${roomId}`))
      .catch((err) => {
        setStatus(status, errorText(err));
        button.disabled = false;
      });
  });
  return button;
}

function matchRow(
  m: MatchSummary,
  identity: { playerId: string; token: string },
  game: AnyGameModule | undefined,
  status: HTMLElement,
): HTMLElement {
  const playerId = identity.playerId;
  const title = game?.title ?? m.game;
  const naming = seatWords(
    game ?? {},
    m.seats.map((s) => s.name),
  );
  const me = m.seats.find((s) => s.playerId === playerId);
  const when = new Date(m.finishedAt ?? m.createdAt);
  const players = m.seats.map((s) => `${s.name}${s.bot ? " (bot)" : ""}`).join(", ");
  const pill = m.paused ? "paused" : m.live ? "live" : (me?.result ?? m.status);
  const mine = me !== undefined && !me.bot;
  return h(
    "li",
    { class: "history-row", testid: "history-item" },
    h("span", { class: `pill pill-${pill}` }, pill),
    h("span", { class: "history-game" }, title),
    h("span", { class: "history-players" }, players),
    h(
      "span",
      { class: "history-summary" },
      m.paused
        ? `Paused · ${count(m.moves, "move")} so far: everyone left; continue where you stopped`
        : m.live
          ? `In play · ${count(m.moves, "move")} so far`
          : naming.words(m.outcome?.summary ?? ""),
    ),
    h("time", { datetime: when.toISOString() }, when.toLocaleString()),
    m.live && mine
      ? continueButton(m, identity.token, status)
      : h(
          "a",
          { class: "button secondary", href: `#/replay/${m.id}`, testid: `replay-${m.id}` },
          m.live ? "Open" : "Replay",
        ),
  );
}

export function historyPage(outlet: HTMLElement): () => void {
  let disposed = false;
  setDebug({ page: "history" });
  const status = h("p", { class: "status", hidden: true, testid: "history-error" });
  const list = h("ul", { class: "history-list", testid: "history-list" });
  const more = h("button", { class: "secondary", testid: "history-more", hidden: true }, "Older matches");
  const filter = h("select", { testid: "history-game" }, h("option", { value: "" }, "All games"));
  replaceChildren(
    outlet,
    h(
      "section",
      { class: "panel history" },
      h("div", { class: "row spread" }, h("h2", {}, "Your matches"), filter),
      status,
      list,
      more,
    ),
  );

  const identity = currentIdentity();
  if (!identity) {
    list.append(h("li", { class: "muted" }, "Pick a name in the lobby and play a match first."));
    return () => {};
  }

  const limit = pageSize();
  let cursor: string | null = null;
  let generation = 0;
  const load = async () => {
    const mine = generation;
    more.disabled = true;
    try {
      const game = filter.value || undefined;
      const [games, page] = await Promise.all([
        loadGames(),
        fetchMatches({ player: identity.playerId, game, limit, before: cursor }, identity.token),
      ]);
      if (disposed || mine !== generation) return;
      for (const m of page.matches) list.append(matchRow(m, identity, games.get(m.game), status));
      if (!list.firstChild) list.append(h("li", { class: "muted" }, "No matches yet."));
      cursor = page.next;
      more.hidden = cursor === null;
    } catch (err) {
      if (!disposed) setStatus(status, errorText(err));
    } finally {
      more.disabled = false;
    }
  };
  more.addEventListener("click", load);
  filter.addEventListener("change", () => {
    generation += 1;
    cursor = null;
    list.replaceChildren();
    void load();
  });
  void loadGames().then((games) => {
    for (const g of games.values()) filter.append(h("option", { value: g.engine.game }, g.title));
  });
  void load();
  return () => {
    disposed = true;
  };
}
