/**
 * The log is kept by the server for the whole match, in headless Chromium on Fixture Cards against a bot:
 * after a reload, in a second tab and for a spectator who comes in mid-match, the log panel shows the earlier lines,
 * the spectator's without the seat's private ones.
 */
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, type BrowserPool, enterLobby } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-match-log", true);
  server = await startTestServer({ withFixture: true, clientDir, botDelayMs: 50 });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** The log panel's lines. */
const logLines = (page: Page) => page.getByTestId("event-log").locator("li").allTextContents();

/** Waits until it is this page's turn (seat 1's, the bot being seat 2). */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const t = window.__tabletop;
    return t?.page === "game" && t.status === "playing" && (t.legal?.length ?? 0) > 0 && t.view?.turn === 0;
  });
}

/** Moves made so far: each draw takes a card from the deck, each play lays one down. */
const movesMade = (page: Page) =>
  page.evaluate(() => {
    const v = window.__tabletop!.view as { played: unknown[][]; deckCount: number };
    return v.played.flat().length - v.deckCount;
  });

/** Sends a move and waits for the bot's answer (my turn again). */
async function moveAndWait(page: Page, action: unknown): Promise<void> {
  const made = await movesMade(page);
  await page.evaluate((a) => window.__tabletop!.send!("act", a), action);
  await page.waitForFunction((n) => {
    const v = window.__tabletop?.view as { played: unknown[][]; deckCount: number } | undefined;
    return !!v && v.played.flat().length - v.deckCount >= n;
  }, made + 2);
  await myTurn(page);
}

/** Waits until the page's log panel shows exactly `lines`. */
async function showsLog(page: Page, lines: string[]): Promise<void> {
  await page
    .waitForFunction(
      (want) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid="event-log"] li'), (li) => li.textContent),
        ) === JSON.stringify(want),
      lines,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect(await logLines(page)).toEqual(lines);
}

test("a reload, a second tab and a late spectator show the whole log so far", async () => {
  const ada = await pool.player();
  await enterLobby(ada.page, server.url, "Ada");
  await ada.page.getByTestId("game-select").selectOption("fixture-cards");
  await ada.page.getByTestId("seats-input").fill("2");
  await ada.page.getByTestId("bots-input").fill("1");
  await ada.page.getByTestId("create-room").click();
  await ada.page.waitForURL(/#\/room\//);
  const roomId = new URL(ada.page.url()).hash.replace("#/room/", "");
  await myTurn(ada.page);

  // A draw (a line only Ada may see), a card played, each answered by the bot.
  await moveAndWait(ada.page, { type: "draw" });
  const hand = await ada.page.evaluate(() => (window.__tabletop!.view as { hand: number[] }).hand);
  await moveAndWait(ada.page, { type: "play", card: hand[0] });
  const before = await logLines(ada.page);
  expect(before.length).toBeGreaterThanOrEqual(5);
  const privateLines = before.filter((l) => l.startsWith("You draw"));
  expect(privateLines.length).toBe(1);

  // The page reloads mid-match: the earlier lines are shown again.
  await ada.page.reload();
  await myTurn(ada.page);
  await showsLog(ada.page, before);

  // Ada opens the table in a second tab: the same log there.
  const tab2 = await ada.context.newPage();
  await tab2.goto(`${server.url}/#/room/${roomId}`);
  await myTurn(tab2);
  await showsLog(tab2, before);

  // Someone else watches mid-match: every line but Ada's private one.
  const wes = await pool.player();
  await enterLobby(wes.page, server.url, "Wes");
  await wes.page.getByTestId(`watch-${roomId}`).click();
  await wes.page.waitForFunction(() => window.__tabletop?.page === "game" && !!window.__tabletop.view);
  await showsLog(
    wes.page,
    before.filter((l) => !privateLines.includes(l)),
  );
}, 120_000);
