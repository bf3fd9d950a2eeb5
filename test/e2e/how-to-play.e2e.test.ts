/**
 * "How to play", in headless Chromium: each game's short guide opens from a table (in a new tab, the
 * table staying put) and from the lobby's new-table form, follows the rulebook's sections, and links to the
 * rulings, which load from the client bundle: every ruling of docs/rulings/<game>.md is there, a link to one
 * ruling opens at it, and no Markdown shows as raw marks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { buildClient, enterLobby, launchBrowserPool, REPO, type BrowserPool } from "../helpers/browser.js";
import { RULEBOOK_SECTIONS, rulingIds } from "../helpers/rulebook-sections.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-how-to-play", false);
  server = await startTestServer({ withFixture: false, clientDir, botDelayMs: 200 });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** Checks the guide shown: its sections in the rulebook's order, and links to rulings that exist. */
async function showsGuide(page: Page, game: string, title: string): Promise<void> {
  await page.getByTestId("how-to-play").waitFor();
  expect(await page.locator("h1").textContent()).toBe(`How to play ${title}`);
  expect(await page.locator(".how-to-play > .guide-section > h2").allTextContents()).toEqual(
    RULEBOOK_SECTIONS[game].map((s) => s.heading),
  );
  const linked = await page.locator(".guide-rulings a").allTextContents();
  expect(linked.length).toBeGreaterThan(5);
  const ids = rulingIds(game);
  expect(linked.filter((id) => !ids.includes(id))).toEqual([]);
}

/** Follows "all the rulings" and checks every ruling of the file is on the page, rendered (no raw Markdown). */
async function showsRulings(page: Page, game: string): Promise<void> {
  await page.getByTestId("rulings-link").click();
  await page.getByTestId("rulings").waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).hash).toBe(`#/rulings/${game}`);
  const ids = rulingIds(game);
  expect(ids.length).toBeGreaterThan(20);
  const anchors = await page
    .locator('[data-testid="rulings"] [id^="ruling-"]')
    .evaluateAll((els) => els.map((e) => e.id));
  expect([...new Set(anchors)].sort()).toEqual(ids.map((id) => `ruling-${id}`).sort());
  const text = (await page.getByTestId("rulings").textContent()) ?? "";
  expect(text).not.toMatch(/\*\*|^#|\]\(/m);
  // The rulebook's words a ruling quotes ("> …" lines) show as quotes.
  const quotes = /^>/m.test(readFileSync(path.join(REPO, "docs/rulings", `${game}.md`), "utf8"));
  expect((await page.locator('[data-testid="rulings"] blockquote').count()) > 0).toBe(quotes);
}

test("from a table, 'How to play' opens the guide in a new tab; its rulings load and a ruling link opens at it", async () => {
  const { context, page } = await pool.player();
  await enterLobby(page, server.url, "Reader");
  await page.getByTestId("game-select").selectOption("dungeon-flee");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  const table = page.url();
  await page.waitForFunction(() => window.__tabletop?.page === "game" && !!window.__tabletop.view);

  const [guide] = await Promise.all([context.waitForEvent("page"), page.getByTestId("how-to-play-link").click()]);
  await guide.waitForLoadState();
  expect(new URL(guide.url()).hash).toBe("#/how-to-play/dungeon-flee");
  await showsGuide(guide, "dungeon-flee", "Dungeon Flee");
  // The table is still there, in its seat.
  expect(page.url()).toBe(table);
  expect(await page.evaluate(() => window.__tabletop?.page)).toBe("game");

  // One ruling linked from a section: the rulings open at it.
  await guide.locator(".guide-rulings a", { hasText: /^FLEE-Q-23$/ }).click();
  const ruling = guide.locator("#ruling-FLEE-Q-23");
  await ruling.waitFor({ timeout: 10_000 });
  expect(await ruling.textContent()).toContain("failing and blocking");
  expect(await ruling.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
  await guide.screenshot({ path: path.join(REPO, "test-results", "rulings-flee-q-23.png") });
  await guide.goBack();
  await showsGuide(guide, "dungeon-flee", "Dungeon Flee");
  await guide.screenshot({ path: path.join(REPO, "test-results", "how-to-play-dungeon-flee.png") });
  await showsRulings(guide, "dungeon-flee");
}, 90_000);

test("from the lobby, the new-table form's 'How to play' follows the chosen game", async () => {
  const { page } = await pool.player();
  await enterLobby(page, server.url, "Planner");
  for (const [game, title] of [
    ["xorlosch", "Drachenjäger von Xorlosch"],
    ["dungeon-lite", "Dungeon Lite: Orcs and Knights"],
  ]) {
    await page.goto(`${server.url}/#/`);
    await page.getByTestId("game-select").selectOption(game);
    expect(await page.getByTestId("how-to-play-link").getAttribute("href")).toBe(`#/how-to-play/${game}`);
    await page.getByTestId("how-to-play-link").click();
    await showsGuide(page, game, title);
    await showsRulings(page, game);
  }
}, 90_000);

test("a guide or rulings for a game there is none of says so in words", async () => {
  const { page } = await pool.player();
  await page.goto(`${server.url}/#/how-to-play/chess`);
  await page.getByTestId("how-to-play").waitFor();
  expect(await page.getByTestId("how-to-play").textContent()).toContain('There is no guide for a game called "chess".');
  await page.goto(`${server.url}/#/rulings/chess`);
  await page.getByTestId("rulings-status").filter({ hasText: "no rulings" }).waitFor();
}, 30_000);
