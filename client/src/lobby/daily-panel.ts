/**
 * The lobby's daily dungeon and record boards (docs/ratings.md, "Records", "The daily dungeon"): today's Dungeon
 * Flee dungeon per mode with its class, a button to play it (one attempt a day; "played" once it is used) and the
 * board of the day; then links to the boards of every Flee mode and every Lite mission.
 */
import { h, type ComponentChild } from "preact";
import { FLEE_TRACKS, LITE_MISSIONS } from "@tabletop/shared";
import { fetchDaily } from "../net/api";
import { currentIdentity } from "../net/identity";
import { playDaily } from "../net/join";
import type { DailyToday } from "../net/types";
import { boardHref, className, dailyHref, trackTitle } from "../players/track-words";
import type { Enter, Lobby } from "./lobby-parts";

export function dailyPanel(lobby: Lobby, enter: Enter, has: (game: string) => boolean): { view(): ComponentChild } {
  let today: DailyToday | null = null;
  fetchDaily("dungeon-flee", currentIdentity()?.token)
    .then((d) => {
      today = d;
      lobby.redraw();
    })
    .catch(() => undefined);
  const daily = () =>
    today &&
    h(
      "ul",
      { class: "daily-list" },
      today.dungeons.map((d) =>
        h(
          "li",
          { key: d.track, "data-testid": `daily-${d.track}` },
          `${trackTitle(d.game, d.track)} · ${className((d.options as { class?: string }).class)} `,
          d.played
            ? h("span", { class: "pill", "data-testid": `daily-played-${d.track}` }, "played")
            : h(
                "button",
                {
                  class: "secondary",
                  "data-testid": `daily-play-${d.track}`,
                  onClick: () => enter(() => playDaily(d.track)),
                },
                "Play",
              ),
          " ",
          h("a", { href: dailyHref(d.game, d.track, d.day) }, "Board of the day"),
        ),
      ),
    );
  const links = (game: string, tracks: readonly string[]) =>
    tracks.flatMap((t, i) => [
      i > 0 ? ", " : null,
      h("a", { key: t, href: boardHref(game, t), "data-testid": `records-link-${game}-${t}` }, trackTitle(game, t)),
    ]);
  return {
    view: () =>
      has("dungeon-flee") || has("dungeon-lite")
        ? h(
            "div",
            { class: "panel wide daily-panel", "data-testid": "daily-panel" },
            has("dungeon-flee")
              ? [
                  h("h2", { key: "h" }, `Daily dungeon${today ? ` · ${today.day}` : ""}`),
                  h(
                    "p",
                    { key: "p", class: "muted" },
                    "Dungeon Flee: one dungeon per mode for everyone today (UTC), one attempt each.",
                  ),
                  daily(),
                  h("p", { key: "f" }, "Dungeon Flee records: ", links("dungeon-flee", FLEE_TRACKS)),
                ]
              : null,
            has("dungeon-lite")
              ? h(
                  "p",
                  {},
                  "Dungeon Lite records: ",
                  links(
                    "dungeon-lite",
                    LITE_MISSIONS.map((m) => `${m}/standard`),
                  ),
                )
              : null,
          )
        : null,
  };
}
