/**
 * The Xorlosch diplomacy dialog in headless Chromium, for the asked seat out of turn: an SDK player (seat 0) and a
 * browser player (seat 1) reach a green quest where each holds one task (setup actions sent through the page's
 * debug hook), seat 0 proposes diplomacy, and the browser player answers with the status bar's buttons: veto, then
 * agree.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  distance,
  TASK_CARDS,
  xorloschEngine as engine,
  type XorAction,
  type XorState,
  type XorView,
} from "@tabletop/shared/xorlosch/index.js";
import { buildClient, launchBrowserPool, REPO, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { missingButtons } from "../helpers/tap-targets.js";

const SHOTS = path.join(REPO, "test-results");
const SEED = "xor-diplomacy";
const OPTIONS = { board: "ruins" as const, shortGame: false, firstPlayer: 0 };

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-xorlosch-dialogs", false);
  server = await startTestServer({ clientDir, botDelayMs: 0, withFixture: false });
  pool = await launchBrowserPool({ width: 1400, height: 900 });
  mkdirSync(SHOTS, { recursive: true });
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

/** Seat 0 onto one green task square, seat 1 onto the other (computed and checked with the engine). */
function script(): { seat: number; action: XorAction }[] {
  let state: XorState = engine.setup(SEED, 2, OPTIONS);
  const out: { seat: number; action: XorAction }[] = [];
  const act = (seat: number, action: XorAction) => {
    const r = engine.apply(state, seat, action);
    if (!r.ok) throw new Error(`script: ${r.code} ${r.reason}`);
    state = r.state;
    out.push({ seat, action });
  };
  const cards = state.quests.green!.map((id) => TASK_CARDS[id]);
  const die = (i: number) => (cards[i].profession === "warrior" ? 0 : 3);
  const walk = (seat: number, d: number, target: number) => {
    while (state.players[seat].dwarves[d].square !== target) {
      const from = state.players[seat].dwarves[d].square!;
      const step = engine
        .legal(state, seat)
        .find(
          (a) =>
            a.type === "step" &&
            a.dwarf === d &&
            distance(state.board, a.to, target) === distance(state.board, from, target) - 1,
        );
      if (!step) throw new Error("script: no step");
      act(seat, step);
    }
  };
  act(0, { type: "bringIn", dwarf: die(0) });
  act(0, { type: "endTurn" });
  act(1, { type: "bringIn", dwarf: die(1) });
  act(1, { type: "endTurn" });
  walk(0, die(0), cards[0].square);
  act(0, { type: "endTurn" });
  walk(1, die(1), cards[1].square);
  act(1, { type: "endTurn" });
  return out;
}

/**
 * Presses the status bar's button `act-<id>`, has the page draw itself again three times while the button is held
 * (as moves and clocks arriving mid-click do), and lets go: one click, whatever was drawn meanwhile.
 */
async function pressThroughRedraws(page: Page, id: string): Promise<void> {
  const button = page.getByTestId(`act-${id}`);
  await button.waitFor({ timeout: 30_000 });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.__tabletop!.redraw!());
  await page.mouse.up();
}

test("the asked player answers a diplomacy proposal in the status bar out of turn: veto, then agree", async () => {
  const g = await guest(server, "Proposer");
  const alice: Player = await track(
    await sdk(server.url).create("xorlosch", { token: g.token, seats: 2, seed: SEED, options: OPTIONS }),
  );
  const { context, page: bob } = await pool.player();
  try {
    await enterLobby(bob, server.url, "Bob");
    await bob.goto(`${server.url}/#/room/${alice.room.roomId}`);
    await bob.waitForFunction(
      () =>
        window.__tabletop?.mySeat === 1 &&
        window.__tabletop.status === "playing" &&
        (window.__tabletop.view as XorView | undefined)?.seats === 2,
    );

    for (const { seat, action } of script()) {
      const moves = alice.room.state.moves;
      if (seat === 0) alice.send("act", action);
      else await bob.evaluate((a) => window.__tabletop!.send!("act", a), action);
      await alice.until(() => alice.room.state.moves > moves, `${action.type} to land`, 20_000);
    }
    const propose = await alice.until(
      () => (alice.legal() as XorAction[]).find((a) => a.type === "propose" && a.quest === "green"),
      "a proposal to offer",
      20_000,
    );
    alice.send("act", propose);

    // Bob is not the active player, yet the dialog offers him his answers; his veto holds the proposal open.
    const task = viewOf(alice, engine, null).quests.green![1]; // the green task seat 1 stands on
    // Every answer has its button in the status bar (client/src/games/xorlosch/bar.ts), and one click counts even as
    // the page draws itself again under the finger ("Count alone" took 4 clicks on the canvas).
    expect(await missingButtons(bob)).toEqual([]);
    await pressThroughRedraws(bob, `answer-${task}-veto`);
    await alice.until(
      () =>
        (({ pending }) => pending?.kind === "diplomacy" && pending.status.includes("veto"))(
          viewOf(alice, engine, null),
        ),
      "the veto",
      20_000,
    );
    expect(alice.got.rejected).toEqual([]);
    // Bob's page shows the veto once its own patch is drawn (Alice's client may have it a frame earlier): a veto
    // given is not offered again, agreeing is.
    await bob.getByTestId(`act-answer-${task}-veto`).waitFor({ state: "detached" });
    await bob.getByTestId(`act-answer-${task}-agree`).waitFor();
    await bob.screenshot({ path: path.join(SHOTS, "xorlosch-diplomacy-veto.png") });

    await bob.getByTestId(`act-answer-${task}-agree`).click();
    await bob.waitForFunction(() => (window.__tabletop?.view as XorView | undefined)?.solved.green === 1);
    const view = await bob.evaluate(() => window.__tabletop!.view as XorView);
    expect(view.pending).toBeNull();
    expect(view.players.map((p) => p.score)).toEqual([1, 1]);
    await bob.screenshot({ path: path.join(SHOTS, "xorlosch-diplomacy-solved.png") });
  } finally {
    await context.close();
    await alice.room.leave();
  }
}, 150_000);
