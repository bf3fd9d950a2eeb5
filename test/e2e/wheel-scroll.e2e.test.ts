/**
 * The mouse wheel at a laptop's table ("Phones and touch"; the panels are the page's), in
 * headless Chromium at 1280×800: a Xorlosch table with two bots, whose panels in the side column are taller than the
 * window.
 * - The wheel over the side column scrolls it: turned down, it brings the bottom of the last panel into view; the
 *   page itself does not scroll.
 * - The wheel over the game board zooms it: turned up, the table grows.
 * The table's box is the labelled item "board" of window.__tabletop.drawn(), the game board's "game board".
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

test("on a laptop the wheel scrolls the side column to its last panel and zooms over the game board", async () => {
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
    const legend = page.locator('[data-panel="legend"]');
    await legend.waitFor({ state: "attached" });
    await frames(page);
    const side = (await page.locator("aside.side").boundingBox())!;
    // The side column must be taller than the window, its last panel's bottom out of view, or this shows nothing.
    expect(bottom((await legend.boundingBox())!)).toBeGreaterThan(bottom(side) + 20);

    // The wheel over the side column, turned down until the last panel's bottom shows: the column scrolls, the page
    // does not.
    await page.mouse.move(side.x + side.width / 2, side.y + 40);
    for (let notch = 0; notch < 40; notch++) {
      if (bottom((await legend.boundingBox())!) <= bottom(side) + 1) break;
      await page.mouse.wheel(0, 100);
      await frames(page);
    }
    expect({
      lastPanelBottomInView: bottom((await legend.boundingBox())!) <= bottom(side) + 1,
      pageScrolled: await page.evaluate(() => document.scrollingElement!.scrollTop),
    }).toEqual({ lastPanelBottomInView: true, pageScrolled: 0 });

    // Over the game board the wheel zooms.
    const canvas = (await page.getByTestId("table-canvas").boundingBox())!;
    const board = (await labelled(page)).find((l) => l.label === "board")!;
    const game = (await labelled(page)).find((l) => l.label === "game board")!;
    const centre = {
      x: game.x + game.width / 2,
      y: (Math.max(game.y, canvas.y) + Math.min(bottom(game), bottom(canvas))) / 2,
    };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -100);
    await frames(page);
    const zoomed = (await labelled(page)).find((l) => l.label === "board")!;
    expect(zoomed.width).toBeGreaterThan(board.width * 1.1);
  } finally {
    await context.close();
  }
}, 120_000);
