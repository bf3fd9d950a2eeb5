/**
 * The board follows changes, in headless Chromium at 1280×800: a figure that steps is seen along its
 * way, and the update that moves it creates display objects only for what changed, not the board drawn again
 * (client/src/table/sync.ts keeps every item by its key). Two boards, each stepped by its player from the page as
 * its click would:
 * - Xorlosch ("a moving dwarf that vanishes for about a second instead of moving"): the player brings a dwarf in and,
 *   on their first turn of movement, steps it to a square next to the stairwell;
 * - Dungeon Lite: the player's hero, paid for a move with a card, steps to a zone next to its own (the frame round the
 *   map, ./map-frame.ts, is kept too).
 * The page's clock (Playwright's, which drives its animation frames) is paused and moved on one frame at a time from
 * the move on, and after each frame the test reads where the canvas draws the figure (`drawn()`:
 * `dwarf-<seat>-<die> on <square>`, `hero-<seat> in <zone>`): it is drawn in every frame (it never vanishes), at
 * places strictly between its two places on the way (it walks, it does not jump), and ends still on its new place.
 * Each frame it also takes the canvas's census (../helpers/census.ts). Dungeon Flee's own updates are counted in
 * ./flee-motion.e2e.test.ts.
 */
import type { Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index.js";
import type { LiteAction, LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { sdk } from "../helpers/clients.js";
import type { Box } from "../helpers/boxes.js";
import { UpdateCount, added, canvasSize, census, drawnLabels as labels, targetKeys } from "../helpers/census.js";

const t = fixtureBrowserTests("board-updates", { botDelayMs: 0 });

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

const liteHook = (page: Page) =>
  page.evaluate(() => ({
    view: window.__tabletop!.view as LiteView,
    legal: (window.__tabletop!.legal ?? []) as LiteAction[],
  }));

/** Where the canvas draws the hero (`in` its zone), or null where it draws none. */
const drawnHero = (page: Page, key: string): Promise<(Box & { in: string }) | null> =>
  page.evaluate((k) => {
    const hook = window.__tabletop as unknown as { drawn(): { labelled: (Box & { label: string })[] } };
    const re = new RegExp(`^${k} in (\\S+)`);
    for (const d of hook.drawn().labelled) {
      const m = re.exec(d.label);
      if (m) return { in: m[1]!, x: d.x, y: d.y, width: d.width, height: d.height };
    }
    return null;
  }, key);

test("a Dungeon Lite hero that steps is drawn on its way between its two zones; the update builds only the items that changed", async () => {
  const { context, page } = await t.pool.player();
  try {
    await context.clock.install();
    await enterLobby(page, t.server.url, "Stepper");
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
    const opened = await sdk(t.server.url).create("dungeon-lite", { token, seats: 2, bots: 1, seed: "board-updates" });
    opened.onMessage("*", () => undefined); // the page takes this seat over at once
    await page.goto(`${t.server.url}/#/room/${opened.roomId}`);
    await page.waitForFunction(
      (room) => window.__tabletop?.roomId === room && window.__tabletop.mySeat === 0,
      opened.roomId,
    );
    // The set-up answered through the page's hook, on to the player's own turn; then a move paid with a card.
    for (let moves = 0; ; moves++) {
      await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0, undefined, { timeout: 30_000 });
      const s = await liteHook(page);
      // The list can be gone again by the time it is read (the turn passed to the bot meanwhile): wait anew.
      if (s.legal.length === 0) continue;
      if (s.legal.some((a) => a.type === "step")) break;
      if (moves > 200) throw new Error("the player's steps never came");
      const answer =
        s.legal.find((a) => a.type.startsWith("choose-")) ??
        s.legal.find((a) => ["take-turn", "accept-order", "pass", "move"].includes(a.type)) ??
        s.legal.find((a) => a.type === "discard");
      if (!answer) throw new Error(`no answer in ${JSON.stringify(s.legal)}`);
      const before = JSON.stringify([s.view, s.legal]);
      await page.evaluate((a) => window.__tabletop!.send!("act", a), answer);
      await page.waitForFunction(
        (b) => JSON.stringify([window.__tabletop!.view, window.__tabletop!.legal]) !== b,
        before,
        { timeout: 30_000 },
      );
    }
    const { view } = await liteHook(page);
    const step = (await liteHook(page)).legal.find(
      (a): a is Extract<LiteAction, { type: "step" }> => a.type === "step",
    )!;
    const key = "hero-0";
    const from = view.heroes[0]!.zone;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = (await drawnHero(page, key))!;
    expect(before.in).toBe(from);

    // The clock paused a second ahead, the step sent, then frame by frame until the hero stands still in its zone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const labelsBefore = await labels(page);
    const targetsBefore = await targetKeys(page);
    const count = new UpdateCount();
    await count.start(page);
    await page.evaluate((a) => window.__tabletop!.send!("act", a), step);
    const seen: ((Box & { in: string }) | null)[] = [];
    let still = 0;
    for (let i = 0; i < 250 && still < 3; i++) {
      await page.clock.fastForward(FRAME_MS);
      const now = await drawnHero(page, key);
      await count.frame(page, now?.in === step.zone);
      const last = seen[seen.length - 1];
      still = now && last && now.in === step.zone && now.x === last.x && now.y === last.y ? still + 1 : 0;
      seen.push(now);
    }
    await page.clock.resume();
    const after = seen[seen.length - 1]!;
    const within = (v: number, a: number, b: number) => v > Math.min(a, b) + 1 && v < Math.max(a, b) - 1;
    const midway = seen.filter(
      (f) => f && f.in === step.zone && (within(f.x, before.x, after.x) || within(f.y, before.y, after.y)),
    );
    // What changed: the items drawn with a new label (the hero, the last move's rings) and the canvas's click targets
    // that are new or stand for another action (the zones lit from the hero's new place). Each such item is built at
    // most once; nothing else is, and nothing is built outside the map's items (its base and its frame are kept).
    const changed = added(labelsBefore, await labels(page)) + added(targetsBefore, await targetKeys(page));
    expect({
      vanished: seen.filter((f) => f === null).length,
      endsIn: after.in,
      framesMidway: midway.length > 0,
      updateCounted: count.counted,
      builtWithin: count.built <= changed ? "yes" : `${count.built} things built for ${changed} changed items`,
      builtOutsideItems: count.loose,
    }).toEqual({
      vanished: 0,
      endsIn: step.zone,
      framesMidway: true,
      updateCounted: true,
      builtWithin: "yes",
      builtOutsideItems: 0,
    });
  } finally {
    await context.close();
  }
}, 120_000);
