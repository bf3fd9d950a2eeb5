/**
 * The action bar under the hand: what the table waits for, a hint of what to pick, and one button per legal action
 * that fits what is picked (offers.ts), laid out in rows as they measure (every one shown: the bar grows).
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { act, btn, type Ctx } from "./ctx";
import { offerLabel, offers } from "./offers";
import { Flow } from "../flow";
import { text } from "./text";
import { colour } from "./theme";
import { waitingWords } from "./status";

function hint(ctx: Ctx, needCard: boolean, needPick: boolean): string {
  if (ctx.mySeat === null) return waitingWords(ctx);
  if (ctx.legal.some((a) => a.type === "discard")) return "A wound: click the card to discard.";
  const parts: string[] = [];
  if (needCard) parts.push("pick a card from the hand to pay");
  if (needPick) parts.push("pick an enemy, a hero or a lit zone to aim at");
  if (ctx.legal.some((a) => a.type === "step")) parts.push("click a lit zone to move");
  return parts.length ? `To act: ${parts.join("; ")}.` : waitingWords(ctx);
}

export function drawBar(ctx: Ctx, width: number): Container {
  const box = new Container();
  box.label = "panel:actions";
  const bg = new Graphics();
  box.addChild(bg);
  const { shown, needCard, needPick } = offers(ctx);
  const f = new Flow(box, 12, 6, width - 24, 8);
  f.add(text(hint(ctx, needCard, needPick), 12, colour.muted, "normal", width - 24));
  f.newRow();
  shown.forEach((a, i) => {
    const b = btn(ctx, `offer-${a.type}-${i}`, offerLabel(ctx, a), a, { width: 70, height: 23 }, () => act(ctx, a));
    f.add(b);
  });
  const h = f.bottom + 8;
  bg.roundRect(0, 0, width, h, 10).fill(colour.panel);
  box.boundsArea = new Rectangle(0, 0, width, h);
  return box;
}
