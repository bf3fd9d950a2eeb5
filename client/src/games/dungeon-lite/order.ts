/**
 * Agreeing the heroes' order (LITE-PLAYER-1, shared/src/dungeon-lite/turn-order.ts), in the page's side column: the
 * proposal under way and who has accepted it, and the order agreed; proposing, accepting and declining are buttons of
 * the status bar (./page.ts). Under it, the latest lines of the log in words.
 */
import { h, type ComponentChild } from "preact";
import { pagePanel } from "../../table/kit";
import { heroLabel, said, type Ctx } from "./ctx";
import { waitedOn } from "../../ui/seat-name";
import { heroName } from "./names";

/** How many of the log's latest lines the panel shows. */
const LOG_LINES = 8;

const orderWords = (ctx: Ctx, seats: readonly number[]) => seats.map((s) => heroName(ctx.view, s)).join(" → ");

function orderLines(ctx: Ctx): ComponentChild[] {
  const o = ctx.view.turnOrder;
  if (o?.open) {
    const waiting = o.open.order.filter((s) => !o.open!.accepted.includes(s));
    return [
      h(
        "p",
        { key: "open", class: "gold" },
        h("strong", {}, `${heroName(ctx.view, o.open.proposer)} proposes ${orderWords(ctx, o.open.order)}`),
      ),
      h(
        "p",
        { key: "waiting", class: "muted" },
        `Waiting for ${waitedOn(waiting, ctx.mySeat, (s) => heroLabel(ctx, s))}.`,
      ),
    ];
  }
  if (o?.agreed) return [h("p", { key: "agreed", class: "good" }, `Agreed order: ${orderWords(ctx, o.agreed)}`)];
  return [];
}

/** The order, then the latest lines of the log (the newest first). */
export function orderPanel(ctx: Ctx): ComponentChild {
  return pagePanel(
    "table",
    "The table",
    ...orderLines(ctx),
    h(
      "ol",
      { class: "panel-list recent", reversed: true },
      ctx.log
        .slice(-LOG_LINES)
        .reverse()
        .map((line, i) => h("li", { key: ctx.log.length - i }, said(ctx, line.text))),
    ),
  );
}
