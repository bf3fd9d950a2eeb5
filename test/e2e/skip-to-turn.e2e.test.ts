/**
 * "Skip to my turn" in the status bar, in headless Chromium: a person at a 4-seat Xorlosch table with three bots,
 * on a server whose bots wait a minute before each move. The button is not there on the person's turn; once the
 * turn is over it is, a click plays the three bots' turns at once (their moves in the page's log) and the person's
 * turn is back, without the button. At a table of two people and a bot, the first to ask is told whom the skip
 * still waits for, and the bot moves at once when the second asks.
 */
import type { Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index";
import { buildClient, enterLobby, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-skip-to-turn", false);
  server = await startTestServer({ clientDir, botDelayMs: 60_000, withFixture: false });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** Waits until the game waits on this page's seat and it may act. */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const t = window.__tabletop;
      const v = t?.view as XorView | undefined;
      return t?.status === "playing" && v?.waitingOn === t.mySeat && (t.legal?.length ?? 0) > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** A placement turn: a dwarf in if the turn offers one, then the end of the turn. */
async function placementTurn(page: Page): Promise<void> {
  const bring = ((await page.evaluate(() => window.__tabletop?.legal ?? [])) as XorAction[]).find(
    (a) => a.type === "bringIn",
  );
  if (bring) await act(page, () => bring);
  await act(page, (l) => l.find((a) => a.type === "endTurn"));
}

/** Sends the legal action `pick` finds and waits until the view changes. */
async function act(page: Page, pick: (legal: XorAction[]) => XorAction | undefined): Promise<void> {
  const legal = (await page.evaluate(() => window.__tabletop?.legal ?? [])) as XorAction[];
  const action = pick(legal);
  if (!action) throw new Error(`no such action among ${JSON.stringify(legal)}`);
  const before = await page.evaluate(() => JSON.stringify(window.__tabletop!.view));
  await page.evaluate((a) => window.__tabletop!.send!("act", a), action);
  await page.waitForFunction((b) => JSON.stringify(window.__tabletop!.view) !== b, before);
}

test("the button shows while the bots' paced turns come before mine, and a click brings my turn at once", async () => {
  const { page } = await pool.player();
  await enterLobby(page, server.url, "Ada");
  await page.getByTestId("game-select").selectOption("xorlosch");
  await page.getByTestId("seats-input").fill("4");
  await page.getByTestId("bots-input").fill("3");
  await page.getByTestId("opt-firstPlayer").selectOption("0");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  await myTurn(page);
  const skip = page.getByTestId("skip-to-turn");
  expect(await skip.count()).toBe(0);

  await placementTurn(page);
  const linesBefore = await page.getByTestId("event-log").locator("li").count();

  // The first bot waits out its minute: the bar offers the skip; a click plays the bots' turns at once.
  await skip.waitFor({ timeout: 10_000 });
  expect(await skip.textContent()).toBe("Skip to my turn");
  await skip.click();
  await myTurn(page);
  await skip.waitFor({ state: "detached", timeout: 10_000 });
  const lines = await page.getByTestId("event-log").locator("li").allTextContents();
  // Every bot's turn is in the log, one line per move ("Bot 2 (Blue) brings dwarf 1 into…").
  const since = lines.slice(linesBefore);
  for (const bot of ["Bot 2", "Bot 3", "Bot 4"]) expect(since.some((t) => t.startsWith(bot))).toBe(true);
}, 60_000);

test("at a table of two people, the first to ask is told whom the skip waits for, and the second's ask plays it", async () => {
  const ada = (await pool.player()).page;
  const bob = (await pool.player()).page;
  await enterLobby(ada, server.url, "Ada");
  await ada.getByTestId("game-select").selectOption("xorlosch");
  await ada.getByTestId("seats-input").fill("3");
  await ada.getByTestId("bots-input").fill("1");
  await ada.getByTestId("opt-firstPlayer").selectOption("0");
  await ada.getByTestId("create-room").click();
  await ada.waitForURL(/#\/room\//);
  const roomId = new URL(ada.url()).hash.replace("#/room/", "");
  await enterLobby(bob, server.url, "Bob");
  await bob.getByTestId(`join-${roomId}`).click();

  // Ada, then Bob: the game then waits on the bot, a minute a move, and both bars offer the skip.
  await myTurn(ada);
  await placementTurn(ada);
  await myTurn(bob);
  await placementTurn(bob);
  await ada.getByTestId("skip-to-turn").waitFor({ timeout: 10_000 });
  await bob.getByTestId("skip-to-turn").waitFor({ timeout: 10_000 });
  await ada.getByTestId("skip-to-turn").click();
  await ada.waitForFunction(
    () => document.querySelector('[data-testid="skip-to-turn"]')?.textContent === "Skipping once Bob skips too",
  );
  expect(await ada.getByTestId("skip-to-turn").isDisabled()).toBe(true);
  expect(await bob.getByTestId("skip-to-turn").textContent()).toBe("Skip to my turn");
  await bob.getByTestId("skip-to-turn").click();
  await myTurn(ada);
  await ada.getByTestId("skip-to-turn").waitFor({ state: "detached", timeout: 10_000 });
}, 90_000);
