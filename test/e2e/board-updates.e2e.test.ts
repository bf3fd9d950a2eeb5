/**
 * A Xorlosch dwarf that steps is seen along its way ("a moving dwarf that vanishes for about a second
 * instead of moving"), and the update that moves it draws only what changed, in headless Chromium at 1280×800. The
 * player brings a dwarf in and, on their first turn of movement, steps it to a square next to the stairwell, sent from
 * the page as its click would. The page's clock (Playwright's, which drives its animation frames) is paused and moved
 * on one frame at a time from the move on, and after each frame the test reads where the canvas draws the dwarf
 * (`drawn()`: `dwarf-<seat>-<die> on <square>`): it is drawn in every frame (it never vanishes), at places strictly
 * between its two squares on the way (it walks, it does not jump), and ends still on its new square. Each frame it
 * also takes the canvas's census (`census()`, client/src/ui/debug.ts): the display objects created by the update are
 * at most a few per figure whose label changed plus a small constant, not the board drawn again
 * (client/src/table/sync.ts keeps every item by its key).
 */
import type { Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index.js";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { sdk } from "../helpers/clients.js";
import type { Box } from "../helpers/boxes.js";

const t = fixtureBrowserTests("xorlosch-walk", { botDelayMs: 0 });

/** One animation frame of the page's clock, in ms: a slow machine's, so a step (320 ms) is 4 frames. */
const FRAME_MS = 80;

interface Seen extends Box {
  on: number;
}

/** Where the canvas draws the dwarf (`on` its square), or null where it draws none. */
const drawnDwarf = (page: Page, key: string): Promise<Seen | null> =>
  page.evaluate((k) => {
    const hook = window.__tabletop as unknown as { drawn(): { labelled: (Box & { label: string })[] } };
    const re = new RegExp(`^${k} on (\\d+)`);
    for (const d of hook.drawn().labelled) {
      const m = re.exec(d.label);
      if (m) return { on: Number(m[1]), x: d.x, y: d.y, width: d.width, height: d.height };
    }
    return null;
  }, key);

/** The canvas's census (client/src/ui/debug.ts): its display objects, and those new since the last census. */
const census = (page: Page) =>
  page.evaluate(() => (window.__tabletop as unknown as { census(): { objects: number; fresh: number } }).census());

/** The canvas's size on the page. */
const canvasSize = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const r = document.querySelector("[data-testid=table-canvas]")!.getBoundingClientRect();
    return `${r.width}x${r.height}`;
  });

/** The labels of the items drawn on the canvas. */
const labels = async (page: Page): Promise<Set<string>> =>
  new Set(
    await page.evaluate(() =>
      (window.__tabletop as unknown as { drawn(): { labelled: { label: string }[] } })
        .drawn()
        .labelled.map((d) => d.label),
    ),
  );

const hook = (page: Page) =>
  page.evaluate(() => ({
    view: window.__tabletop?.view as XorView | undefined,
    legal: (window.__tabletop?.legal ?? []) as XorAction[],
  }));

/** Sends the first legal action `pick` finds (as its button would) and waits for the view to change. */
async function act(page: Page, pick: (l: XorAction[]) => XorAction | undefined): Promise<XorAction> {
  await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0, undefined, { timeout: 30_000 });
  const { view, legal } = await hook(page);
  const a = pick(legal);
  if (!a) throw new Error(`no such action in ${JSON.stringify(legal)}`);
  await page.evaluate((x) => window.__tabletop!.send!("act", x), a);
  await page.waitForFunction((b) => JSON.stringify(window.__tabletop?.view) !== b, JSON.stringify(view));
  return a;
}

test("a dwarf that steps is drawn in every frame, on its way between its two squares, then on its new one; the update creates display objects only for what changed", async () => {
  const { context, page } = await t.pool.player();
  try {
    await context.clock.install();
    await enterLobby(page, t.server.url, "Walker");
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
    const opened = await sdk(t.server.url).create("xorlosch", {
      token,
      seats: 2,
      bots: 1,
      seed: "xorlosch-walk",
      options: { board: "ruins", shortGame: true, firstPlayer: 0 },
    });
    opened.onMessage("*", () => undefined); // the page takes this seat over at once
    await page.goto(`${t.server.url}/#/room/${opened.roomId}`);
    await page.waitForFunction(
      (room) => window.__tabletop?.roomId === room && window.__tabletop.mySeat === 0,
      opened.roomId,
    );
    // Placement: a warrior in, the placement done; the bot places; then my first turn of movement.
    const bring = (await act(page, (l) => l.find((a) => a.type === "bringIn"))) as Extract<
      XorAction,
      { type: "bringIn" }
    >;
    await act(page, (l) => l.find((a) => a.type === "endTurn"));
    await page.waitForFunction(
      (die) =>
        (window.__tabletop?.legal ?? []).some(
          (a) => (a as XorAction).type === "step" && (a as { dwarf: number }).dwarf === die,
        ),
      bring.dwarf,
      { timeout: 30_000 },
    );
    const step = (await hook(page)).legal.find(
      (a): a is Extract<XorAction, { type: "step" }> => a.type === "step" && a.dwarf === bring.dwarf,
    )!;
    const key = `dwarf-0-${bring.dwarf}`;
    const before = (await drawnDwarf(page, key))!;
    expect(before.on).toBe(0);

    // The clock paused a second ahead (the time it takes to ask is not in the past), the step sent, then frame by
    // frame until the dwarf stands still on its new square.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const labelsBefore = await labels(page);
    await census(page);
    await page.evaluate((a) => window.__tabletop!.send!("act", a), step);
    const seen: (Seen | null)[] = [];
    let still = 0;
    let fresh = 0;
    let size = await canvasSize(page);
    let updateCounted = false;
    for (let i = 0; i < 250 && still < 3; i++) {
      await page.clock.fastForward(FRAME_MS);
      const { fresh: made } = await census(page);
      const box = await canvasSize(page);
      const now = await drawnDwarf(page, key);
      // A canvas that changed size (the page's parts beside it changed with the move) draws its texts anew for the
      // new scale: the frames of the update are those at the size of the frame before.
      if (box === size) {
        fresh += made;
        if (now?.on === step.to) updateCounted = true;
      }
      size = box;
      const last = seen[seen.length - 1];
      still = now && last && now.on === step.to && now.x === last.x && now.y === last.y ? still + 1 : 0;
      seen.push(now);
    }
    await page.clock.resume();
    const after = seen[seen.length - 1]!;
    const within = (v: number, a: number, b: number) => v > Math.min(a, b) + 2 && v < Math.max(a, b) - 2;
    const midway = seen.filter(
      (f) => f && f.on === step.to && (within(f.x, before.x, after.x) || within(f.y, before.y, after.y)),
    );
    const labelsAfter = await labels(page);
    const changed = [...labelsAfter].filter((l) => !labelsBefore.has(l)).length;
    expect({
      vanished: seen.filter((f) => f === null).length,
      endsOn: after.on,
      framesMidway: midway.length > 0,
      updateCounted,
      // A die is a holder's body of three objects (container, shape, number): the figures whose label changed are
      // drawn again, plus a few marks (a pad, a square lit), never the whole board.
      freshWithin: fresh <= 4 * changed + 6 ? "yes" : `${fresh} display objects for ${changed} changed figures`,
    }).toEqual({ vanished: 0, endsOn: step.to, framesMidway: true, updateCounted: true, freshWithin: "yes" });
  } finally {
    await context.close();
  }
}, 120_000);
