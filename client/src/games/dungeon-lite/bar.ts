/**
 * The action bar under the hand: what the table waits for, a hint of what to pick, and one button per legal action
 * that fits what is picked (offers.ts), laid out in rows.
 */
import { Container, Graphics } from "pixi.js";
import { act, btn, type Ctx } from "./ctx";
import { offerLabel, offers } from "./offers";
import { label, text } from "./text";
import { BAR, colour } from "./theme";
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

export function drawBar(ctx: Ctx, root: Container): void {
  const box = new Container();
  box.position.set(BAR.x, BAR.y);
  box.addChild(new Graphics().roundRect(0, 0, BAR.w, BAR.h, 10).fill(colour.panel));
  root.addChild(box);
  const { shown, needCard, needPick } = offers(ctx);
  label(box, hint(ctx, needCard, needPick), 12, 5, 12, colour.muted, "normal", BAR.w - 24);
  let x = 10;
  let y = 21;
  shown.forEach((a, i) => {
    const words = offerLabel(ctx, a);
    const measure = text(words, 13, 0, "bold");
    const w = Math.min(BAR.w - 20, Math.max(70, measure.width + 18));
    measure.destroy();
    if (x + w > BAR.w - 10) {
      x = 10;
      y += 26;
    }
    if (y > BAR.h - 24) return;
    const b = btn(ctx, `offer-${a.type}-${i}`, words, a, { width: w, height: 23 }, () => act(ctx, a));
    b.position.set(x, y);
    box.addChild(b);
    x += w + 8;
  });
}
