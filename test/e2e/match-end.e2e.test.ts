/**
 * In headless Chromium: a player sees how many people watch the table, and Xorlosch's end screen
 * explains the result (every seat's tasks and dwarves' levels, and what decided the winner).
 */
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-match-end-e2e", false);
  server = await startTestServer({ clientDir, botDelayMs: 0, withFixture: false });
  pool = await launchBrowserPool({ width: 1400, height: 900 });
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

async function newPage(name: string): Promise<Page> {
  const { page } = await pool.player();
  await enterLobby(page, server.url, name);
  return page;
}

test("the player sees one person watching; the spectator's end screen gives tasks, levels and what decided", async () => {
  const alice = await newPage("Alice");
  await alice.getByTestId("game-select").selectOption("xorlosch");
  await alice.getByTestId("seats-input").fill("2");
  await alice.getByTestId("bots-input").fill("1");
  await alice.getByTestId("opt-shortGame").check();
  await alice.getByTestId("create-room").click();
  await alice.waitForURL(/#\/room\//);
  const roomId = new URL(alice.url()).hash.replace("#/room/", "");
  await alice.waitForFunction(() => window.__tabletop?.status === "playing");
  expect(await alice.getByTestId("watching").count()).toBe(0);

  const watcher = await newPage("Wanda");
  await watcher.getByTestId(`watch-${roomId}`).click();
  await watcher.waitForFunction(() => window.__tabletop?.page === "game" && !!window.__tabletop.view);
  await alice.getByTestId("watching").waitFor();
  expect(await alice.getByTestId("watching").textContent()).toBe("1 person watching");

  // Alice leaves: a bot stands in, and the bots finish the match while Wanda watches to the end.
  await alice.getByTestId("leave").click();
  await alice.getByTestId("leave-confirm").click();
  await alice.waitForURL((u) => !u.hash.startsWith("#/room/"));
  await watcher.getByTestId("end-screen").waitFor({ state: "visible", timeout: 90_000 });
  const heads = await watcher.locator(".end-screen th").allTextContents();
  expect(heads).toEqual(["Player", "Result", "Tasks", "Dwarves on the board (levels)"]);
  const why = (await watcher.getByTestId("outcome-why").textContent()) ?? "";
  expect(why).toMatch(/^(Most tasks fulfilled|Tied on \d+ tasks?)/);
  expect(why).not.toMatch(/XOR-/);
}, 180_000);
