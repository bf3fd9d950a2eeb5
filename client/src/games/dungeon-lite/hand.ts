/**
 * The hand of the hero this page acts for: each action card with its name and text. A card is clickable when a
 * legal action is paid with it (picking it shows those actions in the bar) or when a wound asks for a discard (the
 * click discards it). Spectators see no hand.
 */
import { Container, Graphics } from "pixi.js";
import { actionCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import { act, clickable, legalOf, type Ctx } from "./ctx";
import { cardOf } from "./offers";
import { label } from "./text";
import { HAND, colour } from "./theme";

const CARD = { w: 112, h: 156, gap: 5 };

function face(id: string, selected: boolean, live: boolean): Container {
  const c = new Container();
  const card = actionCard(id);
  const event = card.event.length > 0;
  c.addChild(
    new Graphics()
      .roundRect(0, 0, CARD.w, CARD.h, 8)
      .fill(selected ? colour.cardSelected : colour.card)
      .stroke({ width: live ? 3 : 1, color: live ? colour.gold : 0x8a7d5c }),
  );
  label(c, card.name, 8, 7, 14, colour.darkInk, "bold", CARD.w - 14);
  if (event) {
    c.addChild(new Graphics().roundRect(CARD.w - 46, 27, 40, 14, 4).fill(colour.deploy));
    label(c, "event", CARD.w - 42, 28, 9, colour.ink, "bold");
  }
  label(c, card.text, 8, 44, 10, 0x3a3428, "normal", CARD.w - 14);
  return c;
}

export function drawHand(ctx: Ctx, root: Container): void {
  const box = new Container();
  box.position.set(HAND.x, HAND.y);
  box.addChild(new Graphics().roundRect(0, 0, HAND.w, HAND.h, 10).fill(colour.panel));
  root.addChild(box);
  const hand = ctx.view.hand;
  if (ctx.mySeat === null || !hand) {
    label(box, ctx.mySeat === null ? "Watching: the heroes' hands are hidden." : "", 16, 14, 15, colour.muted);
    return;
  }
  const discards = legalOf(ctx, "discard");
  if (ctx.ui.card !== null && !hand.includes(ctx.ui.card)) ctx.ui.card = null;
  hand.forEach((id, i) => {
    const discard = discards.find((a) => a.card === id);
    const uses = ctx.legal.some((a) => cardOf(a) === id);
    const selected = ctx.ui.card === id;
    const c = face(id, selected, discard !== undefined || uses);
    c.position.set(8 + i * (CARD.w + CARD.gap), 8);
    if (discard) clickable(ctx, `hand-${id}`, discard, c, () => act(ctx, discard));
    else if (uses)
      clickable(ctx, `hand-${id}`, { ui: "card", card: id }, c, () => {
        ctx.ui.card = selected ? null : id;
        ctx.redraw();
      });
    box.addChild(c);
  });
  if (hand.length === 0) label(box, "No action cards: a wound now knocks this hero out.", 16, 14, 15, colour.danger);
}
