/**
 * `npm run bench:pace -- [--phases 20] [--waits 40] [--games dungeon-lite,xorlosch] [--client client/dist]
 *    [--out bench/results]`
 *
 * How long a person waits on the table's pace: in headless Chromium (./chromium.ts) at 1280×800, against the real
 * server in a child process serving the client build (./serverProcess.ts) at the server's default pace (BOT_DELAY_MS
 * and RULES_STEP_MS as server/src/config.ts has them, the table's pace "normal"), a person plays seeded tables:
 * - Dungeon Lite solo (one hero, no bots): the enemy phase's length, from the first frame the page draws in the
 *   enemy phase to the first it draws after it (the rules' steps at their pace, and the person's answers meanwhile);
 * - Xorlosch at 4 seats with three bots: the wait between the person's turns, from the first frame drawn after the
 *   game stops waiting on the person to the first drawn when it waits on them again with an action to take.
 * The page records the frames itself (a requestAnimationFrame loop over the page's `window.__tabletop`), so a time is
 * what the person sees. The person's moves are the game's default bot's choices from the page's own view and legal
 * list, sent as the page sends a move (`act` with its version), at once: a real person's thinking is not in a figure,
 * and the time the page took to answer during an enemy phase is reported beside it (`personMs`).
 * Writes per game p50/p95/max and the samples, with the machine's load (os.loadavg, as `uptime` shows it) and the
 * settings, to <out>/pace-<time>.json, and prints a table. Targets (read, never asserted): an enemy phase under
 * 10 s and three bots' turns under 3 s, median.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { games as registry, rngFromSeed, Sfc32, type GameModule } from "@tabletop/shared";
import { loadConfig } from "@tabletop/server/testing";
import { browserRun } from "./browserRun.js";
import { countFlag } from "./flags.js";
import { summarize } from "./stats.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TARGETS = { "dungeon-lite": 10_000, xorlosch: 3_000 };
/** The most tables one game's samples are gathered from (each a fresh seed). */
const MAX_TABLES = 10;

/** Each game's table, and what a sample measures there. */
const TABLES = {
  "dungeon-lite": { seats: 1, bots: 0, measures: "enemy phase" },
  xorlosch: { seats: 4, bots: 3, measures: "wait between my turns" },
} as const;
type Game = keyof typeof TABLES;

const { values } = parseArgs({
  options: {
    phases: { type: "string", default: "20" },
    waits: { type: "string", default: "40" },
    games: { type: "string", default: Object.keys(TABLES).join(",") },
    client: { type: "string", default: path.join(REPO, "client/dist") },
    out: { type: "string", default: "bench/results" },
  },
});
const wanted: Record<Game, number> = {
  "dungeon-lite": countFlag("phases", "phases", String(values.phases)),
  xorlosch: countFlag("waits", "waits", String(values.waits)),
};
const games = String(values.games).split(",") as Game[];
for (const g of games)
  if (!Object.hasOwn(TABLES, g)) {
    console.error(`--games: no table for "${g}"; known: ${Object.keys(TABLES).join(", ")}`);
    process.exit(2);
  }
const clientDir = path.resolve(String(values.client));
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`no client build at ${clientDir}: run \`npm run build -w client\` first`);
  process.exit(2);
}

type Hook = {
  page?: string;
  status?: string;
  mySeat?: number | null;
  view?: { phase?: string; waitingOn?: number | null };
  legal?: unknown[];
  moves?: number;
  send?: (type: string, payload?: unknown) => void;
};
/** A frame the page drew: when, the game's phase, whether the game waits on the page's seat with a move to make. */
type Mark = { t: number; phase: string; mine: boolean; over: boolean };
type PageGlobals = {
  __tabletop?: Hook;
  __marks?: Mark[];
  /** The last frame's phase and turn, as a key ("" after a reset: the next frame is noted). */
  __markKey?: string;
  requestAnimationFrame(f: (t: number) => void): number;
};

/** Runs in the page: notes every frame whose phase or turn differs from the frame before. */
function installMarks(): void {
  const g = globalThis as unknown as PageGlobals;
  g.__marks = [];
  g.__markKey = "";
  const frame = (t: number) => {
    const h = g.__tabletop;
    if (h?.page === "game" && h.status) {
      const over = h.status !== "playing";
      const phase = h.view?.phase ?? "";
      const mine = !over && (h.legal?.length ?? 0) > 0 && (h.view?.waitingOn ?? h.mySeat) === h.mySeat;
      const key = `${phase}|${mine}|${over}`;
      if (key !== g.__markKey) g.__marks!.push({ t, phase, mine, over });
      g.__markKey = key;
    }
    g.requestAnimationFrame(frame);
  };
  g.requestAnimationFrame(frame);
}

/** Opens the lobby and creates the game's table with `seed` (the server accepts a fixed seed, ALLOW_CLIENT_SEEDS). */
async function newTable(page: Page, url: string, game: Game, seed: string): Promise<void> {
  await page.unroute("**/matchmake/create/*");
  await page.route("**/matchmake/create/*", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as object;
    await route.continue({ postData: JSON.stringify({ ...body, seed }) });
  });
  await page.goto(`${url}/#/`);
  await page.getByTestId("name-input").fill("Pace");
  await page.getByTestId("save-name").click();
  await page.getByTestId("game-select").selectOption(game);
  const { seats, bots } = TABLES[game];
  if (await page.getByTestId("seats-input").isVisible()) await page.getByTestId("seats-input").fill(String(seats));
  if (await page.getByTestId("bots-input").isVisible()) await page.getByTestId("bots-input").fill(String(bots));
  if (game === "xorlosch") await page.getByTestId("opt-firstPlayer").selectOption("0");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  // The lobby and the table are one document: the hook may still say the last table's "finished" until this one plays.
  await page.waitForFunction(() => {
    const t = (globalThis as unknown as PageGlobals).__tabletop;
    return t?.page === "game" && t.status === "playing";
  });
  await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    g.__marks = [];
    g.__markKey = "";
  });
}

/** Plays the person's moves with the game's default bot until the match ends; answers the frames the page noted. */
async function playTable(page: Page, game: Game, seed: string): Promise<Mark[]> {
  const mod: GameModule = registry[game];
  const bot = mod.bots[mod.defaultBot];
  const random = new Sfc32(rngFromSeed(`pace-${seed}`).dice);
  for (;;) {
    const handle = await page.waitForFunction(
      () => {
        const t = (globalThis as unknown as PageGlobals).__tabletop;
        if (t?.status === "finished") return "over";
        return t?.status === "playing" && (t.legal?.length ?? 0) > 0 ? "move" : false;
      },
      undefined,
      { timeout: 120_000, polling: "raf" },
    );
    if ((await handle.jsonValue()) === "over") break;
    const { view, legal, seat, moves } = await page.evaluate(() => {
      const t = (globalThis as unknown as PageGlobals).__tabletop!;
      return { view: t.view, legal: t.legal ?? [], seat: t.mySeat ?? 0, moves: t.moves ?? 0 };
    });
    if (legal.length === 0) continue;
    const r = random.nextFloat();
    let action: unknown;
    try {
      action = bot.choose(view as never, legal as never[], seat, r);
    } catch {
      action = undefined;
    }
    if (!legal.some((a) => isDeepStrictEqual(a, action))) action = legal[Math.floor(r * legal.length)];
    await page.evaluate(
      ({ a, at }) => (globalThis as unknown as PageGlobals).__tabletop!.send!("act", { ...(a as object), at }),
      {
        a: action,
        at: moves,
      },
    );
    // The move lands (a newer version) or is refused (the list stays): either way the loop looks again.
    await page
      .waitForFunction(
        (m) => {
          const t = (globalThis as unknown as PageGlobals).__tabletop;
          return t?.status !== "playing" || (t.moves ?? 0) > m;
        },
        moves,
        { timeout: 5_000, polling: "raf" },
      )
      .catch(() => undefined);
  }
  return page.evaluate(() => (globalThis as unknown as PageGlobals).__marks ?? []);
}

/** Dungeon Lite: each enemy phase's length, and the time the page's seat had a move to make during it. */
function enemyPhases(marks: Mark[]): { ms: number; personMs: number }[] {
  const out: { ms: number; personMs: number }[] = [];
  let start: number | null = null;
  let person = 0;
  let mineSince: number | null = null;
  for (const m of marks) {
    if (start !== null && mineSince !== null) person += m.t - mineSince;
    mineSince = m.mine ? m.t : null;
    if (m.phase === "enemy" && !m.over && start === null) {
      start = m.t;
      person = 0;
    } else if (start !== null && (m.phase !== "enemy" || m.over)) {
      if (!m.over) out.push({ ms: m.t - start, personMs: person });
      start = null;
    }
  }
  return out;
}

/** Xorlosch: each wait from the frame after the person's turn to the frame of their next one. */
function waitsBetweenTurns(marks: Mark[]): number[] {
  const out: number[] = [];
  let since: number | null = null;
  let hadTurn = false;
  for (const m of marks) {
    if (m.over) break;
    if (m.mine) {
      if (since !== null) out.push(m.t - since);
      since = null;
      hadTurn = true;
    } else if (hadTurn && since === null) since = m.t;
  }
  return out;
}

async function measureGame(browser: Browser, url: string, game: Game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installMarks);
  const page = await context.newPage();
  const samples: { ms: number; personMs?: number }[] = [];
  let tables = 0;
  while (samples.length < wanted[game] && tables < MAX_TABLES) {
    const seed = `pace-${game}-${tables++}`;
    await newTable(page, url, game, seed);
    const marks = await playTable(page, game, seed);
    if (game === "dungeon-lite") samples.push(...enemyPhases(marks));
    else samples.push(...waitsBetweenTurns(marks).map((ms) => ({ ms })));
    console.log(`${game}: table ${tables} played, ${samples.length} of ${wanted[game]} samples`);
  }
  await context.close();
  const kept = samples.slice(0, wanted[game]).map((s) => ({ ...s, ms: Math.round(s.ms) }));
  return {
    game,
    measures: TABLES[game].measures,
    tables,
    ms: summarize(kept.map((s) => s.ms)),
    ...(game === "dungeon-lite" ? { personMs: summarize(kept.map((s) => Math.round(s.personMs ?? 0))) } : {}),
    samples: kept,
  };
}

const defaults = loadConfig({});
const settings = { botDelayMs: defaults.botDelayMs, rulesStepMs: defaults.rulesStepMs, pace: "normal" };
const { file, results } = await browserRun({
  env: {
    CLIENT_DIR: clientDir,
    ALLOW_CLIENT_SEEDS: "1",
    BOT_DELAY_MS: String(settings.botDelayMs),
    RULES_STEP_MS: String(settings.rulesStepMs),
  },
  games,
  measure: measureGame,
  name: "pace",
  extra: { targetsMs: TARGETS, settings },
  outDir: path.resolve(String(values.out)),
});
console.log(`BOT_DELAY_MS ${settings.botDelayMs}, RULES_STEP_MS ${settings.rulesStepMs}, pace normal`);
console.log(
  "| game | measures | tables | samples | p50 ms | p95 ms | max ms | target p50 ms | person's answers p50 / p95 ms |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of results)
  console.log(
    `| ${r.game} | ${r.measures} | ${r.tables} | ${r.ms.samples} | ${r.ms.p50} | ${r.ms.p95} | ${r.ms.max} | ` +
      `${TARGETS[r.game]} | ${r.personMs ? `${r.personMs.p50} / ${r.personMs.p95}` : "–"} |`,
  );
console.log(`written to ${file}`);
