/**
 * Dungeon Flee's motion (following the game), in headless Chromium against the real server: a monster that a
 * failed door moves steps to its corridor, and a card that is banished flies to the banished pile, from its corridor
 * (an encounter defeated) or from the hand (a banish). Each move is brought about in a seeded match, found by playing
 * the engine with the shared heuristic bot (../helpers/flee-scenes.ts): the browser player takes the seat and the
 * actions before the move are sent from its page. Then the page's clock (Playwright's, which drives its animation
 * frames) is paused and moved on one frame at a time while the move is sent, and after each frame the test reads where
 * the canvas draws the card (`drawn()`: `monster-<id> at corridor <n>`, `card-<id> at <place>`). The card must be drawn
 * at places between where it lay and where it ends (a card that jumps shows none), and end on its new place. A card dealt
 * to the hand, drawn nowhere before, must be seen flying from the draw pile. Moving the clock by hand makes the frames
 * seen the same on a fast machine and on a loaded one.
 *
 * The board follows changes: a card selected for an attempt draws anew only what changed, read from the
 * canvas's census frame by frame (../helpers/census.ts): things built at most the items changed, not the hand, the
 * piles and the treasure drawn again (client/src/table/sync.ts keeps every item of the table by its key).
 */
import { isDeepStrictEqual } from "node:util";
import type { BrowserContext, Page } from "playwright-core";
import {
  dungeonFleeEngine as E,
  type FleeAction,
  type FleeState,
  type FleeView,
} from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import { card } from "@tabletop/shared/dungeon-flee/content/index";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest } from "../helpers/server.js";
import { findScene, type Scene } from "../helpers/flee-scenes.js";
import type { Box } from "../helpers/boxes.js";
import { UpdateCount, added, drawnLabels, targetKeys } from "../helpers/census.js";

const t = fixtureBrowserTests("flee-motion");

/** The face-up monsters on top of the corridors, by card id, with their corridor's index. */
function monstersOnTop(s: FleeState): Map<string, number> {
  const out = new Map<string, number>();
  s.corridors.forEach((c, i) => {
    const top = c.up > 0 ? c.cards[c.cards.length - 1] : undefined;
    if (top && card(top).kind === "monster") out.set(top, i);
  });
  return out;
}

/** A monster a failed door moves: its id and the corridors (indexes) it steps from and to. */
function monsterStep(before: FleeState, after: FleeState): { id: string; from: number; to: number } | null {
  const now = monstersOnTop(after);
  for (const [id, from] of monstersOnTop(before)) {
    const to = now.get(id);
    if (to !== undefined && to !== from) return { id, from, to };
  }
  return null;
}

/** The card a move banishes, if any. */
const banishedBy = (before: FleeState, after: FleeState): string | null =>
  after.banished.length > before.banished.length ? after.banished[after.banished.length - 1] : null;

/** The top face-up card of the player's corridor. */
const shownHere = (s: FleeState): string | null => {
  const c = s.location === null ? null : s.corridors[s.location];
  return c && c.up > 0 ? c.cards[c.cards.length - 1] : null;
};

/** What the canvas draws, as the debug hook's `drawn()` reports it (client/src/ui/debug.ts). */
interface Drawn {
  texts: (Box & { text: string })[];
  labelled: (Box & { label: string })[];
}

/** One frame: where the card is drawn and what it is labelled. */
interface Frame extends Box {
  where: string;
}

/** One animation frame of the page's clock, in milliseconds: a slow machine's, so that a walk (320 ms) is 4 frames. */
const FRAME_MS = 80;

/** Where the canvas draws the card with this id (the debug hook's `drawn()`), or null when it draws none. */
const drawnCard = (page: Page, id: string): Promise<Frame | null> =>
  page.evaluate((id) => {
    const hook = window.__tabletop as unknown as { drawn(): Drawn };
    const item = new RegExp(`^(?:card|monster)-${id} at (.+?)(?: last-moved)?$`);
    for (const d of hook.drawn().labelled) {
      const m = item.exec(d.label);
      if (m) return { where: m[1]!, x: d.x, y: d.y, width: d.width, height: d.height };
    }
    return null;
  }, id);

/**
 * Pauses the page's clock (installed by `atScene`) and moves it on one animation frame at a time, reading where the
 * card is drawn after each: until it stands still at `from`, then `action` is sent, then until it stands still at
 * `to` (or 20 s have passed). So every frame of the card's way is seen, however slowly the machine draws them.
 * Returns the frames from the last one before the move on, and what the canvas draws at the end.
 */
async function followCard(page: Page, id: string, from: string, to: string, action: FleeAction) {
  // A second ahead of the page's time, so that the time it takes to ask is not in the past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const deadline = Date.now() + 20_000;
  const frames: Frame[] = [];
  let last: Frame | null = null;
  let still = 0;
  /** Frames until the card stands still at `where` (the same place and position 3 frames in a row). */
  const until = async (where: string, record: boolean) => {
    for (still = 0; !(last?.where === where && still >= 2);) {
      if (Date.now() > deadline)
        throw new Error(`card ${id} never stood still at ${where}; last ${JSON.stringify(last)}`);
      await page.clock.fastForward(FRAME_MS);
      const f = await drawnCard(page, id);
      const same = !!f && !!last && f.where === last.where && f.x === last.x && f.y === last.y;
      still = same ? still + 1 : 0;
      last = f;
      if (record && f) frames.push(f);
    }
  };
  await until(from, false);
  frames.push(last!);
  await page.evaluate((a) => window.__tabletop!.send!("act", a), action);
  await until(to, true);
  const end = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
  await page.clock.resume();
  return { frames, end };
}

/** The frames, drawn on the new place, that lie strictly between where the card lay and where it ended. */
function between(frames: Frame[], to: string): Frame[] {
  const start = frames[0]!;
  const end = frames[frames.length - 1]!;
  const within = (v: number, a: number, b: number) => v >= Math.min(a, b) - 0.5 && v <= Math.max(a, b) + 0.5;
  const away = (f: Frame, p: Frame) => Math.hypot(f.x - p.x, f.y - p.y) > 2;
  return frames.filter(
    (f) =>
      f.where === to && within(f.x, start.x, end.x) && within(f.y, start.y, end.y) && away(f, start) && away(f, end),
  );
}

/** Each test's table and page: the seeded match (made by a spectator's SDK client) and the player's browser context. */
const opened: { watcher: Player; context: BrowserContext }[] = [];
afterEach(async () => {
  for (const { watcher, context } of opened.splice(0)) {
    await watcher.room.leave().catch(() => undefined);
    await context.close();
  }
});

/** The same value as JSON carries it (no undefined fields, -0 as 0), so that two equal views compare equal. */
const asJson = (x: unknown): unknown => JSON.parse(JSON.stringify(x ?? null));

/** Waits until the page shows this view (at most 15 s). */
async function shows(page: Page, view: FleeView): Promise<void> {
  const want = asJson(view);
  const deadline = Date.now() + 15_000;
  let got: unknown;
  while (!isDeepStrictEqual((got = asJson(await page.evaluate(() => window.__tabletop?.view))), want)) {
    if (Date.now() > deadline) throw new Error(`the page shows ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A page whose player has taken the seat of the scene's seeded match and played the actions before its move (sent
 * from the page, as its clicks would); resolves once the page shows the state before the move.
 */
async function atScene(scene: Scene): Promise<Page> {
  const { context, page } = await t.pool.player();
  // The page's clock, so that followCard can move it on frame by frame.
  await context.clock.install();
  const g = await guest(t.server, "Seeder");
  const watcher = await track(
    await sdk(t.server.url).create("dungeon-flee", {
      token: g.token,
      spectate: true,
      seed: scene.seed,
      options: scene.options,
    }),
  );
  opened.push({ watcher, context });
  await enterLobby(page, t.server.url, "Delver");
  await page.goto(`${t.server.url}/#/room/${watcher.room.roomId}`);
  await shows(page, E.view(E.setup(scene.seed, 1, scene.options), 0));
  // All at once: the room takes them in order (fewer than the rate limit's burst).
  await page.evaluate((all) => all.forEach((a) => window.__tabletop!.send!("act", a)), scene.before);
  await shows(page, E.view(scene.state, 0));
  return page;
}

/** The label (a corridor's, a pile's) whose centre is nearest the box's centre. */
function nearest<T extends Box>(box: Box, among: T[]): T {
  const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  const c = centre(box);
  const d = (b: Box) => Math.hypot(centre(b).x - c.x, centre(b).y - c.y);
  return among.reduce((a, b) => (d(b) < d(a) ? b : a));
}

const OPTIONS: FleeOptions = { mode: "hard", class: "fighter", gender: "male" };

test("a monster that a failed door moves is drawn on its way, step by step, and ends at its corridor", async () => {
  const scene = findScene("flee-step", OPTIONS, "a monster moved by a failed door", (b, a) => !!monsterStep(b, a));
  const step = monsterStep(scene.state, scene.after)!;
  const [from, to] = [`corridor ${step.from + 1}`, `corridor ${step.to + 1}`];
  const page = await atScene(scene);
  const { frames, end } = await followCard(page, step.id, from, to, scene.action);
  const last = frames[frames.length - 1]!;
  expect({ first: frames[0]!.where, last: last.where }).toEqual({ first: from, last: to });
  // On its way: drawn at places between its old corridor and its new one (a monster that jumped shows none).
  expect(between(frames, to).length).toBeGreaterThan(0);
  // At its corridor: the corridor label nearest to it is its new corridor's.
  const labels = end.texts.filter((x) => /^Corridor \d$/.test(x.text));
  expect(labels.length).toBe(6);
  expect(nearest(last, labels).text).toBe(`Corridor ${step.to + 1}`);
}, 60_000);

/** The two ways to the banished pile a test brings about: an encounter defeated in its corridor, a hand card banished. */
const BANISHED = [
  {
    name: "a name-only monster defeated in its corridor",
    from: (s: FleeState) => `corridor ${s.location! + 1}`,
    hit: (b: FleeState, a: FleeState, action: FleeAction) =>
      action.type === "fight" && banishedBy(b, a) !== null && banishedBy(b, a) === shownHere(b),
  },
  {
    name: "a card banished from the hand",
    from: () => "hand",
    hit: (b: FleeState, a: FleeState, action: FleeAction) => action.type === "banish" && banishedBy(b, a) !== null,
  },
];

test.each(BANISHED)(
  "a card banished flies to the banished pile: $name",
  async ({ name, from, hit }) => {
    const scene = findScene("flee-banish", OPTIONS, name, hit);
    const id = banishedBy(scene.state, scene.after)!;
    const page = await atScene(scene);
    const { frames, end } = await followCard(page, id, from(scene.state), "banished", scene.action);
    const last = frames[frames.length - 1]!;
    expect({ first: frames[0]!.where, last: last.where }).toEqual({ first: from(scene.state), last: "banished" });
    // On its way: drawn between where it lay and the pile (a card that jumped shows no such frame).
    expect(between(frames, "banished").length).toBeGreaterThan(0);
    // On the banished pile, face up: the view names it, and the pile drawn nearest to it is the banished pile.
    await shows(page, E.view(scene.after, 0));
    expect(await page.evaluate(() => (window.__tabletop!.view as FleeView).banishedTop?.id)).toBe(id);
    const piles = end.labelled.filter((x) => /^pile-/.test(x.label));
    expect(piles.length).toBe(3);
    expect(nearest(last, piles).label).toBe("pile-banished");
  },
  60_000,
);

/** Whether a dealt card is new to the hand: in it after the move, and neither in it nor face up anywhere before. */
function dealt(before: FleeState, after: FleeState): string | null {
  const seen = new Set([...before.hand, ...before.discard.slice(-1), ...before.banished.slice(-1)]);
  before.corridors.forEach((c) => c.cards.slice(c.cards.length - c.up).forEach((id) => seen.add(id)));
  return after.hand.find((id) => !seen.has(id)) ?? null;
}

test("a card dealt to the hand flies there from the draw pile", async () => {
  const scene = findScene("flee-deal", OPTIONS, "a card dealt", (b, a) => dealt(b, a) !== null);
  const id = dealt(scene.state, scene.after)!;
  const page = await atScene(scene);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  expect(await drawnCard(page, id)).toBeNull();
  await page.evaluate((a) => window.__tabletop!.send!("act", a), scene.action);
  const deadline = Date.now() + 20_000;
  const frames: Frame[] = [];
  for (let still = 0; still < 3;) {
    if (Date.now() > deadline) throw new Error(`card ${id} never stood still in the hand`);
    await page.clock.fastForward(FRAME_MS);
    const f = await drawnCard(page, id);
    const last = frames[frames.length - 1];
    still = f && last && f.where === "hand" && f.x === last.x && f.y === last.y ? still + 1 : 0;
    if (f) frames.push(f);
  }
  const end = await page.evaluate(() => (window.__tabletop as unknown as { drawn(): Drawn }).drawn());
  await page.clock.resume();
  const pile = end.labelled.find((l) => l.label === "pile-draw")!;
  const last = frames[frames.length - 1]!;
  // Drawn first by the draw pile (nearer it than its place), then on its way to its place in the hand (a card that
  // appeared there shows neither).
  const away = (a: number, b: number) => Math.abs(a - b) > 2;
  const onItsWay = frames.filter(
    (f) => f.where === "hand" && f.x < pile.x && f.x > last.x && away(f.x, pile.x) && away(f.x, last.x),
  );
  const first = frames[0]!;
  const byThePile = Math.abs(first.x - pile.x) < Math.abs(first.x - last.x);
  expect({ byThePile, onItsWay: onItsWay.length > 0, end: last.where }).toEqual({
    byThePile: true,
    onItsWay: true,
    end: "hand",
  });
}, 60_000);

test("a card selected draws anew only the items that changed", async () => {
  const scene = findScene("flee-select", OPTIONS, "a card selected", (_b, _a, action) => action.type === "select");
  const card = (scene.action as Extract<FleeAction, { type: "select" }>).card;
  const page = await atScene(scene);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.clock.fastForward(FRAME_MS);
  const labels = await drawnLabels(page);
  const targets = await targetKeys(page);
  const count = new UpdateCount();
  await count.start(page);
  await page.evaluate((a) => window.__tabletop!.send!("act", a), scene.action);
  const selected = () => page.evaluate((c) => ((window.__tabletop!.view as FleeView).selected ?? []).includes(c), card);
  // Frame by frame until the selection is shown, and a few frames more.
  for (let i = 0, after = 0; after < 4; i++) {
    if (i > 250) throw new Error("the selection never showed");
    await page.clock.fastForward(FRAME_MS);
    const shown = await selected();
    await count.frame(page, shown);
    if (shown) after++;
  }
  await page.clock.resume();
  // What changed: the items drawn with a new label and the click targets that are new or stand for another action
  // (the card selected is deselected by a tap now). Each such item is built at most once; nothing else is, and nothing
  // is built outside the table's items (the piles, the treasure's panel, the hand's label are kept).
  const changed = added(labels, await drawnLabels(page)) + added(targets, await targetKeys(page));
  expect({
    counted: count.counted,
    builtWithin: count.built <= changed ? "yes" : `${count.built} things built for ${changed} changed items`,
    builtOutsideItems: count.loose,
  }).toEqual({ counted: true, builtWithin: "yes", builtOutsideItems: 0 });
}, 60_000);
