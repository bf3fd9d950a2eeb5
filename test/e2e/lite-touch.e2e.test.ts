/**
 * Dungeon Lite on a phone ("Phones and touch"), in headless Chromium as a touch screen held upright
 * (390×844), played with taps: the person taps a hero card (the page's), then, on their own turn, a card of the
 * page's hand, the status bar's Move and a lit zone of the dungeon. The table is seeded (the bot's game is the same
 * each run).
 * - As the board opens (no zoom), every tap target of the canvas is at least 44×44 CSS px: the zones (the dungeon is
 *   drawn large enough), the doors and the chest (their fingertip boxes); the standees, smaller than a fingertip and
 *   close together, take no taps there (the status bar has a button in words for each aimed action).
 * - A tap on a zone the hero can step to moves the hero there, even when the finger goes down just after a zoom
 *   button was pressed: the zoom draws the table again while the finger is down, and the tap still reaches the zone it
 *   went down on (the map keeps its items by key, and the canvas gives a tap to the item pressed:
 *   client/src/table/table-canvas.ts). The page's clock (Playwright's, installed before the page loads and paused for
 *   this) lets the redraw come only while the finger is down, so the order is the same on a fast machine and a loaded
 *   one.
 * The canvas's tap targets come from window.__tabletop.targets().
 */
import type { Page } from "playwright-core";
import type { LiteAction, LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { sdk } from "../helpers/clients.js";
import { frames, phoneContext, reachable, targets, type Target } from "../helpers/tap-targets.js";

const e2e = fixtureBrowserTests("lite-touch");
/** The smallest tap target on a phone, in CSS px (client/src/games/text-size.ts MIN_TARGET_PX). */
const FINGERTIP = 44;

const seen = (page: Page) =>
  page.evaluate(() => ({
    view: window.__tabletop!.view as LiteView,
    legal: (window.__tabletop!.legal ?? []) as LiteAction[],
    mySeat: window.__tabletop!.mySeat ?? null,
  }));
const small = (ts: Target[]) =>
  ts
    .filter((t) => t.width < FINGERTIP - 0.5 || t.height < FINGERTIP - 0.5)
    .map((t) => `${t.id} ${Math.round(t.width)}×${Math.round(t.height)}`);

/** Waits for the next view or legal list. */
async function changed(page: Page, before: string): Promise<void> {
  await page.waitForFunction((b) => JSON.stringify([window.__tabletop!.view, window.__tabletop!.legal]) !== b, before, {
    timeout: 30_000,
  });
}

test("a phone plays Dungeon Lite with taps: every tap target a fingertip, a tap on a lit zone steps there", async () => {
  const context = await phoneContext(e2e.pool.browser);
  try {
    await context.clock.install();
    const page = await context.newPage();
    // Opened over the SDK for the page's own identity, with a seed; the page takes the seat over from that
    // connection, as a second tab would, and the table, full with its bot, starts.
    await enterLobby(page, e2e.server.url, "Thumb");
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
    const opened = await sdk(e2e.server.url).create("dungeon-lite", { token, seats: 2, bots: 1, seed: "lite-touch-1" });
    opened.onMessage("*", () => undefined); // the page takes this seat over at once; its messages until then are not read
    await page.goto(`${e2e.server.url}/#/room/${opened.roomId}`);
    await page.waitForFunction(
      (room) => window.__tabletop?.roomId === room && window.__tabletop.mySeat === 0,
      opened.roomId,
    );
    await page.waitForFunction(() => (window.__tabletop?.legal ?? []).some((a) => a.type === "choose-hero"), null, {
      timeout: 30_000,
    });

    // The hero choice: a tap on a hero card of the page chooses that hero (the canvas holds the map alone).
    const faults: string[] = [];
    await frames(page);
    // The frame takes the map's shape (it grows with the dungeon): measured again before each look.
    let canvas = (await page.getByTestId("table-canvas").boundingBox())!;
    const inView = (t: Target) =>
      t.y > canvas.y &&
      t.y + t.height < canvas.y + canvas.height &&
      t.x > canvas.x &&
      t.x + t.width < canvas.x + canvas.width;
    faults.push(...small(await targets(page)).map((f) => `hero choice: ${f}`));
    const before = await seen(page);
    await page.locator('[data-panel=choices] [data-testid^="choose-"]').first().tap();
    // My hero, chosen (the bot's choice may land first: waiting for any change would race it).
    await page.waitForFunction(
      (seat) => !!(window.__tabletop!.view as LiteView).heroes[seat as number]?.cls,
      before.mySeat,
      { timeout: 30_000 },
    );

    // On to the player's own turn (the rest of the set-up is answered through the page's hook).
    for (let moves = 0; ; moves++) {
      const s = await seen(page);
      if (s.legal.some((a) => a.type === "end-turn")) break;
      if (moves > 200) throw new Error("the player's turn never came");
      const answer =
        s.legal.find((a) => a.type.startsWith("choose-")) ??
        s.legal.find((a) => ["take-turn", "accept-order", "pass"].includes(a.type)) ??
        s.legal.find((a) => a.type === "discard");
      if (answer) await page.evaluate((a) => window.__tabletop!.send!("act", a), answer);
      await changed(page, JSON.stringify([s.view, s.legal]));
    }
    await frames(page);
    const onTurn = await targets(page);
    faults.push(...small(onTurn).map((f) => `own turn: ${f}`));
    const figures = onTurn.filter((t) => /^(enemy|hero)-/.test(t.id)).map((t) => t.id);
    if (figures.length) faults.push(`standees take taps on a phone: ${figures.join(", ")}`);
    expect(faults).toEqual([]);

    /** A target of the canvas, the board dragged (one pointer) until it is in view. */
    const inSight = async (pick: (t: Target) => boolean, what: string) => {
      for (let tries = 0; tries < 10; tries++) {
        await frames(page);
        const t = (await targets(page)).find(pick);
        if (!t) throw new Error(`no ${what}: ${(await targets(page)).map((x) => x.id).join(", ")}`);
        canvas = (await page.getByTestId("table-canvas").boundingBox())!;
        if (inView(t)) return t;
        // The target is beside the part of the map in view: drag the board by at most half the canvas each way.
        const from = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
        const toward = (c: number, size: number, at: number) =>
          Math.max(-size / 2, Math.min(size / 2, c + size / 2 - at));
        const dx = toward(canvas.x, canvas.width, t.x + t.width / 2);
        const dy = toward(canvas.y, canvas.height, t.y + t.height / 2);
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
        await page.mouse.up();
      }
      throw new Error(`${what} never came into view`);
    };
    // A move is paid with a card: tap one that pays for a move in the page's hand, then the bar's Move (the
    // status bar, fixed to the screen's bottom), then a lit zone.
    const moveCard = (await seen(page)).legal.find((a) => a.type === "move") as { card: string } | undefined;
    if (!moveCard) throw new Error("no card pays for a move");
    await page.getByTestId(`hand-${moveCard.card}`).tap();
    await page.locator(`[data-testid=status-bar] button[data-action='${JSON.stringify(moveCard)}']`).tap();
    await page.waitForFunction(() => (window.__tabletop?.legal ?? []).some((a) => a.type === "step"), null, {
      timeout: 30_000,
    });
    // The hand lies under the board: back up to the board, which opens above the status bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page);
    faults.push(...small(await targets(page)).map((f) => `with steps to take: ${f}`));
    expect(faults).toEqual([]);
    // A tap on a zone the hero can step to: the hero stands there in the next view.
    const s = await seen(page);
    const stepTo = (await targets(page)).find((t) => (t.action as LiteAction).type === "step");
    if (!stepTo) throw new Error(`no zone to step to: ${(await targets(page)).map((t) => t.id).join(", ")}`);
    const zone = (stepTo.action as { zone: string }).zone;
    // The zoom-in button, then at once a finger on that zone: the zoom's redraw is due in the next frame, which the
    // paused clock lets come only while the finger is down.
    await inSight((t) => t.id === stepTo.id, "zone to step to");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => (document.querySelector("[data-testid=zoom-in]") as HTMLElement).click());
    const there = (await targets(page)).find((t) => t.id === stepTo.id);
    if (!there || !inView(there))
      throw new Error(`the zone left the view as the board zoomed in: ${JSON.stringify(there)}`);
    const cdp = await context.newCDPSession(page);
    const finger = { x: there.x + there.width / 2, y: there.y + there.height / 2, id: 0 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [finger] });
    await page.clock.runFor(100);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.clock.resume();
    await page.waitForFunction(
      ([seat, z]) => (window.__tabletop!.view as LiteView).heroes[seat as number].zone === z,
      [s.mySeat, zone] as const,
      { timeout: 30_000 },
    );
    // The page scrolls as a page: the log and the chat lie within reach, under the board and above the status bar
    // fixed to the screen's bottom.
    for (const part of ["event-log", "chat-input"])
      expect({ part, ok: await reachable(page, part) }).toEqual({ part, ok: true });
  } finally {
    await context.close();
  }
}, 120_000);
