/**
 * The lobby rendered by Preact, in headless Chromium (Fixture Cards): as the live list of open tables changes under a
 * person, what they are doing stays. A focused Join button in the list keeps the focus (the very element: its row is
 * kept, not built again), the page keeps its scroll position, and a person typing a code or a name goes on typing
 * into the same field with nothing lost.
 */
import type { Page } from "playwright-core";
import { enterLobby } from "../helpers/browser.js";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";

const t = fixtureBrowserTests("lobby-live");

/** A host makes a waiting table of two (no bots) and sits at it; its room id. */
async function hostTable(page: Page): Promise<string> {
  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  return new URL(page.url()).hash.replace("#/room/", "");
}

/** The focused element's `data-testid`, and whether it is the element marked earlier (`mark`). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { marked?: boolean }) | null;
    return { testid: el?.dataset.testid ?? null, same: el?.marked === true };
  });

const markFocused = (page: Page) =>
  page.evaluate(() => void ((document.activeElement as HTMLElement & { marked?: boolean }).marked = true));

test("a focused Join button keeps the focus, and the page its scroll, as tables come and go in the list", async () => {
  const watcher = (await t.pool.player()).page;
  // A short window, so the lobby scrolls and the list is reached by scrolling down.
  await watcher.setViewportSize({ width: 900, height: 420 });
  await enterLobby(watcher, t.server.url, "Gil");
  const [hal, ida] = await Promise.all([t.pool.player(), t.pool.player()]).then((ps) => ps.map((p) => p.page));
  await enterLobby(hal, t.server.url, "Hal");
  await enterLobby(ida, t.server.url, "Ida");

  const first = await hostTable(hal);
  const join = watcher.getByTestId(`join-${first}`);
  await join.waitFor();
  await join.scrollIntoViewIfNeeded();
  await join.focus();
  await markFocused(watcher);
  const scrolled = await watcher.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  // Another table opens: the list has a new row, and the Join button in focus is the same element, still focused.
  const second = await hostTable(ida);
  await watcher.getByTestId(`join-${second}`).waitFor();
  expect(await focused(watcher)).toEqual({ testid: `join-${first}`, same: true });
  expect(await watcher.evaluate(() => window.scrollY)).toBe(scrolled);

  // That table closes again (its only player leaves): its row goes, and the focus stays where it was.
  await ida.getByTestId("leave").click();
  await ida.waitForURL((u) => !u.hash.startsWith("#/room/"));
  await watcher.getByTestId(`join-${second}`).waitFor({ state: "detached" });
  expect(await focused(watcher)).toEqual({ testid: `join-${first}`, same: true });
  expect(await watcher.evaluate(() => window.scrollY)).toBe(scrolled);

  // The focused button still works: Enter joins the table it stands for.
  await watcher.keyboard.press("Enter");
  await watcher.waitForURL(new RegExp(`#/room/${first}$`));
}, 120_000);

test("typing a code and a name goes on while the list of open tables changes", async () => {
  const typist = (await t.pool.player()).page;
  await enterLobby(typist, t.server.url, "Jo");
  const host = (await t.pool.player()).page;
  await enterLobby(host, t.server.url, "Kit");

  // Half a code typed, the caret in the field; a table opens meanwhile; the rest of the code is typed.
  await typist.getByTestId("code-input").click();
  await typist.keyboard.type("ABC");
  await markFocused(typist);
  const opened = await hostTable(host);
  await typist.getByTestId(`join-${opened}`).waitFor();
  expect(await focused(typist)).toEqual({ testid: "code-input", same: true });
  await typist.keyboard.type("123");
  expect(await typist.getByTestId("code-input").inputValue()).toBe("ABC123");

  // The same with the name, a word selected in it: the selection is kept, and typing replaces it.
  await typist.getByTestId("name-input").fill("Jo Smith");
  await typist.getByTestId("name-input").evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 8));
  await markFocused(typist);
  await host.getByTestId("leave").click();
  await host.waitForURL((u) => !u.hash.startsWith("#/room/"));
  await typist.getByTestId(`join-${opened}`).waitFor({ state: "detached" });
  expect(await focused(typist)).toEqual({ testid: "name-input", same: true });
  expect(
    await typist.getByTestId("name-input").evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
  ).toEqual([3, 8]);
  await typist.keyboard.type("Brown");
  expect(await typist.getByTestId("name-input").inputValue()).toBe("Jo Brown");
  // What was typed is what is saved.
  await typist.getByTestId("save-name").click();
  await typist.getByText("Playing as Jo Brown.").waitFor();
}, 120_000);
