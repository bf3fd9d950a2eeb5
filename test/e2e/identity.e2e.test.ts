/**
 * One identity per guest, in headless Chromium (no dead ends): a new name in the lobby is the same player
 * (the same id, so the same history), the sign-in link carries the identity to another browser, history and all,
 * once, and "Sign out other devices" signs the others out while this browser goes on.
 */
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import type { Page } from "playwright-core";
import { enterLobby } from "../helpers/browser.js";

const t = fixtureBrowserTests("identity");

const identity = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("tabletop:identity") ?? "null") as { playerId: string; name: string } | null,
  );

async function historyCount(page: Page): Promise<number> {
  await page.goto(`${t.server.url}/#/history`);
  await page.getByTestId("history-item").first().waitFor();
  return page.getByTestId("history-item").count();
}

test("a new name keeps the player and the history; the sign-in link brings both to another browser", async () => {
  const first = (await t.pool.player()).page;
  await enterLobby(first, t.server.url, "Ann");
  const before = (await identity(first))!;
  // A match in play against a bot, so the player has history.
  await first.getByTestId("game-select").selectOption("fixture-cards");
  await first.getByTestId("seats-input").fill("2");
  await first.getByTestId("bots-input").fill("1");
  await first.getByTestId("create-room").click();
  await first.waitForURL(/#\/room\//);
  await first.waitForFunction(() => window.__tabletop?.status === "playing");

  await first.goto(`${t.server.url}/#/`);
  await first.getByTestId("name-input").fill("Anna");
  await first.getByTestId("save-name").click();
  await first.getByText("Playing as Anna.").waitFor();
  expect(await identity(first)).toMatchObject({ playerId: before.playerId, name: "Anna" });
  expect(await historyCount(first)).toBe(1);
  // The row names the player as they go by now, not as they were called when the match began.
  expect(await first.getByTestId("history-item").first().locator(".history-players").textContent()).toMatch(/^Anna, /);

  await first.goto(`${t.server.url}/#/`);
  await first.getByTestId("make-sign-in-link").click();
  const link = await first.getByTestId("sign-in-url").inputValue();
  expect(link).toMatch(/#\/sign-in\/[\w.-]+$/);
  await first.getByText(/within 15 minutes/).waitFor();

  const other = (await t.pool.player()).page;
  await other.goto(link.replace(/^https?:\/\/[^/]+/, t.server.url));
  await other.getByText("Playing as Anna.").waitFor();
  expect(await identity(other)).toMatchObject({ playerId: before.playerId, name: "Anna" });
  expect(await historyCount(other)).toBe(1);

  // A link that was tampered with is refused in words, and the browser stays without an identity.
  const third = (await t.pool.player()).page;
  await third.goto(`${link.replace(/^https?:\/\/[^/]+/, t.server.url)}x`);
  await third
    .getByTestId("sign-in-error")
    .getByText(/sign-in code is not valid/)
    .waitFor();
  expect(await identity(third)).toBeNull();

  // The same link a second time: it worked once, and says so.
  const again = (await t.pool.player()).page;
  await again.goto(link.replace(/^https?:\/\/[^/]+/, t.server.url));
  await again
    .getByTestId("sign-in-error")
    .getByText(/used already/)
    .waitFor();
  expect(await identity(again)).toBeNull();

  // "Sign out other devices" on the first browser: it keeps playing as Anna with a fresh token; the other, opened
  // again, says it was signed out and has forgotten the identity.
  const oldToken = await first.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  await first.goto(`${t.server.url}/#/`);
  await first.getByTestId("sign-out-others").click();
  await first.getByText("Your other devices are signed out; this one stays signed in.").waitFor();
  expect(await identity(first)).toMatchObject({ playerId: before.playerId, name: "Anna" });
  expect(await first.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token)).not.toBe(oldToken);
  expect(await historyCount(first)).toBe(1);

  await other.goto(`${t.server.url}/#/`);
  await other
    .getByTestId("lobby-error")
    .getByText(/This device was signed out/)
    .waitFor();
  expect(await identity(other)).toBeNull();
  await other.getByText("Pick a name to play.").waitFor();
}, 120_000);
