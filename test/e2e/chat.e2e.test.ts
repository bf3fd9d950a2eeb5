/**
 * Talk at the table in headless Chromium: two players and a spectator; a line is shown as text (HTML in
 * it stays text); a mute hides a person's lines until unmuted; the spectators' channel never reaches the players;
 * the replay shows what had been said by the move shown; an update keeps the chat box's focus and what is typed in
 * it, and the log's place where a person scrolled back (the page is rendered by Preact).
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

/** Alice opens a private two-seat fixture table from the lobby, Bob joins by its code, and the match starts: the code. */
async function sitTogether(alice: Page, bob: Page): Promise<string> {
  await alice.getByTestId("game-select").selectOption("fixture-cards");
  await alice.getByTestId("seats-input").fill("2");
  await alice.getByTestId("bots-input").fill("0");
  await alice.getByTestId("create-private").click();
  await alice.waitForURL(/#\/room\//);
  const code = (await alice.getByTestId("room-code").textContent())!;
  await bob.goto(`${t.server.url}/#/join/${code}`);
  await bob.waitForURL(/#\/room\//);
  await alice.waitForFunction(() => window.__tabletop?.status === "playing");
  return code;
}

test("players and a spectator talk; HTML stays text; a mute hides a person; the spectators' talk stays theirs", async () => {
  const alice = (await t.pool.player()).page;
  const bob = (await t.pool.player()).page;
  const wes = (await t.pool.player()).page;
  await enterLobby(alice, t.server.url, "Alice");
  await enterLobby(bob, t.server.url, "Bob");
  await enterLobby(wes, t.server.url, "Wes");
  const code = await sitTogether(alice, bob);

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

test("an update keeps the chat box's focus and what is typed in it, and the log's place (Preact's diff)", async () => {
  const alice = (await t.pool.player()).page;
  const bob = (await t.pool.player()).page;
  await enterLobby(alice, t.server.url, "Alice");
  await enterLobby(bob, t.server.url, "Bob");
  await sitTogether(alice, bob);
  await bob.waitForFunction(() => window.__tabletop?.status === "playing");

  /** Whoever may act plays their first legal action, `n` times; returns the moves made. */
  const play = async (n: number) => {
    let made = 0;
    for (let i = 0; i < n * 4 && made < n; i++) {
      for (const page of [alice, bob]) {
        const sent = await page.evaluate(() => {
          const a = window.__tabletop?.legal?.[0];
          if (a) window.__tabletop!.send!("act", a);
          return !!a;
        });
        if (sent) {
          made++;
          await page.waitForTimeout(150);
        }
      }
    }
    return made;
  };
  // The log is low enough to scroll, and some lines are in it.
  await bob.addStyleTag({
    content: "[data-testid=event-log] { max-height: 48px !important; min-height: 0 !important; }",
  });
  await play(4);
  const log = bob.getByTestId("event-log");
  await bob.waitForFunction(() => {
    const l = document.querySelector("[data-testid=event-log]")!;
    return l.scrollHeight > l.clientHeight + 20;
  });

  // Bob reads back to the log's first line and starts typing a line; the same elements are marked.
  await log.evaluate((l) => (l.scrollTop = 0));
  await bob.getByTestId("chat-input").click();
  await bob.keyboard.type("half a sen");
  await bob.evaluate(() => {
    const mark = (sel: string) => ((document.querySelector(sel) as unknown as { __kept?: boolean }).__kept = true);
    mark("[data-testid=chat-input]");
    mark("[data-testid=event-log] li");
  });
  const linesBefore = await log.locator("li").count();

  // Moves and talk come in.
  expect(await play(3)).toBeGreaterThan(0);
  await say(alice, "your move, Bob");
  await bob.getByTestId("chat-line").filter({ hasText: "your move, Bob" }).waitFor();
  await bob.waitForFunction((n) => document.querySelectorAll("[data-testid=event-log] li").length > n, linesBefore);

  const after = await bob.evaluate(() => {
    const input = document.querySelector("[data-testid=chat-input]") as HTMLInputElement & { __kept?: boolean };
    const first = document.querySelector("[data-testid=event-log] li") as HTMLElement & { __kept?: boolean };
    return {
      focused: document.activeElement === input,
      sameInput: input.__kept === true,
      typed: input.value,
      sameFirstLine: first.__kept === true,
      logTop: document.querySelector("[data-testid=event-log]")!.scrollTop,
    };
  });
  expect(after).toEqual({ focused: true, sameInput: true, typed: "half a sen", sameFirstLine: true, logTop: 0 });

  // A list at its end follows the newest line: the chat, made low, as more is said.
  await bob.addStyleTag({ content: "[data-testid=chat-list] { max-height: 40px !important; }" });
  for (const text of ["one", "two", "three"]) await say(alice, text);
  await bob.getByTestId("chat-line").filter({ hasText: "three" }).waitFor();
  const chatList = bob.getByTestId("chat-list");
  expect(await chatList.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true);
  expect(await chatList.evaluate((l) => l.scrollHeight - l.scrollTop - l.clientHeight)).toBeLessThan(4);
}, 90_000);
