/**
 * The canvas's reconciler, in the spirit of chessground's sync.ts: a board's items (a card by its id, a figure by its
 * name, a target by the action it stands for) have stable keys, and each update keeps every item whose key is still
 * there, adds the new ones and removes the gone ones. An item is a holder that lives as long as its key: its body is
 * built again only when its look (what it is drawn from) changed, and it is moved, walking (./tween.ts) when its
 * place in the game's words (`where`) changed, so motion falls out of the keys: a figure that changed square is the
 * same display object, seen along its way. The Pixi scene is never rebuilt as a whole on an update.
 *
 * An item that takes taps takes them on its holder (its body's children take none), and the holder runs the tap its
 * newest update gave it (a body built with taps of its own keeps them): a tap that went down on an item is not lost when the item is drawn again under the finger,
 * only when the item itself is gone (what it stood for is no longer there).
 *
 * The labels an item's body wants shown (../games/board-labels.ts) are recorded when it is built and settled again
 * with every update's, each item standing at the end of its walk while they are.
 */
import { Container, Rectangle } from "pixi.js";
import { BoardLabels } from "../games/board-labels";
import { tapIds, type TargetBook } from "../ui/pixi-kit";
import type { Motion, Point } from "./tween";

/** What an item's tap does, and how tests see it (a ClickTarget with `id` and `action` in the target book). */
export interface Tap {
  id: string;
  action: unknown;
  run(): void;
  /** Whether the target book lists it (false where a larger pad of its own is listed instead). Default true. */
  listed?: boolean;
}

export interface Item {
  key: string;
  /** What the body is drawn from (compared as JSON): the body is built again only when this changes. */
  look: unknown;
  /** Where the item stands, in the layer's units. */
  at: Point;
  /**
   * Where it stands in the game's words (a square, a zone, a corridor): when this changes it walks to `at`; when
   * only `at` changes (others came or left on the same spot) it jumps. Without it, it never walks.
   */
  where?: string | number;
  /**
   * Where a new item comes from (a card drawn comes from the deck): added by an update, it is placed there first and
   * walks to `at`. Items added by the layer's first update (a page opened mid-match) are placed where they stand.
   */
  from?: { at: Point; where: string | number };
  /** Its label for tests (drawn(), ./table-canvas.ts). */
  label?: string;
  /** Builds the body, drawn about the holder's origin, asking for its labels on `labels`. */
  build(labels: BoardLabels): Container;
  tap?: Tap;
  /** The box that takes its taps, in the item's units (default: its body's bounds). */
  hit?: Rectangle;
}

/**
 * The layers and the items' holders of every keyed board: what an update may build into (an item's body into its
 * holder, a new holder into its layer). The canvas's census (./table-canvas.ts) counts what is built elsewhere.
 */
export const keyedParts = new WeakSet<Container>();

interface Shown {
  holder: Container;
  look: string;
  labels: BoardLabels;
  tap?: Tap;
}

export class Keyed {
  /** The layer the items are drawn on (the renderer puts it on its stage once). */
  readonly layer = new Container();
  private readonly shown = new Map<string, Shown>();
  /** Whether the layer has shown an update yet (the first one's items are placed, none comes from anywhere). */
  private synced = false;

  /** `motion`: the walks of the items that have a `where` (null: items jump). */
  constructor(
    private readonly book: TargetBook,
    private readonly motion: Motion | null = null,
  ) {
    keyedParts.add(this.layer);
  }

  /**
   * Makes the layer show `items`, in this order (the first lowest). With `labels`, their labels are settled there
   * (the caller settles it; the items are placed on their walks once it has); without, they are shown as they are.
   */
  sync(items: readonly Item[], labels?: BoardLabels): void {
    const keys = new Set(items.map((i) => i.key));
    for (const [key, s] of this.shown)
      if (!keys.has(key)) {
        this.shown.delete(key);
        this.motion?.forget(key);
        s.holder.destroy({ children: true });
      }
    const first = !this.synced;
    this.synced = true;
    items.forEach((item, index) => {
      const added = !this.shown.has(item.key);
      const s = this.show(item);
      if (this.layer.getChildIndex(s.holder) !== index) this.layer.setChildIndex(s.holder, index);
      const from = added && !first ? item.from : undefined;
      const place = () => {
        if (!this.motion || item.where === undefined) return;
        if (from) this.motion.place(item.key, s.holder, from.at, from.where);
        this.motion.place(item.key, s.holder, item.at, item.where);
      };
      // At the end of its walk while the labels are settled, then where its walk is.
      s.holder.position.set(item.at.x, item.at.y);
      if (labels) {
        labels.include(s.labels);
        labels.then(place);
      } else place();
    });
  }

  /** The item's holder, added or kept, with its body built again if its look changed and its tap brought up to date. */
  private show(item: Item): Shown {
    let s = this.shown.get(item.key);
    if (!s) {
      const holder = new Container();
      keyedParts.add(holder);
      holder.on("pointertap", () => this.shown.get(item.key)?.tap?.run());
      this.layer.addChild(holder);
      s = { holder, look: "", labels: new BoardLabels() };
      this.shown.set(item.key, s);
    }
    const look = JSON.stringify(item.look);
    if (s.look !== look || s.holder.children.length === 0) {
      for (const c of s.holder.removeChildren()) c.destroy({ children: true });
      s.labels = new BoardLabels();
      s.holder.addChild(item.build(s.labels));
      s.look = look;
    }
    const h = s.holder;
    h.label = item.label ?? "";
    s.tap = item.tap;
    h.eventMode = item.tap ? "static" : "passive";
    h.cursor = item.tap ? "pointer" : "auto";
    // A body built with taps of its own (a card face its caller made clickable) takes them itself.
    h.interactiveChildren = !item.tap;
    if (item.tap) {
      const b = item.hit ?? h.getLocalBounds().rectangle;
      h.hitArea = new Rectangle(b.x, b.y, b.width, b.height);
      if (item.tap.listed !== false) this.book.add(item.tap.id, item.tap.action, h);
      else tapIds.set(h, item.tap.id);
    } else h.hitArea = null;
    return s;
  }

  /** Removes every item (a table that shows none of them for now). */
  clear(): void {
    this.sync([]);
  }

  destroy(): void {
    this.shown.clear();
    this.layer.destroy({ children: true });
  }
}
