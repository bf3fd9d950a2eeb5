/**
 * Nobody comes to a quick-play table (no dead ends): the page shows how long it has waited, and after
 * its wait (OFFER_AFTER_MS in client/src/table/bot-offer.ts) offers to fill the open seats with bots; "Keep waiting"
 * puts the offer off, and taking it starts the match with bots. Headless Chromium; the page's clock (Playwright's
 * `page.clock`, which runs as time does) is moved on over each 20 s wait instead of the test sitting through it.
 */
import type { Page } from "playwright-core";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";

const t = fixtureBrowserTests("bot-offer");

/** 15 s on, the page counts the wait and offers nothing yet. */
async function waitsWithoutOffer(page: Page): Promise<void> {
  const before = await page.getByTestId("waited").textContent();
  await page.clock.fastForward(15_000);
  await page.waitForFunction((was) => document.querySelector("[data-testid=waited]")?.textContent !== was, before);
  expect(await page.getByTestId("waited").textContent()).toMatch(/Waiting for 0:(1\d|2\d|3\d)/);
  expect(await page.getByTestId("bot-offer").count()).toBe(0);
}

test("a quick-play table nobody comes to offers bots after the wait; keep waiting, then fill and play", async () => {
  const page = (await t.pool.player()).page;
  await page.clock.install();
  await enterLobby(page, t.server.url, "Lonely");
  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill("3");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("quick-play").click();
  await page.waitForURL(/#\/room\//);
  await page.getByTestId("waited").waitFor();
  expect(await page.getByTestId("bot-offer").count()).toBe(0);

  const offer = page.getByTestId("bot-offer");
  await waitsWithoutOffer(page);
  await page.clock.fastForward(5_000);
  await offer.waitFor({ timeout: 30_000 });
  expect(await offer.textContent()).toMatch(/Nobody has come in 0:2\d\. Fill the 2 open seats with bots and start\?/);
  await page.getByTestId("offer-keep-waiting").click();
  await page.waitForTimeout(1500);
  expect(await offer.count()).toBe(0);
  expect(await page.evaluate(() => window.__tabletop?.status)).toBe("waiting");

  await waitsWithoutOffer(page);
  await page.clock.fastForward(5_000);
  await offer.waitFor({ timeout: 30_000 });
  await page.getByTestId("offer-fill-bots").click();
  await page.waitForFunction(() => window.__tabletop?.status === "playing");
  const seats = await page.evaluate(() =>
    [0, 1, 2].map((i) => document.querySelector(`[data-testid="seat-${i}"]`)?.textContent ?? ""),
  );
  expect(seats.filter((t) => /Bot/.test(t))).toHaveLength(2);
}, 90_000);
