/**
 * The one rule for the labels a game board draws on itself (Xorlosch's square numbers, tasks and dice, Dungeon Lite's
 * zone numbers, segment names and standees), which follow the board's zoom: every label is raised to MIN_TEXT_PX on
 * screen (./text-size.ts), and a label is shown only where, so raised, it lies inside what it labels (its square,
 * chip, die, standee or zone) and over no label of a higher rank; elsewhere the board shows that thing without its
 * label until the person zooms in far enough. So a board drawn small (a phone, 0.4 of its size) shows its shapes and
 * colours, never texts over texts or texts too small to read.
 *
 * The boxes compared are the labels' bounds in the coordinates of the layer being settled, which is not yet on the
 * stage (its own transform is the identity): every layer of one board uses the board's coordinates.
 */
import { Rectangle, type Container } from "pixi.js";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Ranks: a lower number is shown first (the others give way to it). */
export const RANK = { figure: 0, mark: 1, place: 2, detail: 3 } as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

interface Wanted {
  label: Container;
  /** What it labels: a display object of the same layer, or a box in the layer's coordinates; null: anywhere. */
  room: Container | Rect | null;
  rank: Rank;
  order: number;
}

const boxOf = (o: Container | Rect): Rect => {
  if (o instanceof Rectangle || !("getBounds" in o)) return o;
  const b = o.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
};

/** `a` lies inside `b` (a quarter of a unit of slack for rounding). */
const within = (a: Rect, b: Rect): boolean =>
  a.x >= b.x - 0.25 &&
  a.y >= b.y - 0.25 &&
  a.x + a.width <= b.x + b.width + 0.25 &&
  a.y + a.height <= b.y + b.height + 0.25;

const meet = (a: Rect, b: Rect): boolean =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
  Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

export class BoardLabels {
  private wanted: Wanted[] = [];
  private after: (() => void)[] = [];

  /** `taken`: the boxes of labels already shown on the board by a layer settled before (they keep their place). */
  constructor(private readonly taken: readonly Rect[] = []) {}

  /** A label to show if it fits `room` and covers no label of a higher rank (or of the same rank, added before). */
  add<T extends Container>(label: T, room: Container | Rect | null, rank: Rank): T {
    this.wanted.push({ label, room, rank, order: this.wanted.length });
    return label;
  }

  /**
   * Runs `place` once the labels are settled: a figure that walks (table/tween.ts) stands where its walk ends while
   * they are, and is put where the walk starts only then.
   */
  then(place: () => void): void {
    this.after.push(place);
  }

  /** The labels of a layer kept between draws (`other`), to settle again with this draw's, in their ranks. */
  include(other: BoardLabels): void {
    for (const w of other.wanted) this.add(w.label, w.room, w.rank);
  }

  /** Shows the labels that fit and hides the others; returns the boxes of the ones shown (with those taken before). */
  settle(): Rect[] {
    const shown: Rect[] = [...this.taken];
    const byRank = [...this.wanted].sort((a, b) => a.rank - b.rank || a.order - b.order);
    for (const w of byRank) {
      w.label.visible = true;
      const box = boxOf(w.label);
      const fits = w.room === null || within(box, boxOf(w.room));
      w.label.visible = fits && !shown.some((s) => meet(s, box));
      if (w.label.visible) shown.push(box);
    }
    for (const place of this.after.splice(0)) place();
    return shown;
  }
}
