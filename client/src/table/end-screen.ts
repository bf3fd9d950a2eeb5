/** The end-of-match screen: results, scores and a link to the replay. */
import type { Finished, RoomState } from "../net/types";
import { h } from "../ui/dom";

export function endScreen(
  finished: Finished,
  state: RoomState | null,
  mySeat: number | null,
  onClose: () => void,
): HTMLElement {
  const { outcome } = finished;
  const rows = outcome.results.map((result, seat) =>
    h(
      "tr",
      { class: `result-${result}` },
      h("td", {}, state?.seats[seat]?.name || `Seat ${seat + 1}`, seat === mySeat ? " (you)" : ""),
      h("td", {}, result),
      h("td", { testid: `final-score-${seat}` }, outcome.scores ? String(outcome.scores[seat]) : "–"),
    ),
  );
  const mine = mySeat !== null ? outcome.results[mySeat] : null;
  const headline =
    mine === "win" ? "You win!" : mine === "loss" ? "You lose." : mine === "draw" ? "A draw." : "Match over.";
  return h(
    "div",
    { class: "end-screen", testid: "end-screen" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, headline),
      h("p", { testid: "outcome-summary" }, outcome.summary),
      h(
        "table",
        { class: "results" },
        h("thead", {}, h("tr", {}, h("th", {}, "Seat"), h("th", {}, "Result"), h("th", {}, "Score"))),
        h("tbody", {}, ...rows),
      ),
      h(
        "div",
        { class: "actions" },
        h("a", { class: "button", href: `#/replay/${finished.matchId}`, testid: "replay-link" }, "Watch the replay"),
        h("a", { class: "button secondary", href: "#/" }, "Back to lobby"),
        h("button", { class: "secondary", onclick: onClose }, "See the table"),
      ),
    ),
  );
}
