/**
 * The hand (up to 5 cards) on the table. Step 2: a card is clickable exactly when `legal` lists selecting or
 * deselecting it (its button in the status bar does the same, ./page.ts). A card played or discarded flies from the
 * hand to its pile (flight.ts). The attempt's sum, the commit and the banishes are the page's (./page.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { CardDef } from "@tabletop/shared/dungeon-flee/content/index.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { cardBack, cardFace, type CardLook } from "./card-face";
import { sends, type Ctx } from "./ctx";
import { layCard } from "./flight";
import { count } from "../../ui/words";

const HAND = { x: 16, y: 636, cardW: 140, cardH: 190, gap: 10 };

function look(selected: boolean, clickable: boolean): CardLook {
  return selected ? "selected" : clickable ? "playable" : "plain";
}

function drawCards(ctx: Ctx, hand: readonly CardDef[]): void {
  const selected = new Set(ctx.view.selected ?? []);
  hand.forEach((def, i) => {
    const pick = ctx.legal.find((a) => (a.type === "select" || a.type === "deselect") && a.card === def.id);
    const face = cardFace(def, HAND.cardW, HAND.cardH, look(selected.has(def.id), pick !== undefined));
    face.label = `hand-card:${def.id}`;
    if (pick) sends(ctx, face, `hand-${def.id}`, pick);
    layCard(ctx, face, def.id, false, "hand", { x: HAND.x + i * (HAND.cardW + HAND.gap), y: HAND.y });
  });
}

export function drawHand(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  const label = text(v.hand ? "Your hand" : `Hand: ${count(v.handCount, "card")}`, 16, palette.muted);
  label.position.set(HAND.x, HAND.y - 24);
  root.addChild(label);
  if (!v.hand) {
    // A spectator sees only how many cards are in the hand, and how many are chosen.
    for (let i = 0; i < v.handCount; i++) {
      const b = cardBack(HAND.cardW, HAND.cardH);
      b.position.set(HAND.x + i * (HAND.cardW + HAND.gap), HAND.y);
      if (i < v.selectedCount)
        b.addChild(
          new Graphics()
            .roundRect(-3, -3, HAND.cardW + 6, HAND.cardH + 6, 10)
            .stroke({ width: 4, color: palette.gold }),
        );
      root.addChild(b);
    }
    return;
  }
  drawCards(ctx, v.hand);
}
