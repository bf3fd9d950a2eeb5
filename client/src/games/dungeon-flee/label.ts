/**
 * Text on the Dungeon Flee table. Two things follow from the stage's displayed scale (fitted and zoomed): no text is
 * drawn smaller than MIN_TEXT_PX CSS pixels (../text-size.ts: a size given in logical units is raised when the table
 * is shown small), and the text is
 * drawn at the resolution the fitted stage needs, not more: on a table scaled below 1:1 that draws and uploads about
 * a quarter of the pixels per label, which matters where the table is drawn on the CPU.
 */
import type { Text, TextStyleFontWeight } from "pixi.js";
import { palette, text as kitText } from "../../ui/pixi-kit";
import { drawnSize, inert, setDisplayScale } from "../text-size";

/** The smallest font size the layout is drawn for, in logical units (MIN_TEXT_PX at a 1280×800 window). */
export const MIN_SIZE = 16;

let devicePixelsPerUnit = 1;

/** Called by the renderer once the stage is fitted and zoomed: CSS pixels per logical unit. */
export function setTextDensity(scale: number): void {
  setDisplayScale(scale);
  devicePixelsPerUnit = scale * (window.devicePixelRatio || 1);
}

export function text(
  value: string,
  size: number,
  color: number = palette.ink,
  weight: TextStyleFontWeight = "normal",
): Text {
  const t = kitText(value, drawnSize(size), color, weight);
  t.resolution = Math.min(2, Math.max(1, Math.ceil(devicePixelsPerUnit * 2) / 2));
  return inert(t);
}

/**
 * A text that fits a width: its font shrinks a little at a time down to MIN_SIZE, then it wraps (lines break at
 * spaces; a single word wider than the width is broken too).
 */
export function fitted(
  value: string,
  size: number,
  width: number,
  color: number,
  weight: "normal" | "bold" = "normal",
): Text {
  let s = Math.max(size, MIN_SIZE);
  let t = text(value, s, color, weight);
  while (t.width > width && s > MIN_SIZE) {
    t.destroy();
    s -= 1;
    t = text(value, s, color, weight);
  }
  if (t.width > width) {
    t.style.wordWrap = true;
    t.style.breakWords = true;
    t.style.wordWrapWidth = width;
    t.style.lineHeight = Math.round(drawnSize(s) * 1.15);
  }
  return t;
}
