/**
 * Dungeon Flee's table layout, in headless Chromium at 1280×800: a seeded match is brought to a state
 * with treasures in the inventory and the player's token at a corridor, and what the canvas draws is checked
 * (window.__tabletop.drawn: every text with its size in CSS pixels, and the labelled items):
 * - every text is at least 12 CSS px;
 * - on each treasure and hand card, every text lies inside the card (no name clipped) and no two texts overlap
 *   (no "+2 shields" drawn over the "Treasure" label);
 * - the player's token, at the first corridor, covers no corridor's label;
 * - at 1280×800 and at 390×844 (a phone upright), as the table opens (no Fit): no line of the page's status bar and
 *   panels (the hand and the choices in words) over another, the status bar whole in the window, and no text of the
 *   canvas over another.
 * The seed is found by playing the engine here with the shared heuristic bot, so the test keeps working while the
 * content is being balanced.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  dungeonFleeBots,
  dungeonFleeEngine as E,
  type FleeAction,
  type FleeState,
} from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import { buildClient, launchBrowser, REPO, type BrowserSession, enterLobby } from "../helpers/browser.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { inside, overlap, type Box } from "../helpers/boxes.js";
import { tieBreaks } from "../helpers/bot-player.js";
import { inWindow } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
const OPTIONS: FleeOptions = { mode: "easy", class: "fighter", gender: "male" };
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/**
 * The shortest of the bot's plays (over a few hundred seeds) that reaches two treasures in the inventory, one of
 * them shields, with the token at the first corridor (whose label sits under its cards, where a token once stood).
 */
function pickPlay(): { seed: string; actions: FleeAction[] } {
  let best: { seed: string; actions: FleeAction[] } | null = null;
  for (let i = 0; i < 300; i++) {
    const seed = `layout-${i}`;
    let s: FleeState = E.setup(seed, 1, OPTIONS);
    const rand = tieBreaks();
    const actions: FleeAction[] = [];
    for (let n = 0; n < (best?.actions.length ?? 120) && E.outcome(s) === null; n++) {
      const v = E.view(s, 0);
      const shields = v.inventory.some((c) => c.treasure && "shields" in c.treasure);
      if (v.inventory.length >= 2 && shields && v.location === 0 && E.legal(s, 0).length > 0) {
        best = { seed, actions };
        break;
      }
      const a = dungeonFleeBots.heuristic.choose(clone(v), clone(E.legal(s, 0)), 0, rand());
      const r = E.apply(s, 0, a);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      actions.push(a);
    }
  }
  if (!best) throw new Error("no seed reaches two treasures with shields among them at the first corridor");
  return best;
}

let server: TestServer;
let browser: BrowserSession;
let page: Page;
let watcher: Player | null = null;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-flee-layout", false);
  server = await startTestServer({ clientDir, allowClientSeeds: true, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
  browser = await launchBrowser({ width: 1280, height: 800 });
  page = browser.page;
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await watcher?.room.leave().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

/** What the page's debug hook says the canvas draws (client/src/ui/debug.ts, `drawn`). */
interface Drawn {
  texts: (Box & { text: string; fontPx: number })[];
  labelled: (Box & { label: string })[];
}

/** Every line of text of the page's status bar and game panels, with its box (a text node's, by Range). */
const pageLabels = (page: Page): Promise<(Box & { text: string })[]> =>
  page.evaluate(() => {
    const out: { text: string; x: number; y: number; width: number; height: number }[] = [];
    for (const root of Array.from(document.querySelectorAll("[data-testid=status-bar], [data-testid=game-panels]"))) {
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        // A wrapped text is one box per line.
        for (const r of Array.from(range.getClientRects()))
          if (r.width > 0 && r.height > 0)
            out.push({ text: n.textContent.trim(), x: r.x, y: r.y, width: r.width, height: r.height });
      }
    }
    return out;
  });

const centreIn = (a: Box, b: Box) => inside({ x: a.x + a.width / 2, y: a.y + a.height / 2, width: 0, height: 0 }, b, 0);

test("treasure and hand cards, the token and the corridor labels are laid out legibly", async () => {
  const { seed, actions } = pickPlay();
  const g = await guest(server, "Seeder");
  watcher = await track(
    await sdk(server.url).create("dungeon-flee", { token: g.token, spectate: true, seed, options: OPTIONS }),
  );
  await enterLobby(page, server.url, "Delver");
  await page.goto(`${server.url}/#/room/${watcher.room.roomId}`);
  let state = E.setup(seed, 1, OPTIONS);
  const shows = (s: FleeState) =>
    page.waitForFunction(
      (want) => JSON.stringify(window.__tabletop?.view) === want && (window.__tabletop?.legal?.length ?? 0) > 0,
      JSON.stringify(E.view(s, 0)),
      { timeout: 15_000 },
    );
  await page.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.status === "playing");
  for (const a of actions) {
    await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0);
    await page.evaluate((x) => window.__tabletop!.send!("act", x), a);
    const r = E.apply(state, 0, a);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  await shows(state).catch(() => undefined);
  await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-layout.png") });
  const view = E.view(state, 0);
  const drawn = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());

  // Every text at least 12 CSS px.
  const small = drawn.texts.filter((t) => t.fontPx < 12 - 0.01).map((t) => `${t.text} (${t.fontPx.toFixed(1)} px)`);
  expect(small).toEqual([]);

  // Each treasure and hand card: its texts inside it, none over another.
  const cards = drawn.labelled.filter((l) => /^(treasure|hand)-card:/.test(l.label));
  expect(cards.filter((c) => c.label.startsWith("treasure-card:")).length).toBe(view.inventory.length);
  expect(cards.filter((c) => c.label.startsWith("hand-card:")).length).toBe(view.hand!.length);
  const faults: string[] = [];
  for (const card of cards) {
    const texts = drawn.texts.filter((t) => centreIn(t, card));
    if (card.label.startsWith("treasure-card:")) {
      const def = view.inventory.find((c) => `treasure-card:${c.id}` === card.label)!;
      expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining([def.name, "Treasure"]));
    }
    for (const t of texts) if (!inside(t, card)) faults.push(`${card.label}: "${t.text}" runs out of the card`);
    texts.forEach((a, i) =>
      texts
        .slice(i + 1)
        .forEach((b) => overlap(a, b, 0.5) && faults.push(`${card.label}: "${a.text}" over "${b.text}"`)),
    );
  }
  expect(faults).toEqual([]);

  // The token covers no corridor label.
  const token = drawn.labelled.find((l) => l.label.startsWith("player-token"))!;
  expect(token).toBeDefined();
  const labels = drawn.texts.filter((t) => /^Corridor \d$/.test(t.text));
  expect(labels.length).toBe(6);
  expect(labels.filter((l) => overlap(l, token, 0.5)).map((l) => l.text)).toEqual([]);

  // The hand and the choices read well on a laptop and on a phone held upright, as the table opens (no Fit): no
  // label of the page over another, the status bar whole in the window, and no text of the canvas over another.
  const sizeFaults: string[] = [];
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(SHOTS, `dungeon-flee-layout-${size.width}x${size.height}.png`) });
    const at = `${size.width}×${size.height}`;
    const words = await pageLabels(page);
    expect(words.some((w) => w.text.startsWith(view.hand![0].name))).toBe(true);
    words.forEach((a, i) =>
      words
        .slice(i + 1)
        .forEach((b) => overlap(a, b, 1) && sizeFaults.push(`${at}: page "${a.text}" over "${b.text}"`)),
    );
    if (!(await inWindow(page, "status-bar"))) sizeFaults.push(`${at}: the status bar is not whole in the window`);
    const shown = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
    const canvas = (await page.getByTestId("table-canvas").boundingBox())!;
    const seen = shown.texts.filter((t) => overlap(t, canvas, 0));
    seen.forEach((a, i) =>
      seen
        .slice(i + 1)
        .forEach((b) => overlap(a, b, 1) && sizeFaults.push(`${at}: canvas "${a.text}" over "${b.text}"`)),
    );
  }
  expect(sizeFaults).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leave (a bot finishes the match), so no seat waits for a reconnect after the test.
  await page.getByTestId("leave").click();
  await page.getByTestId("leave-confirm").click();
  await page.waitForURL((u) => !u.hash.startsWith("#/room/"));
}, 120_000);
