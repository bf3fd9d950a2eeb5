/**
 * Words a player understands, in headless Chromium: Ben and Cleo at a 2-seat Dungeon Lite table.
 * - While both choose their heroes, each page's prompt says "you and" the other person, never "you, Ben" (which reads
 *   as Ben being spoken to), and names the other person, not a seat.
 * - Ben's choice is in Cleo's log by Ben's name ("Ben plays …"), and no log line counts seats or shows a rule ID.
 * - Cleo's refused move (the class Ben took) reads in words, with the rule it applies behind a "why?" link.
 */
import type { Page } from "playwright-core";
import type { LiteAction, LiteView } from "@tabletop/shared/dungeon-lite/index";
import { buildClient, enterLobby, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-player-words", false);
  server = await startTestServer({ clientDir, botDelayMs: 0, rulesStepMs: 0, withFixture: false });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const hook = (page: Page) =>
  page.evaluate(() => ({
    view: window.__tabletop?.view as LiteView | undefined,
    legal: (window.__tabletop?.legal ?? []) as LiteAction[],
  }));
const prompt = (page: Page) => page.getByTestId("prompt").textContent();
const logLines = (page: Page) => page.getByTestId("event-log").locator("li").allTextContents();

/** Waits until this page's seat may choose a hero. */
const choosing = (page: Page) =>
  page.waitForFunction(
    () => ((window.__tabletop?.legal ?? []) as { type: string }[]).some((a) => a.type === "choose-hero"),
    undefined,
    { timeout: 20_000 },
  );

test("prompts name who is waited on, the log names people, a refusal reads in words with a why? link", async () => {
  const ben = await pool.player();
  const cleo = await pool.player();
  await enterLobby(ben.page, server.url, "Ben");
  await ben.page.getByTestId("game-select").selectOption("dungeon-lite");
  await ben.page.getByTestId("seats-input").fill("2");
  await ben.page.getByTestId("create-room").click();
  await ben.page.waitForURL(/#\/room\//);
  const roomId = new URL(ben.page.url()).hash.replace("#/room/", "");
  await enterLobby(cleo.page, server.url, "Cleo");
  await cleo.page.getByTestId(`join-${roomId}`).click();
  await choosing(ben.page);
  await choosing(cleo.page);

  // Both are waited on: each page says "you and" the other, by name.
  await cleo.page.waitForFunction(() => document.querySelector("[data-testid=prompt]")?.textContent?.includes("Ben"));
  expect(await prompt(cleo.page)).toContain("Waiting for you and Ben.");
  expect(await prompt(ben.page)).toContain("Waiting for you and Cleo.");
  for (const p of [ben.page, cleo.page]) expect(await prompt(p)).not.toMatch(/you, |Seat \d/);

  // Ben chooses: Cleo's log names him; no line counts seats or cites a rule by its ID.
  const pick = (await hook(ben.page)).legal.find((a) => a.type === "choose-hero")!;
  await ben.page.evaluate((a) => window.__tabletop!.send!("act", a), pick);
  await cleo.page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-testid=event-log] li")).some((li) =>
      li.textContent?.startsWith("Ben plays"),
    ),
  );
  const lines = await logLines(cleo.page);
  expect(lines.find((l) => l.startsWith("Ben plays"))).toMatch(/^Ben plays [A-Z][a-z]+ \((female|male)\)\.$/);
  for (const l of lines) expect(l).not.toMatch(/\bSeat \d|\{seat:|\b[A-Z]{2,}-[A-Z]+-\d/);

  // Cleo asks for the class Ben took: the refusal is in words, its rule behind "why?".
  await cleo.page.evaluate((a) => window.__tabletop!.send!("act", a), pick);
  const notice = cleo.page.getByTestId("rejection");
  await notice.waitFor();
  const text = await notice.textContent();
  expect(text).toMatch(
    /^Move refused: Another player plays the [A-Z][a-z]+: two heroes of one class may never be in play\. why\?$/,
  );
  const why = notice.getByTestId("why");
  expect(await why.getAttribute("href")).toBe("#/how-to-play/dungeon-lite");
  expect(await why.getAttribute("title")).toBe("The rules: LITE-HERO-28");
}, 120_000);
