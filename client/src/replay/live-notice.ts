/**
 * The replay page of a match still in play: there is no replay until it ends (its seed and moves would show every
 * hidden card), so it says so and offers to watch it live, or to go back to one's own seat.
 */
import { h, type ComponentChild } from "preact";
import { joinOpen, spectate } from "../net/join";
import type { LiveMatchRecord } from "../net/types";
import { errorText, NO_STATUS, statusLine, type Status } from "../ui/dom";
import { count } from "../ui/words";

/** The notice's view; `redraw` renders the page again (a join under way, or refused). */
export function liveNotice(
  match: LiveMatchRecord,
  title: string,
  playerId: string | null,
  redraw: () => void,
): { view(): ComponentChild } {
  const mine = playerId !== null && match.seats.some((s) => s.playerId === playerId);
  const names = match.seats.map((s) => `${s.name}${s.bot ? " (bot)" : ""}`).join(", ");
  let joining = false;
  let status: Status = NO_STATUS;
  const go = () => {
    const join = mine ? joinOpen : spectate;
    joining = true;
    redraw();
    join(match.roomId!)
      .then(() => {
        location.hash = `#/room/${match.roomId}`;
      })
      .catch((err) => {
        status = { text: errorText(err), kind: "error" };
        redraw();
      });
  };
  const view = () =>
    h(
      "section",
      { class: "panel replay-live", "data-testid": "replay-live" },
      h("h2", {}, `${title} · still being played`),
      h("p", {}, `This match is in play (${count(match.moves, "move")} so far): its replay opens once it has ended.`),
      h("p", { class: "muted" }, names),
      match.roomId
        ? h(
            "button",
            { "data-testid": "watch-live", disabled: joining, onClick: go },
            mine ? "Back to your seat" : "Watch it live",
          )
        : h(
            "p",
            { class: "muted", "data-testid": "live-paused" },
            match.resume?.reason ?? "Its table cannot be reached from here.",
          ),
      statusLine("live-error", status),
      h("p", {}, h("a", { href: "#/history" }, "Back to history")),
    );
  return { view };
}
