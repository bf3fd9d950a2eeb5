/**
 * Moves animate and the last move is highlighted (issue 15, following the game), in headless Chromium: at a
 * Xorlosch table whose moves bots make (mine too, when my short time per move runs out), a dwarf that steps is
 * drawn at places between its old square and its new one (a walk, not a jump), and the dwarf moved last is labelled
 * as such, one at a time, the mark on the one whose place changed last.
 */
import type { Page } from "playwright-core";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { sdk } from "../helpers/clients.js";

const t = fixtureBrowserTests("motion");

type Sample = { label: string; x: number; y: number }[];

/** Every frame for `ms`, the labelled dwarves as drawn. */
const sampleDwarves = (page: Page, ms: number) =>
  page.evaluate(
    (span) =>
      new Promise<Sample[]>((done) => {
        const out: Sample[] = [];
        const end = performance.now() + span;
        const frame = () => {
          const hook = window.__tabletop as unknown as { drawn?: () => { labelled: Sample } } | undefined;
          const drawn = hook?.drawn?.().labelled ?? [];
          out.push(drawn.filter((d) => d.label.startsWith("dwarf-")).map(({ label, x, y }) => ({ label, x, y })));
          if (performance.now() < end) requestAnimationFrame(frame);
          else done(out);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );

test("a bot's dwarf walks to its square; the dwarf moved last is marked until the next moves", async () => {
  const page = (await t.pool.player()).page;
  await enterLobby(page, t.server.url, "Mo");
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  const mine = await sdk(t.server.url).create("xorlosch", { token, seats: 2, bots: 1, turnSeconds: 2 });
  await page.goto(`${t.server.url}/#/room/${mine.roomId}`);
  await page.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.mySeat === 0);
  const frames = await sampleDwarves(page, 12_000);

  const places = new Map<string, Set<string>>();
  const marked = new Set<string>();
  const seen = new Map<string, string>();
  let lastChanged = "";
  let markedAtEnd = "";
  for (const f of frames) {
    markedAtEnd = f.find((d) => d.label.endsWith(" last-moved"))?.label.replace(" last-moved", "") ?? "";
    expect(f.filter((d) => d.label.endsWith(" last-moved")).length).toBeLessThanOrEqual(1);
    for (const d of f) {
      const key = d.label.replace(" last-moved", "");
      if (d.label.endsWith(" last-moved")) marked.add(key);
      const at = `${Math.round(d.x)},${Math.round(d.y)}`;
      if (seen.has(key) && seen.get(key) !== at) lastChanged = key;
      seen.set(key, at);
      places.set(key, (places.get(key) ?? new Set()).add(at));
    }
  }
  // A jump shows a dwarf at one place per square it stood on; a walk at many places on the way.
  const most = Math.max(0, ...[...places.values()].map((s) => s.size));
  expect(most).toBeGreaterThanOrEqual(6);
  // The mark is on the dwarf that moved last, and only on dwarves that moved.
  expect(markedAtEnd).toBe(lastChanged);
  for (const key of marked) expect(places.get(key)!.size).toBeGreaterThan(1);
}, 90_000);
