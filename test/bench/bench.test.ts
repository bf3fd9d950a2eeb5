/**
 * The benchmark tools run end to end and write what the README says they write (issue 2, point 13). These tests
 * check that each figure is there and was measured, never how large it is: speed is read from the benchmark's
 * output, not asserted in tests.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO, builtToolsAndOutput } from "../helpers/built-tools.js";

const out = builtToolsAndOutput("bench");

/** Runs one of the benchmark scripts and returns the JSON file it wrote. */
function runBench(script: string, args: string[], prefix: string): any {
  execFileSync(process.execPath, [path.join(REPO, "server/dist/bench", script), ...args, "--out", out.dir], {
    cwd: REPO,
    env: { ...process.env, LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 280_000,
  });
  const file = readdirSync(out.dir).find((f) => f.startsWith(prefix) && f.endsWith(".json"));
  expect(file).toBeDefined();
  return JSON.parse(readFileSync(path.join(out.dir, file!), "utf8"));
}

const measured = (phase: any) => {
  expect(phase.movesPerSecond).toBeGreaterThan(0);
  expect(phase.latencyMs.samples).toBeGreaterThan(0);
  for (const p of ["p50", "p95", "p99"]) expect(phase.latencyMs[p]).toBeGreaterThan(0);
  expect(phase.latencyMs.p50).toBeLessThanOrEqual(phase.latencyMs.p99);
  expect(phase.serverCpuUsPerMove).toBeGreaterThan(0);
  // Its two parts, the server's own code and the kernel's work for it, add up to it (each rounded on its own).
  expect(phase.serverUserUsPerMove).toBeGreaterThan(0);
  expect(phase.serverSystemUsPerMove).toBeGreaterThanOrEqual(0);
  expect(
    Math.abs(phase.serverUserUsPerMove + phase.serverSystemUsPerMove - phase.serverCpuUsPerMove),
  ).toBeLessThanOrEqual(1);
  // And by thread: the main thread, and V8's helper threads beside it (each rounded on its own).
  expect(phase.serverMainThreadUsPerMove).toBeGreaterThan(0);
  expect(phase.serverHelperThreadsUsPerMove).toBeGreaterThanOrEqual(0);
  expect(
    Math.abs(phase.serverMainThreadUsPerMove + phase.serverHelperThreadsUsPerMove - phase.serverCpuUsPerMove),
  ).toBeLessThanOrEqual(1);
  // Every move is written to at least one client's socket.
  expect(phase.serverWritesPerMove).toBeGreaterThanOrEqual(1);
  expect(phase.serverRssMb).toBeGreaterThan(0);
  // Each process's event-loop delay over the window, read from its own histogram.
  for (const delay of [phase.serverLoopDelayMs, phase.driverLoopDelayMs]) {
    expect(delay.p50).toBeGreaterThanOrEqual(0);
    expect(delay.p50).toBeLessThanOrEqual(delay.p99);
    expect(delay.p99).toBeLessThanOrEqual(delay.max);
  }
  // Sampled every second over the window: the chart's lines.
  expect(phase.series.length).toBeGreaterThanOrEqual(1);
  expect(phase.series.some((s: { movesPerSecond: number }) => s.movesPerSecond > 0)).toBe(true);
};

test("npm run bench: a game, the bare echo room and the contract echo room, measured in one run, in rounds, and written as ratios", () => {
  const r = runBench(
    "main.js",
    [
      ...["--game", "xorlosch", "--matches", "4", "--seconds", "2", "--pace-ms", "100", "--driver-threads", "2"],
      ...["--rounds", "2", "--warmup", "0.5", "--floor-moves", "2000"],
    ],
    "bench-xorlosch-",
  );
  expect(r).toMatchObject({
    game: "xorlosch",
    matches: 4,
    seconds: 2,
    warmupSeconds: 0.5,
    seats: 2,
    driverThreads: 2,
    rounds: 2,
    targets: { serverCpuPerMoveAtMost: 2, p99AtMost: 2 },
  });
  expect(r.byRound).toHaveLength(2);
  measured(r.contractEcho);
  for (const [k, round] of r.byRound.entries()) {
    measured(round.bare);
    measured(round.gameRun);
    // The echo rooms' moves are counted by their clients; the game's by the server, its players' moves only.
    expect([round.bare.countedBy, r.contractEcho.countedBy, round.gameRun.countedBy]).toEqual([
      "clients",
      "clients",
      "server",
    ]);
    const counted = round.gameRun.serverCounts;
    expect(counted.player).toBeGreaterThan(0);
    expect(counted.rules + counted.bot).toBe(0); // Xorlosch has no steps of its own; the bench seats no bots
    // moves/s is the server's count over the window (a little longer than --seconds, read after it)
    expect(Math.abs((round.gameRun.movesPerSecond * r.seconds) / counted.player - 1)).toBeLessThan(0.1);
    // The clients, two matches in each of the load generator's two threads, saw about as many moves land: what both
    // threads measured was gathered (one thread's moves lost would leave about half).
    expect(Math.abs(round.gameRun.clientsCountedMoves / counted.player - 1)).toBeLessThan(0.25);
    expect(round.gameRun.serverCpuUsPerAction).toBe(round.gameRun.serverCpuUsPerMove);
    expect(round.gameRun.rssPerMatchKb).toEqual(expect.any(Number));
    for (const phase of [round.bare, round.gameRun]) expect(phase.setupFailures).toEqual(expect.any(Number));
    // Each round's ratios are its own phases' (the arithmetic: test/bench/rounds.test.ts).
    const ratios = r.ratiosByRound[k];
    expect(ratios.serverCpuPerMove).toBeCloseTo(round.gameRun.serverCpuUsPerMove / round.bare.serverCpuUsPerMove, 1);
    expect(ratios.p99).toBeCloseTo(round.gameRun.latencyMs.p99 / round.bare.latencyMs.p99, 1);
    // Then the bare room and the game paced alike (each move after a think time of 50–150 ms): measured the same
    // way, the game's moves counted by the server, and their own ratios.
    measured(round.barePaced);
    measured(round.gamePaced);
    expect([round.barePaced.countedBy, round.gamePaced.countedBy]).toEqual(["clients", "server"]);
    // Paced, each match moves at most once per 50 ms: 4 matches, at most 80 moves a second (a few over, counted late).
    expect(round.gamePaced.movesPerSecond).toBeLessThanOrEqual(90);
    expect(ratios.p99Paced).toBeCloseTo(round.gamePaced.latencyMs.p99 / round.barePaced.latencyMs.p99, 1);
  }
  // The run's ratios are the medians of the rounds' (of two, their mean); its headline phases the median round's.
  const mid = (key: string) => (r.ratiosByRound[0][key] + r.ratiosByRound[1][key]) / 2;
  expect(r.ratios.serverCpuPerMove).toBeCloseTo(mid("serverCpuPerMove"), 1);
  expect(r.ratios.serverUserCpuPerMove).toBeCloseTo(mid("serverUserCpuPerMove"), 1);
  expect(r.ratios.p99).toBeCloseTo(mid("p99"), 1);
  expect(r.ratios.throughput).toBeCloseTo(mid("throughput"), 1);
  expect(r.ratios.p99Paced).toBeCloseTo(mid("p99Paced"), 1);
  expect(r.ratios.serverCpuPerMovePaced).toBeCloseTo(mid("serverCpuPerMovePaced"), 1);
  const lower = r.ratiosByRound[0].serverCpuPerMove <= r.ratiosByRound[1].serverCpuPerMove ? 1 : 2;
  expect(r.medianRound).toBe(lower);
  const headline = r.byRound[lower - 1];
  expect([r.bare, r.gameRun, r.barePaced, r.gamePaced]).toEqual([
    headline.bare,
    headline.gameRun,
    headline.barePaced,
    headline.gamePaced,
  ]);
  // The contract echo runs once, in the first round, and is set against that round's bare room.
  const first = r.byRound[0].bare;
  expect(r.ratios.contractEchoServerCpuPerMove).toBeCloseTo(
    r.contractEcho.serverCpuUsPerMove / first.serverCpuUsPerMove,
    1,
  );
  expect(r.ratios.contractEchoThroughput).toBeCloseTo(r.contractEcho.movesPerSecond / first.movesPerSecond, 1);
  // The floor: the contract echo plus the game's own work, measured alone in the first round (server/src/bench/floor.ts).
  const { floor } = r;
  expect(floor.contractEchoUsPerMove).toBe(r.contractEcho.serverCpuUsPerMove);
  expect(floor.gameWorkUsPerAction.engine).toBeGreaterThan(0);
  expect(floor.gameWorkUsPerAction.projection).toBeGreaterThanOrEqual(0);
  const counts = r.byRound[0].gameRun.serverCounts;
  expect(floor.actionsPerMove).toBeCloseTo((counts.player + counts.bot + counts.rules) / counts.player, 2);
  const work = floor.gameWorkUsPerAction.engine + floor.gameWorkUsPerAction.projection;
  expect(Math.abs(floor.usPerMove - (floor.contractEchoUsPerMove + work * floor.actionsPerMove))).toBeLessThanOrEqual(
    1,
  );
  expect(floor.ratioToBare).toBeCloseTo(floor.usPerMove / first.serverCpuUsPerMove, 1);
  // The game's CPU per move over it: the median of two rounds' is their mean.
  const games = r.byRound.map((x: any) => x.gameRun.serverCpuUsPerMove);
  expect(floor.gameOverFloor).toBeCloseTo((games[0] + games[1]) / 2 / floor.usPerMove, 1);
  // The pipeline's own result, kept beside the run's, timing the moves --floor-moves asked for.
  expect(floor.pipelineMoves).toBe(2000);
  const pipelineFile = readdirSync(path.join(out.dir, "pipeline")).find((f) => f.startsWith("pipeline-xorlosch-"));
  expect(JSON.parse(readFileSync(path.join(out.dir, "pipeline", pipelineFile!), "utf8"))).toMatchObject({
    game: "xorlosch",
    rooms: 4,
    moves: 2000,
  });
  expect(r.paceMs).toBe(100);
  // The chart beside the JSON, with both panels (its structure: test/bench/chart.test.ts).
  const svg = path.join(
    out.dir,
    readdirSync(out.dir).find((f) => f.startsWith("bench-xorlosch-") && f.endsWith(".svg"))!,
  );
  expect(existsSync(svg.replace(/\.svg$/, ".json"))).toBe(true);
  const text = readFileSync(svg, "utf8");
  expect(text.startsWith("<svg")).toBe(true);
  expect(text.match(/<path class="series"/g)).toHaveLength(3);
  // Every phase of both rounds along its time axis, the contract echo once.
  for (const label of ["bare echo (1)", "contract echo", "xorlosch (1)", "bare echo (2)", "xorlosch, paced 100 ms (2)"])
    expect(text).toContain(label);
  expect(text).not.toContain("contract echo (2)");
}, 240_000);

test.each([
  [
    "--pace-ms",
    "soon",
    '--pace-ms must be a number of milliseconds, 0 or more (0 leaves the paced phases out); got "soon"',
  ],
  ["--driver-threads", "1.5", '--driver-threads must be a whole number of threads, 1 or more; got "1.5"'],
  ["--rounds", "0", '--rounds must be a whole number of rounds, 1 or more; got "0"'],
  ["--floor-moves", "many", '--floor-moves must be a whole number of moves, 1 or more; got "many"'],
  ["--warmup", "later", '--warmup must be a number of seconds, 0 or more; got "later"'],
  ["--options", "{mission", `--options must be JSON, as '{}' or '{"mission":"necromancer"}'; got "{mission"`],
])("npm run bench -- %s %s is refused with a reason, before any server starts", (flag, value, reason) => {
  const run = spawnSync(
    process.execPath,
    [path.join(REPO, "server/dist/bench/main.js"), "--game", "xorlosch", flag, value],
    { cwd: REPO, encoding: "utf8", timeout: 30_000 },
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(reason);
});

test("npm run bench -- --faults --options that are not JSON: refused with a reason, before any server starts", () => {
  const run = spawnSync(
    process.execPath,
    [path.join(REPO, "server/dist/bench/main.js"), "--faults", "--options", "{"],
    {
      cwd: REPO,
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(`--options must be JSON, as '{}' or '{"mission":"necromancer"}'; got "{"`);
});

test("npm run bench -- --options the game refuses: refused with the game's reason, before anything is measured", () => {
  const run = spawnSync(
    process.execPath,
    [path.join(REPO, "server/dist/bench/main.js"), "--game", "dungeon-lite", "--options", '{"removeTraps":7}'],
    { cwd: REPO, encoding: "utf8", timeout: 60_000, env: { ...process.env, LOG_LEVEL: "error" } },
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^--options: .*removeTraps/m);
});

test("npm run bench:pipeline -- --options: refused with a reason when not JSON or when the game refuses them", () => {
  const pipeline = (options: string) =>
    spawnSync(
      process.execPath,
      [path.join(REPO, "server/dist/bench/pipeline.js"), "--game", "dungeon-lite", "--options", options],
      { cwd: REPO, encoding: "utf8", timeout: 30_000 },
    );
  const notJson = pipeline("{");
  expect(notJson.status).toBe(2);
  expect(notJson.stderr).toContain(`--options must be JSON, as '{}' or '{"mission":"necromancer"}'; got "{"`);
  const refused = pipeline('{"removeTraps":7}');
  expect(refused.status).toBe(2);
  expect(refused.stderr).toMatch(/^--options: .*removeTraps/m);
});

test("npm run bench:pipeline -- --rounds: refused with a reason unless a whole number, 1 or more", () => {
  for (const bad of ["0", "1.5", "x"]) {
    const run = spawnSync(
      process.execPath,
      [path.join(REPO, "server/dist/bench/pipeline.js"), "--game", "dungeon-flee", "--rounds", bad],
      { cwd: REPO, encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--rounds must be a whole number of rounds, 1 or more; got "${bad}"`);
  }
});

test("npm run bench -- --profile: profiles of each phase, and the game's CPU per move by stage of a move", () => {
  const r = runBench(
    "main.js",
    [
      ...["--game", "dungeon-flee", "--matches", "4", "--seconds", "3", "--profile", "--pace-ms", "0", "--rounds", "1"],
      ...["--warmup", "0.5", "--floor-moves", "2000"],
    ],
    "bench-dungeon-flee-",
  );
  // --pace-ms 0 leaves the paced phases out; one round has its own ratios.
  expect([r.barePaced, r.gamePaced, r.ratios.p99Paced]).toEqual([null, null, null]);
  expect(r.ratios.serverCpuPerMove).toBeCloseTo(r.gameRun.serverCpuUsPerMove / r.bare.serverCpuUsPerMove, 1);
  const profiles = readdirSync(path.join(out.dir, "profiles"));
  for (const phase of ["bare", "contract", "game"])
    expect(profiles.filter((f) => f.startsWith(`dungeon-flee-${phase}-`) && f.endsWith(".cpuprofile"))).toHaveLength(
      2, // the server's and the load generator's (4 matches: one thread)
    );
  // By stage only for the game: an echo room answers inside its message handler (server/src/bench/moveCost.ts).
  expect([r.bare.cpuByStage, r.contractEcho.cpuByStage]).toEqual([undefined, undefined]);
  const stages = r.gameRun.cpuByStage as { stage: string; share: number; usPerMove: number }[];
  expect(stages.reduce((n, s) => n + s.share, 0)).toBeCloseTo(1, 2);
  expect(Math.abs(stages.reduce((n, s) => n + s.usPerMove, 0) - r.gameRun.serverCpuUsPerMove)).toBeLessThan(2);
  // The profile samples the main thread: the helper threads' CPU is the last stage, read from their own CPU time.
  expect(stages.at(-1)!.stage).toMatch(/^V8's helper threads/);
  expect(Math.abs(stages.at(-1)!.usPerMove - r.gameRun.serverHelperThreadsUsPerMove)).toBeLessThanOrEqual(1);
  // The server's own functions are found by name in a real profile: the rules' and the projection's time is theirs.
  const share = (prefix: string) => stages.find((s) => s.stage.startsWith(prefix))!.share;
  expect(share("rules: apply")).toBeGreaterThan(0);
  expect(share("projection")).toBeGreaterThan(0);
}, 150_000);

test("npm run bench:memory: a live match's memory, item by item, from heap snapshots of a server holding idle matches, and with them moving", () => {
  const r = runBench(
    "memory.js",
    ["--matches", "4", "--moves", "6", "--configs", "dungeon-flee:1", "--pace-ms", "250"],
    "memory-",
  );
  expect(r).toMatchObject({ matches: 4, moves: 6 });
  expect(r.configs[0].movingPaceMs).toBe(250);
  expect(r.configs.map((c: any) => [c.game, c.seats, c.matches, c.clientsPerMatch])).toEqual([
    ["dungeon-flee", 1, { first: 2, second: 4 }, 1],
  ]);
  expect(r.configs[0].readings.map((x: any) => x.matches)).toEqual([1, 2, 2, 3, 4]);
  // The moving matches are replaced as they end: at each size some may be between an end and its replacement.
  const moving = r.configs[0].movingReadings.map((x: any) => x.matches);
  expect(moving).toHaveLength(5);
  for (const [k, n] of moving.entries()) expect(n).toBeLessThanOrEqual([1, 2, 2, 3, 4][k]);
  expect(moving[4]).toBeGreaterThan(0);
  // The young generation was brought to its working size first: semi-spaces of 128 MB (the server's flag).
  expect(r.configs[0].youngBytes.idle).toBeGreaterThanOrEqual(128 * 2 ** 20);
  expect(r.configs[0].youngBytes.moving).toBeGreaterThanOrEqual(128 * 2 ** 20);
  for (const c of r.configs) {
    const kb = Object.fromEntries(c.items.map((i: any) => [i.item.split(" (")[0], i.kb]));
    // Every match holds each of these, however small.
    for (const item of [
      "engine state",
      "projected views",
      "match log",
      "synced schema state",
      "schema change tracking and encoder",
      "client connections",
      "Colyseus room internals",
    ])
      expect(kb[item]).toBeGreaterThan(0);
    const sum = c.items.reduce((n: number, i: any) => n + i.kb, 0);
    expect(Math.abs(sum - c.heldByMatchesKb)).toBeLessThan(1);
    expect(c.perAddedMatchKb.snapshot).toBeGreaterThan(0);
    expect(c.perAddedMatchKb.rss).toEqual(expect.any(Number));
    expect(c.perAddedMovingMatchKb.heapUsed).toEqual(expect.any(Number));
  }
}, 300_000);

test("npm run bench:pipeline: the CPU each stage of a move adds, per game, the medians of --rounds timings", () => {
  const r = runBench(
    "pipeline.js",
    ["--game", "dungeon-flee", "--rooms", "20", "--moves", "4000", "--rounds", "3"],
    "pipeline-dungeon-flee-",
  );
  expect(r).toMatchObject({ game: "dungeon-flee", rooms: 20, seats: 1, moves: 4000, rounds: 3 });
  expect(Object.keys(r.usPerMove)).toEqual(["engine", "projection", "encoding"]);
  expect(r.totalUsPerMove).toBeGreaterThan(0);
  // Each round times the three passes in turn; a pass's figure is the median of its rounds', a stage's the
  // difference between its pass and the one before.
  expect(r.passesByRound).toHaveLength(3);
  const passMedian = (i: number) => r.passesByRound.map((p: number[]) => p[i]).sort((a: number, b: number) => a - b)[1];
  expect(r.totalUsPerMove).toBeCloseTo(passMedian(2), 0);
  expect(r.usPerMove.engine).toBeCloseTo(passMedian(0), 0);
  expect(r.usPerMove.projection).toBeCloseTo(Math.max(0, passMedian(1) - passMedian(0)), 0);
}, 150_000);
