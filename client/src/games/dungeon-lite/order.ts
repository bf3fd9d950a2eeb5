/**
 * Agreeing the heroes' order (LITE-PLAYER-1, shared/src/dungeon-lite/turn-order.ts): the proposal under way and who
 * has accepted it, the order agreed, and, when `legal` offers proposals, one of them shown with arrows to see the
 * others and a button to propose it. Accepting and declining are in the action bar. Under it, the latest lines of
 * the log in words.
 */
import { Container } from "pixi.js";
import { act, btn, legalOf, panel, type Ctx } from "./ctx";
import { heroName } from "./names";
import { label } from "./text";
import { SIDE, colour } from "./theme";

const orderWords = (ctx: Ctx, seats: readonly number[]) => seats.map((s) => heroName(ctx.view, s)).join(" → ");

/** The order panel's lines and buttons; returns the height used. */
function orderPart(ctx: Ctx, c: Container, y: number): number {
  const o = ctx.view.turnOrder;
  if (o?.open) {
    const waiting = o.open.order.filter((s) => !o.open!.accepted.includes(s));
    label(
      c,
      `${heroName(ctx.view, o.open.proposer)} proposes ${orderWords(ctx, o.open.order)}`,
      12,
      y,
      12,
      colour.gold,
      "bold",
      SIDE.w - 24,
    );
    label(c, `Waiting for: ${orderWords(ctx, waiting).replace(/ → /g, ", ")}`, 12, y + 18, 11, colour.muted);
    return y + 38;
  }
  if (o?.agreed) {
    label(c, `Agreed order: ${orderWords(ctx, o.agreed)}`, 12, y, 12, colour.good, "bold", SIDE.w - 24);
    y += 20;
  }
  const proposals = legalOf(ctx, "propose-order");
  if (proposals.length === 0) return y;
  const i = ((ctx.ui.order % proposals.length) + proposals.length) % proposals.length;
  const shown = proposals[i];
  label(c, `Propose: ${orderWords(ctx, shown.order)}`, 12, y + 4, 12, colour.ink, "bold");
  const turn = (id: string, words: string, d: number, x: number) => {
    const b = btn(ctx, id, words, { ui: id }, { width: 30, height: 24 }, () => {
      ctx.ui.order = i + d;
      ctx.redraw();
    });
    b.position.set(x, y);
    c.addChild(b);
  };
  turn("order-prev", "<", -1, SIDE.w - 190);
  turn("order-next", ">", 1, SIDE.w - 154);
  const go = btn(ctx, "propose-order", "Propose", shown, { width: 100, height: 24 }, () => act(ctx, shown));
  go.position.set(SIDE.w - 116, y);
  c.addChild(go);
  return y + 32;
}

export function drawOrderAndLog(ctx: Ctx, root: Container, top: number, height: number): void {
  const c = panel("The table", SIDE.w, height);
  c.position.set(SIDE.x, top);
  root.addChild(c);
  let y = orderPart(ctx, c, 28);
  const lines = ctx.log.slice(-12).reverse();
  for (const line of lines) {
    if (y > height - 18) break;
    const t = label(c, line.text, 12, y, 10, colour.ink, "normal", SIDE.w - 24);
    y += t.height + 3;
  }
}
