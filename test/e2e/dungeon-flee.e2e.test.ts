/**
 * End to end in headless Chromium: a seeded Dungeon Flee match played through the UI to its end with real clicks
 * on the canvas's pieces and the status bar's buttons, then found in the player's history and stepped through in the
 * replay.
 *
 * The lobby form has no seed field (a fixed seed is a test-only server setting), so the test creates the seeded
 * table itself over the SDK as a spectator, and the browser player opens the table's link and takes the one seat.
 * The shared heuristic bot decides each next action on the view the page shows; the test clicks the canvas
 * target the renderer registered for it (a corridor, a hand card, a treasure) or its button in the status bar, and
 * checks the page against the engine on a local copy after each move.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import type { Page } from "playwright-core";
import { replayStates } from "@tabletop/shared";
import {
  dungeonFleeBots,
  dungeonFleeEngine as E,
  type FleeAction,
  type FleeState,
  type FleeView,
} from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import { buildClient, launchBrowser, REPO, type BrowserSession, enterLobby } from "../helpers/browser.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { clickAction, missingButtons, stillTarget, targets as drawnTargets } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
const OPTIONS: FleeOptions = { mode: "hard", class: "barbarian", gender: "female" };
const MUST_SHOW = ["enter", "select", "fight", "stay", "move", "banish"];

/** The bot's tie-break numbers: the same stream here and in the seed search. */
function stream() {
  let x = 7;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * The first seed whose bot game is short (to keep the browser test quick) and still shows the main actions.
 * Chosen by playing the engine here, so the test keeps working while the content is being balanced.
 */
function pickSeed(): { seed: string; limit: number } {
  for (const limit of [45, 90]) {
    for (let i = 0; i < 200; i++) {
      const seed = `e2e-${i}`;
      let s = E.setup(seed, 1, OPTIONS);
      const rand = stream();
      const kinds = new Set<string>();
      let n = 0;
      for (; E.outcome(s) === null && n <= limit; n++) {
        const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
        const a = dungeonFleeBots.heuristic.choose(clone(E.view(s, 0)), clone(E.legal(s, 0)), 0, rand());
        kinds.add(a.type);
        const r = E.apply(s, 0, a);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      if (n >= 25 && n <= limit && MUST_SHOW.every((k) => kinds.has(k))) return { seed, limit };
    }
  }
  throw new Error("no seed gives a short game with every main action");
}
const { seed: SEED, limit: LIMIT } = pickSeed();

let server: TestServer;
let browser: BrowserSession;
let page: Page;
let watcher: Player | null = null;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-flee", false);
  server = await startTestServer({ clientDir, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
  browser = await launchBrowser({ width: 1100, height: 720 });
  page = browser.page;
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await watcher?.room.leave().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

const targets = () => drawnTargets(page);

async function click(id: string, action?: unknown): Promise<void> {
  // A card may still be flying to its place (client/src/table/tween.ts): it is clicked where it stands still.
  const t = await stillTarget(page, (x) => x.id === id);
  if (!t) throw new Error(`no canvas target "${id}"; have ${(await targets()).map((x) => x.id).join(", ")}`);
  if (action !== undefined) expect(t.action).toEqual(action);
  await page.mouse.click(t.x + t.width / 2, t.y + t.height / 2);
}

/** Whether the canvas target stands (its centre) inside the canvas as framed: a piece the frame cuts off is not. */
async function inCanvas(id: string): Promise<boolean> {
  const t = await stillTarget(page, (x) => x.id === id);
  const c = await page.getByTestId("table-canvas").boundingBox();
  if (!t || !c) return false;
  const [x, y] = [t.x + t.width / 2, t.y + t.height / 2];
  return x > c.x && x < c.x + c.width && y > c.y && y < c.y + c.height;
}

/**
 * The canvas target a person clicks for this action, for the pieces the canvas holds (a corridor to start down, a
 * hand card, a treasure); null for the rest, which the status bar's buttons do (client/src/games/dungeon-flee/page.ts).
 */
function pieceFor(a: FleeAction): string | null {
  switch (a.type) {
    case "enter":
      return `corridor-${a.corridor}`;
    case "select":
    case "deselect":
      return `hand-${a.card}`;
    case "treasure":
      return `treasure-${a.card}`;
    default:
      return null;
  }
}

/** JSON with sorted keys, so two equal views compare equal whatever order their keys were built in. */
function canonical(x: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(x));
}

/**
 * Waits until the page's debug hook shows this page, view and (unless finished) legal list. The comparison runs
 * in the page on canonical JSON, so polling costs the page almost nothing.
 */
async function pageHas(
  what: string,
  want: { page: string; view: FleeView; legal: FleeAction[] | null; finished: boolean },
): Promise<void> {
  const expected = {
    page: want.page,
    view: canonical(want.view),
    legal: want.legal ? canonical(want.legal) : null,
    finished: want.finished,
  };
  await page
    .waitForFunction(
      (w) => {
        const sort = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(sort)
            : v && typeof v === "object"
              ? Object.fromEntries(
                  Object.keys(v)
                    .sort()
                    .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
                )
              : v;
        const h = window.__tabletop;
        if (!h || h.page !== w.page || !h.view || (h.status === "finished") !== w.finished) return false;
        return (
          JSON.stringify(sort(h.view)) === w.view && (w.legal === null || JSON.stringify(sort(h.legal)) === w.legal)
        );
      },
      expected,
      { polling: 50, timeout: 15_000 },
    )
    .catch(async (e) => {
      await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-timeout.png") });
      const got = await page.evaluate(() => ({
        page: window.__tabletop?.page,
        status: window.__tabletop?.status,
        view: window.__tabletop?.view,
        legal: window.__tabletop?.legal,
      }));
      throw new Error(
        `${(e as Error).message}: waiting for ${what}\nwanted ${JSON.stringify(want).slice(0, 1500)}\ngot ${JSON.stringify(got).slice(0, 1500)}\ntargets ${JSON.stringify(await targets())}`,
      );
    });
}

/** Waits until the page shows exactly the engine's view and legal list for this state. */
function pageShows(state: FleeState): Promise<void> {
  const finished = E.outcome(state) !== null;
  return pageHas(`round ${state.round}, phase ${state.phase}`, {
    page: "game",
    view: E.view(state, 0),
    legal: finished ? null : E.legal(state, 0),
    finished,
  });
}

/**
 * The page offers exactly what `legal` lists: every canvas target is a legal action, every legal piece (a corridor,
 * a hand card, a treasure) has its target on the canvas, and every legal action has its button in the status bar.
 */
async function expectOffersExactly(legal: FleeAction[], shown: { id: string; action: unknown }[]): Promise<void> {
  for (const t of shown)
    expect({ id: t.id, legal: legal.some((a) => isDeepStrictEqual(a, t.action)) }).toEqual({ id: t.id, legal: true });
  for (const a of legal) {
    const piece = pieceFor(a);
    if (piece) expect({ action: a, target: shown.some((t) => t.id === piece) }).toEqual({ action: a, target: true });
  }
  expect(await missingButtons(page)).toEqual([]);
}

test("a seeded match played on the canvas and the status bar to its end, then in history and replayed", async () => {
  // The lobby offers Dungeon Flee with its options.
  await enterLobby(page, server.url, "Delver");
  await page.getByTestId("game-select").selectOption("dungeon-flee");
  for (const [key, values] of [
    ["mode", ["easy", "hard", "extreme"]],
    ["class", ["fighter", "wizard", "cleric", "thief", "barbarian"]],
    ["gender", ["male", "female"]],
  ] as const) {
    expect(
      await page
        .getByTestId(`opt-${key}`)
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(values);
  }

  // The seeded table, created over the SDK by a spectator; the browser player takes the seat from its link.
  const g = await guest(server, "Seeder");
  watcher = await track(
    await sdk(server.url).create("dungeon-flee", { token: g.token, spectate: true, seed: SEED, options: OPTIONS }),
  );
  await page.goto(`${server.url}/#/room/${watcher.room.roomId}`);
  let state = E.setup(SEED, 1, OPTIONS);
  await pageShows(state);
  expect(await page.evaluate(() => window.__tabletop!.mySeat)).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-start.png") });

  // Play: the bot picks from the page's view and legal list; the test clicks that action's canvas target.
  const rand = stream();
  const played: FleeAction[] = [];
  const shot = new Set(["encounter", "after", "banish"]);
  const started = Date.now();
  while (E.outcome(state) === null) {
    expect(played.length).toBeLessThanOrEqual(LIMIT);
    const hook = await page.evaluate(() => ({
      view: window.__tabletop!.view as FleeView,
      legal: window.__tabletop!.legal as FleeAction[],
    }));
    await expectOffersExactly(hook.legal, await targets());
    const action = dungeonFleeBots.heuristic.choose(hook.view, hook.legal, 0, rand());
    if (shot.delete(hook.view.phase))
      await page.screenshot({ path: path.join(SHOTS, `dungeon-flee-${hook.view.phase}.png`) });
    // A piece on the canvas where the action has one and the frame shows it, else (and for every other action) its
    // status-bar button; the two ways alternate for the pieces, so both are played.
    const piece = pieceFor(action);
    if (piece && played.length % 2 === 0 && (await inCanvas(piece))) await click(piece, action);
    else {
      if (action.type === "banish" && shot.delete("banish"))
        await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-banish.png") });
      await clickAction(page, action);
    }
    const r = E.apply(state, 0, action);
    if (!r.ok) throw new Error(`the engine refuses ${JSON.stringify(action)}: ${r.reason}`);
    state = r.state;
    played.push(action);
    await pageShows(state);
  }
  const kinds = new Set(played.map((a) => a.type));
  for (const k of MUST_SHOW) expect(kinds).toContain(k);
  console.log(
    `Dungeon Flee e2e (seed ${SEED}): ${played.length} actions by clicks in ${Date.now() - started} ms (${[...kinds].join(", ")})`,
  );

  // The end: the shell's end screen and the canvas banner.
  await page.getByTestId("end-screen").waitFor({ state: "visible" });
  const outcome = E.outcome(state)!;
  expect(await page.getByTestId("outcome-summary").textContent()).toBe(outcome.summary);
  const matchId = await page.evaluate(() => window.__tabletop!.matchId!);
  await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-end.png") });

  // History lists it for this player; the replay steps through it and ends on the same state.
  await server.platform.store.flush();
  await page.getByTestId("nav-history").click();
  await page.getByTestId(`replay-${matchId}`).click();
  await page.waitForFunction(
    () => window.__tabletop?.page === "replay" && !!window.__tabletop.steps && !!window.__tabletop.view,
  );
  const steps = await page.evaluate(() => window.__tabletop!.steps!);
  expect(steps).toBe(played.length + 1);
  const { states } = replayStates(
    E,
    SEED,
    1,
    OPTIONS,
    played.map((action) => ({ seat: 0, action })),
  );
  const replayShows = (i: number) =>
    pageHas(`replay step ${i}`, {
      page: "replay",
      view: E.view(states[i], null),
      legal: null,
      finished: i === steps - 1,
    });
  await replayShows(0);
  for (let i = 1; i <= 8; i++) {
    await page.getByTestId("replay-next").click();
    await replayShows(i);
  }
  await page.getByTestId(`move-${steps - 1}`).click();
  await replayShows(steps - 1);
  expect(await page.getByTestId("replay-position").textContent()).toBe(`Move ${steps - 1} of ${steps - 1}`);
  expect(await page.getByTestId("replay-outcome").textContent()).toBe(outcome.summary);
  expect(await page.getByTestId("replay-next").isDisabled()).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, "dungeon-flee-replay.png") });

  // The same match as if stored under earlier rules (another Engine.version): marked as such, not replayed.
  const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await db.connect();
  await db.query("UPDATE matches SET engine_version = $2 WHERE id = $1", [matchId, "0-earlier"]);
  await db.end();
  await page.getByTestId("nav-history").click();
  await page.getByTestId(`replay-${matchId}`).click();
  await page.getByTestId("replay-status").filter({ hasText: "cannot be replayed" }).waitFor();
  expect(await page.getByTestId("replay-status").textContent()).toBe(
    `This match was played under version 0-earlier of the Dungeon Flee rules; this client has version ${E.version}, so it cannot be replayed. Its result: ${outcome.summary}`,
  );
}, 240_000);
