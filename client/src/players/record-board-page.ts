/**
 * A record board (docs/ratings.md, "Records"): `#/records/<game>/<track>`, the best of the last 30 days on a track
 * (Dungeon Flee: each player's best run by score; Dungeon Lite: the parties' wins, fewest rounds first), and
 * `#/daily/<game>/<track>/<day>`, a daily dungeon's day (each player's one counted run; its replays once the day has
 * ended). Names link to their pages, and a line whose match may be replayed links its replay.
 */
import { h, type ComponentChild } from "preact";
import { LITE_MISSIONS } from "@tabletop/shared";
import { fetchDailyBoard, fetchRecordBoard } from "../net/api";
import type { MatchRecordLine, RecordBoard } from "../net/types";
import { setDebug } from "../ui/debug";
import { errorText, pageInto, renderInto } from "../ui/dom";
import { playerLinks } from "./player-link";
import { boardHref, trackTitle } from "./track-words";

function line(game: string, l: MatchRecordLine & { place: number }): ComponentChild {
  const when = new Date(l.finishedAt);
  return h(
    "tr",
    { key: `${l.place}`, "data-testid": "record-line" },
    h("td", {}, String(l.place)),
    h("td", {}, playerLinks(l.party.filter((p) => !p.left))),
    game === "dungeon-flee"
      ? h("td", { class: "number", "data-testid": "record-score" }, String(l.score))
      : h("td", {}, l.score === 2 ? "Full victory" : l.won ? "Victory" : "Defeat"),
    h("td", { class: "number" }, String(l.rounds)),
    h("td", {}, h("time", { datetime: when.toISOString() }, when.toLocaleDateString())),
    h("td", {}, l.matchId ? h("a", { class: "button secondary", href: `#/replay/${l.matchId}` }, "Replay") : null),
  );
}

function table(game: string, b: RecordBoard): ComponentChild {
  if (b.lines.length === 0) return h("p", { class: "muted", "data-testid": "record-board-empty" }, "No runs yet.");
  return h(
    "table",
    { class: "leaderboard-table" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, "#"),
        h("th", {}, game === "dungeon-flee" ? "Player" : "Party"),
        h("th", {}, game === "dungeon-flee" ? "Score" : "Result"),
        h("th", {}, "Rounds"),
        h("th", {}, "Day"),
        h("th", {}, ""),
      ),
    ),
    h(
      "tbody",
      {},
      b.lines.map((l) => line(game, l)),
    ),
  );
}

/** Dungeon Lite's other missions in the same setting. */
function otherMissions(game: string, track: string): ComponentChild {
  if (game !== "dungeon-lite") return null;
  const setting = track.split("/")[1] ?? "standard";
  return h(
    "p",
    { class: "muted" },
    "Missions: ",
    LITE_MISSIONS.flatMap((m, i) => [
      i > 0 ? ", " : null,
      h("a", { key: m, href: boardHref(game, `${m}/${setting}`) }, trackTitle(game, `${m}/${setting}`)),
    ]),
  );
}

function board(b: RecordBoard): ComponentChild {
  const title = trackTitle(b.game, b.track);
  const heading = b.day ? `Daily dungeon · ${title} · ${b.day}` : `Records · ${title}`;
  const about = b.day
    ? "Each player's one counted run of the day, by score. The runs can be replayed once the day has ended (UTC)."
    : b.game === "dungeon-flee"
      ? "Each player's best run of the last 30 days, by score: an escape scores 1000, more with health kept, fewer rounds and treasure carried out."
      : "The parties' wins of the last 30 days, fewest rounds first.";
  return h(
    "section",
    { class: "panel wide leaderboard", "data-testid": "record-board" },
    h("h2", {}, heading),
    h("p", { class: "muted" }, about),
    otherMissions(b.game, b.track),
    table(b.game, b),
  );
}

function show(outlet: HTMLElement, load: () => Promise<RecordBoard>): () => void {
  let disposed = false;
  setDebug({ page: "records" });
  const host = pageInto(outlet, h("p", { class: "status info" }, "Loading the board…"));
  load()
    .then((b) => !disposed && renderInto(host, board(b)))
    .catch(
      (err) =>
        !disposed &&
        renderInto(host, h("p", { class: "status error", "data-testid": "record-board-error" }, errorText(err))),
    );
  return () => {
    disposed = true;
  };
}

/** `#/records/<game>/<track>`. */
export const recordBoardPage = (outlet: HTMLElement, game: string, track: string): (() => void) =>
  show(outlet, () => fetchRecordBoard(game, track));

/** `#/daily/<game>/<track>/<day>`. */
export const dailyBoardPage = (outlet: HTMLElement, game: string, track: string, day: string): (() => void) =>
  show(outlet, () => fetchDailyBoard(game, track, day));
