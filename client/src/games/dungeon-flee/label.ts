/**
 * pixi-kit's text at the resolution the fitted stage needs, not more: on a table scaled below 1:1 this draws and
 * uploads about a quarter of the pixels per label, which matters with software WebGL.
 */
import type { Text, TextStyleFontWeight } from "pixi.js";
import { palette, text as kitText } from "../../ui/pixi-kit";

let devicePixelsPerUnit = 1;

/** Called by the renderer once the stage is fitted: device pixels per logical unit. */
export function setTextDensity(stageScale: number): void {
  devicePixelsPerUnit = stageScale * (window.devicePixelRatio || 1);
}

export function text(
  value: string,
  size: number,
  color: number = palette.ink,
  weight: TextStyleFontWeight = "normal",
): Text {
  const t = kitText(value, size, color, weight);
  t.resolution = Math.min(2, Math.max(1, Math.ceil(devicePixelsPerUnit * 2) / 2));
  return t;
}
