/**
 * Cards that fly and figures of the last move (following the game). Every face-up card the table shows in a place (a
 * corridor's top, the hand, the discard pile's top, the banished pile's top, the treasure) is laid on one card layer
 * above the table, an item kept by its id (table/sync.ts): a card that lay elsewhere when last drawn is the same item,
 * flying from there to here on the table's tween (table/tween.ts: one step length and easing; it jumps under
 * prefers-reduced-motion). So a card played or discarded flies to the discard pile, an encounter defeated from its
 * corridor to the discard or the banished pile, a card banished from the hand, a trap sprung or a treasure used to
 * the banished pile, a treasure gained to the treasure, and a monster a failed door moves steps to its corridor; a
 * card dealt to the hand flies there from the draw pile (its item comes `from` the pile: table/sync.ts). The figures
 * of the last move, as the view names them (`lastMoved`: the token, face-up monsters), keep a white ring as in every
 * game.
 */
import { Container, Graphics } from "pixi.js";
import { monsterFigure, TOKEN_FIGURE } from "@tabletop/shared/dungeon-flee/last-move.js";
import type { Point } from "../../table/tween";
import type { Item, Tap } from "../../table/sync";
import { currentDisplayScale } from "../text-size";
import type { Ctx } from "./ctx";

/** The ring of the figures of the last move: white, as in every game. */
const LAST_MOVED = 0xffffff;

/** Where a card lies, in words (the debug hook's drawn() reads it): a corridor is named by its number, from 1. */
export type CardPlace = "hand" | "discard" | "banished" | "treasure" | { corridor: number };

const placeWords = (p: CardPlace): string => (typeof p === "string" ? p : `corridor ${p.corridor + 1}`);

/** Whether a figure is of the last move, as the view says. */
export const movedLast = (ctx: Ctx, figure: string): boolean => ctx.view.lastMoved.includes(figure);

/** A white ring round a card face of w×h, for a figure of the last move. */
const cardRing = (w: number, h: number): Graphics =>
  new Graphics().roundRect(-6, -6, w + 12, h + 12, 12).stroke({ width: 3, color: LAST_MOVED });

/** A card laid in a place (layCard). */
export interface Laid {
  /** The card's id: its item's key is `card-<id>`. */
  id: string;
  /** Builds its face (w×h, drawn at its own origin). */
  face: () => Container;
  /**
   * What the face is drawn from beside the card itself (in the hand: selected, playable or plain): it is built again
   * only when this changes.
   */
  look?: unknown;
  /** Whether it is a monster (a figure, in a corridor). */
  monster?: boolean;
  place: CardPlace;
  at: Point;
  alpha?: number;
  /** What a tap on it sends, where `legal` lists something for it. */
  tap?: Tap;
  /** Where it comes from when it first shows (a card drawn comes from the draw pile). */
  from?: Item["from"];
}

/**
 * Lays a card face at `at` in its place, on the card layer, as an item kept by its card's id (table/sync.ts): it
 * flies there if it lay elsewhere, and its face is built again only when its look changed. A face-up monster in a
 * corridor is a figure: labelled `monster-<id> at corridor <n>`, with ` last-moved` and a white ring when it is of the
 * last move; any other card `card-<id> at <place>`.
 */
export function layCard(ctx: Ctx, c: Laid): void {
  const { id, place } = c;
  const alpha = c.alpha ?? 1;
  const figure = c.monster && typeof place !== "string" ? monsterFigure(id) : null;
  const last = figure !== null && movedLast(ctx, figure);
  ctx.cards.push({
    key: `card-${id}`,
    look: [id, c.look ?? null, last, alpha, currentDisplayScale()],
    at: c.at,
    where: placeWords(place),
    label: `${figure ?? `card-${id}`} at ${placeWords(place)}${last ? " last-moved" : ""}`,
    build: () => {
      const f = c.face();
      const card = new Container();
      if (last) card.addChild(cardRing(f.width, f.height));
      f.position.set(0, 0);
      card.addChild(f);
      card.alpha = alpha;
      // Only what the card itself offers is clicked on it; a corridor's card lets the click reach its corridor.
      if (typeof place !== "string") card.eventMode = "none";
      return card;
    },
    ...(c.tap ? { tap: c.tap } : {}),
    ...(c.from ? { from: c.from } : {}),
  });
}

/** The token's white ring when it is of the last move (the meeple stands on its origin). */
export function tokenMark(ctx: Ctx): Graphics | null {
  return movedLast(ctx, TOKEN_FIGURE) ? new Graphics().circle(0, -4, 22).stroke({ width: 3, color: LAST_MOVED }) : null;
}
