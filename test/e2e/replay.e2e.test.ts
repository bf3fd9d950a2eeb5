/**
 * The replay, in headless Chromium, on matches bots played to the end on the real server (a guest
 * creates the table, a spectator stays, the guest leaves and a stand-in bot finishes): every move of Xorlosch,
 * Dungeon Flee and Dungeon Lite is labelled in the live log's words, never as JSON; ←/→ and Home/End step; space
 * starts and stops autoplay at the chosen speed, which stops at the last move; a link names a move and opens the
 * replay there, and the address follows the scrubber.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { gameById, replayStates } from "@tabletop/shared";
import { buildClient, launchBrowserPool, REPO, type BrowserPool } from "../helpers/browser.js";
import { joinAs } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;
let page: Page;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-replay", false);
  server = await startTestServer({ withFixture: false, clientDir, botDelayMs: 0, rulesStepMs: 0 });
  pool = await launchBrowserPool();
  ({ page } = await pool.player());
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** A match of `game` bots play to its end: the guest who made the table leaves, a stand-in plays on. */
async function botMatch(game: string, create: Record<string, unknown>): Promise<string> {
  const host = await joinAs(server, "Hal", (c, token) => c.create(game, { token, ...create }));
  const roomId = host.room.roomId;
  const watcher = await joinAs(server, "Watcher", (c, token) => c.joinById(roomId, { token, spectate: true }));
  await host.until(() => host.room.state.status === "playing", "the start");
  await host.room.leave();
  await watcher.until(() => watcher.got.finished.length > 0, `the bots to finish ${game}`, 90_000);
  const matchId = watcher.got.finished[0].matchId;
  await watcher.room.leave();
  return matchId;
}

/** Opens a replay (at a move, when given) and waits until it is drawn. */
async function openReplay(matchId: string, move?: number): Promise<number> {
  await page.goto(`${server.url}/#/replay/${matchId}${move === undefined ? "" : `/${move}`}`);
  await page.waitForFunction(
    (id) => window.__tabletop?.page === "replay" && window.__tabletop.matchId === id && !!window.__tabletop.view,
    matchId,
  );
  return (await page.evaluate(() => window.__tabletop!.steps!)) - 1;
}

const position = () => page.getByTestId("replay-position").textContent();
const at = async (move: number, last: number) =>
  page
    .waitForFunction(
      (want) => document.querySelector('[data-testid="replay-position"]')?.textContent === want,
      `Move ${move} of ${last}`,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);

/** The move shown, from the position line. */
const shownMove = async () => Number(/^Move (\d+) of/.exec((await position()) ?? "")?.[1]);

const matches: Record<string, string> = {};

test("bots play a match of each game to the end; every move of their replays is labelled in words", async () => {
  matches.xorlosch = await botMatch("xorlosch", {
    seats: 2,
    bots: 1,
    seed: "replay-xor",
    options: { shortGame: true },
  });
  matches.flee = await botMatch("dungeon-flee", {
    seed: "replay-flee",
    options: { mode: "easy", class: "fighter", gender: "female" },
  });
  matches.lite = await botMatch("dungeon-lite", { seats: 1, seed: "replay-lite" });

  for (const [game, matchId] of Object.entries(matches)) {
    const last = await openReplay(matchId);
    const labels = await page.getByTestId("move-list").locator("li").allTextContents();
    expect(labels.length).toBe(last + 1);
    // JSON shows braces, quotes or a `type:` key; the word "type" alone is the rules' ("moves with its type").
    const json = labels.filter((l) => /[{}"]|\btype\s*:/.test(l));
    expect({ game, json: json.slice(0, 3) }).toEqual({ game, json: [] });
    // People's words: players by name, no seat counted, no rule ID.
    const unread = labels.filter((l) => /\{seat:|\bSeat \d|\b[A-Z]{2,}-[A-Z]+-\d/.test(l));
    expect({ game, unread: unread.slice(0, 3) }).toEqual({ game, unread: [] });
    // Each label is the move's number and its words: nothing but the number means no words.
    expect(labels.filter((l, i) => l.replace(/^[·\d]+/, "").trim() === "" && i > 0)).toEqual([]);
  }
  // The moves that had no line before: a card added to the attempt, a pass, the Event Phase's draws.
  await openReplay(matches.flee);
  expect(await page.getByTestId("move-list").textContent()).toContain(
    "Hal adds a card to the attempt (1 card chosen).",
  );
  await openReplay(matches.lite);
  expect(await page.getByTestId("move-list").textContent()).toContain("Each standing hero in turn draws event cards");
}, 300_000);

test("← and → step, Home and End go to the deal and the last move, and the address follows", async () => {
  const matchId = matches.flee;
  const last = await openReplay(matchId);
  expect(await position()).toBe(`Move 0 of ${last}`);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await at(3, last);
  expect(await position()).toBe(`Move 3 of ${last}`);
  expect(new URL(page.url()).hash).toBe(`#/replay/${matchId}/3`);
  await page.keyboard.press("ArrowLeft");
  await at(2, last);
  expect(await position()).toBe(`Move 2 of ${last}`);
  await page.keyboard.press("End");
  await at(last, last);
  expect(await position()).toBe(`Move ${last} of ${last}`);
  expect(await page.getByTestId("replay-next").isDisabled()).toBe(true);
  await page.keyboard.press("ArrowRight");
  expect(await position()).toBe(`Move ${last} of ${last}`);
  await page.keyboard.press("Home");
  await at(0, last);
  expect(await position()).toBe(`Move 0 of ${last}`);
  expect(new URL(page.url()).hash).toBe(`#/replay/${matchId}/0`);
  // Clicking a button leaves the keys working (the button does not keep the focus).
  await page.getByTestId("replay-next").click();
  await page.keyboard.press("ArrowRight");
  await at(2, last);
  expect(await position()).toBe(`Move 2 of ${last}`);
}, 60_000);

test("space starts autoplay at the chosen speed and stops it; autoplay stops at the last move", async () => {
  const last = await openReplay(matches.flee);
  await page.getByTestId("replay-speed").selectOption("0.5");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(" ");
  await page.waitForFunction(() =>
    /^Move [3-9]/.test(document.querySelector('[data-testid="replay-position"]')!.textContent!),
  );
  expect(await page.getByTestId("replay-play").getAttribute("data-playing")).toBe("true");
  await page.keyboard.press(" ");
  expect(await page.getByTestId("replay-play").getAttribute("data-playing")).toBe("false");
  const stopped = await shownMove();
  await page.waitForTimeout(1_500);
  expect(await shownMove()).toBe(stopped);

  // At 0.5 s a move, two moves before the end are played in about a second, and there it stops.
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  const started = Date.now();
  await page.getByTestId("replay-play").click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="replay-play"]')?.getAttribute("data-playing") === "false",
    undefined,
    { timeout: 10_000 },
  );
  const took = Date.now() - started;
  expect(await position()).toBe(`Move ${last} of ${last}`);
  expect(took).toBeGreaterThanOrEqual(900);
  expect(took).toBeLessThan(4_000);
  await page.waitForTimeout(700);
  expect(await position()).toBe(`Move ${last} of ${last}`);
}, 60_000);

test("a link to a move opens the replay at that move, and 'Copy link to this move' gives it", async () => {
  const matchId = matches.lite;
  const record = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as {
    seed: string;
    seats: unknown[];
    options: unknown;
    actions: { seat: number; action: unknown }[];
  };
  const E = gameById("dungeon-lite")!.engine;
  const { states } = replayStates(E, record.seed, record.seats.length, record.options, record.actions);
  const move = Math.min(40, states.length - 1);
  const last = await openReplay(matchId, move);
  expect(await position()).toBe(`Move ${move} of ${last}`);
  expect(await page.getByTestId(`move-${move}`).getAttribute("class")).toContain("current");
  expect(await page.evaluate(() => window.__tabletop!.view)).toEqual(
    JSON.parse(JSON.stringify(E.view(states[move], null))),
  );

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await page.keyboard.press("ArrowRight");
  await page.getByTestId("copy-move-link").click();
  await page.getByTestId("move-link-status").filter({ hasText: "copied" }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${server.url}/#/replay/${matchId}/${move + 1}`);

  // The copied link, opened anew, shows that move.
  await page.goto(`${server.url}/#/`);
  await page.goto(copied);
  await page.waitForFunction(
    (id) => window.__tabletop?.page === "replay" && window.__tabletop.matchId === id && !!window.__tabletop.view,
    matchId,
  );
  expect(await position()).toBe(`Move ${move + 1} of ${last}`);
}, 60_000);

/** The move list's scroll position, and whether its rows are the elements marked earlier. */
const moveList = () =>
  page.getByTestId("move-list").evaluate((el) => ({
    scrollTop: el.scrollTop,
    marked: Array.from(el.children).every((li) => (li as HTMLElement & { marked?: boolean }).marked === true),
  }));

test("the move list keeps its rows and its scroll position while the scrubber moves", async () => {
  // Dungeon Flee's moves take a line or two each, so the list shows several around move 30.
  const last = await openReplay(matches.flee, 30);
  expect(last).toBeGreaterThan(40);
  // Scrolled by hand so that move 30 is about in the middle of the list; every row marked; the first and last
  // moves the list shows whole.
  const shown = await page.getByTestId("move-list").evaluate((el) => {
    const box = el.getBoundingClientRect();
    const row = el.children[30].getBoundingClientRect();
    el.scrollTop += row.top - box.top - (box.height - row.height) / 2;
    for (const li of Array.from(el.children)) (li as HTMLElement & { marked?: boolean }).marked = true;
    const whole = Array.from(el.children)
      .map((li, i) => ({ i, r: li.getBoundingClientRect() }))
      .filter(({ r }) => r.top >= box.top && r.bottom <= box.bottom)
      .map(({ i }) => i);
    return { first: Math.min(...whole), last: Math.max(...whole) };
  });
  expect(shown.first).toBeLessThan(30);
  expect(shown.last).toBeGreaterThan(30);
  const before = await moveList();
  expect(before.scrollTop).toBeGreaterThan(0);

  // The scrubber in focus moves with the arrow keys to the last move shown and back to the first: the list stays
  // where it was, with the same rows, and the scrubber keeps the focus.
  await page.getByTestId("scrubber").focus();
  for (let i = 30; i < shown.last; i++) await page.keyboard.press("ArrowRight");
  await at(shown.last, last);
  expect(await page.getByTestId(`move-${shown.last}`).getAttribute("class")).toContain("current");
  for (let i = shown.last; i > shown.first; i--) await page.keyboard.press("ArrowLeft");
  await at(shown.first, last);
  expect(await moveList()).toEqual(before);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("scrubber");
  // So does a step with the buttons.
  await page.getByTestId("replay-next").click();
  await at(shown.first + 1, last);
  expect(await moveList()).toEqual(before);

  // A move out of sight is brought into sight, by the list alone: neither the side column nor the page scrolls.
  await page.keyboard.press("End");
  await at(last, last);
  const end = await page.getByTestId("move-list").evaluate((el) => {
    const box = el.getBoundingClientRect();
    const row = el.children[el.children.length - 1].getBoundingClientRect();
    const side = document.querySelector(".replay-page .side")!;
    return {
      inside: row.top >= box.top - 1 && row.bottom <= box.bottom + 1,
      pageY: window.scrollY,
      sideY: side.scrollTop,
    };
  });
  expect(end).toEqual({ inside: true, pageY: 0, sideY: 0 });
}, 60_000);

test("at 1280×800 the move list takes the height the side column has left", async () => {
  for (const matchId of [matches.lite, matches.xorlosch, matches.flee]) {
    await openReplay(matchId);
    const fit = await page.evaluate(() => {
      const side = document.querySelector(".replay-page .side") as HTMLElement;
      const list = document.querySelector('[data-testid="move-list"]') as HTMLElement;
      const row = list.children[0].getBoundingClientRect().height;
      // What of the column's height is left over under its last part.
      const inner = side.getBoundingClientRect().bottom - parseFloat(getComputedStyle(side).paddingBottom);
      const lastPart = (side.lastElementChild as HTMLElement).getBoundingClientRect().bottom;
      return {
        rows: Math.floor(list.clientHeight / row),
        listScrolls: list.scrollHeight > list.clientHeight,
        sideScrolls: side.scrollHeight > side.clientHeight,
        leftOver: Math.round(inner - lastPart),
        listBottom: Math.round(list.getBoundingClientRect().bottom),
        windowHeight: window.innerHeight,
      };
    });
    mkdirSync(path.join(REPO, "test-results"), { recursive: true });
    await page.screenshot({ path: path.join(REPO, "test-results", `replay-move-list-${matchId.slice(0, 8)}.png`) });
    // A long list scrolls within the column, which does not scroll itself: the list is in sight, at least ten rows
    // high, and the column's parts leave no empty space under them.
    expect(fit).toMatchObject({ listScrolls: true, sideScrolls: false });
    expect(fit.rows).toBeGreaterThanOrEqual(10);
    expect(fit.leftOver).toBeLessThanOrEqual(24);
    expect(fit.listBottom).toBeLessThanOrEqual(fit.windowHeight);
  }
}, 60_000);

test("on a phone the replay's prompt covers none of its controls", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openReplay(matches.flee, 20);
    for (const testid of ["replay-next", "replay-play", "copy-move-link", "move-20"]) {
      const target = page.getByTestId(testid);
      await target.scrollIntoViewIfNeeded();
      // What a finger at the control's middle touches is the control.
      const hit = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect({ testid, hit }).toEqual({ testid, hit: true });
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}, 60_000);
