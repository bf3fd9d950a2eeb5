/**
 * The hand of the hero this page acts for: each action card with its name and text. A card is clickable when a
 * legal action is paid with it (picking it shows those actions in the bar) or when a wound asks for a discard (the
 * click discards it). Spectators see no hand.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { actionCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import { act, clickable, legalOf, type Ctx } from "./ctx";
import { cardOf } from "./offers";
import { Flow } from "../flow";
import { drawnSize } from "../text-size";
import { label, text } from "../labels";
import { colour } from "./theme";

/** A card's text size: the card is as wide as a dozen of its letters, so its words stay readable when raised. */
const CARD_TEXT = 10;
const cardWidth = () => Math.max(112, 12 * drawnSize(CARD_TEXT));
const GAP = 6;

/** A card's face, `w` wide; its height is what its words take (`fit` draws the frame once the hand's height is known). */
function face(
  id: string,
  w: number,
): { c: Container; height: number; fit(h: number, selected: boolean, live: boolean): void } {
  const c = new Container();
  c.label = `card:hand-${id}`;
  const frame = new Graphics();
  c.addChild(frame);
  const card = actionCard(id);
  const f = new Flow(c, 8, 7, w - 16, 4);
  f.add(text(card.name, 14, colour.darkInk, "bold", w - 16));
  if (card.event.length > 0) {
    const tag = new Container();
    const t = text("event", 9, colour.ink, "bold");
    tag.addChild(new Graphics().roundRect(0, 0, t.width + 8, t.height + 2, 4).fill(colour.deploy), t);
    t.position.set(4, 1);
    f.add(tag);
  }
  f.newRow(2);
  f.add(text(card.text, CARD_TEXT, 0x3a3428, "normal", w - 16));
  return {
    c,
    height: f.bottom + 8,
    fit(h, selected, live) {
      frame
        .roundRect(0, 0, w, h, 8)
        .fill(selected ? colour.cardSelected : colour.card)
        .stroke({ width: live ? 3 : 1, color: live ? colour.gold : 0x8a7d5c });
      c.boundsArea = new Rectangle(0, 0, w, h);
    },
  };
}

export function drawHand(ctx: Ctx, width: number): Container {
  const box = new Container();
  box.label = "panel:hand";
  const bg = new Graphics();
  box.addChild(bg);
  const close = (h: number) => {
    bg.roundRect(0, 0, width, h, 10).fill(colour.panel);
    box.boundsArea = new Rectangle(0, 0, width, h);
    return box;
  };
  const hand = ctx.view.hand;
  if (ctx.mySeat === null || !hand || hand.length === 0) {
    const words =
      ctx.mySeat === null
        ? "Watching: the heroes' hands are hidden."
        : hand
          ? "No action cards: a wound now knocks this hero out."
          : "";
    const t = label(
      box,
      words,
      16,
      14,
      15,
      ctx.mySeat !== null && hand ? colour.danger : colour.muted,
      "normal",
      width - 32,
    );
    return close(Math.max(50, t.height + 28));
  }
  const discards = legalOf(ctx, "discard");
  if (ctx.ui.card !== null && !hand.includes(ctx.ui.card)) ctx.ui.card = null;
  const w = Math.min(cardWidth(), width - 16);
  const faces = hand.map((id) => ({ id, ...face(id, w) }));
  const h = Math.max(156, ...faces.map((x) => x.height));
  const f = new Flow(box, 8, 8, width - 16, GAP);
  for (const { id, c, fit } of faces) {
    const discard = discards.find((a) => a.card === id);
    const uses = ctx.legal.some((a) => cardOf(a) === id);
    const selected = ctx.ui.card === id;
    fit(h, selected, discard !== undefined || uses);
    f.add(c, w, h);
    if (discard) clickable(ctx, `hand-${id}`, discard, c, () => act(ctx, discard));
    else if (uses)
      clickable(ctx, `hand-${id}`, { ui: "card", card: id }, c, () => {
        ctx.ui.card = selected ? null : id;
        ctx.redraw();
      });
  }
  return close(f.bottom + 8);
}
