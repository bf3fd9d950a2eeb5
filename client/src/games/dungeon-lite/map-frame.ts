/**
 * The dungeon's frame: the whole map fitted into its region of the table (never larger than 1:1, centred), fitted
 * again when new terrain appears. Where fingers tap, the map fills its frame (larger than 1:1 too), a frame that on a
 * tall table (a phone upright) may grow as high as it is wide, and a zone's square is at least a fingertip
 * (MIN_TARGET_PX) on the table as fitted, as far as the frame's width allows: the frame then grows as high as the map
 * (the table is as high as what it holds). It has no pan or zoom of its own: the table's one board scale
 * (table/board-zoom.ts: +, −, Fit, a pinch, a drag) zooms and pans the map with the rest of the table, so its texts
 * are sized for the fit times that scale (../text-size.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { MapLayout } from "./map-model";
import { MIN_TARGET_PX, fingers } from "../text-size";
import { CELL, MAP, colour } from "./theme";

export interface MapFit {
  /** Logical units of the table per map unit. */
  scale: number;
  /** Where the map's origin lies inside the frame. */
  x: number;
  y: number;
  /** The frame's height (MAP.h, or the map's where it is drawn larger). */
  h: number;
}

/**
 * The whole map inside the frame, centred, never larger than 1:1; where fingers tap, filling a frame up to `high`
 * units high, with its squares at least MIN_TARGET_PX on a table fitted at `fitted` CSS px per logical unit (within
 * the frame's width).
 */
export function mapFit(layout: Pick<MapLayout, "width" | "height">, fitted: number, high: number): MapFit {
  const touch = fingers();
  const whole = Math.min(touch ? Infinity : 1, MAP.w / layout.width, (touch ? high : MAP.h) / layout.height);
  const finger = touch ? MIN_TARGET_PX / (CELL * fitted) : 0;
  const scale = Math.max(whole, Math.min(finger, MAP.w / layout.width));
  const h = Math.max(MAP.h, layout.height * scale);
  return { scale, x: (MAP.w - layout.width * scale) / 2, y: (h - layout.height * scale) / 2, h };
}

/** The frame holding `content` (drawn in map units) at `fit`. */
export function mapFrame(content: Container, fit: MapFit): Container {
  const box = new Container();
  box.position.set(MAP.x, MAP.y);
  box.addChild(new Graphics().roundRect(0, 0, MAP.w, fit.h, 12).fill(colour.mapBack));
  content.position.set(fit.x, fit.y);
  content.scale.set(fit.scale);
  // For layout tests (drawn()): the map's own box, which moves and grows only with the board.
  content.label = "map";
  box.addChild(content);
  return box;
}
