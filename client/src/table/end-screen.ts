/**
 * The end-of-match screen: results, scores and a link to the replay, each player by name. Where the game explains
 * its result (Outcome.explanation: Xorlosch's tasks and dwarves' levels), the screen shows every measure compared
 * and what decided the winner, with a "why?" link to the ruling behind a tie-break.
 */
import type { Finished } from "../net/types.js";
import { h, type ComponentChild } from "preact";
import type { OutcomeExplanation } from "@tabletop/shared";
import { rulingsHash } from "../how-to-play/links.js";

/** The seats named as the page names them (ui/seat-name.ts's SeatWords, of which the screen needs these two). */
interface Naming {
  name(seat: number): string;
  words(text: string): string;
}

const RESULT_WORDS: Record<string, string> = { win: "won", loss: "lost", draw: "draw" };

/** The measures a result compares: the game's own (tasks, levels, ...) where it explains itself, else one score. */
function measures(finished: Finished): OutcomeExplanation["columns"] {
  const { outcome } = finished;
  if (outcome.explanation) return outcome.explanation.columns;
  return [{ title: "Score", values: outcome.results.map((_, seat) => String(outcome.scores?.[seat] ?? "–")) }];
}

/** What decided the result, and a "why?" link to the ruling where a tie-break did. */
function decided(explanation: OutcomeExplanation | undefined, game: string): ComponentChild {
  if (!explanation) return null;
  return h(
    "p",
    { class: "outcome-why", "data-testid": "outcome-why" },
    explanation.decided,
    explanation.ruling &&
      h(
        "a",
        { href: rulingsHash(game, explanation.ruling), target: "_blank", rel: "noopener", "data-testid": "why-link" },
        " why?",
      ),
  );
}

export function endScreen(
  finished: Finished,
  naming: Naming,
  mySeat: number | null,
  onClose: () => void,
  game = "",
  again: ComponentChild = null,
): ComponentChild {
  const { outcome } = finished;
  const columns = measures(finished);
  const rows = outcome.results.map((result, seat) =>
    h(
      "tr",
      { class: `result-${result}` },
      h("td", { "data-testid": `final-name-${seat}` }, naming.name(seat), seat === mySeat ? " (you)" : ""),
      h("td", {}, RESULT_WORDS[result] ?? result),
      ...columns.map((c, i) =>
        h("td", { "data-testid": i === 0 ? `final-score-${seat}` : `final-measure-${i}-${seat}` }, c.values[seat]),
      ),
    ),
  );
  const mine = mySeat !== null ? outcome.results[mySeat] : null;
  const headline =
    mine === "win" ? "You win!" : mine === "loss" ? "You lose." : mine === "draw" ? "A draw." : "Match over.";
  return h(
    "div",
    { class: "end-screen", "data-testid": "end-screen" },
    h(
      "div",
      { class: "card" },
      h("h2", {}, headline),
      h("p", { "data-testid": "outcome-summary" }, naming.words(outcome.summary)),
      decided(outcome.explanation, game),
      h(
        "table",
        { class: "results" },
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, "Player"), h("th", {}, "Result"), ...columns.map((c) => h("th", {}, c.title))),
        ),
        h("tbody", {}, ...rows),
      ),
      h(
        "div",
        { class: "actions" },
        again,
        h(
          "a",
          { class: "button", href: `#/replay/${finished.matchId}`, "data-testid": "replay-link" },
          "Watch the replay",
        ),
        h("a", { class: "button secondary", href: "#/" }, "Back to lobby"),
        h("button", { class: "secondary", onClick: onClose }, "See the table"),
      ),
    ),
  );
}
