/**
 * `npm run bench:feel` still runs end to end against the server and the client as they are now: a few clicks per
 * game, each with a figure. Whether a figure is measured is checked, never how large it is: how fast the table
 * feels is read from the benchmark's output (docs/benchmark.md).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { games } from "@tabletop/shared";
import { buildClient } from "../helpers/browser.js";
import { REPO, builtToolsAndOutput } from "../helpers/built-tools.js";

const out = builtToolsAndOutput("bench-feel");

test("npm run bench:feel: clicks in each game timed to the frame that shows their result", () => {
  const clientDir = buildClient("dist-bench-feel", false);
  execFileSync(
    process.execPath,
    [path.join(REPO, "bench/dist/feel.js"), "--samples", "3", "--client", clientDir, "--out", out.dir],
    {
      cwd: REPO,
      env: { ...process.env, LOG_LEVEL: "error" },
      stdio: ["ignore", "ignore", "inherit"],
      timeout: 280_000,
    },
  );
  const file = readdirSync(out.dir).find((f) => f.startsWith("feel-") && f.endsWith(".json"));
  expect(file).toBeDefined();
  const r = JSON.parse(readFileSync(path.join(out.dir, file!), "utf8"));
  // Every registered game, at its smallest table.
  expect(r.games.map((g: any) => [g.game, g.seats])).toEqual(
    Object.entries(games).map(([game, { engine }]) => [game, engine.seats.min]),
  );
  expect(r.loadavg.before).toHaveLength(3);
  for (const g of r.games) {
    expect(g.clicks).toBe(3);
    expect(g.ms.samples).toBeGreaterThan(0);
    expect(g.ms.p50).toBeGreaterThan(0);
    expect(g.ms.p50).toBeLessThanOrEqual(g.ms.p95);
    expect(g.ms.p95).toBeLessThanOrEqual(g.ms.max);
    for (const s of g.samples) expect(s.frames).toBeGreaterThan(0);
  }
}, 300_000);
