/**
 * Your deck's piles: the draw pile (face down, count only), and the discard pile and the banished pile, each with its
 * top card face up, laid on the card layer so that a card discarded or banished flies to it (flight.ts).
 */
import { Container } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { cardBack, cardFace, slot } from "./card-face";
import type { Ctx } from "./ctx";
import { layCard } from "./flight";

const P = { x: 830, y: 672, w: 100, h: 150, gap: 14 };

function pile(title: string, count: number, body: Container, x: number, id: string): Container {
  const c = new Container();
  c.label = id;
  body.position.set(0, 0);
  // The count just over the pile and the title over the count, as high as they are drawn (raised on a small table).
  const n = text(String(count), 18, palette.ink, "bold");
  n.anchor.set(0.5, 1);
  n.position.set(P.w / 2, -2);
  const t = text(title, 16, palette.muted);
  t.anchor.set(0.5, 1);
  t.position.set(P.w / 2, n.y - n.height);
  c.addChild(t, n, body);
  c.position.set(x, P.y);
  return c;
}

export function drawPiles(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  const draw = v.drawCount > 0 ? cardBack(P.w, P.h) : slot(P.w, P.h);
  const discardX = P.x + P.w + P.gap;
  if (v.discardTop)
    layCard(ctx, cardFace(v.discardTop, P.w, P.h), v.discardTop.id, false, "discard", { x: discardX, y: P.y });
  const banishedX = P.x + 2 * (P.w + P.gap);
  if (v.banishedTop)
    layCard(ctx, cardFace(v.banishedTop, P.w, P.h), v.banishedTop.id, false, "banished", { x: banishedX, y: P.y });
  root.addChild(
    pile("Draw", v.drawCount, draw, P.x, "pile-draw"),
    pile("Discard", v.discardCount, slot(P.w, P.h), discardX, "pile-discard"),
    pile("Banished", v.banishedCount, slot(P.w, P.h), banishedX, "pile-banished"),
  );
}
