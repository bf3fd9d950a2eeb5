/**
 * The mouse wheel at a laptop's table (issue 15, "Phones and touch"), in headless Chromium at 1280×800: a Xorlosch
 * table with two bots, whose side panels (beside the board) are taller than the window.
 * - The wheel over a side panel scrolls the table inside its frame: turned down, it brings the bottom of the last
 *   panel into the canvas; the table keeps its scale (its width) and the page does not scroll.
 * - The wheel over the game board still zooms it: turned up, the table grows.
 * The table's box is the labelled item "board" of window.__tabletop.drawn(), the game board's "game board", the
 * panels' "panel:…".
 */
import type { Page } from "playwright-core";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import type { Box } from "../helpers/boxes.js";
import { frames } from "../helpers/tap-targets.js";

const e2e = fixtureBrowserTests("wheel-scroll");

const labelled = (page: Page) =>
  page.evaluate(
    () => (window.__tabletop as unknown as { drawn(): { labelled: (Box & { label: string })[] } }).drawn().labelled,
  );
const bottom = (b: Box) => b.y + b.height;

test("on a laptop the wheel scrolls the table over its side panels and zooms over the game board", async () => {
  const { context, page } = await e2e.pool.player();
  try {
    await enterLobby(page, e2e.server.url, "Wheel");
    await page.getByTestId("game-select").selectOption("xorlosch");
    await page.getByTestId("seats-input").fill("3");
    await page.getByTestId("bots-input").fill("2");
    await page.getByTestId("create-room").click();
    await page.waitForURL(/#\/room\//);
    await page.waitForFunction(() => !!window.__tabletop?.view || !!document.querySelector("[data-testid=start]"));
    const start = page.getByTestId("start");
    if (await start.isVisible()) await start.click();
    await page.waitForFunction(() =>
      (window.__tabletop as unknown as { drawn(): { labelled: { label: string }[] } } | undefined)
        ?.drawn?.()
        .labelled.some((l) => l.label === "panel:levels"),
    );
    await frames(page);
    const canvas = (await page.getByTestId("table-canvas").boundingBox())!;
    const before = await labelled(page);
    const board = before.find((l) => l.label === "board")!;
    const panels = before.filter((l) => l.label.startsWith("panel:"));
    const last = panels.reduce((a, b) => (bottom(b) > bottom(a) ? b : a));
    // The table must be taller than its canvas, its last panel's bottom out of view, or this shows nothing.
    expect(bottom(last)).toBeGreaterThan(bottom(canvas) + 20);

    // The wheel over the first panel, where it is in view, turned down until the last panel's bottom shows.
    const first = panels.reduce((a, b) => (b.y < a.y ? b : a));
    const at = { x: first.x + first.width / 2, y: Math.min(first.y + 20, bottom(canvas) - 20) };
    await page.mouse.move(at.x, at.y);
    for (let notch = 0; notch < 20; notch++) {
      const now = (await labelled(page)).find((l) => l.label === last.label)!;
      if (bottom(now) <= bottom(canvas) + 1) break;
      await page.mouse.wheel(0, 100);
      await frames(page);
    }
    const scrolled = await labelled(page);
    const lastNow = scrolled.find((l) => l.label === last.label)!;
    const boardNow = scrolled.find((l) => l.label === "board")!;
    // The table moved up inside its frame (the page itself does not scroll) at the same scale.
    expect({
      lastPanelBottomInView: bottom(lastNow) <= bottom(canvas) + 1,
      tableWidth: Math.round(boardNow.width),
      pageScrolled: await page.evaluate(() => document.scrollingElement!.scrollTop),
    }).toEqual({ lastPanelBottomInView: true, tableWidth: Math.round(board.width), pageScrolled: 0 });

    // Over the game board the wheel zooms.
    const game = scrolled.find((l) => l.label === "game board")!;
    const centre = {
      x: game.x + game.width / 2,
      y: (Math.max(game.y, canvas.y) + Math.min(bottom(game), bottom(canvas))) / 2,
    };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -100);
    await frames(page);
    const zoomed = (await labelled(page)).find((l) => l.label === "board")!;
    expect(zoomed.width).toBeGreaterThan(boardNow.width * 1.1);
  } finally {
    await context.close();
  }
}, 120_000);
