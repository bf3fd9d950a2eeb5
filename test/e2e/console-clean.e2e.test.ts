/**
 * "A clean visit prints nothing to the console", in headless Chromium, for each of the three games: a
 * person makes a table in the lobby (bots fill the other seats, the rules' steps at the fast pace), a second person
 * watches it from the lobby's list, the player reloads the page in the middle of the match and plays on to the end,
 * the watcher reloads too, watches to the end and stops watching, and the player opens the replay, reloads it and
 * goes back to history. Every console message of either page (every level: log, info, warning, error) and every page
 * error is recorded; there must be none.
 *
 * The person's moves are the game's default bot's choices from the page's own view and legal list (its debug hook),
 * sent as the page sends them, so a full match takes seconds; the page draws every one of them.
 */
import type { Page } from "playwright-core";
import { gameById } from "@tabletop/shared/games.js";
import { buildClient, enterLobby, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { tieBreaks } from "../helpers/bot-player.js";

/** The turn alert's title (YOUR_TURN in client/src/table/turn-alert.ts). */
const YOUR_TURN = "Your turn";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-console-clean", false);
  server = await startTestServer({
    clientDir,
    botDelayMs: 0,
    rulesStepMs: 0,
    withFixture: false,
    rateLimitPerSecond: 1000,
    rateLimitBurst: 1000,
  });
  pool = await launchBrowserPool({ width: 960, height: 720 });
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** The titles a page has had, as the page itself reports them (./person). */
const titles = new Map<Page, string[]>();

/**
 * A new person's page whose console messages and page errors all go into `printed`, each as "name level: text".
 * The page also reports each title it takes (the turn alert's "Your turn" among them) through a binding: Playwright
 * evaluates every script of a test as a user gesture, so a test that must see what a page does before anyone used it
 * (a reload) waits on these reports, which evaluate nothing in it.
 */
async function person(name: string, printed: string[]): Promise<Page> {
  const { page } = await pool.player();
  page.on("console", (m) => printed.push(`${name} ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => printed.push(`${name} page error: ${e.stack ?? e.message}`));
  const seenTitles: string[] = [];
  titles.set(page, seenTitles);
  await page.exposeFunction("reportTitle", (title: string) => void seenTitles.push(title));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportTitle: (t: string) => void }).reportTitle;
    addEventListener("DOMContentLoaded", () =>
      new MutationObserver(() => report(document.title)).observe(document.head, {
        subtree: true,
        childList: true,
        characterData: true,
      }),
    );
  });
  await enterLobby(page, server.url, name);
  return page;
}

/** Resolves once the page's title has been `title…` since the `from`th title it reported. */
async function titled(page: Page, title: string, from: number): Promise<void> {
  const seenTitles = titles.get(page)!;
  for (let i = 0; i < 400; i++) {
    if (seenTitles.slice(from).some((t) => t.startsWith(title))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the page's title was never "${title}…"; it was ${JSON.stringify(seenTitles.slice(from))}`);
}

interface Seen {
  status?: string;
  mySeat: number | null;
  view: unknown;
  legal: unknown[];
  moves: number;
}

const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const h = window.__tabletop;
    return {
      status: h?.status,
      mySeat: h?.mySeat ?? null,
      view: h?.view,
      legal: h?.legal ?? [],
      moves: h?.moves ?? -1,
    };
  });

/**
 * Plays the page's seat with the game's default bot until the match is over; after `reloadAt` of its moves the page
 * is reloaded (and is back in its seat), and `reloaded` runs.
 */
async function playToEnd(page: Page, game: string, reloadAt: number, reloaded: () => Promise<void>): Promise<void> {
  const module = gameById(game)!;
  const bot = module.bots[module.defaultBot]!;
  const random = tieBreaks();
  let moved = 0;
  for (;;) {
    const now = await seen(page);
    if (now.status === "finished") return;
    if (now.mySeat !== null && now.legal.length > 0) {
      const action = bot.choose(now.view, now.legal, now.mySeat, random()) as object;
      await page.evaluate(([a, at]) => window.__tabletop!.send!("act", { ...a, at }), [action, now.moves] as const);
      if (++moved === reloadAt) {
        // Back in the seat, the page says it is the person's turn again (and would chime) before anyone used it.
        const from = titles.get(page)!.length;
        await page.reload();
        await titled(page, YOUR_TURN, from);
        await reloaded();
        continue;
      }
    }
    await page.waitForFunction(
      (m) => window.__tabletop?.status === "finished" || (window.__tabletop?.moves ?? -1) > m,
      now.moves,
      { timeout: 20_000, polling: 20 },
    );
  }
}

interface Table {
  game: string;
  seats: number;
  options?: (page: Page) => Promise<void>;
}

async function visit({ game, seats, options }: Table): Promise<string[]> {
  const printed: string[] = [];
  const player = await person("Pat", printed);
  const watcher = await person("Sam", printed);

  await player.getByTestId("game-select").selectOption(game);
  if (seats > 1) {
    await player.getByTestId("seats-input").fill(String(seats));
    await player.getByTestId("bots-input").fill(String(seats - 1));
  }
  if (await player.getByTestId("pace-select").isVisible()) await player.getByTestId("pace-select").selectOption("fast");
  await options?.(player);
  await player.getByTestId("create-room").click();
  await player.waitForURL(/#\/room\//);
  const roomId = new URL(player.url()).hash.replace("#/room/", "");
  await player.waitForFunction(() => window.__tabletop?.status === "playing");

  await watcher.getByTestId(`watch-${roomId}`).click();
  await watcher.waitForURL(/#\/room\//);
  await watcher.waitForFunction(() => window.__tabletop?.status !== undefined);

  // In the middle of the match, once the player is back from the reload, the watcher reloads too; they watch to the
  // end (every state of the match drawn in the public view), then stop watching.
  await playToEnd(player, game, 3, async () => {
    await watcher.reload();
    await watcher.waitForFunction(() => window.__tabletop?.status === "playing");
  });
  await player.getByTestId("end-screen").waitFor();
  await watcher.getByTestId("end-screen").waitFor();
  await watcher.getByTestId("leave").click();
  await watcher.getByTestId("room-list").waitFor();

  await player.getByTestId("replay-link").click();
  await player.waitForFunction(() => window.__tabletop?.page === "replay" && (window.__tabletop.steps ?? 0) > 0);
  await player.keyboard.press("End");
  await player.reload();
  await player.waitForFunction(() => window.__tabletop?.page === "replay" && (window.__tabletop.steps ?? 0) > 0);
  await player.getByText("Back to history").click();
  await player.waitForURL(/#\/history/);
  await player.getByTestId("history-item").first().waitFor();
  // Whatever a page would print late (a socket closing, a frame after the teardown) has had its moment.
  await Promise.all([player, watcher].map((p) => p.waitForTimeout(500)));
  await Promise.all([player, watcher].map((p) => p.context().close()));
  return printed;
}

test("Xorlosch: a full match, its replay, a reload and a watcher who leaves print nothing", async () => {
  const printed = await visit({
    game: "xorlosch",
    seats: 2,
    options: (page) => page.getByTestId("opt-shortGame").check(),
  });
  expect(printed).toEqual([]);
}, 180_000);

test("Dungeon Flee: a full match, its replay, a reload and a watcher who leaves print nothing", async () => {
  expect(await visit({ game: "dungeon-flee", seats: 1 })).toEqual([]);
}, 180_000);

test("Dungeon Lite: a full match, its replay, a reload and a watcher who leaves print nothing", async () => {
  expect(await visit({ game: "dungeon-lite", seats: 2 })).toEqual([]);
}, 180_000);
