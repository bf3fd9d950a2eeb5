/**
 * One identity per guest, in headless Chromium (issue 15, no dead ends): a new name in the lobby is the same player
 * (the same id, so the same history), and the sign-in link carries the identity to another browser, history and all.
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
}, 90_000);
