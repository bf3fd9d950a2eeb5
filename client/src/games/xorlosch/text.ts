/**
 * Labels as BitmapText: Pixi builds one glyph atlas per font weight (size and colour are applied by scaling and
 * tint), so redrawing a few hundred labels on every patch costs no texture uploads. Canvas Text, which renders
 * and uploads one texture per label, made a full redraw take over a second in software WebGL.
 */
import { BitmapText, type TextStyleFontWeight } from "pixi.js";
import { palette } from "../../ui/pixi-kit";

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

export function text(
  value: string,
  size: number,
  color: number = palette.ink,
  weight: TextStyleFontWeight = "normal",
): BitmapText {
  return new BitmapText({ text: value, style: { fontFamily: FONT, fontSize: size, fill: color, fontWeight: weight } });
}
