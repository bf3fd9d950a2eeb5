/**
 * Agreeing the heroes' order (LITE-PLAYER-1, shared/src/dungeon-lite/turn-order.ts): the proposal under way and who
 * has accepted it, the order agreed, and, when `legal` offers proposals, one of them shown with arrows to see the
 * others and a button to propose it. Accepting and declining are in the action bar. Under it, the latest lines of
 * the log in words.
 */
import { Container } from "pixi.js";
import { act, btn, legalOf, panel, type Ctx } from "./ctx";
import { heroName } from "./names";
import { Flow } from "../flow";
import { text } from "../labels";
import { colour } from "./theme";

/** How many of the log's latest lines the panel shows. */
const LOG_LINES = 8;

const orderWords = (ctx: Ctx, seats: readonly number[]) => seats.map((s) => heroName(ctx.view, s)).join(" → ");

/** The order panel's lines and buttons. */
function orderPart(ctx: Ctx, f: Flow, wrap: number): void {
  const o = ctx.view.turnOrder;
  if (o?.open) {
    const waiting = o.open.order.filter((s) => !o.open!.accepted.includes(s));
    const words = `${heroName(ctx.view, o.open.proposer)} proposes ${orderWords(ctx, o.open.order)}`;
    f.add(text(words, 12, colour.gold, "bold", wrap));
    f.newRow();
    f.add(text(`Waiting for: ${orderWords(ctx, waiting).replace(/ → /g, ", ")}`, 11, colour.muted, "normal", wrap));
    f.newRow(4);
    return;
  }
  if (o?.agreed) {
    f.add(text(`Agreed order: ${orderWords(ctx, o.agreed)}`, 12, colour.good, "bold", wrap));
    f.newRow(4);
  }
  const proposals = legalOf(ctx, "propose-order");
  if (proposals.length === 0) return;
  const i = ((ctx.ui.order % proposals.length) + proposals.length) % proposals.length;
  const shown = proposals[i];
  f.add(text(`Propose: ${orderWords(ctx, shown.order)}`, 12, colour.ink, "bold", wrap));
  f.newRow();
  const turn = (id: string, words: string, d: number) =>
    f.add(
      btn(ctx, id, words, { ui: id }, { width: 30, height: 24 }, () => {
        ctx.ui.order = i + d;
        ctx.redraw();
      }),
    );
  turn("order-prev", "<", -1);
  turn("order-next", ">", 1);
  f.add(btn(ctx, "propose-order", "Propose", shown, { width: 100, height: 24 }, () => act(ctx, shown)));
  f.newRow(4);
}

/** The order, then the latest lines of the log (the newest first). */
export function drawOrderAndLog(ctx: Ctx, width: number): Container {
  const pn = panel("table", "The table", width);
  const wrap = width - 24;
  const f = new Flow(pn.c, 12, pn.top, wrap, 3);
  orderPart(ctx, f, wrap);
  for (const line of ctx.log.slice(-LOG_LINES).reverse()) {
    f.add(text(line.text, 10, colour.ink, "normal", wrap));
    f.newRow();
  }
  return pn.close(f.bottom + 8);
}
