/**
 * The table on phones and small windows (issue 15, "Phones and touch"), in headless Chromium at 390×844 (a phone
 * held upright), 844×390 (the same phone on its side) and 1280×800, for the three games: Dungeon Flee solo,
 * Xorlosch with bots and Dungeon Lite with bots. At every size:
 * - the board fills the canvas (no empty bands) and, on a phone, the canvas takes the window's width, with the side
 *   panel under the table instead of beside it;
 * - every text drawn on the canvas where it can be seen, and every text of the page, is at least 12 CSS px;
 * - on a phone, every button, link and field of the table page is at least 44×44 CSS px (a fingertip);
 * - Dungeon Lite's map has one scale, the board's: no zoom buttons of its own on the canvas, and a drag moves the map
 *   (the labelled item "map") exactly as far as the board, once the board is zoomed with "+".
 * What the canvas draws comes from window.__tabletop.drawn() (every text with its displayed size; the board's box
 * as the labelled item "board").
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { enterLobby, REPO } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";

const SHOTS = path.join(REPO, "test-results");
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];
const GAMES = [
  { game: "dungeon-flee", seats: 1, bots: 0 },
  { game: "xorlosch", seats: 3, bots: 2 },
  { game: "dungeon-lite", seats: 3, bots: 2 },
];

const e2e = fixtureBrowserTests("phone-layout");
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Drawn {
  texts: (Box & { text: string; fontPx: number })[];
  labelled: (Box & { label: string })[];
}

/** Creates a table of `game` from the lobby form and waits for its first view. */
async function openTable(page: Page, game: string, seats: number, bots: number): Promise<void> {
  await enterLobby(page, e2e.server.url, "Pocket");
  await page.getByTestId("game-select").selectOption(game);
  // A solo game has no seat count to give.
  if (await page.getByTestId("seats-input").isVisible()) await page.getByTestId("seats-input").fill(String(seats));
  if (await page.getByTestId("bots-input").isVisible()) await page.getByTestId("bots-input").fill(String(bots));
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  const start = page.getByTestId("start");
  await page.waitForFunction(() => !!window.__tabletop?.view || !!document.querySelector("[data-testid=start]"));
  if (await start.isVisible()) await start.click();
  await page.waitForFunction(() => window.__tabletop?.status === "playing" && !!window.__tabletop.view);
}

/** What the page shows at its current size: faults found, as readable lines. */
async function faults(page: Page, phone: boolean): Promise<string[]> {
  const out: string[] = [];
  const canvas = (await page.getByTestId("table-canvas").boundingBox())!;
  const vw = page.viewportSize()!.width;
  if (phone && canvas.width < vw - 24) out.push(`canvas ${canvas.width} px wide in a ${vw} px window`);
  const drawn = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
  const board = drawn.labelled.find((l) => l.label === "board");
  if (!board) out.push("no board drawn");
  else if (
    board.x > canvas.x + 1 ||
    board.y > canvas.y + 1 ||
    board.x + board.width < canvas.x + canvas.width - 1 ||
    board.y + board.height < canvas.y + canvas.height - 1
  )
    out.push(`board ${JSON.stringify(board)} leaves bands in the canvas ${JSON.stringify(canvas)}`);
  const seen = (t: Box) =>
    t.x + t.width > canvas.x &&
    t.x < canvas.x + canvas.width &&
    t.y + t.height > canvas.y &&
    t.y < canvas.y + canvas.height;
  const texts = drawn.texts.filter(seen);
  if (texts.length === 0) out.push("no canvas text in view");
  for (const t of texts) if (t.fontPx < 12 - 0.01) out.push(`canvas text "${t.text}" ${t.fontPx.toFixed(1)} px`);
  out.push(
    ...(await page.evaluate((isPhone) => {
      const found: string[] = [];
      const root = document.querySelector(".game-page")!;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
      };
      for (const el of Array.from(root.querySelectorAll("*"))) {
        const own = Array.from(el.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "",
        );
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (own && shown(el) && px < 12) found.push(`page text "${el.textContent!.trim().slice(0, 30)}" ${px} px`);
      }
      const side = root.querySelector(".side")!.getBoundingClientRect();
      const frame = root.querySelector(".table-frame")!.getBoundingClientRect();
      if (isPhone && side.top < frame.bottom - 1) found.push("the side panel is beside the table, not under it");
      for (const el of Array.from(root.querySelectorAll("button, a, input, select, textarea"))) {
        const r = el.getBoundingClientRect();
        const what = el.getAttribute("data-testid") ?? el.textContent?.trim();
        if (isPhone && shown(el) && (r.width < 44 || r.height < 44))
          found.push(`touch target ${what} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return found;
    }, phone)),
  );
  return out;
}

/** Dungeon Lite's map zooms and pans only with the board (board-zoom.ts): faults found, as readable lines. */
async function oneScale(page: Page): Promise<string[]> {
  const out: string[] = [];
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const own = (await page.evaluate(() => window.__tabletop?.targets?.() ?? []))
    .map((t) => t.id)
    .filter((id) => id.startsWith("zoom-"));
  if (own.length > 0) out.push(`the map has zoom buttons of its own: ${own.join(", ")}`);
  await page.getByTestId("zoom-in").click();
  await frames();
  const boxes = async () => {
    const drawn = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
    return {
      board: drawn.labelled.find((l) => l.label === "board"),
      map: drawn.labelled.find((l) => l.label === "map"),
    };
  };
  const before = await boxes();
  if (!before.board || !before.map) return [...out, "no board or no map drawn"];
  // A mouse drag from a point of the map inside the canvas: one pointer drags the board.
  const canvas = (await page.getByTestId("table-canvas").boundingBox())!;
  const from = {
    x: (Math.max(before.map.x, canvas.x) + Math.min(before.map.x + before.map.width, canvas.x + canvas.width)) / 2,
    y: (Math.max(before.map.y, canvas.y) + Math.min(before.map.y + before.map.height, canvas.y + canvas.height)) / 2,
  };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 10 });
  await page.mouse.up();
  await frames();
  const after = await boxes();
  const moved = (b: Box | undefined, a: Box | undefined) => ({
    x: Math.round((a?.x ?? 0) - (b?.x ?? 0)),
    y: Math.round((a?.y ?? 0) - (b?.y ?? 0)),
  });
  const board = moved(before.board, after.board);
  const map = moved(before.map, after.map);
  if (board.x !== 30 || board.y !== 20) out.push(`a drag of (30, 20) moved the board by (${board.x}, ${board.y})`);
  if (map.x !== board.x || map.y !== board.y)
    out.push(`the map moved by (${map.x}, ${map.y}), the board by (${board.x}, ${board.y})`);
  return out;
}

for (const { game, seats, bots } of GAMES)
  test(`${game}: the table reflows for a phone upright, on its side and a laptop`, async () => {
    const { context, page } = await e2e.pool.player();
    try {
      await openTable(page, game, seats, bots);
      const found: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // The canvas follows its frame on the next animation frames.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.screenshot({ path: path.join(SHOTS, `phone-${game}-${size.width}x${size.height}.png`) });
        for (const f of await faults(page, size.width < 900)) found.push(`${size.width}×${size.height}: ${f}`);
      }
      // After the sizes, as it zooms the board (at 1280×800).
      if (game === "dungeon-lite") found.push(...(await oneScale(page)));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
