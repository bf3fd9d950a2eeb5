/**
 * `npm run bench:interleaved -- --base <dir> [--pairs 3] [--out bench/results] <npm run bench's options>`
 *
 * Measures this build against another one in interleaved runs: `--base` is a built checkout of the other build
 * (its `bench/dist`, as `npx tsc -b shared server bench` leaves it, or an older checkout's `server/dist/bench`, with
 * its own node_modules). Each
 * pair runs `npm run bench` with the same options once on each build, one after the other, the first build
 * alternating from pair to pair (./interleaved.ts, `pairOrder`). Prints the key figures pair by pair with the median
 * new/base ratio, and writes every figure to <out>/interleaved-<game>-<time>.json, each run's own result in
 * <out>/interleaved-<time>/<build>-<pair>/. Exits 2 on a usage error (before any run), 1 when a run fails.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { interleavedTable, pairOrder, summarizePairs, type Build } from "./interleaved.js";
import { countFlag } from "./flags.js";

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** This command's own options; every other one is handed to each run. */
const OWN_OPTIONS = {
  base: { type: "string" },
  pairs: { type: "string", default: "3" },
  out: { type: "string", default: "bench/results" },
} as const;
const { values, tokens } = parseArgs({ strict: false, tokens: true, options: OWN_OPTIONS });
const own = new Set(Object.keys(OWN_OPTIONS));
/** The options handed to each run, as given: everything but this command's own. */
const benchArgs: string[] = [];
for (const t of tokens ?? []) {
  if (t.kind === "option" && !own.has(t.name)) benchArgs.push(t.rawName, ...(t.value === undefined ? [] : [t.value]));
  else if (t.kind === "positional") benchArgs.push(t.value);
}

/** Stops with the reason: exit code 2 for a usage error (nothing measured), 1 for a run that failed. */
const fail = (why: string, code = 1): never => {
  process.stderr.write(`bench:interleaved: ${why}\n`);
  process.exit(code);
};
if (typeof values.base !== "string")
  fail("--base <dir> is required: a built checkout of the build to measure against", 2);
const roots: Record<Build, string> = { base: path.resolve(String(values.base)), new: HERE };
/** Where a checkout's built benchmark is: bench/dist, or server/dist/bench before the benchmark had its workspace. */
const BENCH_MAINS = ["bench/dist/main.js", "server/dist/bench/main.js"];
const benchMain = {} as Record<Build, string>;
for (const [build, root] of Object.entries(roots) as [Build, string][]) {
  const found = BENCH_MAINS.map((m) => path.join(root, m)).find((m) => existsSync(m));
  if (!found)
    fail(
      `the ${build} build at ${root} is not built (no ${BENCH_MAINS.join(" or ")}): run \`npm run build:bench\` there`,
      2,
    );
  benchMain[build] = found!;
}
const pairs = countFlag("pairs", "pairs", String(values.pairs));
const outRoot = path.resolve(String(values.out));
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const runsDir = path.join(outRoot, `interleaved-${stamp}`);

/** Runs one build's benchmark into a folder of its own; answers the result it wrote. */
function runOnce(build: Build, pair: number): unknown {
  const out = path.join(runsDir, `${build}-${pair + 1}`);
  mkdirSync(out, { recursive: true });
  process.stdout.write(`pair ${pair + 1} of ${pairs}: ${build} build (${roots[build]}) ...\n`);
  try {
    execFileSync(process.execPath, [benchMain[build], ...benchArgs, "--out", out], {
      cwd: roots[build],
      stdio: ["ignore", "ignore", "inherit"],
    });
  } catch {
    fail(`the ${build} build's run of pair ${pair + 1} failed (its output is above)`);
  }
  const file = readdirSync(out).find((f) => f.startsWith("bench-") && f.endsWith(".json"));
  if (!file) return fail(`the ${build} build's run of pair ${pair + 1} wrote no result`);
  return JSON.parse(readFileSync(path.join(out, file), "utf8"));
}

const results: { base: unknown; new: unknown }[] = [];
for (let i = 0; i < pairs; i++) {
  const pair: Partial<Record<Build, unknown>> = {};
  for (const build of pairOrder(i)) pair[build] = runOnce(build, i);
  results.push({ base: pair.base, new: pair.new });
}

const figures = summarizePairs(results);
const game = (results[0].new as { game?: string }).game ?? "game";
const file = path.join(outRoot, `interleaved-${game}-${stamp}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { when: new Date().toISOString(), base: roots.base, new: roots.new, benchArgs, pairs, runs: runsDir, figures },
    null,
    2,
  ),
);
process.stdout.write(`\n${interleavedTable(figures)}\nwritten to ${file}\n`);
