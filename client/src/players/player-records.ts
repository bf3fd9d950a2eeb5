/**
 * A player's records on their page (docs/ratings.md, "Records"): per solo or co-operative game and track, the
 * matches, wins, best score (Dungeon Flee) and fewest rounds of a win, the last matches with their parties and
 * replays, and a link to the track's board.
 */
import { h, type ComponentChild } from "preact";
import type { AnyGameModule } from "../games/registry";
import type { MatchRecordLine, TrackRecord } from "../net/types";
import { count } from "../ui/words";
import { playerLinks } from "./player-link";
import { boardHref, dailyHref, trackTitle } from "./track-words";

function recordLine(game: string, m: MatchRecordLine): ComponentChild {
  const when = new Date(m.finishedAt);
  return h(
    "li",
    { key: `${m.finishedAt}-${m.matchId ?? ""}`, class: "history-row", "data-testid": "record-match" },
    h("span", { class: `pill pill-${m.won ? "win" : "loss"}` }, m.won ? "win" : "loss"),
    h("span", { class: "history-players" }, playerLinks(m.party.filter((p) => !p.left))),
    h(
      "span",
      { class: "history-summary" },
      game === "dungeon-flee" ? `Score ${m.score} · ${count(m.rounds, "round")}` : count(m.rounds, "round"),
      m.daily ? [" · ", h("a", { href: dailyHref(game, m.track, m.daily) }, `daily dungeon ${m.daily}`)] : null,
    ),
    h("time", { datetime: when.toISOString() }, when.toLocaleString()),
    m.matchId ? h("a", { class: "button secondary", href: `#/replay/${m.matchId}` }, "Replay") : null,
  );
}

function trackSection(r: TrackRecord, module: AnyGameModule | undefined): ComponentChild {
  const facts = [
    count(r.matches, "match", "matches"),
    count(r.wins, "win"),
    ...(r.game === "dungeon-flee" ? [`best score ${r.bestScore}`] : []),
    r.fewestRounds === null ? "no win yet" : `fewest rounds in a win ${r.fewestRounds}`,
  ];
  return h(
    "section",
    { key: `${r.game}/${r.track}`, class: "panel wide player-game", "data-testid": `player-records-${r.game}` },
    h(
      "div",
      { class: "row spread" },
      h("h3", {}, `${module?.title ?? r.game} · ${trackTitle(r.game, r.track)}`),
      h("a", { href: boardHref(r.game, r.track) }, "Board"),
    ),
    h("p", { "data-testid": `track-record-${r.game}-${r.track}` }, facts.join(" · ")),
    h(
      "ul",
      { class: "history-list" },
      r.recent.length ? r.recent.map((m) => recordLine(r.game, m)) : h("li", { class: "muted" }, "None to show."),
    ),
  );
}

/** The records part of a player's page (nothing when they have none). */
export function playerRecords(records: readonly TrackRecord[], games: Map<string, AnyGameModule>): ComponentChild {
  if (!records.length) return null;
  return [h("h3", { key: "records-title" }, "Records"), ...records.map((r) => trackSection(r, games.get(r.game)))];
}
