/**
 * The benchmark's three commands still run end to end against the server as it is now and write their figures:
 * `npm run bench`, `bench:pipeline` and `bench:memory`, each at the smallest size that measures anything. Whether a
 * figure is measured is checked, never how large it is: speed is read from the benchmark's output.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO, builtToolsAndOutput } from "../helpers/built-tools.js";

const out = builtToolsAndOutput("bench");

/** Runs one of the benchmark's scripts and answers the JSON file it wrote. */
function run(script: string, args: string[], prefix: string): any {
  execFileSync(process.execPath, [path.join(REPO, "bench/dist", script), ...args, "--out", out.dir], {
    cwd: REPO,
    env: { ...process.env, LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 280_000,
  });
  const file = readdirSync(out.dir).find((f) => f.startsWith(prefix) && f.endsWith(".json"));
  expect(file).toBeDefined();
  return JSON.parse(readFileSync(path.join(out.dir, file!), "utf8"));
}

test("npm run bench: the game's moves measured against the bare echo room, CPU per move and latency", () => {
  const r = run(
    "main.js",
    [
      ...["--game", "xorlosch", "--matches", "4", "--seconds", "2", "--pace-ms", "0", "--rounds", "1"],
      ...["--warmup", "0.5", "--floor-moves", "2000"],
    ],
    "bench-xorlosch-",
  );
  for (const phase of [r.bare, r.contractEcho, r.gameRun]) {
    expect(phase.movesPerSecond).toBeGreaterThan(0);
    expect(phase.latencyMs.p50).toBeGreaterThan(0);
    expect(phase.latencyMs.p50).toBeLessThanOrEqual(phase.latencyMs.p99);
    expect(phase.serverCpuUsPerMove).toBeGreaterThan(0);
  }
  expect(r.gameRun.countedBy).toBe("server");
  expect(r.ratios.serverCpuPerMove).toBeGreaterThan(0);
}, 300_000);

test("npm run bench:pipeline: the CPU each stage of a move adds", () => {
  const r = run(
    "pipeline.js",
    ["--game", "dungeon-flee", "--rooms", "20", "--moves", "2000", "--rounds", "1"],
    "pipeline-",
  );
  // Each stage is what its pass adds over the pass before: on a busy machine a small one can come out as 0.
  for (const stage of ["engine", "projection", "encoding"]) expect(r.usPerMove[stage]).toBeGreaterThanOrEqual(0);
  expect(r.totalUsPerMove).toBeGreaterThan(0);
}, 300_000);

test("npm run bench:memory: what one more live match costs, idle and moving", () => {
  const r = run(
    "memory.js",
    ["--matches", "4", "--moves", "6", "--configs", "dungeon-flee:1", "--pace-ms", "250"],
    "memory-",
  );
  expect(r.configs.map((c: any) => [c.game, c.seats])).toEqual([["dungeon-flee", 1]]);
  const [c] = r.configs;
  expect(c.perAddedMatchKb.snapshot).toBeGreaterThan(0);
  expect(c.perAddedMatchKb.rss).toEqual(expect.any(Number));
  expect(c.perAddedMovingMatchKb.heapUsed).toEqual(expect.any(Number));
  expect(c.heldByMatchesKb).toBeGreaterThan(0);
}, 300_000);
