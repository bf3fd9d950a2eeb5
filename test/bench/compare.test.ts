/** `npm run bench -- --compare old.json new.json`: two results side by side, figure by figure, with new/old. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compareRuns, comparisonTable, readRun } from "@tabletop/server/bench/compare.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OLD = path.join(REPO, "test/bench/fixtures/run-old.json");
const NEW = path.join(REPO, "test/bench/fixtures/run-new.json");

test("every figure of both runs, old, new and new/old; a figure only one run has is shown with a dash", () => {
  const rows = compareRuns(readRun(OLD), readRun(NEW));
  const by = Object.fromEntries(rows.map((r) => [r.figure, r]));
  expect(by["gameRun.movesPerSecond"]).toEqual({
    figure: "gameRun.movesPerSecond",
    old: 10000,
    new: 15000,
    ratio: 1.5,
  });
  expect(by["gameRun.latencyMs.p99"]).toEqual({ figure: "gameRun.latencyMs.p99", old: 128, new: 96, ratio: 0.75 });
  expect(by["gameRun.rssPerMatchKb"].ratio).toBe(0.5);
  expect(by["bare.movesPerSecond"].ratio).toBe(1);
  expect(by["ratios.throughput"].ratio).toBe(1.52);
  expect(by["server.idleRssMb"].ratio).toBe(1);
  expect(by["gameRun.matchSetupMs.p50"]).toEqual({
    figure: "gameRun.matchSetupMs.p50",
    old: null,
    new: 12,
    ratio: null,
  });
  // The sampled series (arrays) and the run's settings are not figures.
  expect(rows.some((r) => r.figure.includes("series") || r.figure === "matches")).toBe(false);
  // The old run's order first, then what only the new one has.
  expect(rows.at(-1)!.figure).toBe("gameRun.matchSetupMs.p50");
});

test("the table: a header, a rule and one line per figure, the numbers right-aligned in their columns", () => {
  const rows = compareRuns(readRun(OLD), readRun(NEW));
  const lines = comparisonTable(rows).trimEnd().split("\n");
  expect(lines[0].split(/\s{2,}/)).toEqual(["figure", "old", "new", "new/old"]);
  expect(lines[1]).toMatch(/^-+( {2}-+){3}$/);
  expect(lines).toHaveLength(rows.length + 2);
  const line = lines.find((l) => l.startsWith("gameRun.movesPerSecond "))!;
  expect(line.trim().split(/\s+/)).toEqual(["gameRun.movesPerSecond", "10000", "15000", "1.50×"]);
  expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  expect(
    lines
      .find((l) => l.startsWith("gameRun.matchSetupMs.p50"))!
      .trim()
      .split(/\s+/),
  ).toEqual(["gameRun.matchSetupMs.p50", "–", "12", "–"]);
});

test("the command prints both runs' names and the table, and runs no benchmark", () => {
  const out = execFileSync(process.execPath, [path.join(REPO, "server/dist/bench/main.js"), "--compare", OLD, NEW], {
    cwd: REPO,
    encoding: "utf8",
    timeout: 60_000,
  });
  // The old run is from before the load generator had threads of its own, and before rounds: the header says so,
  // and warns.
  expect(out).toContain(
    `old ${OLD}: xorlosch, 2 seats, M = 1000, 20 s, clients in the main thread, 1 round(s), 2026-11-29T20:00:00.000Z`,
  );
  expect(out).toContain(
    `new ${NEW}: xorlosch, 2 seats, M = 1000, 20 s, 2 load generator thread(s), 3 round(s), 2026-12-02T03:00:00.000Z`,
  );
  expect(out).toMatch(/^gameRun\.latencyMs\.p99 +128 +96 +0\.75×$/m);
  expect(out).not.toContain("note: the two runs differ in game or M");
  expect(out).toContain("note: the load generators of the two runs differ in threads");
  expect(out).toContain("note: the two runs differ in rounds");
});
