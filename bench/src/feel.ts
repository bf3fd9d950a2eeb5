/**
 * `npm run bench:feel -- [--samples 60] [--games xorlosch,dungeon-lite,dungeon-flee] [--client client/dist]
 *    [--out bench/results] [--profile | --trace]`
 *
 * How fast the table feels: in headless Chromium (./chromium.ts) at 1280×800, against the real server in a child
 * process serving the client build (./serverProcess.ts), a person plays each game from seeded tables with bots by
 * clicking the status bar's buttons, and each click is timed inside the page from the click to the end of the frame
 * that shows its result (./feelProbe.ts). Only the person's own actions are clicked (the buttons are the page's
 * seat's legal actions). The server runs as `npm run bench` starts it (bots answer at once: BOT_DELAY_MS 0) and at
 * the default pace of the rules' own steps (RULES_STEP_MS as configured, server/src/config.ts's default at "normal"): those pauses come
 * after an action's own result and only space the clicks out, they are not in a sample. Before each click the page
 * waits until its seat has buttons to press. A table that ends is replaced by the next seed's.
 * Beside each sample: the first WebSocket message after the click, the page's long tasks meanwhile and the frames
 * waited; per game, the idle page's frame time.
 * Writes per game p50/p95/max and the sample counts, with the machine's load (os.loadavg, as `uptime` shows it),
 * to <out>/feel-<time>.json, and prints a table. Targets (read, never asserted in tests): p50 ≤ 50 ms, p95 ≤ 100 ms.
 * With `--profile`, each click is also sampled by the page's CPU profiler (./feelProfile.ts: read it with an
 * unminified client build), and per game the functions with the most self and total time are written and printed;
 * with `--trace`, a Chromium trace of each click gives the main thread's tasks by name instead. The profiler's or
 * tracer's own cost is in those clicks' figures, so a profiled run's figures are not the ones to report.
 */
import { loadConfig } from "@tabletop/server/testing";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { Sfc32, gameById, games as registry, rngFromSeed } from "@tabletop/shared";
import { browserRun } from "./browserRun.js";
import { ClickProfiler, ClickTracer } from "./feelProfile.js";
import { installFeelProbe, type FeelRecord, type FeelSample } from "./feelProbe.js";
import { countFlag } from "./flags.js";
import { summarize } from "./stats.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TARGETS = { p50: 50, p95: 100 };
/** A click whose view has not changed after this long is unanswered. */
const UNANSWERED_MS = 5_000;
/** The most tables one game's samples are gathered from (each a fresh seed). */
const MAX_TABLES = 20;
/** The functions written per game with `--profile`, and those printed. */
const PROFILE_ROWS = 150;
const PROFILE_PRINTED = 25;

/** Each game's table: its smallest size (the engine's own seat range), one seat the person's and bots in the rest. */
function tableOf(game: string): { seats: number; bots: number } | undefined {
  const entry = gameById(game);
  if (!entry) return undefined;
  const seats = entry.engine.seats.min;
  return { seats, bots: seats - 1 };
}

const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "60" },
    games: { type: "string", default: Object.keys(registry).join(",") },
    client: { type: "string", default: path.join(REPO, "client/dist") },
    out: { type: "string", default: "bench/results" },
    profile: { type: "boolean", default: false },
    trace: { type: "boolean", default: false },
  },
});
const samplesWanted = countFlag("samples", "samples", String(values.samples));
const games = String(values.games).split(",");
for (const g of games)
  if (!tableOf(g)) {
    console.error(`--games: no game "${g}"; known: ${Object.keys(registry).join(", ")}`);
    process.exit(2);
  }
const clientDir = path.resolve(String(values.client));
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`no client build at ${clientDir}: run \`npm run build -w client\` first`);
  process.exit(2);
}

type Hook = { page?: string; status?: string; legal?: unknown[] };
type PageGlobals = {
  __tabletop?: Hook;
  __feel?: FeelRecord;
  document: { querySelectorAll(s: string): ArrayLike<unknown> };
  requestAnimationFrame(f: (t: number) => void): number;
};
const BUTTONS = '[data-testid="status-bar"] button[data-action]';

/** Opens the lobby and creates the game's table with `seed` (the server accepts a fixed seed, ALLOW_CLIENT_SEEDS). */
async function newTable(page: Page, url: string, game: string, seed: string): Promise<void> {
  await page.unroute("**/matchmake/create/*");
  await page.route("**/matchmake/create/*", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as object;
    await route.continue({ postData: JSON.stringify({ ...body, seed }) });
  });
  await page.goto(`${url}/#/`);
  await page.getByTestId("name-input").fill("Feel");
  await page.getByTestId("save-name").click();
  await page.getByTestId("game-select").selectOption(game);
  const { seats, bots } = tableOf(game)!;
  if (await page.getByTestId("seats-input").isVisible()) await page.getByTestId("seats-input").fill(String(seats));
  if (await page.getByTestId("bots-input").isVisible()) await page.getByTestId("bots-input").fill(String(bots));
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  await page.waitForFunction(() => {
    const t = (globalThis as unknown as PageGlobals).__tabletop;
    return t?.page === "game" && t.status === "playing";
  });
}

/** Waits until the page's seat has buttons to press, or the match is over; answers whether it may click. */
async function myMove(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    (buttons) => {
      const g = globalThis as unknown as PageGlobals;
      const t = g.__tabletop;
      if (t?.status === "finished" || t?.page !== "game") return "over";
      const ready = t.status === "playing" && (t.legal?.length ?? 0) > 0 && !g.__feel?.busy;
      return ready && g.document.querySelectorAll(buttons).length > 0 ? "move" : false;
    },
    BUTTONS,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) === "move";
}

/** The page's frame-to-frame time while nobody clicks (60 frames at the table as the last click left it). */
async function idleFrames(page: Page) {
  const gaps = await page.evaluate(
    () =>
      new Promise<number[]>((done) => {
        const g = globalThis as unknown as PageGlobals;
        const times: number[] = [];
        const frame = (t: number) => {
          times.push(t);
          if (times.length > 60) done(times.slice(1).map((x, i) => x - times[i]));
          else g.requestAnimationFrame(frame);
        };
        g.requestAnimationFrame(frame);
      }),
  );
  return summarize(gaps);
}

/**
 * The status-bar buttons (their indices) that send one of the seat's legal actions: a button for the renderer's own
 * step towards one (a Xorlosch dwarf picked, `{"ui":"select"}`) changes nothing on the server and is not clicked.
 */
async function sentActions(page: Page): Promise<number[]> {
  const { attrs, legal } = await page.evaluate((buttons) => {
    const g = globalThis as unknown as PageGlobals;
    const els = g.document.querySelectorAll(buttons) as unknown as { getAttribute(n: string): string | null }[];
    return { attrs: Array.from(els, (e) => e.getAttribute("data-action") ?? "null"), legal: g.__tabletop?.legal ?? [] };
  }, BUTTONS);
  return attrs.flatMap((a, i) => (legal.some((l) => isDeepStrictEqual(l, JSON.parse(a))) ? [i] : []));
}

/** One game's clicks: tables from seeds `feel-<game>-<n>` until `wanted` clicks are measured. */
async function measureGame(browser: Browser, url: string, game: string, wanted: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installFeelProbe, UNANSWERED_MS);
  const page = await context.newPage();
  const profiler = values.profile ? await ClickProfiler.open(page) : values.trace ? await ClickTracer.open(page) : null;
  const pick = new Sfc32(rngFromSeed(`feel-${game}`).dice);
  const samples: FeelSample[] = [];
  let tables = 0;
  while (samples.length < wanted && tables < MAX_TABLES) {
    await newTable(page, url, game, `feel-${game}-${tables++}`);
    let idle = 0;
    while (samples.length < wanted && (await myMove(page))) {
      // Two frames for what is on its way to be drawn, then the view as it stands is the click's "before".
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            const g = globalThis as unknown as PageGlobals;
            g.requestAnimationFrame(() => g.requestAnimationFrame(() => done()));
          }),
      );
      if (!(await myMove(page))) break;
      const buttons = page.locator(BUTTONS);
      const choices = await sentActions(page);
      // Only the renderer's own steps on offer for a while (no button sends an action): the next table.
      if (choices.length === 0 && ++idle > 20) break;
      if (choices.length === 0) {
        await page.waitForTimeout(100);
        continue;
      }
      idle = 0;
      const before = await page.evaluate(() => {
        const feel = (globalThis as unknown as PageGlobals).__feel!;
        feel.arm();
        return feel.samples.length;
      });
      await profiler?.start();
      // A button that went in a redraw between the listing and the click is skipped.
      const clicked = await buttons
        .nth(choices[pick.nextInt(choices.length)])
        .click({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (clicked)
        await page.waitForFunction(
          (k) => ((globalThis as unknown as PageGlobals).__feel?.samples.length ?? 0) > k,
          before,
          { timeout: UNANSWERED_MS + 5_000 },
        );
      await profiler?.stop();
      if (!clicked) continue;
      samples.push(
        (await page.evaluate((k) => (globalThis as unknown as PageGlobals).__feel!.samples[k], before)) as FeelSample,
      );
    }
  }
  const idleFrameMs = await idleFrames(page);
  const longTasks = await page.evaluate(() => (globalThis as unknown as PageGlobals).__feel!.longTasks);
  /** The long tasks that began while a click waited for its result, summed per click. */
  const busyMs = samples.map((s) =>
    s.ms === null
      ? 0
      : longTasks.filter((l) => l.start >= s.t0 && l.start < s.t0 + s.ms!).reduce((a, l) => a + l.ms, 0),
  );
  const profile = profiler instanceof ClickProfiler ? profiler.summary(PROFILE_ROWS) : undefined;
  const trace = profiler instanceof ClickTracer ? profiler.top(PROFILE_ROWS) : undefined;
  await profiler?.close();
  await context.close();
  const answered = samples.flatMap((s) => (s.ms === null ? [] : [s.ms]));
  return {
    game,
    /** The table size measured (one seat the person's, bots in the rest). */
    seats: tableOf(game)!.seats,
    tables,
    clicks: samples.length,
    unanswered: samples.length - answered.length,
    ms: summarize(answered),
    /** From the click to the first WebSocket message after it: the server's answer as the page's thread reads it. */
    messageMs: summarize(samples.flatMap((s) => (s.messageMs === null ? [] : [s.messageMs]))),
    idleFrameMs,
    /** Per click, the page's long tasks (over 50 ms) that began before its result was drawn, summed. */
    longTaskMs: summarize(busyMs),
    samples: samples.map((s, i) => ({ ...s, longTaskMs: Math.round(busyMs[i]) })),
    ...(profile ? { profile } : {}),
    ...(trace ? { trace } : {}),
  };
}

const { file, results } = await browserRun({
  env: { CLIENT_DIR: clientDir, ALLOW_CLIENT_SEEDS: "1" },
  games,
  measure: (browser, url, game) => measureGame(browser, url, game, samplesWanted),
  name: "feel",
  extra: { targetsMs: TARGETS, settings: { botDelayMs: 0, rulesStepMs: loadConfig().rulesStepMs, pace: "normal" } },
  outDir: path.resolve(String(values.out)),
});

const ok = (x: number, target: number) => (x <= target ? "" : " (over)");
console.log(
  "| game | clicks | answered | p50 ms | p95 ms | max ms | answer p50 / p95 ms | long tasks p50 / p95 ms | idle frame p50 / p95 ms |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of results)
  console.log(
    `| ${r.game} | ${r.clicks} | ${r.ms.samples} | ${r.ms.p50}${ok(r.ms.p50, TARGETS.p50)} | ` +
      `${r.ms.p95}${ok(r.ms.p95, TARGETS.p95)} | ${r.ms.max} | ${r.messageMs.p50} / ${r.messageMs.p95} | ` +
      `${r.longTaskMs.p50} / ${r.longTaskMs.p95} | ` +
      `${r.idleFrameMs.p50} / ${r.idleFrameMs.p95} |`,
  );
for (const r of results) {
  if (r.trace) {
    console.log(`\n${r.game}: the main thread's tasks in the clicks' windows, by self time`);
    for (const x of r.trace.slice(0, PROFILE_PRINTED)) console.log(`${String(x.ms).padStart(6)} ms  ${x.name}`);
  }
  if (!r.profile) continue;
  const { busyMs, idleMs, self, total } = r.profile;
  console.log(`\n${r.game}: the clicks' windows were busy ${busyMs} ms and idle ${idleMs} ms`);
  for (const [title, rows] of [
    ["self time", self],
    ["total time", total],
  ] as const) {
    console.log(title);
    for (const x of rows.slice(0, PROFILE_PRINTED))
      console.log(`${(x.share * 100).toFixed(1).padStart(5)}%  ${String(x.ms).padStart(6)} ms  ${x.fn}`);
  }
}
console.log(`written to ${file}`);
