/**
 * Player pages and leaderboards in headless Chromium (docs/ratings.md), on rated Xorlosch matches
 * written through the real store on the embedded database: a player's page draws the rating over time with uPlot
 * (its canvas, one point per rated match), shows the provisional mark and head-to-head against the person looking;
 * the lobby links the leaderboard, which lists the qualified players best first; and a name in a leaderboard, a
 * history row, a table's seat list and a replay opens that player's page.
 */
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { joinAs, sdk, track } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { ratedMatch } from "../helpers/rated-matches.js";

let server: TestServer;
let pool: BrowserPool;
let page: Page;
type Guest = Awaited<ReturnType<typeof guest>>;
let ana: Guest, ben: Guest, cy: Guest, dee: Guest, eve: Guest;

const DAY = 86_400_000;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-players", false);
  server = await startTestServer({ withFixture: false, clientDir, botDelayMs: 0, rulesStepMs: 0 });
  [ana, ben, cy, dee, eve] = await Promise.all(["Ana", "Ben", "Cy", "Dee", "Eve"].map((n) => guest(server, n)));
  // Ana, Ben and Cy: ten three-seat matches over four UTC days (three a day count fully), placed in that order.
  const now = Date.now();
  for (let i = 0; i < 10; i++)
    await ratedMatch(server, [ana, ben, cy], new Date(now - Math.floor(i / 3) * DAY - 3_600_000 - i * 60_000));
  // Dee and Eve: two matches, still provisional, and on no leaderboard.
  for (let i = 0; i < 2; i++) await ratedMatch(server, [dee, eve], new Date(now - 7_200_000 - i * 60_000));
  await server.platform.store.flush();
  pool = await launchBrowserPool();
  // A browser in English: uPlot reads navigator.language as it loads, and this machine's Chromium would otherwise
  // say "en-US@posix", which is no language tag.
  page = await (await pool.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" })).newPage();
  // The browser is Ben's: the page's own identity, as the lobby would have kept it.
  await page.goto(`${server.url}/#/history`);
  await page.evaluate((id) => localStorage.setItem("tabletop:identity", JSON.stringify(id)), ben);
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const shownName = () => page.getByTestId("player-name").textContent();

test("a player's page draws the rating over time with uPlot, one point per rated match, and head-to-head", async () => {
  await page.goto(`${server.url}/#/player/${ana.playerId}`);
  const chart = page.getByTestId("rating-chart-xorlosch");
  await chart.locator("canvas").first().waitFor();
  expect(await chart.getAttribute("data-points")).toBe("10");
  expect(await shownName()).toBe("Ana");
  const rating = (await page.getByTestId("rating-xorlosch").textContent()) ?? "";
  expect(rating).toMatch(/^\d+$/);
  expect(await page.getByTestId("record-xorlosch").textContent()).toBe(
    "10 rated matches · 10 wins · 0 losses · 0 draws",
  );
  expect(await page.getByTestId("head-to-head").textContent()).toBe(
    "Against you: 10 rated matches; Ana placed above you 10, below you 0, level 0.",
  );
  expect(await page.getByTestId("rated-match").count()).toBe(10);
  // A recent match opens its replay.
  const replay = page.getByTestId("rated-match").first().getByRole("link", { name: "Replay" });
  expect(await replay.getAttribute("href")).toMatch(/^#\/replay\/[0-9a-f-]{36}$/);

  // Two rated matches: a provisional figure, marked "?", and a chart of two points.
  await page.goto(`${server.url}/#/player/${dee.playerId}`);
  await page.getByTestId("rating-chart-xorlosch").locator("canvas").first().waitFor();
  expect(await page.getByTestId("rating-chart-xorlosch").getAttribute("data-points")).toBe("2");
  expect(await page.getByTestId("rating-xorlosch").textContent()).toMatch(/^\d+\?$/);
});

test("the lobby links the leaderboard, which lists the qualified players best first; a name opens their page", async () => {
  await page.goto(`${server.url}/#/`);
  await page.getByTestId("leaderboard-link-xorlosch").click();
  await page.getByTestId("leaderboard").waitFor();
  const lines = page.getByTestId("leaderboard-line");
  // The test files share one database, so other files' players may be listed too: this file's qualified players
  // come in the order of their results, the provisional ones not at all, and the whole list best first.
  const listed = (await lines.locator("a.player-link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).map(
    (href) => href?.replace("#/player/", ""),
  );
  const ours = [ana, ben, cy, dee, eve].map((g) => g.playerId);
  expect(listed.filter((id) => id && ours.includes(id))).toEqual([ana.playerId, ben.playerId, cy.playerId]);
  const ratings = (await lines.locator("td:nth-child(3)").allTextContents()).map(Number);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  await page.getByTestId(`player-link-${cy.playerId}`).click();
  await page.waitForURL(new RegExp(`#/player/${cy.playerId}$`));
  await page.getByTestId("player-page").waitFor();
  expect(await shownName()).toBe("Cy");
});

test("a name in a history row opens that player's page", async () => {
  await page.goto(`${server.url}/#/history`);
  const row = page.getByTestId("history-item").first();
  await row.getByRole("link", { name: "Ana" }).click();
  await page.waitForURL(new RegExp(`#/player/${ana.playerId}$`));
  await page.getByTestId("player-page").waitFor();
  expect(await shownName()).toBe("Ana");
});

test("a name in a table's seat list opens that player's page", async () => {
  const host = await track(await sdk(server.url).create("xorlosch", { token: eve.token, seats: 3 }));
  await page.goto(`${server.url}/#/`);
  await page.getByTestId(`join-${host.room.roomId}`).click();
  await page.waitForURL(/#\/room\//);
  await page.getByTestId("seat-0").getByRole("link", { name: /Eve/ }).click();
  await page.waitForURL(new RegExp(`#/player/${eve.playerId}$`));
  await page.getByTestId("player-page").waitFor();
  expect(await shownName()).toBe("Eve");
  await host.room.leave();
});

test("a name in a replay opens that player's page; a bot's name links nowhere", async () => {
  // A short Xorlosch match bots play to its end: Hal makes the table with a bot and leaves, a stand-in plays on.
  const hal = await joinAs(server, "Hal", (c, token) =>
    c.create("xorlosch", { token, seats: 2, bots: 1, seed: "players-replay", options: { shortGame: true } }),
  );
  const roomId = hal.room.roomId;
  const watcher = await joinAs(server, "Watcher", (c, token) => c.joinById(roomId, { token, spectate: true }));
  await hal.until(() => hal.room.state.status === "playing", "the start");
  const halId = hal.room.state.seats[0].playerId as string;
  await hal.room.leave();
  await watcher.until(() => watcher.got.finished.length > 0, "the bots to finish", 90_000);
  const matchId = watcher.got.finished[0].matchId;
  await watcher.room.leave();

  await page.goto(`${server.url}/#/replay/${matchId}`);
  const players = page.getByTestId("replay-players");
  await players.waitFor();
  expect(await players.locator("a").count()).toBe(1);
  await players.getByRole("link", { name: /Hal/ }).click();
  await page.waitForURL(new RegExp(`#/player/${halId}$`));
  await page.getByTestId("player-page").waitFor();
  expect(await shownName()).toBe("Hal");
}, 120_000);
