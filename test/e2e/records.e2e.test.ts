/**
 * Records in headless Chromium (docs/ratings.md, "Records", "The daily dungeon"), on Dungeon Flee and Dungeon Lite
 * matches written through the real store: a player's page lists their records per track; the lobby links each
 * track's board, which lists the best runs in order with names linking to their pages; and the lobby's daily
 * dungeon starts the day's run of a mode, after which the lobby says it was played.
 */
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { recordedMatch } from "../helpers/recorded-matches.js";

let server: TestServer;
let pool: BrowserPool;
let page: Page;
type Guest = Awaited<ReturnType<typeof guest>>;
let ana: Guest, ben: Guest;

const flee = (won: boolean, rounds: number, score: number) => ({ track: "extreme", won, rounds, score, facts: {} });

beforeAll(async () => {
  const clientDir = buildClient("dist-test-records", false);
  server = await startTestServer({ withFixture: false, clientDir, botDelayMs: 0, rulesStepMs: 0 });
  [ana, ben] = await Promise.all(["Ana", "Ben"].map((n) => guest(server, n)));
  // Scores above any a real run reaches, so that this file's players lead the shared board.
  const now = Date.now();
  await recordedMatch(server, "dungeon-flee", [ana.playerId], new Date(now - 3000), flee(true, 60, 9100));
  await recordedMatch(server, "dungeon-flee", [ana.playerId], new Date(now - 2000), flee(false, 20, 100));
  await recordedMatch(server, "dungeon-flee", [ben.playerId], new Date(now - 1000), flee(true, 64, 9000));
  await recordedMatch(server, "dungeon-lite", [ana.playerId, null], new Date(now), {
    track: "demon-forge/standard",
    won: true,
    rounds: 1,
    score: 2,
    facts: {},
  });
  await server.platform.store.flush();
  pool = await launchBrowserPool();
  page = await (await pool.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" })).newPage();
  // The browser is Ben's.
  await page.goto(`${server.url}/#/history`);
  await page.evaluate((id) => localStorage.setItem("tabletop:identity", JSON.stringify(id)), ben);
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

test("a player's page lists their records per track, each linking its board", async () => {
  await page.goto(`${server.url}/#/player/${ana.playerId}`);
  const flee = page.getByTestId("track-record-dungeon-flee-extreme");
  await flee.waitFor();
  expect(await flee.textContent()).toBe("2 matches · 1 win · best score 9100 · fewest rounds in a win 60");
  expect(await page.getByTestId("track-record-dungeon-lite-demon-forge/standard").textContent()).toBe(
    "1 match · 1 win · fewest rounds in a win 1",
  );
  expect(await page.getByTestId("record-match").count()).toBe(3);
  const party = page.getByTestId("player-records-dungeon-lite").getByTestId("record-match");
  expect(await party.textContent()).toContain("Bot 2 (bot)");
});

test("the lobby links each track's board: the best runs in order, a name opening its page", async () => {
  await page.goto(`${server.url}/#/`);
  await page.getByTestId("records-link-dungeon-flee-extreme").click();
  await page.getByTestId("record-board").waitFor();
  const scores = (await page.getByTestId("record-score").allTextContents()).map(Number);
  expect(scores.slice(0, 2)).toEqual([9100, 9000]);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await page.getByTestId("record-line").first().getByTestId(`player-link-${ana.playerId}`).click();
  await page.waitForURL(new RegExp(`#/player/${ana.playerId}$`));
  await page.getByTestId("player-page").waitFor();
});

test("the lobby's daily dungeon starts the day's run of a mode once", async () => {
  await page.goto(`${server.url}/#/`);
  await page.getByTestId("daily-play-hard").click();
  await page.waitForURL(/#\/room\//);
  const matchId = await waitForMatch(page);
  const m = await server.platform.store.getMatch(matchId);
  expect(m?.table.daily).toBe(new Date().toISOString().slice(0, 10));
  expect(m?.options).toMatchObject({ mode: "hard" });
  await page.goto(`${server.url}/#/`);
  await page.getByTestId("daily-played-hard").waitFor();
  expect(await page.getByTestId("daily-play-easy").count()).toBe(1);
});

/** The id of the match the page's table plays, once the store has it. */
async function waitForMatch(p: Page): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const rows = await server.platform.store.listMatches({
      player: ben.playerId,
      includePlaying: true,
      viewer: ben.playerId,
    });
    const daily = rows.find((r) => r.game === "dungeon-flee");
    if (daily) return daily.id;
    await p.waitForTimeout(100);
  }
  throw new Error("no daily match was stored");
}
