/** The end-of-match screen: results, scores and a link to the replay, each player by name. */
import type { Finished } from "../net/types";
import { h } from "../ui/dom";
import type { SeatWords } from "../ui/seat-name";

const RESULT_WORDS: Record<string, string> = { win: "won", loss: "lost", draw: "draw" };

export function endScreen(
  finished: Finished,
  naming: SeatWords,
  mySeat: number | null,
  onClose: () => void,
): HTMLElement {
  const { outcome } = finished;
  const rows = outcome.results.map((result, seat) =>
    h(
      "tr",
      { class: `result-${result}` },
      h("td", { testid: `final-name-${seat}` }, naming.name(seat), seat === mySeat ? " (you)" : ""),
      h("td", {}, RESULT_WORDS[result] ?? result),
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
      h("p", { testid: "outcome-summary" }, naming.words(outcome.summary)),
      h(
        "table",
        { class: "results" },
        h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Result"), h("th", {}, "Score"))),
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
