/**
 * Labels as BitmapText: Pixi builds one glyph atlas per font weight (size and colour are applied by scaling and
 * tint), so redrawing a few hundred labels on every patch costs no texture uploads. Canvas Text, which renders
 * and uploads one texture per label, made a full redraw take over a second in software WebGL. No label is drawn
 * under the table's smallest text on screen, and none takes taps (../text-size.ts).
 */
import { drawnSize, inert } from "../text-size";
import { BitmapText, type TextStyleFontWeight } from "pixi.js";
import { palette } from "../../ui/pixi-kit";

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

export function text(
  value: string,
  size: number,
  color: number = palette.ink,
  weight: TextStyleFontWeight = "normal",
  wrap = 0,
): BitmapText {
  const t = new BitmapText({
    text: value,
    style: {
      fontFamily: FONT,
      fontSize: drawnSize(size),
      fill: color,
      fontWeight: weight,
      wordWrap: wrap > 0,
      wordWrapWidth: wrap,
    },
  });
  return inert(t);
}
