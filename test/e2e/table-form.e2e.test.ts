/**
 * The lobby's new-table form follows the game's registry entry, in headless Chromium against the
 * production games: Dungeon Flee, a game for one, shows no table size or bot fields and starts its solo table at
 * once; Xorlosch (2 to 6 seats) shows both; counts read in words ("1 bot", never "1 bots"), and a bot count the
 * table cannot take is refused in the form, in words, before anything is sent.
 */
import type { Page } from "playwright-core";
import { buildClient, enterLobby, launchBrowser, type BrowserSession } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-table-form", false);
  server = await startTestServer({ clientDir });
  browser = await launchBrowser();
  page = browser.page;
  await enterLobby(page, server.url, "Solo");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const visible = (testid: string) => page.getByTestId(testid).isVisible();
const note = async () => (await page.getByTestId("table-size-note").textContent()) ?? "";

/** Every count followed by a word in the lobby's text: "1 bots" or "1 seats" would be a plural gone wrong. */
async function wrongPlurals(): Promise<string[]> {
  const text = (await page.locator("main").innerText()) ?? "";
  return text.match(/\b1 (seats|bots|players|moves)\b/g) ?? [];
}

test("Dungeon Flee's form has no table size or bots; its solo table starts at once", async () => {
  await page.getByTestId("game-select").selectOption("dungeon-flee");
  expect(await visible("seats-input")).toBe(false);
  expect(await visible("bots-input")).toBe(false);
  expect(await note()).toBe("A game for one player: the one seat is yours.");
  expect(await wrongPlurals()).toEqual([]);

  // Xorlosch has a choice of size and bots: both fields are back, with what they allow in words.
  await page.getByTestId("game-select").selectOption("xorlosch");
  expect(await visible("seats-input")).toBe(true);
  expect(await visible("bots-input")).toBe(true);
  expect(await page.getByTestId("seats-input").inputValue()).toBe("2");
  expect(await note()).toBe("From 2 to 6 seats; up to 1 bot at a table of 2 seats.");
  await page.getByTestId("seats-input").fill("3");
  expect(await note()).toBe("From 2 to 6 seats; up to 2 bots at a table of 3 seats.");

  // Back to Dungeon Flee: a private table is made for the one player and the match begins.
  await page.getByTestId("game-select").selectOption("dungeon-flee");
  await page.getByTestId("create-private").click();
  await page.waitForURL(/#\/room\//);
  await page.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.status === "playing");
  expect(await page.evaluate(() => window.__tabletop!.mySeat)).toBe(0);
  await page.getByTestId("leave").click();
  // Leaving a match in play asks first (leave-dialog.ts); this test only needs to get back to the lobby.
  await page.getByTestId("leave-confirm").click();
  await page.waitForURL((u) => !u.hash.startsWith("#/room/"));
}, 60_000);

test("a bot count the table cannot take is refused in the form, in words", async () => {
  await page.goto(`${server.url}/#/`);
  await page.getByTestId("game-select").selectOption("xorlosch");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("2");
  await page.getByTestId("create-room").click();
  const status = page.getByTestId("lobby-error");
  await status.waitFor({ state: "visible" });
  expect(await status.textContent()).toBe("At most 1 bot at a table of 2 seats: one seat is yours.");
  expect(page.url()).not.toMatch(/#\/room\//);
  expect(await wrongPlurals()).toEqual([]);
}, 30_000);
