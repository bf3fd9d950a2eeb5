/**
 * Your deck's piles: the draw pile (face down, count only), and the discard pile and the banished pile, each with its
 * top card face up, laid on the card layer so that a card discarded or banished flies to it (flight.ts), and a card
 * dealt flies from the draw pile to the hand (hand.ts). Each pile is an item kept by its key (table/sync.ts), built
 * again only when its count changes.
 */
import { Container } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { currentDisplayScale } from "../text-size";
import { text } from "./label";
import { cardBack, cardFace, slot } from "./card-face";
import type { Ctx } from "./ctx";
import { layCard } from "./flight";

const P = { x: 830, y: 672, w: 100, h: 150, gap: 14 };

/** Where the draw pile lies: a card dealt comes from there. */
export const DRAW_PILE = { x: P.x, y: P.y };

/** A pile's title and count over its body (a card back, or an empty pile's outline). */
function pile(title: string, count: number, body: Container): Container {
  const c = new Container();
  body.position.set(0, 0);
  // The count just over the pile and the title over the count, as high as they are drawn (raised on a small table).
  const n = text(String(count), 18, palette.ink, "bold");
  n.anchor.set(0.5, 1);
  n.position.set(P.w / 2, -2);
  const t = text(title, 16, palette.muted);
  t.anchor.set(0.5, 1);
  t.position.set(P.w / 2, n.y - n.height);
  c.addChild(t, n, body);
  return c;
}

export function drawPiles(ctx: Ctx): void {
  const v = ctx.view;
  const scale = currentDisplayScale();
  const discardX = P.x + P.w + P.gap;
  const banishedX = P.x + 2 * (P.w + P.gap);
  const piles = [
    { name: "draw", title: "Draw", count: v.drawCount, x: P.x, back: v.drawCount > 0 },
    { name: "discard", title: "Discard", count: v.discardCount, x: discardX, back: false },
    { name: "banished", title: "Banished", count: v.banishedCount, x: banishedX, back: false },
  ];
  for (const p of piles)
    ctx.table.push({
      key: `pile-${p.name}`,
      look: [p.count, p.back, scale],
      at: { x: p.x, y: P.y },
      label: `pile-${p.name}`,
      build: () => pile(p.title, p.count, p.back ? cardBack(P.w, P.h) : slot(P.w, P.h)),
    });
  const top = v.discardTop;
  if (top)
    layCard(ctx, { id: top.id, face: () => cardFace(top, P.w, P.h), place: "discard", at: { x: discardX, y: P.y } });
  const gone = v.banishedTop;
  if (gone)
    layCard(ctx, {
      id: gone.id,
      face: () => cardFace(gone, P.w, P.h),
      place: "banished",
      at: { x: banishedX, y: P.y },
    });
}
