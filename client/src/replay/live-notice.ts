/**
 * The replay page of a match still in play: there is no replay until it ends (its seed and moves would show every
 * hidden card), so it says so and offers to watch it live, or to go back to one's own seat.
 */
import { joinOpen, spectate } from "../net/join";
import type { LiveMatchRecord } from "../net/types";
import { errorText, h, setStatus } from "../ui/dom";
import { count } from "../ui/words";

export function liveNotice(match: LiveMatchRecord, title: string, playerId: string | null): HTMLElement {
  const mine = playerId !== null && match.seats.some((s) => s.playerId === playerId);
  const status = h("p", { class: "status error", hidden: true, testid: "live-error" });
  const names = match.seats.map((s) => `${s.name}${s.bot ? " (bot)" : ""}`).join(", ");
  const go = (join: (roomId: string) => Promise<unknown>) => (e: Event) => {
    (e.currentTarget as HTMLButtonElement).disabled = true;
    join(match.roomId!)
      .then(() => {
        location.hash = `#/room/${match.roomId}`;
      })
      .catch((err) => setStatus(status, errorText(err)));
  };
  const watch = h("button", { testid: "watch-live" }, mine ? "Back to your seat" : "Watch it live");
  watch.addEventListener("click", go(mine ? joinOpen : spectate));
  return h(
    "section",
    { class: "panel replay-live", testid: "replay-live" },
    h("h2", {}, `${title} · still being played`),
    h("p", {}, `This match is in play (${count(match.moves, "move")} so far): its replay opens once it has ended.`),
    h("p", { class: "muted" }, names),
    match.roomId ? watch : h("p", { class: "muted" }, "Its table cannot be reached from here."),
    status,
    h("p", {}, h("a", { href: "#/history" }, "Back to history")),
  );
}
