/**
 * Xorlosch end to end in headless Chromium: two browser players and a bot at a 3-seat short game with a fixed seed
 * (added to the create request, as the test server allows), a third page watching as a spectator. The players act
 * only through the page: a step on the board's canvas targets (the dwarf, then the square) and Move in the status
 * bar, the rest with the status bar's buttons, every legal action having its button there, choosing like the shared heuristic bot would, until a quest has been solved through the UI. Then both
 * leave, stand-in bots finish the match, the spectator sees the end, and a player finds it in history and scrubs
 * the replay to the same result.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  expectedActor,
  xorloschBots,
  xorloschEngine,
  type XorAction,
  type XorView,
} from "@tabletop/shared/xorlosch/index.js";
import { stateFromView } from "@tabletop/shared/xorlosch/bots/util.js";
import { buildClient, launchBrowserPool, REPO, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { clickAction, missingButtons, stillTarget, targets, type Target } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
/** A seed (ruins, short game) where a human solves the first quest after about 30 clicks, with 2-step moves. */
const SEED = "xor-e2e-1";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-xorlosch-e2e", false);
  server = await startTestServer({ clientDir, botDelayMs: 0, withFixture: false });
  pool = await launchBrowserPool({ width: 1400, height: 900 });
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

async function newPage(name: string): Promise<Page> {
  const { page } = await pool.player();
  if (process.env.XOR_E2E_DEBUG)
    page.on("websocket", (ws) => ws.on("framesent", () => sentFrames.set(page, (sentFrames.get(page) ?? 0) + 1)));
  await enterLobby(page, server.url, name);
  return page;
}

const sentFrames = new Map<Page, number>();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
const hook = (page: Page) =>
  page.evaluate(() => {
    const h = window.__tabletop;
    return {
      page: h?.page,
      status: h?.status,
      mySeat: h?.mySeat ?? null,
      view: h?.view ?? null,
      legal: h?.legal ?? [],
      matchId: h?.matchId,
    };
  }) as Promise<{
    page?: string;
    status?: string;
    mySeat: number | null;
    view: XorView | null;
    legal: XorAction[];
    matchId?: string;
  }>;

/**
 * Waits for a target (by id or by action) to stand still and clicks it at its real canvas position (`low`: near its
 * bottom edge).
 */
async function click(page: Page, pick: (t: Target) => boolean, what: string, low = false): Promise<void> {
  const found = await stillTarget(page, pick);
  if (!found) throw new Error(`no target for ${what}; have ${(await targets(page)).map((t) => t.id).join(", ")}`);
  if (process.env.XOR_E2E_DEBUG)
    console.log("click", found.id, Math.round(found.x), Math.round(found.y), "frames before", sentFrames.get(page));
  await page.mouse.click(found.x + found.width / 2, low ? found.y + found.height - 7 : found.y + found.height / 2);
}

/** The status bar's Move button once it sends `first` (the path picked on the board starts with it), clicked. */
async function move(page: Page, first?: XorAction): Promise<void> {
  const json = first ? JSON.stringify(first) : null;
  await page.waitForFunction((j) => {
    const b = document.querySelector<HTMLElement>('[data-testid="act-move"]');
    return !!b && (j === null || b.dataset.action === j);
  }, json);
  await page.getByTestId("act-move").click();
}

/**
 * Performs one engine action through the UI only: a step on the board (the dwarf, the square, then Move in the
 * status bar), anything else with its button in the status bar.
 */
async function perform(page: Page, seat: number, action: XorAction): Promise<void> {
  if (action.type === "step") {
    await click(page, (t) => t.id === `dwarf-${seat}-${action.dwarf}`, "the dwarf");
    await click(page, (t) => t.id === `square-${action.to}`, "the square", true);
    await move(page, action);
    return;
  }
  await clickAction(page, action);
}

interface Seat {
  page: Page;
  seat: number;
  clicks: number;
  solvingClicks: number;
  twoStep: number;
}

type Step = Extract<XorAction, { type: "step" }>;

/** When the bot would move the same dwarf on at once, the second step it would take (to try a 2-step path). */
function followUp(view: XorView, seat: number, first: Step): Step | null {
  const after = xorloschEngine.apply(stateFromView(view), seat, first);
  if (!after.ok) return null;
  const legal = xorloschEngine.legal(after.state, seat);
  const next = xorloschBots.heuristic.choose(xorloschEngine.view(after.state, seat), legal, seat, 0.5);
  return next.type === "step" &&
    next.dwarf === first.dwarf &&
    next.to !== view.players[seat].dwarves[first.dwarf].square
    ? next
    : null;
}

/** One UI action for a player the game waits on; false when it has nothing to do now. */
async function turn(p: Seat): Promise<boolean> {
  const h = await hook(p.page);
  // Act only when the game waits on this seat (its turn, or its answer to a proposal), as a bot would.
  if (h.status !== "playing" || !h.view || expectedActor(h.view) !== p.seat || h.legal.length === 0) return false;
  // The page's session holds no list between a move's patch and its own list (client/src/net/session.ts), so the
  // list read here is the one for this view.
  const action = xorloschBots.heuristic.choose(h.view, h.legal, p.seat, 0.5);
  // Every legal action has its button in words in the status bar (client/src/games/xorlosch/bar.ts).
  expect(await missingButtons(p.page)).toEqual([]);
  const before = JSON.stringify(h.view);
  if (process.env.XOR_E2E_DEBUG) console.log(Date.now() % 100000, p.seat, JSON.stringify(action));
  const second = action.type === "step" ? followUp(h.view, p.seat, action) : null;
  if (action.type === "step" && second) {
    // A 2-step path: dwarf, destination two squares away, Move; the client sends the second step on its own.
    await click(p.page, (t) => t.id === `dwarf-${p.seat}-${action.dwarf}`, "the dwarf");
    await click(p.page, (t) => t.id === `square-${second.to}`, "the far square", true);
    await move(p.page);
    p.clicks++;
    p.twoStep++;
    await p.page.waitForFunction(
      ([seat, die, to]) => (window.__tabletop?.view as XorView | undefined)?.players[seat].dwarves[die].square === to,
      [p.seat, action.dwarf, second.to] as const,
      { timeout: 30_000 },
    );
    return true;
  }
  await perform(p.page, p.seat, action);
  p.clicks++;
  if (action.type === "solve" || action.type === "propose" || action.type === "answer" || action.type === "chooseTie")
    p.solvingClicks++;
  await p.page
    .waitForFunction(
      (b) => JSON.stringify(window.__tabletop?.view) !== b || window.__tabletop?.status !== "playing",
      before,
      { timeout: 30_000 },
    )
    .catch(async (e) => {
      const shown = await p.page
        .getByTestId("rejection")
        .textContent()
        .catch(() => "");
      await shot(p.page, `xorlosch-stuck-seat-${p.seat}`);
      if (process.env.XOR_E2E_DEBUG)
        console.log("targets", JSON.stringify(await targets(p.page)), "frames", sentFrames.get(p.page));
      throw new Error(
        `seat ${p.seat}: ${JSON.stringify(action)} did not land (rejection shown: ${shown || "none"}): ${String(e)}`,
      );
    });
  return true;
}

const solvedCount = (v: XorView | null) => (v ? v.solved.green + v.solved.blue + v.solved.red : 0);

test("two players and a bot play Xorlosch through the board and the status bar to a solved quest; a spectator watches; history and replay", async () => {
  const started = Date.now();
  const alice = await newPage("Alice");
  // The test server accepts a fixed seed: add it to the create request the lobby sends.
  await alice.route("**/matchmake/create/xorlosch", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, seed: SEED }) });
  });
  await alice.getByTestId("game-select").selectOption("xorlosch");
  await alice.getByTestId("seats-input").fill("3");
  await alice.getByTestId("bots-input").fill("1");
  await alice.getByTestId("opt-board").selectOption("ruins");
  await alice.getByTestId("opt-shortGame").check();
  await alice.getByTestId("create-room").click();
  await alice.waitForURL(/#\/room\//);
  const roomId = new URL(alice.url()).hash.replace("#/room/", "");

  const bob = await newPage("Bob");
  await bob.getByTestId(`join-${roomId}`).click();
  await bob.waitForURL(/#\/room\//);
  const watcher = await newPage("Wanda");
  await watcher.getByTestId(`watch-${roomId}`).click();
  await watcher.waitForFunction(
    () => window.__tabletop?.page === "game" && window.__tabletop.status === "playing" && !!window.__tabletop.view,
  );
  expect((await hook(watcher)).mySeat).toBeNull();

  const players: Seat[] = [];
  for (const page of [alice, bob]) {
    await page.waitForFunction(
      () =>
        window.__tabletop?.status === "playing" &&
        typeof window.__tabletop.mySeat === "number" &&
        !!window.__tabletop.view,
    );
    players.push({ page, seat: (await hook(page)).mySeat!, clicks: 0, solvingClicks: 0, twoStep: 0 });
  }
  expect(players.map((p) => p.seat).sort()).toEqual([0, 1]);
  const first = (await hook(alice)).view!;
  expect(first).toMatchObject({ board: "ruins", shortGame: true, seats: 3 });
  await shot(alice, "xorlosch-start");

  // Play through the page until a quest has been solved after a human's solving click.
  let idle = 0;
  for (let guard = 0; guard < 600; guard++) {
    const h = await hook(watcher);
    if (solvedCount(h.view) > 0 && players.some((p) => p.solvingClicks > 0)) break;
    if (h.status !== "playing") break;
    let acted = false;
    for (const p of players) acted = (await turn(p)) || acted;
    if (!acted) {
      idle++;
      await alice.waitForTimeout(25);
      if (idle > 400) throw new Error("nobody could act");
    } else idle = 0;
    if (guard === 12) await shot(alice, "xorlosch-midgame");
  }
  const afterSolve = await hook(watcher);
  expect(solvedCount(afterSolve.view)).toBeGreaterThan(0);
  expect(players.reduce((n, p) => n + p.clicks, 0)).toBeGreaterThan(5);
  // At least one move went two squares at once: the client sent the second step itself once legal offered it.
  expect(players.reduce((n, p) => n + p.twoStep, 0)).toBeGreaterThan(0);
  await shot(watcher, "xorlosch-solved-spectator");
  const matchId = afterSolve.matchId!;

  // Both humans leave; stand-in bots finish the match while the spectator watches to the end.
  for (const p of players) {
    await p.page.getByTestId("leave").click();
    // Leaving a match in play asks first: a bot takes the seat.
    await p.page.getByTestId("leave-confirm").click();
    await p.page.waitForURL((u) => !u.hash.startsWith("#/room/"));
  }
  await watcher.getByTestId("end-screen").waitFor({ state: "visible", timeout: 60_000 });
  const summary = await watcher.getByTestId("outcome-summary").textContent();
  expect(summary).toMatch(/wins|Draw/);
  const final = (await hook(watcher)).view!;
  expect(final.phase).toBe("over");
  await shot(watcher, "xorlosch-end");

  // History and replay, as Alice.
  await alice.getByTestId("nav-history").click();
  await alice.getByTestId(`replay-${matchId}`).waitFor();
  await alice.getByTestId(`replay-${matchId}`).click();
  await alice.waitForFunction(
    () => window.__tabletop?.page === "replay" && !!window.__tabletop.steps && !!window.__tabletop.view,
  );
  const steps = await alice.evaluate(() => window.__tabletop!.steps!);
  expect(steps).toBeGreaterThan(10);
  for (let i = 0; i < 5; i++) await alice.getByTestId("replay-next").click();
  expect(await alice.getByTestId("replay-position").textContent()).toBe(`Move 5 of ${steps - 1}`);
  await shot(alice, "xorlosch-replay-early");
  await alice.getByTestId(`move-${steps - 1}`).click();
  expect(await alice.getByTestId("replay-next").isDisabled()).toBe(true);
  const replayed = await alice.evaluate(() => window.__tabletop!.view as XorView);
  expect(replayed.players.map((p) => p.score)).toEqual(final.players.map((p) => p.score));
  expect(replayed.solved).toEqual(final.solved);
  expect(await alice.getByTestId("replay-outcome").textContent()).toBe(summary);
  await shot(alice, "xorlosch-replay-end");
  // About a minute on an idle 2-core machine; the timeout leaves room for a machine shared with other jobs.
  if (process.env.XOR_E2E_DEBUG) console.log(`xorlosch e2e took ${Math.round((Date.now() - started) / 1000)} s`);
}, 420_000);
