/**
 * The dungeon's frame: the whole map fitted into its region of the table (never larger than 1:1, centred), fitted
 * again when new terrain appears. It has no pan or zoom of its own: the table's one board scale
 * (table/board-zoom.ts: +, −, Fit, a pinch, a drag) zooms and pans the map with the rest of the table, so its texts
 * are sized for the fit times that scale (../text-size.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { MapLayout } from "./map-model";
import { MAP, colour } from "./theme";

export interface MapFit {
  /** Logical units of the table per map unit. */
  scale: number;
  /** Where the map's origin lies inside the frame. */
  x: number;
  y: number;
}

/** The whole map inside the frame, centred, never larger than 1:1. */
export function mapFit(layout: Pick<MapLayout, "width" | "height">): MapFit {
  const scale = Math.min(1, MAP.w / layout.width, MAP.h / layout.height);
  return { scale, x: (MAP.w - layout.width * scale) / 2, y: (MAP.h - layout.height * scale) / 2 };
}

/** The frame holding `content` (drawn in map units) at `fit`. */
export function mapFrame(content: Container, fit: MapFit): Container {
  const box = new Container();
  box.position.set(MAP.x, MAP.y);
  box.addChild(new Graphics().roundRect(0, 0, MAP.w, MAP.h, 12).fill(colour.mapBack));
  content.position.set(fit.x, fit.y);
  content.scale.set(fit.scale);
  // For layout tests (drawn()): the map's own box, which moves and grows only with the board.
  content.label = "map";
  box.addChild(content);
  return box;
}
