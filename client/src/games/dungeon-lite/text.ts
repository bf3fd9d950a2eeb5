/**
 * Labels as BitmapText (one glyph atlas per font weight; size and colour by scaling and tint), as the Xorlosch table
 * does: redrawing a few hundred labels per patch then costs no texture uploads in software WebGL. No label is drawn
 * under the table's smallest text on screen, and none takes taps (../text-size.ts).
 */
import { drawnSize, inert } from "../text-size";
import { BitmapText, type Container, type TextStyleFontWeight } from "pixi.js";
import { colour } from "./theme";

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

export function text(
  value: string,
  size: number,
  fill: number = colour.ink,
  weight: TextStyleFontWeight = "normal",
  wrap = 0,
): BitmapText {
  const t = new BitmapText({
    text: value,
    style: {
      fontFamily: FONT,
      fontSize: drawnSize(size),
      fill,
      fontWeight: weight,
      wordWrap: wrap > 0,
      wordWrapWidth: wrap,
    },
  });
  return inert(t);
}

/** A label added to `parent` at (x, y). */
export function label(
  parent: Container,
  value: string,
  x: number,
  y: number,
  size = 13,
  fill: number = colour.ink,
  weight: TextStyleFontWeight = "normal",
  wrap = 0,
): BitmapText {
  const t = text(value, size, fill, weight, wrap);
  t.position.set(x, y);
  parent.addChild(t);
  return t;
}
