/**
 * Seats through long drops in headless Chromium (Fixture Cards, 5 s grace window): a bot
 * stands in once the window passes, the player comes back to the same seat on their own,
 * and a second tab of the same player takes the seat over with a visible notice, one sentence and a Rejoin button.
 */
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, networkLink, type BrowserPool, enterLobby } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

/**
 * Long enough that a page on a loaded machine still draws the seat as "reconnecting" before the window ends (with 2 s,
 * a starved page once got the drop's patch only after its deadline had passed, and went straight to "stand-in").
 */
const GRACE_SECONDS = 5;

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-reconnect", true);
  server = await startTestServer({ withFixture: true, clientDir, botDelayMs: 50, graceSeconds: GRACE_SECONDS });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const named = (page: Page, name: string) => enterLobby(page, server.url, name);

const seatState = (page: Page, seat: number, state: string) =>
  page.waitForFunction(
    ([s, want]) => document.querySelector(`[data-testid="seat-${s}"]`)?.getAttribute("data-state") === want,
    [seat, state] as const,
    { timeout: 30_000 },
  );

/**
 * Records every connection state a seat's row shows from now on, however briefly, so a test can check the order of
 * states without a poll that could miss one between its looks.
 */
async function recordSeatStates(page: Page, seat: number): Promise<void> {
  await page.evaluate((s) => {
    const seen: string[] = [];
    const look = () => {
      const state = document.querySelector(`[data-testid="seat-${s}"]`)?.getAttribute("data-state");
      if (state && seen[seen.length - 1] !== state) seen.push(state);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { seatStates: string[] }).seatStates = seen;
  }, seat);
}

const recordedSeatStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { seatStates: string[] }).seatStates);

async function playACard(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__tabletop?.targets?.().length ?? 0) > 0);
  const t = (await page.evaluate(() => window.__tabletop!.targets!())).find((x) => x.id.startsWith("card-"))!;
  await page.mouse.click(t.x + t.width / 2, t.y + t.height / 2);
}

test("a bot stands in after the grace window; the player comes back to the same seat; a second tab takes over", async () => {
  const alice = (await pool.player()).page;
  const bobPlayer = await pool.player();
  const bob = bobPlayer.page;
  const bobNet = await networkLink(server);
  await named(alice, "Ada");
  await enterLobby(bob, bobNet.url, "Bo");

  await alice.getByTestId("game-select").selectOption("fixture-cards");
  await alice.getByTestId("seats-input").fill("2");
  await alice.getByTestId("bots-input").fill("0");
  await alice.getByTestId("create-room").click();
  await alice.waitForURL(/#\/room\//);
  const roomId = new URL(alice.url()).hash.replace("#/room/", "");
  await bob.getByTestId(`join-${roomId}`).click();
  await bob.waitForFunction(() => window.__tabletop?.status === "playing" && window.__tabletop.mySeat === 1);

  // Bob is gone past the grace window: Ada sees a stand-in bot, which plays Bob's turn.
  await recordSeatStates(alice, 1);
  await bobNet.drop();
  await seatState(alice, 1, "stand-in");
  // Between the deadline on the page's clock and the stand-in's patch, the row may read "disconnected" for a moment.
  const shown = (await recordedSeatStates(alice)).filter((state) => state !== "disconnected");
  expect(shown).toEqual(["connected", "reconnecting", "stand-in"]);
  await playACard(alice);
  await alice.waitForFunction(() => window.__tabletop?.view?.played[1]?.length === 1);

  // Bob's network returns: the old session is refused, the page joins again and gets seat 1 back.
  await bobNet.restore();
  await seatState(alice, 1, "connected");
  await bob.waitForFunction(
    () => window.__tabletop?.mySeat === 1 && window.__tabletop.view?.played[1]?.length === 1,
    undefined,
    { timeout: 30_000 },
  );
  expect(await bob.getByTestId("reconnect-banner").isHidden()).toBe(true);
  expect(await bob.evaluate(() => window.__tabletop!.view!.hand!.length)).toBeGreaterThan(0);

  // The same player opens the table in a second tab: it takes the seat, the first tab says so.
  const bobTab2 = await bobPlayer.context.newPage();
  await bobTab2.goto(`${bobNet.url}/#/room/${roomId}`);
  await bobTab2.waitForFunction(() => window.__tabletop?.mySeat === 1 && !!window.__tabletop.view);
  await bob.getByTestId("rejoin").waitFor();
  // The reason reads as one sentence, then the button (no "Disconnected … (….). Rejoin").
  expect(await bob.getByTestId("lost-reason").textContent()).toBe("Your seat was taken over by a newer connection.");
  expect(await bob.getByTestId("reconnect-banner").textContent()).toBe(
    "Your seat was taken over by a newer connection. Rejoin",
  );
  await bobNet.close();
}, 120_000);
