/**
 * A match in play survives its server in headless Chromium. The server runs as its own process;
 * it is killed with SIGKILL mid-match and started again on the same port and data folder: the page comes back to
 * the same seat and the same state on its own. Then the player goes away until the room closes (the match is
 * paused), and continues it from the history page, in the same room.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { buildClient, enterLobby, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";

let pool: BrowserPool;
let server: ServerProcess | null = null;
let clientDir = "";
let port = 0;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-resume-e2e-"));
const start = () =>
  startServerProcess({ port, dataDir, env: { CLIENT_DIR: clientDir, RECONNECT_GRACE_S: "3", BOT_DELAY_MS: "300" } });

beforeAll(async () => {
  clientDir = buildClient("dist-test-resume", false);
  port = await freePort();
  pool = await launchBrowserPool();
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await server?.kill("SIGKILL");
});

/** Plays the first legal action and waits for the next legal list. */
async function playOne(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__tabletop?.legal?.length ?? 0) > 0);
  const before = await page.evaluate(() => JSON.stringify(window.__tabletop!.view));
  await page.evaluate(() => window.__tabletop!.send!("act", window.__tabletop!.legal![0]));
  await page.waitForFunction((b) => JSON.stringify(window.__tabletop?.view) !== b, before);
}

const table = (page: Page) =>
  page.evaluate(() => ({
    roomId: window.__tabletop?.roomId,
    matchId: window.__tabletop?.matchId,
    seat: window.__tabletop?.mySeat,
    view: JSON.stringify(window.__tabletop?.view),
  }));

test("the server is killed mid-match and started again: the page is back in its seat, in the same state, on its own; a paused match is continued from the history", async () => {
  server = await start();
  const { context, page: first } = await pool.player();
  let page = first;
  await enterLobby(page, server.url, "Rhea");
  await page.getByTestId("game-select").selectOption("dungeon-flee");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  await page.waitForFunction(() => window.__tabletop?.status === "playing" && window.__tabletop.mySeat === 0);
  await playOne(page);
  await playOne(page);
  const before = await table(page);

  await server.kill("SIGKILL");
  await page.getByText("Connection lost").first().waitFor();
  server = await start();
  await page.waitForFunction(
    (b) =>
      window.__tabletop?.page === "game" &&
      window.__tabletop.status === "playing" &&
      window.__tabletop.mySeat === 0 &&
      JSON.stringify(window.__tabletop.view) === b,
    before.view,
    { timeout: 60_000 },
  );
  expect(await table(page)).toEqual(before);
  // The match goes on where it was.
  await playOne(page);

  // The tab is closed; past the grace the room closes: the match is paused, and continued from the history.
  await page.close();
  await server.logged("bot stands in", () => true, 30_000);
  const url = server.url;
  for (let t = Date.now(); ;) {
    const r = (await (await fetch(`${url}/api/matches/${before.matchId}`)).json()) as { paused?: boolean };
    if (r.paused) break;
    if (Date.now() - t > 30_000) throw new Error("the match was not paused");
    await new Promise((res) => setTimeout(res, 100));
  }
  page = await context.newPage();
  await page.goto(`${url}/#/history`);
  const resume = page.getByTestId(`continue-${before.matchId}`);
  await resume.waitFor();
  expect(await page.getByTestId("history-list").textContent()).toContain("Paused");
  await resume.click();
  await page.waitForURL(new RegExp(`#/room/${before.roomId}$`));
  await page.waitForFunction(() => window.__tabletop?.status === "playing" && window.__tabletop.mySeat === 0);
  await playOne(page);
}, 240_000);
