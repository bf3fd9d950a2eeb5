/**
 * The dungeon on the canvas: the whole map is the stage (its own units, a margin round it), fitted to the canvas,
 * whose frame takes the map's shape (style.css, games/types.ts boardOnly) and fits it again when new terrain appears.
 * Where fingers tap, a zone's square is at least a fingertip (MIN_TARGET_PX) as fitted: a map too wide for that is
 * drawn larger than the canvas and dragged inside it. It has no pan or zoom of its own: the table's one board scale
 * (table/board-zoom.ts: +, −, Fit, a pinch, a drag) zooms and pans it, so its texts are sized for the fit times that
 * scale (../text-size.ts).
 */
import { Container, Graphics, Rectangle, type Application } from "pixi.js";
import type { MapLayout } from "./map-model";
import { MIN_TARGET_PX, fingers } from "../text-size";
import { CELL, colour } from "./theme";

/** The margin round the map, in map units. */
export const MARGIN = 16;

/** Fits the map's stage (`layout` and its margin) to the canvas; returns CSS px per map unit as fitted. */
export function fitMap(app: Application, root: Container, layout: Pick<MapLayout, "width" | "height">): number {
  const width = layout.width + 2 * MARGIN;
  const height = layout.height + 2 * MARGIN;
  root.boundsArea = new Rectangle(0, 0, width, height);
  const whole = Math.min(app.screen.width / width, app.screen.height / height);
  const finger = fingers() ? MIN_TARGET_PX / CELL : 0;
  const s = Math.max(whole, finger);
  root.scale.set(s);
  root.position.set(Math.max(0, (app.screen.width - width * s) / 2), Math.max(0, (app.screen.height - height * s) / 2));
  return s;
}

/** The map's back and `content` (drawn in map units) on it, labelled "map" for layout tests (drawn()). */
export function mapFrame(content: Container, layout: Pick<MapLayout, "width" | "height">): Container {
  const box = new Container();
  const width = layout.width + 2 * MARGIN;
  const height = layout.height + 2 * MARGIN;
  box.addChild(new Graphics().roundRect(0, 0, width, height, 12).fill(colour.mapBack));
  content.position.set(MARGIN, MARGIN);
  content.label = "map";
  box.addChild(content);
  return box;
}
