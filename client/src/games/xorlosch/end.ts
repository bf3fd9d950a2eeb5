/** The end of the game, as a panel of the page: why it ended, the result and the final tasks per player. */
import { h, type ComponentChild } from "preact";
import type { Outcome } from "@tabletop/shared";
import { STALL_ROUNDS } from "@tabletop/shared/xorlosch/end";
import { pagePanel } from "../../table/kit";
import { count } from "../../ui/words";
import { said, seatName, type Ctx } from "./ctx";

const REASON = {
  "all-quests": "All 13 quests are solved.",
  "dragon-quests": "All three Dragon quests are solved (short game).",
  stalled: `${count(STALL_ROUNDS, "round")} in a row without a quest solved: the game ends as it stands.`,
};

export function endPanel(ctx: Ctx, outcome: Outcome | null): ComponentChild {
  return pagePanel(
    "end",
    "Game over",
    h("p", {}, ctx.view.endReason ? REASON[ctx.view.endReason] : ""),
    h("p", {}, h("strong", {}, outcome ? said(ctx, outcome.summary) : "")),
    h(
      "ul",
      { class: "panel-list" },
      ctx.view.players.map((p, seat) => {
        const result = outcome?.results[seat] ?? "";
        return h(
          "li",
          { key: seat, class: result === "win" ? "active" : undefined },
          `${seatName(ctx, seat)}: ${count(p.score, "task")}${result ? ` · ${result}` : ""}`,
        );
      }),
    ),
  );
}
