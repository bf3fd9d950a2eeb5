/**
 * One small tween helper for every game's canvas: a figure known by a key walks from where it is shown to where it
 * stands now, one step of STEP_MS, eased, on the Pixi ticker. Where a board keeps its items by key (./sync.ts) the
 * display walking is the one drawn before; where a part of a table is still drawn anew on each update, a walk follows
 * the key (the newest display drawn for it). A figure placed again mid-walk (the same view laid out again, or others
 * coming to its spot) keeps walking, to its new end. Which figures are of the last move is the view's to say (its `lastMoved`, shared/src/last-move.ts), not this
 * helper's: a page that has seen no move marks them all the same. With `prefers-reduced-motion: reduce` nothing
 * walks: figures jump to their end.
 *
 * The table's ticker is off between views (table-canvas.ts renders on demand); a walk starts it, so the
 * application renders every frame while a figure walks, and the last walk's end stops it again.
 */
import type { Ticker } from "pixi.js";

/** The length of one step of a walk, in milliseconds (one place for duration). */
export const STEP_MS = 320;

export interface Point {
  x: number;
  y: number;
}

/** Ease in and out (one place for easing). */
export const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export const reducedMotion = (): boolean =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

interface End extends Point {
  /** Where the figure stands in the game's words (a square, a zone, a pile): a walk is a change of it. */
  where: string | number;
}

interface Walk {
  from: Point;
  to: Point;
  /**
   * When the walk began: at the first frame that shows it (null until then), not when it was drawn, so that a
   * drawing or a first frame that takes long (a whole table redrawn on a busy machine) does not eat the walk.
   */
  start: number | null;
}

interface Placeable {
  position: { set(x: number, y: number): void };
  destroyed: boolean;
}

export class Motion {
  private readonly ends = new Map<string, End>();
  private readonly walks = new Map<string, Walk>();
  private readonly shown = new Map<string, Placeable>();

  constructor(private readonly ticker: Ticker) {
    ticker.add(this.tick);
  }

  /** Where `key` is shown now: mid-walk, or at its end. */
  private now(key: string, at: number): Point | undefined {
    const w = this.walks.get(key);
    if (!w) return this.ends.get(key);
    const t = w.start === null ? 0 : ease(Math.min(1, (at - w.start) / STEP_MS));
    return { x: w.from.x + (w.to.x - w.from.x) * t, y: w.from.y + (w.to.y - w.from.y) * t };
  }

  /**
   * Draws `display` for `key` at `end`, standing on `where`. The first time a key is seen it is placed (no walk, so
   * a page opened or reconnected mid-match does not animate the whole board); a key whose `where` changed walks
   * there; one that only shifted on the same spot (others left it) jumps, or, mid-walk, walks on to its new end.
   */
  place(key: string, display: Placeable, end: Point, where: string | number): void {
    const at = performance.now();
    const last = this.ends.get(key);
    if (last && last.where !== where) {
      if (!reducedMotion()) this.walks.set(key, { from: this.now(key, at) ?? last, to: end, start: null });
      if (this.walks.size > 0 && !this.ticker.started) this.ticker.start();
    } else if (last && (last.x !== end.x || last.y !== end.y)) {
      const w = this.walks.get(key);
      if (w) w.to = { x: end.x, y: end.y };
    }
    this.ends.set(key, { x: end.x, y: end.y, where });
    this.shown.set(key, display);
    const p = this.now(key, at) ?? end;
    display.position.set(p.x, p.y);
  }

  /** Forgets `key` (its item is gone): if it comes back, it is placed, not walked. */
  forget(key: string): void {
    this.ends.delete(key);
    this.walks.delete(key);
    this.shown.delete(key);
  }

  /** Whether any figure is still walking (for tests and for a renderer that waits). */
  get walking(): boolean {
    return this.walks.size > 0;
  }

  private readonly tick = (): void => {
    const at = performance.now();
    for (const [key, w] of this.walks) {
      w.start ??= at;
      const d = this.shown.get(key);
      const p = this.now(key, at)!;
      if (d && !d.destroyed) d.position.set(p.x, p.y);
      if (at - w.start >= STEP_MS) this.walks.delete(key);
    }
    // This frame still renders (the application's render runs after this on the same tick), then the ticker rests.
    if (this.walks.size === 0) this.ticker.stop();
  };

  destroy(): void {
    this.ticker.remove(this.tick);
  }
}
