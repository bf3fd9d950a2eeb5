/** The history `#/history`: my matches, newest first, paged with the `next` cursor; matches in play are marked live. */
import { loadGames, type AnyGameModule } from "../games/registry";
import { fetchMatches } from "../net/api";
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

function matchRow(m: MatchSummary, playerId: string, game: AnyGameModule | undefined): HTMLElement {
  const title = game?.title ?? m.game;
  const naming = seatWords(
    game ?? {},
    m.seats.map((s) => s.name),
  );
  const me = m.seats.find((s) => s.playerId === playerId);
  const when = new Date(m.finishedAt ?? m.createdAt);
  const players = m.seats.map((s) => `${s.name}${s.bot ? " (bot)" : ""}`).join(", ");
  const pill = m.live ? "live" : (me?.result ?? m.status);
  return h(
    "li",
    { class: "history-row", testid: "history-item" },
    h("span", { class: `pill pill-${pill}` }, pill),
    h("span", { class: "history-game" }, title),
    h("span", { class: "history-players" }, players),
    h(
      "span",
      { class: "history-summary" },
      m.live ? `In play · ${count(m.moves, "move")} so far` : naming.words(m.outcome?.summary ?? ""),
    ),
    h("time", { datetime: when.toISOString() }, when.toLocaleString()),
    h(
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
      for (const m of page.matches) list.append(matchRow(m, identity.playerId, games.get(m.game)));
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
