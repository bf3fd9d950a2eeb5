/**
 * The lobby with several players in headless Chromium (Fixture Cards): a private table shared
 * by link, the host's Start, the reconnect banner through a network drop, the live list of
 * open tables (join and watch), quick play matching, and a join error shown to the user.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { buildClient, launchBrowserPool, networkLink, REPO, type BrowserPool, enterLobby } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

const SHOTS = path.join(REPO, "test-results");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

let server: TestServer;
let pool: BrowserPool;
let clientDir: string;

beforeAll(async () => {
  clientDir = buildClient("dist-test-lobby", true);
  server = await startTestServer({ withFixture: true, clientDir, botDelayMs: 50, graceSeconds: 30 });
  pool = await launchBrowserPool();
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const named = (page: Page, name: string) => enterLobby(page, server.url, name);

async function table(page: Page, seats: number, bots: number): Promise<void> {
  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill(String(seats));
  await page.getByTestId("bots-input").fill(String(bots));
}

const roomOf = (page: Page) => new URL(page.url()).hash.replace("#/room/", "");

async function seated(page: Page): Promise<number | null | undefined> {
  await page.waitForFunction(() => window.__tabletop?.page === "game" && typeof window.__tabletop.mySeat === "number");
  return page.evaluate(() => window.__tabletop?.mySeat);
}

const playing = (page: Page) =>
  page.waitForFunction(() => window.__tabletop?.status === "playing" && !!window.__tabletop.view);

test("a private table shared by link; the host starts; a dropped player sees the banner and comes back", async () => {
  const alice = (await pool.player()).page;
  const bobPlayer = await pool.player();
  const bob = bobPlayer.page;
  const bobNet = await networkLink(server);

  await named(alice, "Alice");
  await table(alice, 3, 0);
  await alice.getByTestId("create-private").click();
  await alice.waitForURL(/#\/room\//);
  const code = (await alice.getByTestId("room-code").textContent())!;
  expect(code).toMatch(/^[A-Z0-9]{6}$/i);
  const link = await alice.getByTestId("room-link").inputValue();
  expect(link).toBe(`${server.url}/#/join/${code}`);
  await alice.getByTestId("start").waitFor();
  expect(await alice.getByTestId("room-status").textContent()).toContain("1/3");
  await shot(alice, "lobby-private-waiting");

  // Bob follows the link with no name yet: the lobby asks for one, with the code filled in.
  await bob.goto(link.replace(server.url, bobNet.url));
  await bob.waitForURL(/#\/$/);
  expect(await bob.getByTestId("code-input").inputValue()).toBe(code);
  await bob.getByTestId("name-input").fill("Bob");
  await bob.getByTestId("code-input").fill(` ${code.toLowerCase()} `); // typed loosely: still the same table
  await bob.getByTestId("join-code").click();
  await bob.waitForURL(new RegExp(`#/room/${code}$`));
  expect(await seated(bob)).toBe(1);

  await alice.getByTestId("seat-1").getByText("Bob").waitFor();
  await alice.getByTestId("start").click();
  await playing(alice);
  await playing(bob);

  // Bob's network drops: his banner counts down, Alice sees his seat held; then he is back.
  await bobNet.drop();
  await bob.getByTestId("reconnect-banner").waitFor({ state: "visible" });
  expect(await bob.getByTestId("reconnect-banner").textContent()).toMatch(/held for \d+ s/);
  await shot(bob, "lobby-reconnect-banner");
  await alice.waitForFunction(
    () => document.querySelector('[data-testid="seat-1"]')?.getAttribute("data-state") === "reconnecting",
  );
  expect(await alice.getByTestId("seat-1").textContent()).toMatch(/reconnecting… \d+s/);
  await bobNet.restore();
  await bob.getByTestId("reconnect-banner").waitFor({ state: "hidden", timeout: 20_000 });
  await alice.waitForFunction(
    () => document.querySelector('[data-testid="seat-1"]')?.getAttribute("data-state") === "connected",
  );

  // Play goes on: Alice's card reaches Bob's table.
  await alice.waitForFunction(() => (window.__tabletop?.targets?.().length ?? 0) > 0);
  const t = (await alice.evaluate(() => window.__tabletop!.targets!())).find((x) => x.id.startsWith("card-"))!;
  await alice.mouse.click(t.x + t.width / 2, t.y + t.height / 2);
  await bob.waitForFunction(() => window.__tabletop?.view?.played[0]?.length === 1);
  await bobNet.close();
}, 120_000);

test("the open-table list offers join and watch; quick play matches equal tables; join errors show", async () => {
  const [alice, bob, carol] = await Promise.all([pool.player(), pool.player(), pool.player()]).then((ps) =>
    ps.map((p) => p.page),
  );
  await named(alice, "Ann");
  await named(bob, "Ben");
  await named(carol, "Cid");

  // A wrong code is refused with a message in words, not the matchmaker's text.
  await carol.getByTestId("code-input").fill("nope42");
  await carol.getByTestId("join-code").click();
  await carol.getByTestId("lobby-error").waitFor({ state: "visible" });
  const wrong = (await carol.getByTestId("lobby-error").textContent())!;
  expect(wrong).toContain("No open table has the code NOPE42.");
  expect(wrong).not.toMatch(/not found|room "/);

  await table(alice, 2, 0);
  await alice.getByTestId("create-room").click();
  await alice.waitForURL(/#\/room\//);
  const roomId = roomOf(alice);

  await bob.getByTestId(`join-${roomId}`).waitFor();
  await shot(bob, "lobby-open-tables");
  // Ben joins from the live list; the table is full and starts.
  await bob.getByTestId(`join-${roomId}`).click();
  await bob.waitForURL(new RegExp(`#/room/${roomId}$`));
  expect(await seated(bob)).toBe(1);
  await playing(alice);

  // Cid's list now offers to watch it: a spectator sees the table but holds no seat and no hand.
  await carol.getByTestId(`watch-${roomId}`).click();
  await carol.waitForURL(new RegExp(`#/room/${roomId}$`));
  await carol.waitForFunction(() => window.__tabletop?.status === "playing" && !!window.__tabletop.view);
  expect(await carol.evaluate(() => window.__tabletop!.mySeat)).toBeNull();
  expect(await carol.evaluate(() => window.__tabletop!.view!.hand)).toBeNull();
  expect(await carol.evaluate(() => window.__tabletop!.targets!().length)).toBe(0);
  await carol.getByTestId("seat-list").getByText("Ann").waitFor();
  await shot(carol, "lobby-spectator");

  // Quick play with the same table puts Ben and Cid together.
  for (const p of [bob, carol]) {
    await p.getByTestId("nav-lobby").click();
    await table(p, 2, 0);
    await p.getByTestId("opt-rounds").fill("2");
  }
  await bob.getByTestId("quick-play").click();
  await bob.waitForURL(/#\/room\//);
  await carol.getByTestId("quick-play").click();
  await carol.waitForURL(/#\/room\//);
  expect(roomOf(carol)).toBe(roomOf(bob));
  await playing(bob);
  expect(await seated(carol)).toBe(1);
}, 120_000);

test("a stale guest token is replaced by a new guest of the same name", async () => {
  const { page } = await pool.player();
  await page.goto(`${server.url}/#/history`);
  await page.evaluate(() =>
    localStorage.setItem(
      "tabletop:identity",
      JSON.stringify({ playerId: "gone", name: "Dee", token: "not-a-valid-token" }),
    ),
  );
  await page.goto(`${server.url}/#/`);
  expect(await page.getByTestId("name-input").inputValue()).toBe("Dee");
  await table(page, 2, 1);
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  expect(await seated(page)).toBe(0);
  const identity = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!));
  expect(identity.name).toBe("Dee");
  expect(identity.token).not.toBe("not-a-valid-token");
}, 60_000);

test("the open-table list comes back after a network drop", async () => {
  const watcher = await pool.player();
  const watcherNet = await networkLink(server);
  const host = (await pool.player()).page;
  await enterLobby(watcher.page, watcherNet.url, "Eve");
  await named(host, "Fay");
  await watcher.page.getByTestId("room-list").waitFor();
  await watcherNet.drop();
  await watcher.page.waitForTimeout(500);
  await watcherNet.restore();

  await table(host, 2, 0);
  await host.getByTestId("create-room").click();
  await host.waitForURL(/#\/room\//);
  await watcher.page.getByTestId(`join-${roomOf(host)}`).waitFor({ timeout: 20_000 });
  await watcherNet.close();
}, 60_000);
