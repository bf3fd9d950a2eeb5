/**
 * A table nobody else comes to is no dead end, in headless Chromium: the host seats a bot, takes it away,
 * then fills the open seats with bots, and the match starts.
 */
import { buildClient, launchBrowserPool, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-host-bots", false);
  server = await startTestServer({ withFixture: false, clientDir, botDelayMs: 200 });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

test("the host adds a bot, takes it away, fills the open seats with bots, and the match starts", async () => {
  const { page } = await pool.player();
  await enterLobby(page, server.url, "Solo");
  await page.getByTestId("game-select").selectOption("xorlosch");
  await page.getByTestId("seats-input").fill("3");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  await page.getByTestId("add-bot").click();
  await page.getByTestId("remove-bot-1").waitFor();
  expect(await page.getByTestId("remove-bot-1").textContent()).toBe("Take Bot 2 away");
  await page.getByTestId("remove-bot-1").click();
  await page.getByTestId("remove-bot-1").waitFor({ state: "detached" });
  expect(await page.getByTestId("fill-bots").textContent()).toBe("Fill 2 open seats with bots and start");
  await page.getByTestId("fill-bots").click();
  await page.waitForFunction(() => window.__tabletop?.status === "playing");
  expect(await page.evaluate(() => window.__tabletop?.mySeat)).toBe(0);
}, 90_000);
