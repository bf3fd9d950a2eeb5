/**
 * End to end in headless Chromium on the test-only Fixture Cards game: lobby → table with a
 * bot → a rejected move shows its reason → reload returns to the same seat → play to the end
 * by clicking real canvas positions → end screen → history → replay scrubbed to the end shows
 * the same final scores.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { buildClient, launchBrowser, REPO, type BrowserSession, enterLobby } from "../helpers/browser.js";
import { sdk, track } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { clickAction, frames, inWindow, missingButtons, targets } from "../helpers/tap-targets.js";
import { SOFTWARE_RENDERER } from "../../client/src/table/software-webgl.js";

const SHOTS = path.join(REPO, "test-results");

let server: TestServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-fixture", true);
  server = await startTestServer({ withFixture: true, clientDir, botDelayMs: 50 });
  browser = await launchBrowser();
  page = browser.page;
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Waits until it is my turn or the match is over. My turn is the view's word (the state patch) and a legal list with
 * targets drawn from it: the legal list and the patch travel apart, so a list alone may still be the one from
 * before my last move.
 */
async function myTurnOrEnd(): Promise<"turn" | "finished"> {
  const handle = await page.waitForFunction(() => {
    const h = window.__tabletop;
    if (h?.page !== "game") return false;
    if (h.status === "finished") return "finished";
    const myTurn = (h.view as { turn?: number } | undefined)?.turn === h.mySeat;
    return myTurn && (h.legal?.length ?? 0) > 0 && (h.targets?.().length ?? 0) > 0 ? "turn" : false;
  });
  return (await handle.jsonValue()) as "turn" | "finished";
}

/** Clicks the first playable card at its real position on the canvas. */
async function playACard(seat: number): Promise<void> {
  const before = await page.evaluate((s) => window.__tabletop!.view?.played[s]?.length ?? 0, seat);
  const card = (await targets(page)).find((t) => t.id.startsWith("card-"));
  expect(card).toBeDefined();
  await page.mouse.click(card!.x + card!.width / 2, card!.y + card!.height / 2);
  await page.waitForFunction(([s, n]) => (window.__tabletop?.view?.played[s]?.length ?? 0) > n, [
    seat,
    before,
  ] as const);
}

/**
 * On my turn, a card if one is playable, else the Draw button (a hand played empty offers only the draw), clicked
 * on the canvas; waits for the move to show.
 */
async function playOrDraw(seat: number): Promise<void> {
  const drawn = await targets(page);
  if (drawn.some((t) => t.id.startsWith("card-"))) return playACard(seat);
  const draw = drawn.find((t) => t.id === "draw");
  expect(draw).toBeDefined();
  const before = await page.evaluate(() => (window.__tabletop!.view as { hand?: number[] }).hand?.length ?? 0);
  await page.mouse.click(draw!.x + draw!.width / 2, draw!.y + draw!.height / 2);
  await page.waitForFunction((n) => ((window.__tabletop?.view as { hand?: number[] }).hand?.length ?? 0) > n, before);
}

/** Plays a whole 2-seat match against a bot over the SDK with this guest token; returns its match id. */
async function playQuickMatchAs(token: string): Promise<string> {
  const me = await track(
    await sdk(server.url).create("fixture-cards", { token, seats: 2, bots: 1, options: { rounds: 1 } }),
  );
  try {
    await me.until(() => me.legal().length > 0, "my turn");
    me.send(
      "act",
      me.legal().find((a) => a.type === "play"),
    );
    const done = await me.until(() => me.got.finished[0], "the end");
    return done.matchId;
  } finally {
    await me.room.leave(true);
  }
}

test("play Fixture Cards against a bot, then find it in history and replay it", async () => {
  await enterLobby(page, server.url, "Alice");

  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("1");
  await page.getByTestId("opt-rounds").fill("3");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  const roomUrl = page.url();

  // The table fills (one human, one bot) and starts on its own; seat 0 moves first.
  expect(await myTurnOrEnd()).toBe("turn");
  expect(await page.evaluate(() => window.__tabletop!.mySeat)).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, "fixture-game.png") });

  // Where WebGL shades on the CPU, as this headless Chromium's SwiftShader does, the table is drawn with Canvas 2D
  // (client/src/table/software-webgl.ts); where a GPU draws, with WebGL and multisampling.
  const drawing = await page.getByTestId("table-canvas").evaluate((canvas) => {
    const probe = document.createElement("canvas");
    const gl = (probe.getContext("webgl2") ?? probe.getContext("webgl")) as WebGLRenderingContext | null;
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "none";
    const c = canvas as HTMLCanvasElement;
    // A canvas gives only the kind of context it was first asked for: the other kind is null.
    const table = c.getContext("2d") ? "2d" : (c.getContext("webgl2") ?? c.getContext("webgl"));
    return {
      renderer,
      context: table === "2d" ? "2d" : "webgl",
      antialias: table && table !== "2d" ? table.getContextAttributes()!.antialias : null,
    };
  });
  const software = drawing.renderer === "none" || SOFTWARE_RENDERER.test(drawing.renderer);
  expect(drawing).toEqual(
    software
      ? { renderer: drawing.renderer, context: "2d", antialias: null }
      : { renderer: drawing.renderer, context: "webgl", antialias: true },
  );

  // A move the engine refuses shows its reason. The UI offers only legal moves, so send one directly.
  const tableRect = () =>
    page.getByTestId("table-canvas").evaluate((c) => {
      const r = c.getBoundingClientRect();
      return [r.top, r.height];
    });
  const before = await tableRect();
  await page.evaluate(() => window.__tabletop?.send?.("act", { type: "play", card: 99 }));
  await page.getByTestId("rejection").waitFor({ state: "visible" });
  expect(await page.getByTestId("rejection").textContent()).toContain("You do not hold the 99");
  // The notice has a row of its own: the table does not move under the cursor when it shows.
  await frames(page);
  expect(await tableRect()).toEqual(before);

  // The status bar (client/src/table/status-bar.ts): the prompt and a button in words for every legal action, in the
  // window; a button plays as the card on the canvas does.
  expect(await page.getByTestId("prompt").textContent()).toBe("Your turn: play a card or draw.");
  expect(await missingButtons(page)).toEqual([]);
  expect(await inWindow(page, "status-bar")).toBe(true);
  const card = (await page.evaluate(() => window.__tabletop!.legal!.find((a) => a.type === "play"))) as {
    card: number;
  };
  expect(await page.getByTestId(`act-card-${card.card}`).textContent()).toBe(`Play ${card.card}`);
  expect(await page.getByTestId("game-panels").textContent()).toContain("Alice (you): 0 pts");
  const played = await page.evaluate(() => window.__tabletop!.view!.played[0].length as number);
  await clickAction(page, { type: "play", card: card.card });
  await page.waitForFunction((n) => window.__tabletop!.view!.played[0].length > n, played);
  expect(await myTurnOrEnd()).toBe("turn");

  // A move on the canvas, then a reload mid-match returns to the same seat.
  await playACard(0);
  await page.reload();
  await page.waitForFunction(
    () => window.__tabletop?.page === "game" && window.__tabletop.mySeat === 0 && !!window.__tabletop.view,
  );
  expect(page.url()).toBe(roomUrl);
  expect(await page.getByTestId("seat-0").getAttribute("data-state")).toBe("connected");
  expect(await page.evaluate(() => window.__tabletop!.view?.played[0]?.length)).toBe(2);

  // Play the rest by clicking legal cards (or the draw) on the canvas.
  for (let guard = 0; guard < 20; guard++) {
    if ((await myTurnOrEnd()) === "finished") break;
    await playOrDraw(0);
  }
  await page.getByTestId("end-screen").waitFor({ state: "visible" });
  await page.screenshot({ path: path.join(SHOTS, "fixture-end.png") });
  const live = await page.evaluate(() => ({
    scores: window.__tabletop!.view!.scores,
    matchId: window.__tabletop!.matchId!,
  }));
  expect(live.scores).toHaveLength(2);
  expect(Number(await page.getByTestId("final-score-0").textContent())).toBe(live.scores[0]);
  const summary = await page.getByTestId("outcome-summary").textContent();

  // A second, newer match for the same guest, played over the SDK, so the history has two pages of one.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  const other = await playQuickMatchAs(token);

  // History pages newest first; the browser match is on the second page, and its replay, rebuilt in
  // the browser, ends on the same scores.
  await page.goto(`${server.url}/#/history?limit=1`);
  await page.getByTestId(`replay-${other}`).waitFor();
  expect(await page.getByTestId("history-item").count()).toBe(1);
  await page.getByTestId("history-more").click();
  await page.getByTestId(`replay-${live.matchId}`).waitFor();
  expect(await page.getByTestId("history-item").count()).toBe(2);
  await page.screenshot({ path: path.join(SHOTS, "fixture-history.png") });
  await page.getByTestId(`replay-${live.matchId}`).click();
  await page.waitForFunction(
    () => window.__tabletop?.page === "replay" && !!window.__tabletop.steps && !!window.__tabletop.view,
  );
  const steps = await page.evaluate(() => window.__tabletop!.steps!);
  expect(steps).toBe(7); // the deal plus six plays
  for (let i = 1; i < steps; i++) await page.getByTestId("replay-next").click();
  expect(await page.getByTestId("replay-next").isDisabled()).toBe(true);
  expect(await page.getByTestId("replay-position").textContent()).toBe(`Move ${steps - 1} of ${steps - 1}`);
  expect(await page.evaluate(() => window.__tabletop!.view!.scores)).toEqual(live.scores);
  expect(await page.getByTestId("replay-outcome").textContent()).toBe(summary);
  await page.screenshot({ path: path.join(SHOTS, "fixture-replay.png") });
}, 120_000);

test("the replay page of a match in play says so, shows no replay, and offers to watch it live", async () => {
  await enterLobby(page, server.url, "Watcher");
  const g = (await (
    await fetch(`${server.url}/api/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bob" }),
    })
  ).json()) as { token: string };
  const bob = await track(
    await sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, bots: 1, options: { rounds: 3 } }),
  );
  try {
    await bob.until(() => bob.legal().length > 0, "Bob's turn");
    const matchId = bob.room.state.matchId as string;
    await page.goto(`${server.url}/#/replay/${matchId}`);
    await page.getByTestId("replay-live").waitFor();
    expect(await page.getByTestId("replay-live").textContent()).toContain("still being played");
    expect(await page.evaluate(() => window.__tabletop?.steps)).toBeUndefined();
    await page.getByTestId("watch-live").click();
    await page.waitForURL(new RegExp(`#/room/${bob.room.roomId}$`));
    await page.waitForFunction(() => window.__tabletop?.page === "game" && !!window.__tabletop.view);
    expect(await page.evaluate(() => window.__tabletop!.mySeat)).toBeNull();
    expect(await page.getByTestId("leave").textContent()).toBe("Stop watching");
  } finally {
    await bob.room.leave(true);
  }
}, 60_000);
