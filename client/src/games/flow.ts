/**
 * Lays out a panel's items left to right in rows of a given width, as text flows: an item that does not fit on the
 * row goes to the next one, and a row is as high as its highest item. Panels measure what they draw (their texts are
 * raised for the displayed scale, ./text-size.ts), so nothing is placed at a fixed offset that a raised text overruns.
 */
import type { Container } from "pixi.js";

export class Flow {
  private x: number;
  private rowH = 0;
  /** The top of the current row. */
  y: number;

  constructor(
    private readonly parent: Container,
    private readonly left: number,
    top: number,
    private readonly width: number,
    private readonly gap = 6,
  ) {
    this.x = left;
    this.y = top;
  }

  /** Places `item` (of its measured size, or `w`×`h`) on the current row, or on a new row when it does not fit. */
  add<T extends Container>(item: T, w = item.width, h = item.height): T {
    if (this.x > this.left && this.x + w > this.left + this.width) this.newRow();
    item.position.set(this.x, this.y);
    this.parent.addChild(item);
    this.x += w + this.gap;
    this.rowH = Math.max(this.rowH, h);
    return item;
  }

  /** Ends the current row (if it holds anything) and leaves `space` under it. */
  newRow(space = 0): this {
    if (this.rowH > 0) this.y += this.rowH + this.gap;
    this.y += space;
    this.x = this.left;
    this.rowH = 0;
    return this;
  }

  /** The bottom of everything placed so far. */
  get bottom(): number {
    return this.y + this.rowH;
  }
}
