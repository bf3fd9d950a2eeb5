/**
 * Touch and zoom at the table ("Phones and touch"), in headless Chromium as a phone (390×844, a touch
 * screen): a seeded Xorlosch table with two bots, played only with touch events.
 * - The board's buttons zoom it: Fit shows the table's whole width from its top, so the whole game board is in view;
 *   + makes it 1.25 times as large.
 * - One finger swiped on the board scrolls the page where the board cannot pan further (the whole board showing).
 * - Two fingers spread apart (CDP touch events) make it larger again; one finger dragged moves it and taps nothing.
 * - Taps on the status bar's buttons act (Bring in, End the placement, or any other move offered) until a dwarf of
 *   mine can step.
 * - On the zoomed board a tap on one of my dwarves selects it (its reachable squares become tappable), a tap on a
 *   square picks it, and a tap on Move in the status bar sends the step: the dwarf stands on that square next.
 * The table's size is the labelled item "board" of window.__tabletop.drawn(), the game board's "game board"; the
 * items come from its targets().
 */
import type { CDPSession, Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index.js";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { sdk } from "../helpers/clients.js";
import { frames, phoneContext, reachable, stillTarget, targets, type Target } from "../helpers/tap-targets.js";

const e2e = fixtureBrowserTests("touch-zoom");

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const labelled = (page: Page, label: string) =>
  page.evaluate(
    (l) =>
      (window.__tabletop as unknown as { drawn(): { labelled: (Box & { label: string })[] } })
        .drawn()
        .labelled.find((x) => x.label === l)!,
    label,
  );
const boardBox = (page: Page) => labelled(page, "board");
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/**
 * Fingers on the screen, through Chromium's own touch input (touchstart, touchmove, touchend), each event stamped: the
 * fingers move in eight steps a frame apart, then rest 0.4 s before they lift. Lifted while still moving, the swipe
 * left Chromium a fling, and a tap that came while the fling ran only stopped it: no click, so a status bar button
 * or the chat box tapped next did nothing (seen on a loaded machine, where the fling lasts longer).
 */
async function fingers(cdp: CDPSession, from: { x: number; y: number }[], to: { x: number; y: number }[]) {
  const at = (ps: { x: number; y: number }[]) => ps.map((p, id) => ({ x: p.x, y: p.y, id }));
  const t = Date.now() / 1000;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from), timestamp: t });
  for (let i = 1; i <= 8; i++) {
    const step = from.map((p, k) => ({ x: p.x + ((to[k].x - p.x) * i) / 8, y: p.y + ((to[k].y - p.y) * i) / 8 }));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step), timestamp: t + 0.016 * i });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(to), timestamp: t + 0.4 });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [], timestamp: t + 0.42 });
}

test("a phone zooms the board with its buttons and a pinch, drags it, and selects and moves a dwarf by tapping", async () => {
  const context = await phoneContext(e2e.pool.browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** Frames the page sent to the server: a drag sends none. */
    let sent = 0;
    page.on("websocket", (ws) => ws.on("framesent", () => (sent += 1)));
    const canvasBox = async () => (await page.getByTestId("table-canvas").boundingBox())!;
    const inCanvas = async (b: Box) => {
      const c = await canvasBox();
      const p = centre(b);
      return p.x > c.x + 4 && p.x < c.x + c.width - 4 && p.y > c.y + 4 && p.y < c.y + c.height - 4;
    };
    /** Drags the board (one finger) until the target is in view and stands still there. */
    const inView = async (pick: (t: Target) => boolean, what: string) => {
      for (let i = 0; i < 12; i++) {
        // A figure may still be walking to its square (tween.ts): tap it once it stands still, as a person would.
        const t = await stillTarget(page, pick, 60);
        if (!t) throw new Error(`no target for ${what}: ${(await targets(page)).map((x) => x.id).join(", ")}`);
        if (await inCanvas(t)) return t;
        const c = centre(await canvasBox());
        const p = centre(t);
        const d = { x: Math.max(-250, Math.min(250, c.x - p.x)), y: Math.max(-250, Math.min(250, c.y - p.y)) };
        await fingers(cdp, [c], [{ x: c.x + d.x, y: c.y + d.y }]);
        await frames(page);
      }
      throw new Error(`${what} never came into view`);
    };
    /** Taps the target (dragging it into view first). */
    const tapTarget = async (pick: (t: Target) => boolean, what: string) => {
      const t = await inView(pick, what);
      const p = centre(t);
      await page.touchscreen.tap(p.x, p.y);
      await frames(page);
      return t;
    };

    // A seeded table (the bots' game is the same each run), opened over the SDK for the page's own identity; the
    // page takes the seat over from that connection, as a second tab would.
    await enterLobby(page, e2e.server.url, "Thumb");
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
    const opened = await sdk(e2e.server.url).create("xorlosch", { token, seats: 3, bots: 2, seed: "touch-zoom-1" });
    opened.onMessage("*", () => undefined); // the page takes this seat over at once; its messages until then are not read
    await page.goto(`${e2e.server.url}/#/room/${opened.roomId}`);
    await page.waitForFunction(
      (room) => window.__tabletop?.roomId === room && window.__tabletop.mySeat === 0,
      opened.roomId,
    );
    const legal = async () => (await page.evaluate(() => window.__tabletop?.legal ?? [])) as XorAction[];
    await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0, undefined, { timeout: 60_000 });

    // The buttons: Fit shows the table's whole width from its top, and the whole game board; + enlarges it by a
    // quarter. Zoomed in first, so that Fit has something to undo.
    await page.getByTestId("zoom-in").tap();
    await frames(page);
    await page.getByTestId("zoom-fit").tap();
    await frames(page);
    const fit = await boardBox(page);
    const canvas = await canvasBox();
    expect({ x: fit.x, y: fit.y, width: fit.width }).toEqual({
      x: expect.closeTo(canvas.x, 0),
      y: expect.closeTo(canvas.y, 0),
      width: expect.closeTo(canvas.width, 0),
    });
    const game = await labelled(page, "game board");
    expect(game.y + game.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
    expect(game.x + game.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
    expect(Math.min(game.x - canvas.x, game.y - canvas.y)).toBeGreaterThanOrEqual(-1);

    await page.getByTestId("zoom-in").tap();
    await frames(page);
    const zoomed = await boardBox(page);
    expect(zoomed.width / fit.width).toBeCloseTo(1.25, 2);

    // Two fingers spread apart: larger again.
    const c = centre(canvas);
    await fingers(
      cdp,
      [
        { x: c.x - 40, y: c.y },
        { x: c.x + 40, y: c.y },
      ],
      [
        { x: c.x - 120, y: c.y },
        { x: c.x + 120, y: c.y },
      ],
    );
    await frames(page);
    const pinched = await boardBox(page);
    expect(pinched.width / zoomed.width).toBeGreaterThan(2);

    // One finger dragged moves the board by as much and sends nothing.
    const sentBefore = sent;
    await fingers(cdp, [c], [{ x: c.x + 60, y: c.y + 40 }]);
    await frames(page);
    const dragged = await boardBox(page);
    expect(dragged.x - pinched.x).toBeCloseTo(60, 0);
    expect(dragged.y - pinched.y).toBeCloseTo(40, 0);
    expect(dragged.width).toBeCloseTo(pinched.width, 3);
    expect(sent).toBe(sentBefore);

    // Tap to act: bring dwarves in and end the placement (buttons) until a dwarf of mine on the board can step.
    const seat = (await page.evaluate(() => window.__tabletop?.mySeat)) as number;
    let step: Extract<XorAction, { type: "step" }> | undefined;
    for (let i = 0; i < 40 && !step; i++) {
      await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0, undefined, { timeout: 60_000 });
      const view = (await page.evaluate(() => window.__tabletop?.view)) as XorView;
      const now = await legal();
      step = now.find(
        (a): a is Extract<XorAction, { type: "step" }> =>
          a.type === "step" && view.players[seat].dwarves[a.dwarf].square !== null,
      );
      if (step) break;
      // The status bar's button for a move that is legal now: bring a dwarf in, else end the turn, else any other.
      const before = JSON.stringify(now);
      const at = (await page.evaluate(() => window.__tabletop?.moves)) as number;
      const pick = now.find((a) => a.type === "bringIn") ?? now.find((a) => a.type === "endTurn") ?? now[0];
      const button = page.locator(`[data-action='${JSON.stringify(pick)}']`).first();
      if ((await button.count()) === 0) throw new Error(`no button for a legal move: ${before}`);
      // The move is applied (the match's version moves on) or refused (the page shows why, and the test says it).
      await button.tap();
      await page.waitForFunction(
        (a) =>
          (window.__tabletop?.moves ?? a) > a ||
          !!document.querySelector<HTMLElement>("[data-testid=rejection]:not([hidden])")?.innerText,
        at,
        { timeout: 60_000 },
      );
      const refused = await page.getByTestId("rejection").evaluate((e: HTMLElement) => (e.hidden ? "" : e.innerText));
      expect({ pick, refused }).toEqual({ pick, refused: "" });
    }
    if (!step) throw new Error("no step offered");

    // Tap to select a dwarf: its squares become tappable; tap one, then Move. While the finger is on the dwarf the
    // table is drawn again, as when a view arrives or a banner or the browser's toolbar resizes the frame: here the
    // window grows narrower and lower under the finger, the canvas (as wide as the window, in the board's shape)
    // with it. The tap still selects the dwarf.
    expect((await targets(page)).some((t) => t.id.startsWith("square-"))).toBe(false);
    const dwarf = centre(await inView((t) => t.id === `dwarf-${seat}-${step.dwarf}`, "my dwarf"));
    const tall = (await canvasBox()).height;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...dwarf, id: 0 }] });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForFunction((h) => {
      const c = document.querySelector("[data-testid=table-canvas]")!;
      return c.getBoundingClientRect().height < h - 1 && (c as HTMLCanvasElement).height > 0;
    }, tall);
    await frames(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForFunction(
      () => (window.__tabletop?.targets?.() ?? []).some((t) => t.id.startsWith("square-")),
      undefined,
      { timeout: 5_000 },
    );
    await tapTarget((t) => t.id === `square-${step.to}`, "the square");
    await page.getByTestId("act-move").tap();
    await page.waitForFunction(
      ([s, d, to]) => (window.__tabletop?.view as XorView | undefined)?.players[s].dwarves[d].square === to,
      [seat, step.dwarf, step.to],
      { timeout: 15_000 },
    );

    // The page scrolls as a page: the whole board shows, so it cannot pan, and one finger swiped up on it
    // scrolls the page instead, down to the log and the chat; swiped down, back to the top. The board stays put
    // in its frame.
    const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
    await page.getByTestId("zoom-fit").tap();
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page);
    const canvasNow = await canvasBox();
    const fitNow = await boardBox(page);
    const mid = centre(canvasNow);
    await fingers(cdp, [{ x: mid.x, y: mid.y + 120 }], [{ x: mid.x, y: mid.y - 120 }]);
    await frames(page);
    const swiped = await scrollTop();
    expect(swiped).toBeGreaterThan(150);
    const moved = await boardBox(page);
    const frameNow = await canvasBox();
    expect({ x: moved.x - frameNow.x, y: moved.y - frameNow.y }).toEqual({
      x: expect.closeTo(fitNow.x - canvasNow.x, 0),
      y: expect.closeTo(fitNow.y - canvasNow.y, 0),
    });
    const top = Math.max(frameNow.y, 0) + 40;
    await fingers(cdp, [{ x: mid.x, y: top }], [{ x: mid.x, y: top + swiped + 50 }]);
    await frames(page);
    expect(await scrollTop()).toBe(0);
    // The log and the chat are always within reach: scrolled to, neither lies under the status bar fixed to the
    // screen's bottom, and a tap in the chat box types there.
    for (const part of ["event-log", "chat-input"])
      expect({ part, ok: await reachable(page, part) }).toEqual({ part, ok: true });
    await page.getByTestId("chat-input").tap();
    // The click follows the lift in its own time.
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "chat-input");
  } finally {
    await context.close();
  }
}, 150_000);
