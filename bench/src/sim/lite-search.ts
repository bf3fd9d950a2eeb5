/**
 * The command line of the Dungeon Lite bot's weight search (@tabletop/shared/sim/lite-search says what it searches):
 *
 *   npm run sim:lite-search -- --seed search --games 60 --budget 60 [--margin 0.02] [--start strong|heuristic]
 *     [--cells 1,1+opt1,2,3,4] [--out file]
 *
 * Each candidate is printed as it is played; the trajectory and the best table go to
 * bench/results/lite-search-<seed>.json (or `--out`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { HEURISTIC_WEIGHTS, STRONG_WEIGHTS } from "@tabletop/shared/dungeon-lite/bots/weights";
import { CELLS } from "@tabletop/shared/sim/lite-balance";
import { search, type Scored } from "@tabletop/shared/sim/lite-search";

function flags(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith("--") || argv[i + 1] === undefined)
      throw new Error(`expected --flag value at "${argv[i]}"`);
    out[argv[i].slice(2)] = argv[i + 1];
  }
  return out;
}

const line = (s: Scored) => s.cells.map((c) => `${c.cell} ${(c.winRate * 100).toFixed(1)}`).join(" | ");

const f = flags(process.argv.slice(2));
const settings = {
  seed: f.seed ?? "search",
  games: Number(f.games ?? 60),
  budget: Number(f.budget ?? 60),
  margin: Number(f.margin ?? 0.02),
  cells: (f.cells ?? CELLS.map((c) => c.id).join(",")).split(","),
};
const t0 = Date.now();
const { best, trail } = search(f.start === "heuristic" ? HEURISTIC_WEIGHTS : STRONG_WEIGHTS, settings, (at, cand) =>
  console.log(
    at.step === 0
      ? `start ${(cand.score * 100).toFixed(2)}  ${line(cand)}`
      : `${at.step}/${settings.budget} ${at.key}=${String(at.value)} ${(cand.score * 100).toFixed(2)}${at.kept ? " kept" : ""}  ${line(cand)}`,
  ),
);
const report = { ...settings, start: f.start ?? "strong", seconds: (Date.now() - t0) / 1000, best, trail };
const dir = resolve(process.cwd(), "bench", "results");
mkdirSync(dir, { recursive: true });
const file = f.out ?? join(dir, `lite-search-${settings.seed}.json`);
writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
console.log(JSON.stringify({ file, score: best.score, weights: best.weights }));
