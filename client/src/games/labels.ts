/**
 * The tables' labels, as BitmapText: Pixi builds one glyph atlas per font weight (size and colour are applied by
 * scaling and tint), so redrawing a few hundred labels on every patch costs no texture uploads. Canvas Text, which
 * renders and uploads one texture per label, made a full redraw take over a second in software WebGL. No label is
 * drawn under the table's smallest text on screen, and none takes taps (./text-size.ts).
 */
import { BitmapText, type Container, type TextStyleFontWeight } from "pixi.js";
import { drawnSize, inert } from "./text-size.js";
import { palette } from "../ui/pixi-kit.js";

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

/** A label of `size` logical units, wrapped to `wrap` units (0: one line). */
export function text(
  value: string,
  size: number,
  fill: number = palette.ink,
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
  fill: number = palette.ink,
  weight: TextStyleFontWeight = "normal",
  wrap = 0,
): BitmapText {
  const t = text(value, size, fill, weight, wrap);
  t.position.set(x, y);
  parent.addChild(t);
  return t;
}
