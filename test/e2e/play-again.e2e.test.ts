/**
 * "Play again" in headless Chromium: at the end of a private fixture match of two people and a bot,
 * Alice clicks Play again and lands at a new table with the same settings, its bot seated; Bob's end screen then
 * offers that table, still after he reloads the page, and one click seats him there; the full table starts by itself.
 */
import type { Page } from "playwright-core";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";

const t = fixtureBrowserTests("play-again", { botDelayMs: 0 });

const roomOf = (page: Page) => new URL(page.url()).hash.replace("#/room/", "");

/** Plays whoever may act, their first legal action, until both pages show the end screen. */
async function playOut(pages: Page[]) {
  for (let i = 0; i < 100; i++) {
    const over = await Promise.all(pages.map((p) => p.getByTestId("end-screen").isVisible()));
    if (over.every(Boolean)) return;
    for (const page of pages) {
      const moves = await page.evaluate(() => {
        const a = window.__tabletop?.legal?.[0];
        if (a) window.__tabletop!.send!("act", a);
        return a ? (window.__tabletop?.moves ?? 0) : null;
      });
      if (moves !== null)
        await page.waitForFunction(
          (n) => (window.__tabletop?.moves ?? 0) > n || window.__tabletop?.status === "finished",
          moves,
        );
    }
  }
}

test("one click each: the same people, bot and settings at a new table; nobody is moved without a click", async () => {
  const alice = (await t.pool.player()).page;
  const bob = (await t.pool.player()).page;
  await enterLobby(alice, t.server.url, "Alice");
  await enterLobby(bob, t.server.url, "Bob");
  await alice.getByTestId("game-select").selectOption("fixture-cards");
  await alice.getByTestId("seats-input").fill("3");
  await alice.getByTestId("bots-input").fill("1");
  await alice.getByTestId("opt-rounds").fill("1");
  await alice.getByTestId("create-private").click();
  await alice.waitForURL(/#\/room\//);
  const code = (await alice.getByTestId("room-code").textContent())!;
  await bob.goto(`${t.server.url}/#/join/${code}`);
  await bob.waitForURL(/#\/room\//);
  await alice.waitForFunction(() => window.__tabletop?.status === "playing");
  await playOut([alice, bob]);

  expect(await bob.getByTestId("play-again").textContent()).toBe("Play again");
  await alice.getByTestId("play-again").click();
  await alice.waitForURL((u) => u.hash.startsWith("#/room/") && !u.hash.endsWith(code));
  const next = roomOf(alice);
  await alice.waitForFunction(() => window.__tabletop?.status === "waiting" && window.__tabletop.mySeat !== null);
  expect(await alice.getByTestId("room-code").textContent()).toBe(next);
  // Bob was not moved: his end screen now offers the table Alice set up.
  expect(roomOf(bob)).toBe(code);
  await bob.getByTestId("play-again").filter({ hasText: "Join the next table" }).waitFor();
  // Back after a reload, the offer is still his (the room's answer to his page's sync names the table).
  await bob.reload();
  await bob.getByTestId("end-screen").waitFor();
  await bob.getByTestId("play-again").filter({ hasText: "Join the next table" }).waitFor();
  await bob.getByTestId("play-again").click();
  await bob.waitForURL((u) => u.hash === `#/room/${next}`);
  // Two people and the bot: the table is full and starts by itself, with the same rounds.
  await bob.waitForFunction(() => window.__tabletop?.status === "playing");
  const rounds = await bob.evaluate(() => (window.__tabletop?.view as { rounds?: number } | undefined)?.rounds);
  expect(rounds).toBe(1);
}, 120_000);
