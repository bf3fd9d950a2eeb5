/**
 * The action bar under the hand: what the table waits for, a hint of what to pick, and one button per legal action
 * that fits what is picked (offers.ts), laid out in rows as they measure (every one shown: the bar grows). Where
 * fingers tap, the standees take no taps (a fingertip covers several): the bar then has a button for each enemy or
 * hero the actions may aim at, which picks it as a click on its standee would.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { terrainSegment } from "../../../../shared/src/dungeon-lite/content/index.js";
import { act, btn, heroLabel, type Ctx, type Pick } from "./ctx";
import { cardOf, offerLabel, offers } from "./offers";
import { pickOf, toggle } from "./map-live";
import { enemyName } from "./names";
import { Flow } from "../flow";
import { fingers } from "../text-size";
import { text } from "../labels";
import { colour } from "./theme";
import { waitingWords } from "./status";

/** The enemies and heroes that the actions payable now (with the card picked, if they need one) may aim at. */
function aims(ctx: Ctx): Pick[] {
  const out: Pick[] = [];
  for (const a of ctx.legal) {
    const p = pickOf(a);
    const card = cardOf(a);
    if (!p || p.kind === "zone" || (card !== undefined && card !== ctx.ui.card)) continue;
    if (!out.some((q) => JSON.stringify(q) === JSON.stringify(p))) out.push(p);
  }
  return out;
}

/** An enemy by its kind and zone ("Goblin in Guard Room 3"), a hero by class and player. */
function aimLabel(ctx: Ctx, p: Pick): string {
  if (p.kind === "hero") return heroLabel(ctx, p.seat);
  if (p.kind === "zone") return `zone ${p.id}`;
  const e = ctx.view.enemies.find((x) => x.id === p.id);
  const z = e && ctx.layout.zones.get(e.zone)?.zone;
  const where = z ? ` in ${terrainSegment(z.segment).name} ${z.n}` : "";
  return `${enemyName(ctx.view, p.id)}${where}`;
}

function hint(ctx: Ctx, needCard: boolean, needPick: boolean): string {
  if (ctx.mySeat === null) return waitingWords(ctx);
  if (ctx.legal.some((a) => a.type === "discard")) return "A wound: click the card to discard.";
  const parts: string[] = [];
  if (needCard) parts.push("pick a card from the hand to pay");
  if (needPick)
    parts.push(
      fingers() ? "pick what to aim at below, or a lit zone" : "pick an enemy, a hero or a lit zone to aim at",
    );
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
  const aimAt = fingers() ? aims(ctx) : [];
  aimAt.forEach((p) => {
    const picked = JSON.stringify(ctx.ui.pick) === JSON.stringify(p);
    const id = p.kind === "enemy" ? `aim-enemy-${p.id}` : p.kind === "hero" ? `aim-hero-${p.seat}` : `aim-${p.id}`;
    const fill = picked ? colour.lit : colour.control;
    f.add(btn(ctx, id, aimLabel(ctx, p), { ui: "pick", ...p }, { width: 70, height: 23, fill }, () => toggle(ctx, p)));
  });
  if (aimAt.length) f.newRow();
  shown.forEach((a, i) => {
    const b = btn(ctx, `offer-${a.type}-${i}`, offerLabel(ctx, a), a, { width: 70, height: 23 }, () => act(ctx, a));
    f.add(b);
  });
  const h = f.bottom + 8;
  bg.roundRect(0, 0, width, h, 10).fill(colour.panel);
  box.boundsArea = new Rectangle(0, 0, width, h);
  return box;
}
