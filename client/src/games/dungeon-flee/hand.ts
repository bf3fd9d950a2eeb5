/**
 * The hand (up to 5 cards) on the table. Step 2: a card is clickable exactly when `legal` lists selecting or
 * deselecting it (its button in the status bar does the same, ./page.ts). A card dealt flies from the draw pile to
 * the hand, and a card played or discarded from the hand to its pile (flight.ts). The attempt's sum, the commit and
 * the banishes are the page's (./page.ts). The label and a spectator's card backs are items kept by key too
 * (table/sync.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { CardDef } from "@tabletop/shared/dungeon-flee/content/index.js";
import { palette } from "../../ui/pixi-kit";
import { currentDisplayScale } from "../text-size";
import { text } from "./label";
import { cardBack, cardFace, type CardLook } from "./card-face";
import type { Ctx } from "./ctx";
import { layCard } from "./flight";
import { DRAW_PILE } from "./piles";
import { count } from "../../ui/words";

const HAND = { x: 16, y: 636, cardW: 140, cardH: 190, gap: 10 };

function look(selected: boolean, clickable: boolean): CardLook {
  return selected ? "selected" : clickable ? "playable" : "plain";
}

const slotAt = (i: number) => ({ x: HAND.x + i * (HAND.cardW + HAND.gap), y: HAND.y });

function drawCards(ctx: Ctx, hand: readonly CardDef[]): void {
  const selected = new Set(ctx.view.selected ?? []);
  hand.forEach((def, i) => {
    const pick = ctx.legal.find((a) => (a.type === "select" || a.type === "deselect") && a.card === def.id);
    const shown = look(selected.has(def.id), pick !== undefined);
    layCard(ctx, {
      id: def.id,
      face: () => {
        const face = cardFace(def, HAND.cardW, HAND.cardH, shown);
        face.label = `hand-card:${def.id}`;
        return face;
      },
      look: shown,
      place: "hand",
      at: slotAt(i),
      ...(pick ? { tap: { id: `hand-${def.id}`, action: pick, run: () => ctx.send(pick) } } : {}),
      from: { at: DRAW_PILE, where: "draw" },
    });
  });
}

/** A spectator's card back: the player's hand is hidden, only how many cards it holds and how many are chosen. */
function back(chosen: boolean): Container {
  const b = new Container();
  b.addChild(cardBack(HAND.cardW, HAND.cardH));
  if (chosen)
    b.addChild(
      new Graphics().roundRect(-3, -3, HAND.cardW + 6, HAND.cardH + 6, 10).stroke({ width: 4, color: palette.gold }),
    );
  return b;
}

export function drawHand(ctx: Ctx): void {
  const v = ctx.view;
  const words = v.hand ? "Your hand" : `Hand: ${count(v.handCount, "card")}`;
  ctx.table.push({
    key: "hand-label",
    look: [words, currentDisplayScale()],
    at: { x: HAND.x, y: HAND.y - 24 },
    build: () => text(words, 16, palette.muted),
  });
  if (v.hand) return drawCards(ctx, v.hand);
  for (let i = 0; i < v.handCount; i++) {
    const chosen = i < v.selectedCount;
    ctx.table.push({ key: `hand-back-${i}`, look: [chosen], at: slotAt(i), build: () => back(chosen) });
  }
}
