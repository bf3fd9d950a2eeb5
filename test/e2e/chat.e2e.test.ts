/**
 * Talk at the table in headless Chromium (issue 15): two players and a spectator; a line is shown as text (HTML in
 * it stays text); a mute hides a person's lines until unmuted; the spectators' channel never reaches the players;
 * the replay shows what had been said by the move shown.
 */
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import type { Page } from "playwright-core";
import { enterLobby } from "../helpers/browser.js";
import { sdk, track } from "../helpers/clients.js";
import { guest } from "../helpers/server.js";

const t = fixtureBrowserTests("chat");

const lines = (page: Page) => page.getByTestId("chat-line").allTextContents();
async function say(page: Page, text: string) {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-input").press("Enter");
}
const playerIdOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).playerId as string);

test("players and a spectator talk; HTML stays text; a mute hides a person; the spectators' talk stays theirs", async () => {
  const alice = (await t.pool.player()).page;
  const bob = (await t.pool.player()).page;
  const wes = (await t.pool.player()).page;
  await enterLobby(alice, t.server.url, "Alice");
  await enterLobby(bob, t.server.url, "Bob");
  await enterLobby(wes, t.server.url, "Wes");
  await alice.getByTestId("game-select").selectOption("fixture-cards");
  await alice.getByTestId("seats-input").fill("2");
  await alice.getByTestId("bots-input").fill("0");
  await alice.getByTestId("create-private").click();
  await alice.waitForURL(/#\/room\//);
  const code = (await alice.getByTestId("room-code").textContent())!;
  await bob.goto(`${t.server.url}/#/join/${code}`);
  await bob.waitForURL(/#\/room\//);
  await alice.waitForFunction(() => window.__tabletop?.status === "playing");

  const html = `<img src=x onerror="window.__xss=1">hello Bob`;
  await say(alice, html);
  await bob.getByTestId("chat-line").filter({ hasText: "hello Bob" }).waitFor();
  expect(await lines(bob)).toEqual([expect.stringContaining(`Alice: ${html}`)]);
  expect(await bob.getByTestId("chat-list").locator("img").count()).toBe(0);
  expect(await bob.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Bob mutes Alice: her lines go, and come back when he unmutes her.
  const aliceId = await playerIdOf(alice);
  await bob.getByTestId(`mute-${aliceId}`).first().click();
  expect(await lines(bob)).toEqual([]);
  await say(alice, "still there?");
  await alice.getByTestId("chat-line").filter({ hasText: "still there?" }).waitFor();
  await bob.getByTestId(`unmute-${aliceId}`).click();
  await bob.getByTestId("chat-line").filter({ hasText: "still there?" }).waitFor();
  expect(await lines(bob)).toHaveLength(2);

  // A spectator reads the table and talks to the spectators only.
  await wes.goto(`${t.server.url}/#/join/${code}`);
  await wes.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.mySeat === null);
  await wes.getByTestId("chat-line").filter({ hasText: "still there?" }).waitFor();
  await say(wes, "psst, Alice holds the 9");
  await wes.getByTestId("chat-line").filter({ hasText: "psst" }).waitFor();
  await say(bob, "after");
  for (const p of [alice, bob, wes]) await p.getByTestId("chat-line").filter({ hasText: "after" }).waitFor();
  for (const p of [alice, bob]) expect((await lines(p)).join("\n")).not.toContain("psst");
  expect(await wes.getByTestId("chat-line").filter({ hasText: "psst" }).textContent()).toContain("Wes (watching)");
}, 90_000);

test("the replay shows what had been said by the move shown", async () => {
  const g = await guest(t.server, "Dee");
  const me = await track(
    await sdk(t.server.url).create("fixture-cards", { token: g.token, seats: 2, bots: 1, options: { rounds: 1 } }),
  );
  await me.until(() => me.legal().length > 0, "my turn");
  me.send("chat", { text: "good luck" });
  await me.until(() => me.got.chat.length === 1, "the line");
  while (me.got.finished.length === 0) {
    await me.until(() => me.legal().length > 0 || me.got.finished.length > 0, "turn or end");
    if (me.got.finished.length) break;
    const moves = me.room.state.moves;
    me.send("act", me.legal()[0]);
    await me.until(() => me.room.state.moves > moves || me.got.finished.length > 0, "move");
  }
  me.send("chat", { text: "gg" });
  await me.until(() => me.got.chat.length === 2, "the last line");
  const matchId = me.got.finished[0].matchId;
  await me.room.leave();
  await t.server.platform.store.flush();

  const page = (await t.pool.player()).page;
  await page.goto(`${t.server.url}/#/replay/${matchId}/0`);
  await page.getByTestId("replay-chat-line").first().waitFor();
  expect(await page.getByTestId("replay-chat-line").allTextContents()).toEqual(["Dee: good luck"]);
  await page.keyboard.press("End");
  await page.getByTestId("replay-chat-line").nth(1).waitFor();
  expect(await page.getByTestId("replay-chat-line").allTextContents()).toEqual(["Dee: good luck", "Dee: gg"]);
}, 60_000);
