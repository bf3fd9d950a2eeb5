/**
 * What an update draws anew on the canvas, as browser tests read it: the debug hook's `census()`
 * (client/src/ui/debug.ts: the display objects on the stage, the new ones since the last census, `built`, the new
 * ones whose parent is not new: each a whole thing the update built, and `loose`, those of them built outside a keyed
 * board's items: parts drawn anew), the labels of the items drawn and the
 * canvas's size (a canvas that changes size draws its texts anew for the new scale, so the frames of an update are
 * those at the size of the frame before).
 */
import type { Page } from "playwright-core";
import type { ClickTarget } from "../../client/src/games/types.js";

export interface Census {
  objects: number;
  fresh: number;
  built: number;
  loose: number;
}

export const census = (page: Page): Promise<Census> =>
  page.evaluate(() => (window.__tabletop as unknown as { census(): Census }).census());

/** The canvas's size on the page. */
export const canvasSize = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const r = document.querySelector("[data-testid=table-canvas]")!.getBoundingClientRect();
    return `${r.width}x${r.height}`;
  });

/** The labels of the items drawn on the canvas. */
export const drawnLabels = async (page: Page): Promise<Set<string>> =>
  new Set(
    await page.evaluate(() =>
      (window.__tabletop as unknown as { drawn(): { labelled: { label: string }[] } })
        .drawn()
        .labelled.map((d) => d.label),
    ),
  );

/** The canvas's click targets, each as its id and the action it stands for. */
export const targetKeys = async (page: Page): Promise<Set<string>> =>
  new Set(
    ((await page.evaluate(() => window.__tabletop?.targets?.() ?? [])) as ClickTarget[]).map(
      (t) => `${t.id} ${JSON.stringify(t.action)}`,
    ),
  );

/** How many of `after` are not in `before`: items added, or changed (their label or their action). */
export const added = (before: Set<string>, after: Set<string>): number =>
  [...after].filter((x) => !before.has(x)).length;

/**
 * Sums the census over frames: `built`, `loose` and `fresh` count only frames at the canvas size of the frame before (see
 * above); `counted` says whether the frame where `arrived` first held was one of them.
 */
export class UpdateCount {
  built = 0;
  loose = 0;
  fresh = 0;
  counted = false;
  private size = "";
  private seen = false;

  /** Starts counting: the census as it stands and the canvas's size. */
  async start(page: Page): Promise<void> {
    await census(page);
    this.size = await canvasSize(page);
  }

  /** Counts the frame just drawn; `arrived`: whether it shows the update. */
  async frame(page: Page, arrived: boolean): Promise<void> {
    const c = await census(page);
    const size = await canvasSize(page);
    if (size === this.size) {
      this.built += c.built;
      this.loose += c.loose;
      this.fresh += c.fresh;
      if (arrived && !this.seen) this.counted = true;
    }
    if (arrived) this.seen = true;
    this.size = size;
  }
}
