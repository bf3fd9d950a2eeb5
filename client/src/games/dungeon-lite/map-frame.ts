/**
 * The dungeon on the canvas: the whole map is the stage (its own units, a margin round it), fitted to the canvas,
 * whose frame takes the map's shape (style.css, games/types.ts boardOnly) and fits it again when new terrain appears.
 * Where fingers tap, a zone's square is at least a fingertip (MIN_TARGET_PX) as fitted: a map too wide for that is
 * drawn larger than the canvas and dragged inside it. It has no pan or zoom of its own: the table's one board scale
 * (table/board-zoom.ts: +, −, Fit, a pinch, a drag) zooms and pans it, so its texts are sized for the fit times that
 * scale (../text-size.ts).
 *
 * The frame is kept between updates like the map's items (table/sync.ts): its back is drawn again only when the map's
 * size changes, and what it holds is swapped only when that changes (the map, or the words shown while the heroes
 * are being chosen).
 */
import { Container, Graphics, Rectangle, type Application } from "pixi.js";
import type { MapLayout } from "./map-model";
import { MIN_TARGET_PX, fingers } from "../text-size";
import { CELL, colour } from "./theme";

/** The margin round the map, in map units. */
export const MARGIN = 16;

type Size = Pick<MapLayout, "width" | "height">;

/** Fits the map's stage (`layout` and its margin) to the canvas; returns CSS px per map unit as fitted. */
export function fitMap(app: Application, root: Container, layout: Size): number {
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

/** The map's back and what it holds (drawn in map units, labelled "map" for layout tests: drawn()), kept. */
export class MapFrame {
  readonly box = new Container();
  private readonly back = new Graphics();
  private size = "";
  private held: Container | null = null;

  constructor() {
    this.box.addChild(this.back);
  }

  /** Shows `content` on a back of `layout`'s size with its margin. */
  show(content: Container, layout: Size): void {
    const width = layout.width + 2 * MARGIN;
    const height = layout.height + 2 * MARGIN;
    const size = `${width}x${height}`;
    if (size !== this.size) {
      this.size = size;
      this.back.clear().roundRect(0, 0, width, height, 12).fill(colour.mapBack);
    }
    if (this.held !== content) {
      if (this.held) this.box.removeChild(this.held);
      this.held = content;
      content.position.set(MARGIN, MARGIN);
      content.label = "map";
      this.box.addChild(content);
    }
  }
}
