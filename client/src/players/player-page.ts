/**
 * A player's page `#/player/<id>` (docs/ratings.md): per rated game the rating (μ − 3σ shown as a
 * figure, "?" while provisional), a chart of it over time, wins and losses, the recent rated matches with their
 * replays, and head-to-head against the person looking (this browser's identity), when that is someone else; then
 * the records of the solo and co-operative games (./player-records.ts).
 */
import { h, type ComponentChild } from "preact";
import { loadGames, type AnyGameModule } from "../games/registry";
import { fetchPlayer } from "../net/api";
import { currentIdentity } from "../net/identity";
import type { GameRating, HeadToHead, PlayerPage, RatedMatchLine } from "../net/types";
import { setDebug } from "../ui/debug";
import { errorText, pageInto, renderInto } from "../ui/dom";
import { count } from "../ui/words";
import { playerLinks } from "./player-link";
import { ratingChart } from "./rating-chart";
import { playerRecords } from "./player-records";

/** The figure as shown: "1234", or "1234?" while provisional. */
export const ratingText = (r: { rating: number; provisional?: boolean }): string =>
  `${r.rating}${r.provisional ? "?" : ""}`;

function headToHead(name: string, hh: HeadToHead | undefined): ComponentChild {
  if (!hh) return null;
  return h(
    "p",
    { class: "head-to-head", "data-testid": "head-to-head" },
    hh.matches === 0
      ? `You have not played ${name} in a rated match.`
      : `Against you: ${count(hh.matches, "rated match", "rated matches")}; ${name} placed above you ${hh.ahead}, below you ${hh.behind}, level ${hh.level}.`,
  );
}

function matchLine(m: RatedMatchLine): ComponentChild {
  const when = new Date(m.finishedAt);
  const change = m.ratingAfter - m.ratingBefore;
  return h(
    "li",
    { key: m.matchId, class: "history-row", "data-testid": "rated-match" },
    h("span", { class: `pill pill-${m.result}` }, m.result),
    h("span", { class: "history-players" }, playerLinks(m.players)),
    h(
      "span",
      { class: "history-summary" },
      `Place ${m.rank} · ${m.ratingBefore} → ${m.ratingAfter} (${change >= 0 ? "+" : ""}${change})`,
      m.weight < 1 ? ` · counted ${m.weight}` : "",
    ),
    h("time", { datetime: when.toISOString() }, when.toLocaleString()),
    h("a", { class: "button secondary", href: `#/replay/${m.matchId}` }, "Replay"),
  );
}

function gameSection(page: PlayerPage, g: GameRating, module: AnyGameModule | undefined): ComponentChild {
  return h(
    "section",
    { key: g.game, class: "panel wide player-game", "data-testid": `player-game-${g.game}` },
    h(
      "div",
      { class: "row spread" },
      h("h3", {}, module?.title ?? g.game),
      h("a", { href: `#/leaderboard/${g.game}` }, "Leaderboard"),
    ),
    h(
      "p",
      { class: "player-rating" },
      h("strong", { "data-testid": `rating-${g.game}` }, ratingText(g)),
      g.provisional ? h("span", { class: "muted" }, " provisional: too few rated matches yet") : null,
    ),
    h(
      "p",
      { "data-testid": `record-${g.game}` },
      `${count(g.ratedMatches, "rated match", "rated matches")} · ${count(g.wins, "win")} · ${count(g.losses, "loss", "losses")} · ${count(g.draws, "draw")}`,
    ),
    ratingChart(g.game, g.history),
    headToHead(page.name, g.headToHead),
    h("h4", {}, "Recent rated matches"),
    h(
      "ul",
      { class: "history-list" },
      g.recent.length ? g.recent.map(matchLine) : h("li", { class: "muted" }, "None to show."),
    ),
  );
}

export function playerPage(outlet: HTMLElement, playerId: string): () => void {
  let disposed = false;
  setDebug({ page: "player" });
  const host = pageInto(outlet, h("p", { class: "status info" }, "Loading the player…"));
  const identity = currentIdentity();
  Promise.all([fetchPlayer(playerId, identity?.token), loadGames()])
    .then(([page, games]) => {
      if (disposed) return;
      renderInto(
        host,
        h(
          "div",
          { class: "player-page", "data-testid": "player-page" },
          h("h2", { "data-testid": "player-name" }, page.name),
          page.games.length
            ? page.games.map((g) => gameSection(page, g, games.get(g.game)))
            : h("p", { class: "muted" }, `${page.name} has played no rated match yet.`),
          playerRecords(page.records, games),
        ),
      );
    })
    .catch((err) => {
      if (!disposed) renderInto(host, h("p", { class: "status error", "data-testid": "player-error" }, errorText(err)));
    });
  return () => {
    disposed = true;
  };
}
