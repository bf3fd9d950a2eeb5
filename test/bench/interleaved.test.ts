/**
 * `npm run bench:interleaved`: two builds measured in pairs of runs, the first build alternating, and every figure
 * set side by side pair by pair (server/src/bench/interleaved.ts, interleavedMain.ts). The end-to-end run measures
 * this build against itself: the tool's wiring, never how fast either is.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { interleavedTable, pairOrder, summarizePairs } from "../../server/src/bench/interleaved.js";
import { REPO, builtToolsAndOutput } from "../helpers/built-tools.js";

const MAIN = path.join(REPO, "server/dist/bench/interleavedMain.js");
const out = builtToolsAndOutput("interleaved");

/** A result of `npm run bench` with just the figures a test needs. */
const run = (cpuRatio: number, gameUs: number, extra: Record<string, unknown> = {}) => ({
  game: "xorlosch",
  ratios: { serverCpuPerMove: cpuRatio },
  gameRun: { serverCpuUsPerMove: gameUs },
  ...extra,
});

describe("pairs of runs", () => {
  it("alternates which build runs first, base first (ABBA)", () => {
    expect([0, 1, 2, 3].map(pairOrder)).toEqual([
      ["base", "new"],
      ["new", "base"],
      ["base", "new"],
      ["new", "base"],
    ]);
  });

  it("sets each figure of the two builds side by side pair by pair, with the median new/base", () => {
    const figures = summarizePairs([
      { base: run(4, 100), new: run(3, 80) },
      { base: run(3, 90), new: run(3.3, 99) },
      { base: run(5, 120), new: run(4, 96) },
    ]);
    const cpu = figures.find((f) => f.figure === "ratios.serverCpuPerMove")!;
    expect(cpu).toEqual({
      figure: "ratios.serverCpuPerMove",
      base: [4, 3, 5],
      new: [3, 3.3, 4],
      ratios: [0.75, 1.1, 0.8],
      medianRatio: 0.8,
      pairs: 3,
      lower: 2,
    });
    expect(figures.find((f) => f.figure === "gameRun.serverCpuUsPerMove")!.medianRatio).toBe(0.8);
  });

  it("counts only the pairs where both builds have a figure", () => {
    const figures = summarizePairs([
      { base: run(4, 100, { floor: { ratioToBare: 2 } }), new: run(3, 80, { floor: { ratioToBare: 1.5 } }) },
      { base: run(3, 90), new: run(3.3, 99, { floor: { ratioToBare: 2.2 } }) },
    ]);
    const floor = figures.find((f) => f.figure === "floor.ratioToBare")!;
    expect(floor).toMatchObject({ base: [2, null], new: [1.5, 2.2], ratios: [0.75, null], pairs: 1, lower: 1 });
    expect(floor.medianRatio).toBe(0.75);
  });

  it("prints the key figures, each pair's base → new, the median and the pairs that agree", () => {
    const table = interleavedTable(
      summarizePairs([
        { base: run(4, 100), new: run(3, 80) },
        { base: run(3, 90), new: run(3.3, 99) },
      ]),
    );
    expect(table).toMatch(/ratios\.serverCpuPerMove\s+4 → 3, 3 → 3\.3\s+0\.93×\s+1 of 2/);
    expect(table).toMatch(/gameRun\.serverCpuUsPerMove\s+100 → 80, 90 → 99\s+0\.95×\s+1 of 2/);
    expect(table).not.toMatch(/floor\./);
  });
});

describe("npm run bench:interleaved", () => {
  const tool = (args: string[]) =>
    spawnSync(process.execPath, [MAIN, ...args], { cwd: REPO, encoding: "utf8", env: { ...process.env } });

  it("refuses to run without a base build, or with one that is not built, and says why", () => {
    const none = tool(["--game", "xorlosch"]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/--base <dir> is required/);
    const unbuilt = tool(["--base", out.dir, "--game", "xorlosch"]);
    expect(unbuilt.status).toBe(2);
    expect(unbuilt.stderr).toMatch(/is not built \(no server\/dist\/bench\/main\.js\)/);
    expect(readdirSync(out.dir)).toEqual([]);
  });

  it("runs the benchmark on both builds in a pair and writes every figure of both", () => {
    const args = [
      ...["--game", "xorlosch", "--matches", "4", "--seconds", "1"],
      ...["--rounds", "1", "--pace-ms", "0", "--warmup", "0.5", "--floor-moves", "2000"],
    ];
    const r = spawnSync(process.execPath, [MAIN, "--base", REPO, "--pairs", "1", "--out", out.dir, ...args], {
      cwd: REPO,
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "error" },
      timeout: 280_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/pair 1 of 1: base build[\s\S]*pair 1 of 1: new build/);
    const file = readdirSync(out.dir).find((f) => f.startsWith("interleaved-xorlosch-") && f.endsWith(".json"));
    expect(file).toBeDefined();
    const result = JSON.parse(readFileSync(path.join(out.dir, file!), "utf8"));
    expect(result).toMatchObject({ base: REPO, new: REPO, pairs: 1, benchArgs: args });
    for (const build of ["base-1", "new-1"])
      expect(readdirSync(path.join(result.runs, build)).some((f) => f.startsWith("bench-xorlosch-"))).toBe(true);
    const cpu = result.figures.find((f: { figure: string }) => f.figure === "ratios.serverCpuPerMove");
    expect(cpu.base[0]).toBeGreaterThan(0);
    expect(cpu.new[0]).toBeGreaterThan(0);
    expect(cpu.pairs).toBe(1);
    expect(existsSync(result.runs)).toBe(true);
  }, 300_000);
});
