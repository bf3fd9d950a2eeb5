/**
 * The history `#/history`: my matches, newest first, paged with the `next` cursor; matches in play are marked live.
 * Rendered with Preact from the page's state (the matches loaded, the filter, the error).
 */
import { loadGames, type AnyGameModule } from "../games/registry";
import { continueMatch, fetchMatches } from "../net/api";
import { currentIdentity } from "../net/identity";
import type { MatchSummary } from "../net/types";
import { h, type ComponentChild } from "preact";
import { errorText, pageInto, renderInto } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { count } from "../ui/words";
import { seatWords } from "../ui/seat-name";
import { playerLinks } from "../players/player-link";

/** Matches per page: 20, or `#/history?limit=N` (1–100). */
function pageSize(): number {
  const n = Number(new URLSearchParams(location.hash.split("?")[1] ?? "").get("limit"));
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 20;
}

/** "Continue" for a match of mine in play: the server reopens it if no room holds it, and the table page joins it. */
function continueButton(m: MatchSummary, token: string, failed: (message: string) => void): ComponentChild {
  return h(
    "button",
    {
      key: `continue-${m.id}`,
      class: "button",
      "data-testid": `continue-${m.id}`,
      onClick: (e: Event) => {
        const button = e.currentTarget as HTMLButtonElement;
        button.disabled = true;
        continueMatch(m.id, token)
          .then((roomId) => (location.hash = `#/room/${roomId}`))
          .catch((err) => {
            failed(errorText(err));
            button.disabled = false;
          });
      },
    },
    "Continue",
  );
}

function matchRow(
  m: MatchSummary,
  identity: { playerId: string; token: string },
  game: AnyGameModule | undefined,
  failed: (message: string) => void,
): ComponentChild {
  const playerId = identity.playerId;
  const title = game?.title ?? m.game;
  const naming = seatWords(
    game ?? {},
    m.seats.map((s) => s.name),
  );
  const me = m.seats.find((s) => s.playerId === playerId);
  // The list is ordered by when each match began (newest first), so each row shows that time.
  const when = new Date(m.createdAt);
  const pill = m.paused ? "paused" : m.live ? "live" : (me?.result ?? m.status);
  const mine = me !== undefined && !me.bot;
  return h(
    "li",
    { key: m.id, class: "history-row", "data-testid": "history-item" },
    h("span", { class: `pill pill-${pill}` }, pill),
    h("span", { class: "history-game" }, title),
    h("span", { class: "history-players" }, playerLinks(m.seats)),
    h(
      "span",
      { class: "history-summary" },
      m.paused
        ? `Paused · ${count(m.moves, "move")} so far: everyone left; continue where you stopped`
        : m.live
          ? `In play · ${count(m.moves, "move")} so far`
          : naming.words(m.outcome?.summary ?? ""),
    ),
    h("time", { datetime: when.toISOString(), "data-testid": "history-when" }, `started ${when.toLocaleString()}`),
    m.live && mine
      ? continueButton(m, identity.token, failed)
      : h(
          "a",
          { class: "button secondary", href: `#/replay/${m.id}`, "data-testid": `replay-${m.id}` },
          m.live ? "Open" : "Replay",
        ),
  );
}

export function historyPage(outlet: HTMLElement): () => void {
  let disposed = false;
  setDebug({ page: "history" });
  const identity = currentIdentity();
  const limit = pageSize();
  let cursor: string | null = null;
  let generation = 0;
  let error = "";
  let loading = false;
  let loaded = false;
  let filter = "";
  let matches: MatchSummary[] = [];
  let games = new Map<string, AnyGameModule>();
  const failed = (message: string) => {
    error = message;
    draw();
  };

  const load = async () => {
    if (!identity) return;
    const mine = generation;
    loading = true;
    draw();
    try {
      const [all, page] = await Promise.all([
        loadGames(),
        fetchMatches({ player: identity.playerId, game: filter || undefined, limit, before: cursor }, identity.token),
      ]);
      if (disposed || mine !== generation) return;
      games = all;
      matches = [...matches, ...page.matches];
      cursor = page.next;
      loaded = true;
    } catch (err) {
      if (!disposed) error = errorText(err);
    } finally {
      loading = false;
      if (!disposed) draw();
    }
  };

  const view = (): ComponentChild =>
    h(
      "section",
      { class: "panel history" },
      h(
        "div",
        { class: "row spread" },
        h("h2", {}, "Your matches"),
        h(
          "select",
          {
            "data-testid": "history-game",
            value: filter,
            onChange: (e: Event) => {
              filter = (e.currentTarget as HTMLSelectElement).value;
              generation += 1;
              cursor = null;
              matches = [];
              loaded = false;
              void load();
            },
          },
          h("option", { value: "" }, "All games"),
          [...games.values()].map((g) => h("option", { key: g.engine.game, value: g.engine.game }, g.title)),
        ),
      ),
      h("p", { class: "status error", hidden: !error, "data-testid": "history-error" }, error),
      h(
        "ul",
        { class: "history-list", "data-testid": "history-list" },
        !identity
          ? h("li", { class: "muted" }, "Pick a name in the lobby and play a match first.")
          : loaded && matches.length === 0
            ? h("li", { class: "muted" }, "No matches yet.")
            : matches.map((m) => matchRow(m, identity, games.get(m.game), failed)),
      ),
      h(
        "button",
        {
          class: "secondary",
          "data-testid": "history-more",
          hidden: !identity || cursor === null,
          disabled: loading,
          onClick: () => void load(),
        },
        "Older matches",
      ),
    );
  const host = pageInto(outlet, null);
  const draw = () => renderInto(host, view());
  draw();
  if (identity) {
    void loadGames().then((all) => {
      if (disposed) return;
      games = all;
      draw();
    });
    void load();
  }
  return () => {
    disposed = true;
  };
}
