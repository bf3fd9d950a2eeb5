/**
 * Dungeon Lite end to end in headless Chromium: two browser players and one bot hero at a seeded table made in the
 * lobby (the mission and the difficulty options in its form; the test server accepts the seed added to the create
 * request). The players act only by clicking what the renderer registered on the canvas (a card, then an enemy or a
 * zone, then the action's button; doors and zones on the map), choosing as the shared heuristic bot would, and they
 * agree the heroes' order with a proposal the other accepts. They play until a person has opened a door (a new
 * segment placed) and an Enemy Phase in which a person played a Defense card has ended; in that Enemy Phase the
 * defending player reloads the page and is back in the seat. Then both leave, stand-in bots finish the match while
 * a third page watches to the end screen, and the match is in the first player's history and replays to the same end.
 *
 * The room follows one protocol (test/helpers/dungeon-lite.ts), so the seeded match is played out on the engine
 * first: the test picks a seed where all of that happens soon, and checks the room against it at every step.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Page } from "playwright-core";
import { matchMaker } from "@colyseus/core";
import { replay } from "@tabletop/shared";
import { dungeonLiteBots, type LiteAction, type LiteOptions, type LiteView } from "@tabletop/shared/dungeon-lite/index";
import { DEFAULT_OPTIONS, MISSION_IDS } from "@tabletop/shared/dungeon-lite/options";
import { buildClient, enterLobby, launchBrowserPool, REPO, type BrowserPool } from "../helpers/browser.js";
import { E, roomState, simulate, stream, type Policy, type Step } from "../helpers/dungeon-lite.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { stillTarget, targets, type Target } from "../helpers/tap-targets.js";

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

/** The hand card an action is paid with, and what it is aimed at, as the canvas ids name them. */
function firstClicks(a: LiteAction): string[] {
  const paid = ["move", "attack", "play", "cast", "revive", "defend", "counterattack", "adrenaline"];
  const card = paid.includes(a.type) && "card" in a ? a.card : undefined;
  const out = card ? [`hand-${card}`] : [];
  if ((a.type === "attack" || a.type === "control-attack") && a.target !== undefined) out.push(`enemy-${a.target}`);
  if (a.type === "cast" || a.type === "use-item") {
    if (a.target !== undefined) out.push(`enemy-${a.target}`);
    else if (a.zone !== undefined) out.push(`zone-${a.zone}`);
    else if (a.type === "cast" && a.hero !== undefined) out.push(`hero-${a.hero}`);
  }
  if (a.type === "control-move" || a.type === "adrenaline") out.push(`zone-${a.zone}`);
  if (a.type === "revive") out.push(`hero-${a.hero}`);
  if (a.type === "give") out.push(`hero-${a.to}`);
  return out;
}

/** Performs one engine action through the canvas only. */
async function perform(page: Page, a: LiteAction): Promise<void> {
  const same = (t: Target) => isDeepStrictEqual(t.action, a);
  const direct: Partial<Record<LiteAction["type"], string>> = {
    "choose-hero": "choose-",
    "choose-spell": "choose-",
    "choose-equipment": "choose-",
    step: "zone-",
    "open-door": "door-",
    discard: "hand-",
  };
  const prefix = direct[a.type];
  if (prefix) return click(page, (t) => t.id.startsWith(prefix) && same(t), JSON.stringify(a));
  if (a.type === "propose-order") {
    for (let i = 0; i < 30 && !(await targets(page)).some((t) => t.id === "propose-order" && same(t)); i++)
      await click(page, (t) => t.id === "order-next", "the next order");
    return click(page, (t) => t.id === "propose-order" && same(t), "Propose");
  }
  for (const id of firstClicks(a)) await click(page, (t) => t.id === id, id);
  await click(page, (t) => t.id.startsWith("offer-") && same(t), JSON.stringify(a));
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
    // The hero choice's cards take the dungeon's place (renderer.ts): no map is drawn under them, nor needed.
    if (!map) return drawn.labelled.some((l) => l.label === "panel:choices") ? [] : ["no map drawn"];
    return drawn.texts
      .filter((t) => inside(t, map) && inside(t, canvas) && t.fontPx < 12 - 0.01)
      .map((t) => `"${t.text}" ${t.fontPx.toFixed(1)} px`);
  });
}

/** Every canvas target is a legal action or picks something; every legal action's first click is on the canvas. */
function expectCanvasOffersOnlyLegal(legal: LiteAction[], shown: Target[]): void {
  for (const t of shown) {
    const ok = legal.some((a) => isDeepStrictEqual(a, t.action)) || (t.action as { ui?: string }).ui !== undefined;
    expect({ id: t.id, ok }).toEqual({ id: t.id, ok: true });
  }
  for (const a of legal) {
    if (a.type === "propose-order") continue;
    const first = firstClicks(a)[0];
    const there = first ? shown.some((t) => t.id === first) : shown.some((t) => isDeepStrictEqual(t.action, a));
    expect({ action: a, there }).toEqual({ action: a, there: true });
  }
}

test("two players and a bot hero play through the canvas: a door, a Defense, a reload mid Enemy Phase; then history and replay", async () => {
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
  console.log(
    `Dungeon Lite e2e (seed ${plan.seed}): ${[...pages.keys()].length} people, ${plan.steps.filter((x) => PEOPLE.includes(x.seat)).length} canvas actions in ${Date.now() - started} ms`,
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
  expect(await wanda.getByTestId("outcome-summary").textContent()).toBe(outcome.summary);
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
  expect(await alice.getByTestId("replay-outcome").textContent()).toBe(outcome.summary);
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
    await click(page, (t) => t.id.startsWith(`choose-${cls}`), `a ${cls}`);
  };
  await chooseFor(0, "dwarf");
  await chooseFor(1, "elf");
  await page.waitForFunction(() => (window.__tabletop?.view as LiteView | undefined)?.phase === "player");
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
