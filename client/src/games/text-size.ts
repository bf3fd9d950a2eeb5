/**
 * The one place that knows the smallest text on a table: MIN_TEXT_PX CSS pixels, whatever the window and the zoom.
 * Every game's text helper asks `drawnSize` for the font size to draw; the renderer tells this module, once its stage
 * is fitted, how many CSS pixels one logical unit covers, so a size given in logical units is raised when the board is
 * shown small: the fitted scale for what lays the table out (panels, cards, buttons: the zoom, never under 1, only
 * enlarges them, and the table keeps its size as it zooms), that times the table's zoom for the game board's or
 * map's own labels, which follow the zoom.
 */
import type { Container } from "pixi.js";

/** The smallest text on the canvas, in CSS pixels. */
export const MIN_TEXT_PX = 12;

/** The smallest tap target on the canvas of a phone or touch screen, in CSS pixels (a fingertip). */
export const MIN_TARGET_PX = 44;

/** Where tap targets are fingertip-sized: the same windows as the page's own controls (style.css, "Phones and touch"). */
const FINGERS = "(max-width: 900px), (max-height: 500px), (pointer: coarse)";

let displayScale = 1;

/** CSS pixels per logical unit of the stage being drawn (set before drawing it). */
export function setDisplayScale(scale: number): void {
  displayScale = scale > 0 ? scale : 1;
}

/** CSS pixels per logical unit, as last set. */
export const currentDisplayScale = (): number => displayScale;

/** The logical font size to draw for `size`: never under MIN_TEXT_PX on screen. */
export const drawnSize = (size: number): number => Math.max(size, MIN_TEXT_PX / displayScale);

/** Whether this window is one where fingers tap (tap targets of MIN_TARGET_PX). */
export const fingers = (): boolean => typeof matchMedia === "function" && matchMedia(FINGERS).matches;

/** The logical side of a tap target drawn `size` units: never under MIN_TARGET_PX on screen where fingers tap. */
export const targetSize = (size: number): number => (fingers() ? Math.max(size, MIN_TARGET_PX / displayScale) : size);

/**
 * Marks a text as taking no taps: what it sits on (a button's shape, a standee's disc) takes them. A text raised for
 * a small board would otherwise widen the item it belongs to over its neighbours.
 */
export function inert<T extends Container>(t: T): T {
  t.eventMode = "none";
  return t;
}
