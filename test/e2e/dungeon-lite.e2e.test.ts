/**
 * Dungeon Lite end to end in headless Chromium: two browser players and one bot hero at a seeded table made in the
 * lobby (the mission and the difficulty options in its form; the test server accepts the seed added to the create
 * request). The players act as a person would: zones and doors on the map (the canvas holds the map alone), and every
 * other action with its button in words in the page's status bar, after picking the card that pays for it in the
 * page's hand and the standee it is aimed at on the map; they choose as the shared heuristic bot would, and they
 * agree the heroes' order with a proposal the other accepts. They play until a person has opened a door (a new
 * segment placed) and an Enemy Phase in which a person played a Defense card has ended; in that Enemy Phase the
 * defending player reloads the page and is back in the seat; one stops being asked at enemy attacks (the bar's
 * setting, a button of the bar). Then both leave, stand-in bots finish the match while a third page watches to the end screen, and the
 * match is in the first player's history and replays to the same end.
 *
 * The room follows one protocol (test/helpers/dungeon-lite.ts), so the seeded match is played out on the engine
 * first: the test picks a seed where all of that happens soon, and checks the room against it at every step.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Page } from "playwright-core";
import { matchMaker } from "@colyseus/core";
import { cited, replay } from "@tabletop/shared";
import { dungeonLiteBots, type LiteAction, type LiteOptions, type LiteView } from "@tabletop/shared/dungeon-lite/index";
import { DEFAULT_OPTIONS, MISSION_IDS } from "@tabletop/shared/dungeon-lite/options";
import { buildClient, enterLobby, launchBrowserPool, REPO, type BrowserPool } from "../helpers/browser.js";
import { E, roomState, simulate, stream, type Policy, type Step } from "../helpers/dungeon-lite.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { clickAction, inWindow, missingButtons, stillTarget, targets, type Target } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
const OPTIONS: LiteOptions = {
  mission: "orc-warlord",
  difficulty: { ...DEFAULT_OPTIONS.difficulty, removeTroll: true },
};
const PEOPLE = [0, 1];

/** The heuristic bot's choice, except that a person plays Defense when offered and proposes the order once. */
function personPolicy(): Policy {
  let proposed = false;
  return (view, legal, seat, random) => {
    const defend = legal.find((a) => a.type === "defend");
    if (defend) return defend;
    const order = legal.find((a) => a.type === "propose-order" && a.order[0] !== seat);
    if (order && !proposed) {
      proposed = true;
      return order;
    }
    return dungeonLiteBots.heuristic.choose(view, legal, seat, random);
  };
}

interface Plan {
  seed: string;
  steps: Step[];
  /** The index of the people's last step before they leave. */
  last: number;
  defendAt: number;
}

/** The first seed where a person opens a door and defends, and that Enemy Phase ends, within 32 people's steps. */
function pickSeed(): Plan {
  for (let i = 0; i < 60; i++) {
    const seed = `e2e-lite-${i}`;
    const steps = simulate(seed, 3, OPTIONS, PEOPLE, personPolicy(), stream(7), 400);
    const byPeople = (k: number) => PEOPLE.includes(steps[k].seat);
    const door = steps.findIndex((x, k) => byPeople(k) && x.action.type === "open-door");
    const defendAt = steps.findIndex((x, k) => byPeople(k) && x.action.type === "defend");
    const proposal = steps.findIndex((x, k) => byPeople(k) && x.action.type === "propose-order");
    if (door < 0 || defendAt < 0 || proposal < 0) continue;
    const phaseOver = steps.findIndex((x, k) => k > defendAt && x.state.phase !== "enemy");
    if (phaseOver < 0) continue;
    // The plan ends where the room next waits on a person, so the room cannot run past it (rules steps and the
    // bot hero move on by themselves).
    let end = Math.max(door, phaseOver);
    while (end + 1 < steps.length && !byPeople(end + 1)) end++;
    if (end + 1 >= steps.length) continue;
    const last = steps.slice(0, end + 1).reduce((n, _, k) => (byPeople(k) ? k : n), -1);
    const count = steps.slice(0, last + 1).filter((_, k) => byPeople(k)).length;
    if (count <= 32 && !E.outcome(steps[end].state)) return { seed, steps: steps.slice(0, end + 1), last, defendAt };
  }
  throw new Error("no seed in 60 shows a door, a Defense and the end of that Enemy Phase within 32 people's steps");
}

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-e2e-lite", false);
  server = await startTestServer({
    clientDir,
    botDelayMs: 0,
    rulesStepMs: 0,
    withFixture: false,
    rateLimitPerSecond: 1000,
    rateLimitBurst: 1000,
  });
  pool = await launchBrowserPool({ width: 1440, height: 960 });
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `dungeon-lite-${name}.png`) });
const hook = (page: Page) =>
  page.evaluate(() => ({
    status: window.__tabletop?.status,
    mySeat: window.__tabletop?.mySeat ?? null,
    view: (window.__tabletop?.view ?? null) as LiteView | null,
    legal: (window.__tabletop?.legal ?? []) as LiteAction[],
    matchId: window.__tabletop?.matchId,
  }));
const roomMoves = (roomId: string): number =>
  (matchMaker.getLocalRoomById(roomId) as unknown as { state: { moves: number } }).state.moves;

/** Waits for a target to stand still (it may be walking to its place) and clicks it there. */
async function click(page: Page, pick: (t: Target) => boolean, what: string): Promise<void> {
  const found = await stillTarget(page, pick);
  if (!found) {
    await shot(page, "missing-target");
    throw new Error(`no target for ${what}; have ${(await targets(page)).map((t) => t.id).join(", ")}`);
  }
  await page.mouse.click(found.x + found.width / 2, found.y + found.height / 2);
}

/** The hand card an action is paid with (a button of the page's hand), if any. */
function paidWith(a: LiteAction): string | undefined {
  const paid = ["move", "attack", "play", "cast", "revive", "defend", "counterattack", "adrenaline"];
  return paid.includes(a.type) && "card" in a ? a.card : undefined;
}

/** The standee an action is aimed at, as the canvas ids name them (an enemy or a hero), if any. */
function aimedAt(a: LiteAction): string | undefined {
  if ((a.type === "attack" || a.type === "control-attack") && a.target !== undefined) return `enemy-${a.target}`;
  if ((a.type === "cast" || a.type === "use-item") && a.target !== undefined) return `enemy-${a.target}`;
  if (a.type === "cast" && a.zone === undefined && a.hero !== undefined) return `hero-${a.hero}`;
  if (a.type === "revive") return `hero-${a.hero}`;
  if (a.type === "give") return `hero-${a.to}`;
  return undefined;
}

/** The canvas id of an action that is itself a place on the map (a zone to step to, a door to open). */
const onMap = (a: LiteAction): string | undefined =>
  a.type === "step" ? "zone-" : a.type === "open-door" ? "door-" : undefined;

/** Whether the canvas target `pick` finds stands (its centre) inside the canvas as framed. */
async function inView(page: Page, pick: (t: Target) => boolean): Promise<boolean> {
  const t = await stillTarget(page, pick, 30);
  const c = await page.getByTestId("table-canvas").boundingBox();
  if (!t || !c) return false;
  const [x, y] = [t.x + t.width / 2, t.y + t.height / 2];
  return x > c.x && x < c.x + c.width && y > c.y && y < c.y + c.height;
}

/**
 * Performs one action as a person would: a zone or a door on the map where it is in view; otherwise its button in
 * the status bar, after picking the hand card that pays for it (the page's hand) and the standee it is aimed at (on
 * the map), which mark its button as the bar's primary one (client/src/games/dungeon-lite/page.ts).
 */
async function perform(page: Page, a: LiteAction): Promise<void> {
  const same = (t: Target) => isDeepStrictEqual(t.action, a);
  const prefix = onMap(a);
  if (prefix) {
    const spot = (t: Target) => t.id.startsWith(prefix) && same(t);
    if (await inView(page, spot)) return click(page, spot, JSON.stringify(a));
    return void (await clickAction(page, a));
  }
  const card = paidWith(a);
  const aim = aimedAt(a);
  if (card) await page.getByTestId(`hand-${card}`).click();
  if (aim && (await inView(page, (t) => t.id === aim))) await click(page, (t) => t.id === aim, aim);
  if (card || aim) {
    // What was picked singles the action out in the bar.
    const json = JSON.stringify(a);
    await page.waitForFunction(
      (j) =>
        Array.from(document.querySelectorAll<HTMLElement>("button.act[data-action]")).some(
          (b) => b.dataset.action === j && b.classList.contains("primary"),
        ),
      json,
    );
  }
  await clickAction(page, a);
}

/** Waits until the page shows exactly this view and legal list for its seat (compared in the page as sorted JSON). */
async function pageShows(page: Page, view: LiteView, legal: LiteAction[] | null, what: string): Promise<void> {
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
        const same = (a: unknown, b: unknown) => JSON.stringify(sort(a)) === JSON.stringify(sort(b));
        const h = window.__tabletop;
        return !!h?.view && same(h.view, w.view) && (w.legal === null || same(h.legal, w.legal));
      },
      { view, legal },
      { polling: 50, timeout: 20_000 },
    )
    .catch(async (e) => {
      await shot(page, "timeout");
      throw new Error(`${(e as Error).message}: waiting for ${what}`);
    });
}

/**
 * The table's one board scale zooms the map with everything else: "+" under the board (a zone's square grows by a
 * quarter) and back with "Fit" (the whole board in view, as it was). The map has no zoom buttons of its own.
 */
async function zoomAndBack(page: Page, zone: string): Promise<boolean> {
  const size = async () => (await targets(page)).find((t) => t.id === zone)?.width ?? 0;
  expect((await targets(page)).filter((t) => t.id.startsWith("zoom-")).map((t) => t.id)).toEqual([]);
  const fitted = await size();
  await page.getByTestId("zoom-in").click();
  await page.waitForFunction(([id, w]) => (window.__tabletop?.targets?.().find((t) => t.id === id)?.width ?? 0) > w, [
    zone,
    fitted,
  ] as const);
  expect(await size()).toBeCloseTo(fitted * 1.25, 0);
  await page.getByTestId("zoom-fit").click();
  await page.waitForFunction(
    ([id, w]) => Math.abs((window.__tabletop?.targets?.().find((t) => t.id === id)?.width ?? 0) - w) < 0.5,
    [zone, fitted] as const,
  );
  return true;
}

/**
 * The map's texts as shown, where they can be seen: none under 12 CSS px at the displayed scale, as the map grows
 * (a door opens a new segment) and is fitted again into its frame. While the hero choice is up its cards take the
 * dungeon's place, and there is no map to check.
 */
async function smallMapTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { x: number; y: number; width: number; height: number };
    const drawn = (
      window.__tabletop as unknown as {
        drawn(): { texts: (Box & { text: string; fontPx: number })[]; labelled: (Box & { label: string })[] };
      }
    ).drawn();
    const map = drawn.labelled.find((l) => l.label === "map");
    const canvas = document.querySelector("[data-testid=table-canvas]")!.getBoundingClientRect();
    const inside = (t: Box, b: Box) =>
      t.x + t.width / 2 > b.x &&
      t.x + t.width / 2 < b.x + b.width &&
      t.y + t.height / 2 > b.y &&
      t.y + t.height / 2 < b.y + b.height;
    // While the heroes are chosen there may be no dungeon yet (the choices are the page's: renderer.ts).
    if (!map)
      return (window.__tabletop?.view as { phase?: string } | undefined)?.phase === "choose" ? [] : ["no map drawn"];
    return drawn.texts
      .filter((t) => inside(t, map) && inside(t, canvas) && t.fontPx < 12 - 0.01)
      .map((t) => `"${t.text}" ${t.fontPx.toFixed(1)} px`);
  });
}

/** Every canvas target is a legal action or picks something; every zone to step to and door to open is on the map. */
function expectCanvasOffersOnlyLegal(legal: LiteAction[], shown: Target[]): void {
  for (const t of shown) {
    const ok = legal.some((a) => isDeepStrictEqual(a, t.action)) || (t.action as { ui?: string }).ui !== undefined;
    expect({ id: t.id, ok }).toEqual({ id: t.id, ok: true });
  }
  for (const a of legal) {
    if (!onMap(a)) continue;
    const there = shown.some((t) => isDeepStrictEqual(t.action, a));
    expect({ action: a, there }).toEqual({ action: a, there: true });
  }
}

test("two players and a bot hero play through the map and the page: a door, a Defense, a reload mid Enemy Phase; then history and replay", async () => {
  const plan = pickSeed();
  const started = Date.now();
  const [alice, bob, wanda] = await Promise.all(["Alice", "Bob", "Wanda"].map(async () => (await pool.player()).page));
  await enterLobby(alice, server.url, "Alice");
  await enterLobby(bob, server.url, "Bob");
  await enterLobby(wanda, server.url, "Wanda");

  // The lobby form offers the mission and the four difficulty options; the seed is added to the create request.
  await alice.getByTestId("game-select").selectOption("dungeon-lite");
  const values = (key: string) =>
    alice
      .getByTestId(`opt-${key}`)
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(await values("mission")).toEqual([...MISSION_IDS]);
  expect(await values("removeTraps")).toEqual(["0", "1", "2"]);
  expect(await values("removeUndead")).toEqual(["0", "1", "2"]);
  expect(
    await alice
      .getByTestId("pace-select")
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(["slow", "normal", "fast"]);
  await alice.getByTestId("opt-mission").selectOption(OPTIONS.mission);
  await alice.getByTestId("opt-removeTroll").check();
  expect(await alice.getByTestId("opt-freeEquipment").isChecked()).toBe(false);
  await alice.route("**/matchmake/create/dungeon-lite", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, seed: plan.seed }) });
  });
  await alice.getByTestId("seats-input").fill("3");
  await alice.getByTestId("bots-input").fill("1");
  await alice.getByTestId("create-room").click();
  await alice.waitForURL(/#\/room\//);
  const roomId = new URL(alice.url()).hash.replace("#/room/", "");
  await bob.getByTestId(`join-${roomId}`).click();
  await bob.waitForURL(/#\/room\//);
  const pages = new Map<number, Page>([
    [0, alice],
    [1, bob],
  ]);
  for (const [seat, page] of pages)
    await page.waitForFunction((s) => window.__tabletop?.mySeat === s && !!window.__tabletop.view, seat);
  expect(JSON.parse((matchMaker.getLocalRoomById(roomId) as any).state.options)).toEqual(OPTIONS);

  // Play the people's part of the plan through the canvas, checking the room against the plan at every step.
  let reloaded = false;
  let zoomed = false;
  const shots = new Set(["choose", "player", "enemy"]);
  for (let k = 0; k <= plan.last; k++) {
    const step = plan.steps[k];
    if (!PEOPLE.includes(step.seat)) continue;
    for (let i = 0; i < 400 && roomMoves(roomId) < k; i++) await alice.waitForTimeout(15);
    expect(roomMoves(roomId)).toBe(k);
    const before = k === 0 ? E.setup(plan.seed, 3, OPTIONS) : plan.steps[k - 1].state;
    expect(roomState(roomId)).toEqual(before);
    const page = pages.get(step.seat)!;
    if (k === plan.defendAt && !reloaded) {
      // Mid Enemy Phase, the table waiting on this hero's Defense: the player reloads and is back in the seat.
      await shot(page, "defense-window");
      await page.reload();
      await page.waitForFunction((s) => window.__tabletop?.mySeat === s && !!window.__tabletop.view, step.seat);
      reloaded = true;
      expect(roomState(roomId).phase).toBe("enemy");
    }
    await pageShows(page, E.view(before, step.seat), E.legal(before, step.seat), `step ${k} for seat ${step.seat}`);
    expectCanvasOffersOnlyLegal(E.legal(before, step.seat), await targets(page));
    // Every legal action has its button in words in the status bar (client/src/games/dungeon-lite/page.ts).
    expect({ step: k, missing: await missingButtons(page) }).toEqual({ step: k, missing: [] });
    expect({ step: k, small: await smallMapTexts(page) }).toEqual({ step: k, small: [] });
    if (shots.delete(before.phase)) await shot(page, before.phase);
    if (step.action.type === "step" && !zoomed) zoomed = await zoomAndBack(page, `zone-${step.action.zone}`);
    await perform(page, step.action);
    for (let i = 0; i < 400 && roomMoves(roomId) <= k; i++) await page.waitForTimeout(15);
    if (roomMoves(roomId) <= k) {
      await shot(page, "stuck");
      const shown = await page.getByTestId("rejection").textContent();
      throw new Error(`step ${k}: ${JSON.stringify(step.action)} by seat ${step.seat} did not land (${shown})`);
    }
  }
  expect(reloaded).toBe(true);
  expect(zoomed).toBe(true);
  const kinds = new Set(plan.steps.filter((x) => PEOPLE.includes(x.seat)).map((x) => x.action.type));
  for (const k of ["choose-hero", "propose-order", "accept-order", "open-door", "defend", "end-turn"])
    expect(kinds).toContain(k);
  const planned = plan.steps[plan.steps.length - 1].state;
  for (let i = 0; i < 400 && roomMoves(roomId) < plan.steps.length; i++) await alice.waitForTimeout(15);
  expect(roomState(roomId)).toEqual(planned);
  expect(planned.map.segments.length).toBeGreaterThan(1);
  const h = await hook(alice);
  const matchId = h.matchId!;

  // The standing answer to enemy attacks is a setting, a button of the bar: Alice stops being asked; everyone sees it.
  await alice.getByTestId("act-reactions-never").click();
  for (let i = 0; i < 400 && roomState(roomId).reactions[0] !== "never"; i++) await alice.waitForTimeout(15);
  expect(roomState(roomId).reactions).toEqual(["never", "ask", "ask"]);
  await bob.waitForFunction(() => (window.__tabletop?.view as LiteView | undefined)?.reactions?.[0] === "never");
  await alice.getByTestId("act-reactions-ask").waitFor();
  console.log(
    `Dungeon Lite e2e (seed ${plan.seed}): ${[...pages.keys()].length} people, ${plan.steps.filter((x) => PEOPLE.includes(x.seat)).length} actions in ${Date.now() - started} ms`,
  );

  // Wanda comes to watch; both players leave; stand-in bots finish while she watches to the end screen.
  await wanda.getByTestId(`watch-${roomId}`).click();
  await wanda.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.mySeat === null);
  for (const page of [alice, bob]) {
    await page.getByTestId("leave").click();
    // Leaving a match in play asks first: a bot takes the seat.
    await page.getByTestId("leave-confirm").click();
    await page.waitForURL((u) => !u.hash.startsWith("#/room/"));
  }
  await wanda.getByTestId("end-screen").waitFor({ state: "visible", timeout: 90_000 });
  const end = roomState(roomId);
  const outcome = E.outcome(end)!;
  // The summary in words: its rule citations stand behind "why?" links, not in the text.
  const summary = cited(outcome.summary).text;
  expect(await wanda.getByTestId("outcome-summary").textContent()).toBe(summary);
  await shot(wanda, "end");

  // History lists the match for Alice; its replay ends on the same state.
  await server.platform.store.flush();
  const stored = (await server.platform.store.getMatch(matchId))!;
  const again = replay(E, stored.seed, stored.seats.length, stored.options, stored.actions);
  expect(again).toEqual(end);
  await alice.getByTestId("nav-history").click();
  await alice.getByTestId(`replay-${matchId}`).click();
  await alice.waitForFunction(() => window.__tabletop?.page === "replay" && !!window.__tabletop.steps);
  const steps = await alice.evaluate(() => window.__tabletop!.steps!);
  expect(steps).toBe(stored.actions.length + 1);
  await alice.getByTestId(`move-${steps - 1}`).click();
  await pageShows(alice, E.view(end, null), null, "the replay's last step");
  expect(await alice.getByTestId("replay-outcome").textContent()).toBe(summary);
  await shot(alice, "replay-end");
}, 420_000);

test("a solo player takes a second hero at the table: the page shows both seats held and acts for each in turn", async () => {
  const { page } = await pool.player();
  await enterLobby(page, server.url, "Solo");
  await page.getByTestId("game-select").selectOption("dungeon-lite");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  await page.getByTestId("take-seat").click();
  await page.waitForFunction(
    () => window.__tabletop?.status === "playing" && (window.__tabletop as { seats?: number[] }).seats?.length === 2,
  );
  for (const seat of [0, 1]) expect(await page.getByTestId(`seat-${seat}`).textContent()).toContain("you");
  // The page acts for the first seat; once its hero is chosen it follows the game to the second.
  const chooseFor = async (seat: number, cls: string) => {
    await page.waitForFunction((s) => window.__tabletop?.mySeat === s, seat);
    expect(await page.getByTestId(`seat-${seat}`).getByTestId("acting-seat").textContent()).toBe("acting");
    // The hero cards are the page's, each a button (client/src/games/dungeon-lite/choose.ts).
    await page.locator(`[data-panel=choices] [data-testid^="choose-${cls}"]`).first().click();
  };
  await chooseFor(0, "dwarf");
  await chooseFor(1, "elf");
  await page.waitForFunction(() => (window.__tabletop?.view as LiteView | undefined)?.phase === "player");
  // The first decision of the adventure: "Take the next turn" is in the window without scrolling, on a laptop and
  // on a phone (the status bar fixed to the bottom there).
  const takeTurn = page.locator("button.act", { hasText: "Take the next turn" }).first();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await takeTurn.waitFor();
    const testid = (await takeTurn.getAttribute("data-testid"))!;
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect({ size, inWindow: await inWindow(page, testid) }).toEqual({ size, inWindow: true });
  }
  await page.setViewportSize({ width: 1440, height: 960 });
  const heroes = (await hook(page)).view!.heroes.map((h) => h.cls);
  expect(heroes).toEqual(["dwarf", "elf"]);
  // Acting for the other seat by hand: its own hand and legal list.
  const acting = await hook(page);
  const other = acting.mySeat === 0 ? 1 : 0;
  await page.getByTestId(`act-for-${other}`).click();
  await page.waitForFunction((s) => window.__tabletop?.mySeat === s, other);
  const now = await hook(page);
  expect(now.view!.hand).toHaveLength(now.view!.heroes[other].handSize);
  expect(now.legal.some((a) => a.type === "take-turn")).toBe(true);
  expect(await page.getByTestId(`seat-${other}`).getByTestId("acting-seat").textContent()).toBe("acting");
  await shot(page, "two-seats");
}, 120_000);
