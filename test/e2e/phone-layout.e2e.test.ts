/**
 * The table on phones and small windows ("Phones and touch"), in headless Chromium at 390×844 (a phone
 * held upright), 844×390 (the same phone on its side) and 1280×800, for the three games: Dungeon Flee solo,
 * Xorlosch with bots (mid-game, on the player's turn) and Dungeon Lite with bots (the hero choice, and mid-game on
 * the player's turn). At every size:
 * - the board fills the canvas (no empty bands) and, on a phone, the canvas takes the window's width, with the side
 *   panel under the table instead of beside it;
 * - every text drawn on the canvas, and every text of the page, is at least 12 CSS px;
 * - no text drawn on the canvas overlaps another (beyond a pixel): the panels' and cards' texts, and the game board's
 *   own labels (Xorlosch's square numbers, tasks and dice, Dungeon Lite's zone numbers, segment names and standees),
 *   which the board shows only where they fit at its scale; every text of a panel or card lies inside it, and every
 *   card inside a panel (the panels the state shows are all there);
 * - every text of the seat list (a seat's name, its tags, "connected") lies inside its seat's row, and every row
 *   inside the side bar;
 * - on a phone (a window at most 900 px wide or 500 px high), every button, link and field of the table page and
 *   every tap target of the canvas, Dungeon Lite's zones and doors included, is at least 44×44 CSS px (a fingertip);
 *   on a laptop the page does not scroll (a table taller than the window is dragged inside its frame).
 * - the status bar (the prompt and a button for every legal action) lies whole in the window, and the game's panels
 *   that the page holds (Xorlosch's, Dungeon Lite's) are there;
 * - Dungeon Lite's map has one scale, the board's: no zoom buttons of its own on the canvas, and a drag moves the map
 *   (the labelled item "map") exactly as far as the board, once the board is zoomed with "+".
 * What the canvas draws comes from window.__tabletop.drawn() (every text with its displayed size and the panel or
 * card it is in; the board's box as the labelled item "board"), its tap targets from window.__tabletop.targets().
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { enterLobby, REPO } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { inside, overlap, type Box } from "../helpers/boxes.js";
import { frames, inWindow, missingButtons, targets } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];
/** The smallest tap target on a phone, in CSS px (client/src/games/text-size.ts MIN_TARGET_PX). */
const FINGERTIP = 44;

interface Seen {
  view: Record<string, unknown>;
  legal: { type: string }[];
  mySeat: number | null;
}
/** A state a table is brought to: `done` says it is there; until then the player sends `choose` (null: waits). */
interface Stage {
  name: string;
  /** The canvas's panels and cards (drawn()). */
  panels: RegExp[];
  /** The game's panels in the page (client/src/table/kit.ts pagePanel, `data-panel`). */
  pagePanels?: string[];
  done(s: Seen): boolean;
  choose(s: Seen): unknown;
}

/** Xorlosch: the player brings dwarves in and ends the placement; checked on their first turn of movement. */
const xorloschMidGame: Stage = {
  name: "mid-game",
  panels: [],
  pagePanels: ["scores", "quests", "context", "levels", "items"],
  done: (s) => s.view.phase !== "placement" && s.view.active === s.mySeat && s.legal.some((a) => a.type === "step"),
  choose: (s) =>
    s.view.phase === "placement"
      ? (s.legal.find((a) => a.type === "bringIn") ?? s.legal.find((a) => a.type === "endTurn") ?? null)
      : null,
};
/** Dungeon Lite: the hero cards offered, then the player's own turn once the adventure is under way. */
const liteChoice: Stage = {
  name: "hero choice",
  panels: [],
  pagePanels: ["choices", "status", "heroes", "combat", "table"],
  done: (s) => s.legal.some((a) => a.type === "choose-hero"),
  choose: () => null,
};
const liteMidGame: Stage = {
  name: "mid-game",
  panels: [],
  pagePanels: ["hand", "status", "heroes", "combat", "table"],
  done: (s) => s.legal.some((a) => a.type === "end-turn"),
  choose: (s) =>
    s.legal.find((a) => a.type.startsWith("choose-")) ??
    s.legal.find((a) => ["take-turn", "accept-order", "pass"].includes(a.type)) ??
    null,
};
const firstView: Stage = { name: "first turn", panels: [], done: () => true, choose: () => null };

const GAMES = [
  { game: "dungeon-flee", seats: 1, bots: 0, stages: [firstView] },
  { game: "xorlosch", seats: 3, bots: 2, stages: [xorloschMidGame] },
  { game: "dungeon-lite", seats: 3, bots: 2, stages: [liteChoice, liteMidGame] },
];

const e2e = fixtureBrowserTests("phone-layout");
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

interface Drawn {
  texts: (Box & { text: string; fontPx: number; in?: string })[];
  labelled: (Box & { label: string })[];
}

const where = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;

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

/** Plays the page's seat until the table is in `stage`'s state. */
async function reach(page: Page, stage: Stage): Promise<void> {
  const seen = () =>
    page.evaluate(() => {
      const t = window.__tabletop!;
      return { view: t.view, legal: t.legal ?? [], mySeat: t.mySeat ?? null } as Seen;
    });
  for (let moves = 0; ; moves++) {
    const s = await seen();
    if (stage.done(s)) return;
    if (moves > 200) throw new Error(`the table never showed the ${stage.name}`);
    const action = stage.choose(s);
    if (action) await page.evaluate((a) => window.__tabletop!.send!("act", a), action);
    await page.waitForFunction(
      (before) => JSON.stringify([window.__tabletop!.view, window.__tabletop!.legal]) !== before,
      JSON.stringify([s.view, s.legal]),
      { timeout: 30_000 },
    );
  }
}

/** The canvas's layout faults: texts over texts, texts out of their panel or card, small tap targets on a phone. */
async function layoutFaults(page: Page, stage: Stage, phone: boolean): Promise<string[]> {
  const out: string[] = [];
  const drawn = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
  const holders = drawn.labelled.filter((l) => /^(panel|card):/.test(l.label));
  for (const want of stage.panels)
    if (!holders.some((h) => want.test(h.label))) out.push(`no ${want.source.replace(/[\\^$]/g, "")} drawn`);
  for (const t of drawn.texts) {
    const holder = t.in === undefined ? undefined : holders.find((h) => h.label === t.in);
    if (holder && !inside(t, holder)) out.push(`"${t.text}" (${where(t)}) out of ${holder.label} (${where(holder)})`);
  }
  for (const card of holders.filter((h) => h.label.startsWith("card:")))
    if (!holders.some((p) => p.label.startsWith("panel:") && inside(card, p)))
      out.push(`${card.label} (${where(card)}) out of its panel`);
  // Any text over any other: a panel's, a card's, the board's own labels.
  drawn.texts.forEach((a, i) => {
    for (const b of drawn.texts.slice(i + 1))
      if (overlap(a, b, 1)) out.push(`"${a.text}" (${where(a)}) over "${b.text}" (${where(b)})`);
  });
  for (const t of drawn.texts)
    if (t.fontPx < 12 - 0.01) out.push(`canvas text "${t.text}" ${t.fontPx.toFixed(1)} px (${where(t)})`);
  if (phone) {
    const targets = await page.evaluate(() => window.__tabletop!.targets!());
    for (const t of targets)
      if (t.width < FINGERTIP - 0.5 || t.height < FINGERTIP - 0.5)
        out.push(`tap target ${t.id} ${Math.round(t.width)}×${Math.round(t.height)}`);
  }
  return out;
}

/**
 * The page's parts of the game: its panels there, the status bar whole in the window (fixed to the bottom on a
 * phone) with a button for every legal action.
 */
async function pageFaults(page: Page, stage: Stage): Promise<string[]> {
  const out: string[] = [];
  for (const name of stage.pagePanels ?? [])
    if ((await page.locator(`[data-panel="${name}"]`).count()) === 0) out.push(`no page panel ${name}`);
  if (!(await inWindow(page, "status-bar"))) out.push("the status bar is not whole in the window");
  // A game whose choices the page holds (its panels are the page's) has a button for every legal action.
  const missing = stage.pagePanels ? await missingButtons(page) : [];
  if (missing.length) out.push(`no button for ${JSON.stringify(missing)}`);
  return out;
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
  if (drawn.texts.filter(seen).length === 0) out.push("no canvas text in view");
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
      const page = document.scrollingElement!;
      if (!isPhone && page.scrollHeight > innerHeight + 1)
        found.push(`the page scrolls: ${page.scrollHeight} px high in a ${innerHeight} px window`);
      const inside = (a: DOMRect, b: DOMRect) =>
        a.left >= b.left - 1 && a.top >= b.top - 1 && a.right <= b.right + 1 && a.bottom <= b.bottom + 1;
      const sideBar = root.querySelector(".side")!;
      for (const seat of Array.from(sideBar.querySelectorAll(".seat"))) {
        const row = seat.getBoundingClientRect();
        const bar = sideBar.getBoundingClientRect();
        if (row.left < bar.left - 1 || row.right > bar.right + 1)
          found.push(`seat row "${seat.textContent}" out of the side bar`);
        for (const part of Array.from(seat.children))
          if (shown(part) && !inside(part.getBoundingClientRect(), row))
            found.push(`"${part.textContent}" out of its seat row "${seat.textContent}"`);
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
  const own = (await targets(page)).map((t) => t.id).filter((id) => id.startsWith("zoom-"));
  if (own.length > 0) out.push(`the map has zoom buttons of its own: ${own.join(", ")}`);
  await page.getByTestId("zoom-in").click();
  await frames(page);
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
  await frames(page);
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

for (const { game, seats, bots, stages } of GAMES)
  test(`${game}: the table reflows for a phone upright, on its side and a laptop`, async () => {
    const { context, page } = await e2e.pool.player();
    try {
      await openTable(page, game, seats, bots);
      const found: string[] = [];
      for (const stage of stages) {
        await page.setViewportSize(SIZES[SIZES.length - 1]);
        await reach(page, stage);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          // The canvas follows its frame on the next animation frames.
          await frames(page);
          const shot = `phone-${game}-${stage.name.replace(/ /g, "-")}-${size.width}x${size.height}.png`;
          await page.screenshot({ path: path.join(SHOTS, shot) });
          const phone = size.width <= 900 || size.height <= 500;
          const all = [
            ...(await faults(page, phone)),
            ...(await layoutFaults(page, stage, phone)),
            ...(await pageFaults(page, stage)),
          ];
          for (const f of all) found.push(`${stage.name}, ${size.width}×${size.height}: ${f}`);
        }
      }
      // After the sizes, as it zooms the board (at 1280×800).
      if (game === "dungeon-lite") found.push(...(await oneScale(page)));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
