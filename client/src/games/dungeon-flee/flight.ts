/**
 * Cards that fly and figures of the last move (issue 15, following the game). Every face-up card the table shows
 * in a place (a corridor's top, the hand, the discard pile's top, the banished pile's top, the treasure) is laid on
 * one card layer above the table, keyed by its id: a card that lay elsewhere when last drawn flies from there to here
 * on the table's tween (table/tween.ts: one step length and easing; it jumps under prefers-reduced-motion). So a card
 * played or discarded flies to the discard pile, an encounter defeated from its corridor to the discard or the
 * banished pile, a card banished from the hand, a trap sprung or a treasure used to the banished pile, a treasure
 * gained to the treasure, and a monster a failed door moves steps to its corridor. The figures of the last move, as
 * the view names them (`lastMoved`: the token, face-up monsters), keep a white ring as in every game.
 */
import { Container, Graphics } from "pixi.js";
import { monsterFigure, TOKEN_FIGURE } from "../../../../shared/src/dungeon-flee/last-move.js";
import type { Point } from "../../table/tween";
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

/**
 * Lays `face` (w×h, drawn at its own origin) at (x, y) in `place`, on the card layer: it flies there if it lay
 * elsewhere. A face-up monster in a corridor is a figure: labelled `monster-<id> at corridor <n>`, with
 * ` last-moved` and a white ring when it is of the last move; any other card `card-<id> at <place>`.
 */
export function layCard(
  ctx: Ctx,
  face: Container,
  id: string,
  monster: boolean,
  place: CardPlace,
  at: Point,
): Container {
  const card = new Container();
  const figure = monster && typeof place !== "string" ? monsterFigure(id) : null;
  const last = figure !== null && movedLast(ctx, figure);
  if (last) card.addChild(cardRing(face.width, face.height));
  face.position.set(0, 0);
  card.addChild(face);
  card.label = `${figure ?? `card-${id}`} at ${placeWords(place)}${last ? " last-moved" : ""}`;
  // Only what the card itself offers is clicked on it; a corridor's card lets the click reach its corridor.
  if (typeof place !== "string") card.eventMode = "none";
  ctx.motion.place(`card-${id}`, card, at, placeWords(place));
  ctx.cards.addChild(card);
  return card;
}

/** The token's white ring when it is of the last move (the meeple stands on its origin). */
export function tokenMark(ctx: Ctx): Graphics | null {
  return movedLast(ctx, TOKEN_FIGURE) ? new Graphics().circle(0, -4, 22).stroke({ width: 3, color: LAST_MOVED }) : null;
}
