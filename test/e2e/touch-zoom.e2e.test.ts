/**
 * Touch and zoom at the table (issue 15, "Phones and touch"), in headless Chromium as a phone (390×844, a touch
 * screen): a seeded Xorlosch table with two bots, played only with touch events.
 * - The board's buttons zoom it: Fit shows the table's whole width from its top (the panels stacked under the game
 *   board are reached by dragging), so the whole game board is in view; + makes it 1.25 times as large.
 * - Two fingers spread apart (CDP touch events) make it larger again; one finger dragged moves it and taps nothing.
 * - Taps on the board's buttons act (Bring in, End the placement, or any other move offered) until a dwarf of mine
 *   can step.
 * - On the zoomed board a tap on one of my dwarves selects it (its reachable squares become tappable), a tap on a
 *   square picks it, and a tap on Move sends the step: the dwarf stands on that square in the next view.
 * The table's size is the labelled item "board" of window.__tabletop.drawn(), the game board's "game board"; the
 * items come from its targets().
 */
import type { CDPSession, Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index.js";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { sdk } from "../helpers/clients.js";
import { frames, phoneContext, stillTarget, targets, type Target } from "../helpers/tap-targets.js";

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

/** Fingers on the screen, through Chromium's own touch input (touchstart, touchmove, touchend). */
async function fingers(cdp: CDPSession, from: { x: number; y: number }[], to: { x: number; y: number }[]) {
  const at = (ps: { x: number; y: number }[]) => ps.map((p, id) => ({ x: p.x, y: p.y, id }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from) });
  for (let i = 1; i <= 8; i++) {
    const step = from.map((p, k) => ({ x: p.x + ((to[k].x - p.x) * i) / 8, y: p.y + ((to[k].y - p.y) * i) / 8 }));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
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
    // quarter. (The table is taller than the canvas: its panels are stacked under the game board.) Zoomed in
    // first, so that Fit has something to undo.
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
      // A button for a move that is legal now: bring a dwarf in, else end the turn, else any other.
      const before = JSON.stringify(now);
      const offered = (await targets(page)).filter((t) =>
        now.some((a) => JSON.stringify(a) === JSON.stringify(t.action)),
      );
      const pick =
        offered.find((t) => t.id.startsWith("bringIn-")) ?? offered.find((t) => t.id === "endTurn") ?? offered[0];
      if (!pick) throw new Error(`no button for a legal move: ${before}`);
      await tapTarget((t) => t.id === pick.id, pick.id);
      await page.waitForFunction((b) => JSON.stringify(window.__tabletop?.legal) !== b, before, { timeout: 60_000 });
    }
    if (!step) throw new Error("no step offered");

    // Tap to select a dwarf: its squares become tappable; tap one, then Move. While the finger is on the dwarf the
    // table is drawn again, as when a view arrives or a banner or the browser's toolbar resizes the frame: here the
    // window grows lower under the finger, the canvas with it. The tap still selects the dwarf.
    expect((await targets(page)).some((t) => t.id.startsWith("square-"))).toBe(false);
    const dwarf = centre(await inView((t) => t.id === `dwarf-${seat}-${step.dwarf}`, "my dwarf"));
    const tall = (await canvasBox()).height;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...dwarf, id: 0 }] });
    await page.setViewportSize({ width: 390, height: 780 });
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
    await tapTarget((t) => t.id === "move", "Move");
    await page.waitForFunction(
      ([s, d, to]) => (window.__tabletop?.view as XorView | undefined)?.players[s].dwarves[d].square === to,
      [seat, step.dwarf, step.to],
      { timeout: 15_000 },
    );
  } finally {
    await context.close();
  }
}, 150_000);
