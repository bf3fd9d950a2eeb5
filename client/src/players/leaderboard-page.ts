/**
 * A game's leaderboard `#/leaderboard/<game>` (docs/ratings.md): the players the server qualifies
 * (enough rated matches, one of them in the last 30 days), best first, each name linking to its page.
 */
import { h, type ComponentChild } from "preact";
import { gameModule } from "../games/registry";
import { fetchLeaderboard } from "../net/api";
import type { Leaderboard, LeaderboardLine } from "../net/types";
import { setDebug } from "../ui/debug";
import { errorText, pageInto, renderInto } from "../ui/dom";
import { playerLink } from "./player-link";

function line(p: LeaderboardLine): ComponentChild {
  return h(
    "tr",
    { key: p.playerId, "data-testid": "leaderboard-line" },
    h("td", {}, String(p.place)),
    h("td", {}, playerLink(p.playerId, p.name)),
    h("td", { class: "number" }, String(p.rating)),
    h("td", { class: "number" }, String(p.ratedMatches)),
    h("td", { class: "number" }, `${p.wins} / ${p.losses} / ${p.draws}`),
  );
}

function board(title: string, b: Leaderboard): ComponentChild {
  return h(
    "section",
    { class: "panel wide leaderboard", "data-testid": "leaderboard" },
    h("h2", {}, `Leaderboard · ${title}`),
    h(
      "p",
      { class: "muted" },
      "Players past their provisional rating who played a rated match in the last 30 days, by the rating shown.",
    ),
    b.players.length === 0
      ? h("p", { class: "muted", "data-testid": "leaderboard-empty" }, "Nobody qualifies yet.")
      : h(
          "table",
          { class: "leaderboard-table" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", {}, "#"),
              h("th", {}, "Player"),
              h("th", {}, "Rating"),
              h("th", {}, "Rated matches"),
              h("th", {}, "Won / lost / drawn"),
            ),
          ),
          h("tbody", {}, b.players.map(line)),
        ),
  );
}

export function leaderboardPage(outlet: HTMLElement, game: string): () => void {
  let disposed = false;
  setDebug({ page: "leaderboard" });
  const host = pageInto(outlet, h("p", { class: "status info" }, "Loading the leaderboard…"));
  Promise.all([fetchLeaderboard(game), gameModule(game)])
    .then(([b, module]) => !disposed && renderInto(host, board(module?.title ?? game, b)))
    .catch(
      (err) =>
        !disposed &&
        renderInto(host, h("p", { class: "status error", "data-testid": "leaderboard-error" }, errorText(err))),
    );
  return () => {
    disposed = true;
  };
}
