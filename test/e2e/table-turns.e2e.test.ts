/**
 * Following the table, in headless Chromium: two people at a 2-seat Xorlosch table, Bob chosen to begin.
 * - One name for each player: the seat list, the log and a refused move name "Ada (Red)" and "Bob (Blue)", dwarves
 *   are numbered from 1, and no "Seat 0" or raw code (NOT_YOUR_TURN) is shown; the host's Start waits in words.
 * - Turn order: the seat list is in the order of play (1st, 2nd) and marks the seat to play.
 * - "Your turn" is in the tab's title while the game waits on the page's seat and it has a legal action (not for an
 *   optional move out of turn, such as Xorlosch's "apart"), and a chime (WebAudio oscillators, counted here) plays
 *   when the turn comes, unless muted; the mute is kept across a reload.
 * - Leaving a match in play asks first and says a bot takes the seat: "stay" keeps the seat, "leave" hands it to a
 *   stand-in bot.
 */
import type { BrowserContext, Page } from "playwright-core";
import type { XorAction, XorView } from "@tabletop/shared/xorlosch/index";
import { buildClient, enterLobby, launchBrowserPool, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-table-turns", false);
  server = await startTestServer({ clientDir });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** Counts the oscillators the page starts: the chime starts two (two notes). */
async function countBeeps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __beeps: number };
    w.__beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__beeps += 1;
      return start.apply(this, args);
    };
  });
}

const beeps = (page: Page) => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);
const hook = (page: Page) =>
  page.evaluate(() => ({
    view: window.__tabletop?.view as XorView | undefined,
    legal: (window.__tabletop?.legal ?? []) as XorAction[],
  }));

/** Waits until the game waits on this page's seat and it may act (or, with `mine` false, waits on the other). */
async function turnIs(page: Page, mine: boolean): Promise<void> {
  await page.waitForFunction(
    (m) => {
      const t = window.__tabletop;
      const v = t?.view as XorView | undefined;
      if (t?.page !== "game" || t.status !== "playing" || !v) return false;
      return m ? v.waitingOn === t.mySeat && (t.legal?.length ?? 0) > 0 : v.waitingOn !== t.mySeat;
    },
    mine,
    { timeout: 15_000 },
  );
}

/**
 * Sends a legal action and waits until the state shows it (one more move). The `legal` list of a move comes after
 * its patch (in the same socket write, but the page may read the new view before it has read the list), so the
 * list is read again for a while until it offers the action.
 */
async function act(page: Page, pick: (legal: XorAction[]) => XorAction | undefined): Promise<XorAction> {
  let { legal } = await hook(page);
  let action = pick(legal);
  for (let tries = 0; !action && tries < 50; tries++) {
    await page.waitForTimeout(100);
    ({ legal } = await hook(page));
    action = pick(legal);
  }
  if (!action) throw new Error(`no such action among ${JSON.stringify(legal)}`);
  const before = await page.evaluate(() => window.__tabletop!.view);
  await page.evaluate((a) => window.__tabletop!.send!("act", a), action);
  await page.waitForFunction((b) => JSON.stringify(window.__tabletop!.view) !== JSON.stringify(b), before);
  return action;
}

/** A placement or a hunting turn: bring one dwarf in if the turn offers it, then end the turn. */
type BringIn = Extract<XorAction, { type: "bringIn" }>;

async function takeTurn(page: Page): Promise<BringIn | undefined> {
  const bring = (await hook(page)).legal.find((a): a is BringIn => a.type === "bringIn");
  if (bring) await act(page, () => bring);
  await act(page, (l) => l.find((a) => a.type === "endTurn"));
  await turnIs(page, false);
  return bring;
}

const seatOrder = (page: Page) =>
  page
    .getByTestId("seat-list")
    .locator("li")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid));
const logLines = (page: Page) => page.getByTestId("event-log").locator("li").allTextContents();
const soundLabel = (page: Page) => page.getByTestId("sound-toggle").textContent();

test("names, turn order, the turn in the title with its chime, and leaving asked first", async () => {
  const ada = await pool.player();
  const bob = await pool.player();
  await countBeeps(ada.context);
  await countBeeps(bob.context);

  // Ada makes a 2-seat table where the second seat begins; alone, her Start waits and says why.
  await enterLobby(ada.page, server.url, "Ada");
  await ada.page.getByTestId("game-select").selectOption("xorlosch");
  await ada.page.getByTestId("seats-input").fill("2");
  // The first-player picker names the host's own seat; the table names the people once they sit.
  expect(await ada.page.getByTestId("opt-firstPlayer").locator("option").allTextContents()).toEqual([
    "Drawn at random",
    "Seat 1 (you)",
    "Seat 2",
    "Seat 3",
    "Seat 4",
    "Seat 5",
    "Seat 6",
  ]);
  await ada.page.getByTestId("opt-firstPlayer").selectOption("1");
  await ada.page.getByTestId("create-room").click();
  await ada.page.waitForURL(/#\/room\//);
  const roomId = new URL(ada.page.url()).hash.replace("#/room/", "");
  await ada.page.getByTestId("start-needs").waitFor();
  expect(await ada.page.getByTestId("start-needs").textContent()).toBe(
    "Drachenjäger von Xorlosch needs at least 2 players: waiting for 1 more.",
  );
  expect(await ada.page.getByTestId("start").isDisabled()).toBe(true);
  expect(await ada.page.getByTestId("seat-1").textContent()).not.toMatch(/Seat \d/);
  expect(await ada.page.getByTestId("seat-options").textContent()).toBe(" · seat 2 (open) plays first");

  // Bob takes the other seat: the table is full and the match begins, Bob first.
  await enterLobby(bob.page, server.url, "Bob");
  await bob.page.getByTestId(`join-${roomId}`).click();
  await turnIs(bob.page, true);
  await turnIs(ada.page, false);
  expect(await ada.page.getByTestId("seat-options").textContent()).toBe(" · Bob (Blue) plays first");

  for (const page of [ada.page, bob.page]) {
    await page.getByTestId("seat-1").getByTestId("to-play").waitFor();
    expect(await seatOrder(page)).toEqual(["seat-1", "seat-0"]);
    expect(await page.getByTestId("seat-1").locator(".seat-name").textContent()).toBe("Bob (Blue)");
    expect(await page.getByTestId("seat-0").locator(".seat-name").textContent()).toBe("Ada (Red)");
    expect(await page.getByTestId("seat-1").locator(".seat-place").textContent()).toBe("1st");
    expect(await page.getByTestId("seat-0").locator(".seat-place").textContent()).toBe("2nd");
  }
  expect(await bob.page.title()).toBe("Your turn · Tabletop");
  expect(await ada.page.title()).toBe("Tabletop");
  expect(await beeps(bob.page)).toBe(2);
  expect(await beeps(ada.page)).toBe(0);

  // Ada tries Bob's move out of turn: refused, with the reason in words and Bob by name.
  const bobs = (await hook(bob.page)).legal[0];
  await ada.page.evaluate((a) => window.__tabletop!.send!("act", a), bobs);
  const refused = ada.page.getByTestId("rejection");
  await refused.waitFor({ state: "visible" });
  expect(await refused.textContent()).toBe("Move refused: It is Bob (Blue)'s turn.");
  expect(await refused.getAttribute("data-code")).toBe("NOT_YOUR_TURN");

  // Bob places a dwarf and ends his placement: Ada's turn, in her title, with the chime; no longer in Bob's.
  const bobsDwarf = await takeTurn(bob.page);
  await turnIs(ada.page, true);
  expect(await ada.page.title()).toBe("Your turn · Tabletop");
  expect(await bob.page.title()).toBe("Tabletop");
  expect(await beeps(ada.page)).toBe(2);
  await bob.page.getByTestId("seat-0").getByTestId("to-play").waitFor();

  // Ada mutes the sound: her next turn is in the title but silent.
  expect(await soundLabel(ada.page)).toBe("Turn sound: on");
  await ada.page.getByTestId("sound-toggle").click();
  expect(await soundLabel(ada.page)).toBe("Turn sound: off");
  await takeTurn(ada.page);
  await turnIs(bob.page, true);
  expect(await beeps(bob.page)).toBe(4);
  await takeTurn(bob.page);
  await turnIs(ada.page, true);
  expect(await ada.page.title()).toBe("Your turn · Tabletop");
  expect(await beeps(ada.page)).toBe(2);

  // The log names the players and numbers dwarves from 1.
  const lines = await logLines(ada.page);
  expect(lines).toContain(`Bob (Blue) brings dwarf ${bobsDwarf!.dwarf + 1} into the central square at level 1.`);
  expect(lines).toContain("Bob (Blue) has placed its dwarves.");
  expect(lines).toContain("Ada (Red) has placed its dwarves; the hunt begins.");
  expect(lines.filter((l) => /\b[Ss]eat \d|\b[Dd]warf 0\b|[A-Z]{3,}_[A-Z]{3,}/.test(l))).toEqual([]);

  // The mute holds across a reload.
  await ada.page.reload();
  await turnIs(ada.page, true);
  expect(await soundLabel(ada.page)).toBe("Turn sound: off");
  expect(await ada.page.title()).toBe("Your turn · Tabletop");
  expect(await beeps(ada.page)).toBe(0);

  // Bob leaves: asked first, he stays; asked again, he leaves and a bot takes his seat.
  await bob.page.getByTestId("leave").click();
  const dialog = bob.page.getByTestId("leave-dialog");
  await dialog.waitFor({ state: "visible" });
  expect(await dialog.textContent()).toContain("a bot takes your seat");
  await bob.page.getByTestId("leave-stay").click();
  await dialog.waitFor({ state: "detached" });
  expect(new URL(bob.page.url()).hash).toBe(`#/room/${roomId}`);
  expect(await ada.page.getByTestId("seat-1").getAttribute("data-state")).toBe("connected");

  await bob.page.getByTestId("leave").click();
  await bob.page.getByTestId("leave-confirm").click();
  await bob.page.waitForURL((u) => !u.hash.startsWith("#/room/"));
  await ada.page.waitForFunction(
    () => document.querySelector('[data-testid="seat-1"]')?.getAttribute("data-state") === "stand-in",
  );
  expect(await ada.page.getByTestId("seat-1").locator(".seat-name").textContent()).toBe("Bob (Blue)");

  // Ada leaves too (so no seat of hers waits for a reconnect after the test): stand-in bots finish the match.
  await ada.page.getByTestId("leave").click();
  await ada.page.getByTestId("leave-confirm").click();
  await ada.page.waitForURL((u) => !u.hash.startsWith("#/room/"));
}, 120_000);
