/**
 * `npm run bench -- --faults` end to end: a short run with a few matches, a quarter of the
 * clients dropped and reconnecting, and the database paused for 4 s through the run's proxy. Checks that the run's
 * own checks hold (every match finished and stored as its clients saw it, no action lost or doubled, every
 * reconnection made) and that its figures were measured, never how fast anything was.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO, builtToolsAndOutput } from "../helpers/built-tools.js";

const out = builtToolsAndOutput("faults");

test("npm run bench -- --faults: drops and a database pause lose no match and no action, and the degraded latency is measured", () => {
  const args = ["--faults", "--matches", "4", "--seconds", "10", "--pause-seconds", "4", "--drop-share", "0.25"];
  const run = spawnSync(process.execPath, [path.join(REPO, "bench/dist/main.js"), ...args, "--out", out.dir], {
    cwd: REPO,
    // DATABASE_URL is the tests' database (the global setup's): the run puts its proxy in front of it.
    env: { ...process.env, LOG_LEVEL: "error" },
    encoding: "utf8",
    // About 16 s on a quiet machine; the matches in play at the end are played to their end (up to the run's own
    // 120 s drain), which on a loaded machine took over 100 s once.
    timeout: 240_000,
  });
  const file = readdirSync(out.dir).find((f) => f.startsWith("faults-xorlosch-") && f.endsWith(".json"));
  if (run.status !== 0) console.error(run.stdout, run.stderr);
  expect(file).toBeDefined();
  expect(readdirSync(out.dir)).toContain(file!.replace(/\.json$/, ".svg"));
  const r = JSON.parse(readFileSync(path.join(out.dir, file!), "utf8"));
  expect(r).toMatchObject({ faults: true, game: "xorlosch", seats: 2, matches: 4, seconds: 10, pauseSeconds: 4 });
  // What was wrong, in words, before the checks that sum it up.
  expect(r.store.problems).toEqual([]);
  for (const [check, ok] of Object.entries(r.checks)) expect([check, ok]).toEqual([check, true]);
  expect(run.status).toBe(0);

  const m = r.matchesSummary;
  expect(m.started).toBeGreaterThanOrEqual(4);
  expect(m.finished).toBe(m.started);
  expect(r.store.finishedMatchesChecked).toBe(m.finished);
  expect(r.store.acknowledgedMovesChecked).toBeGreaterThan(0);
  expect(r.store).toMatchObject({ actionsLost: 0, actionsDoubled: 0 });
  // A quarter of 8 clients: 2 drops, each back in its seat (and its match going on: the checks), unless its match
  // ended while it was away.
  expect(r.reconnects.tried).toBe(2);
  expect(r.reconnects.succeeded + r.reconnects.notNeeded).toBe(2);
  expect(m.resumed).toBeLessThanOrEqual(r.reconnects.succeeded);

  // The pause really happened: the server's health said degraded while it lasted.
  expect(r.database_pause.degradedFrom).toBeGreaterThanOrEqual(r.database_pause.from);
  expect(r.database_pause.degradedFrom).toBeLessThan(r.database_pause.to);
  for (const phase of ["before", "during", "after"]) {
    expect(r.phases[phase].seconds).toBeGreaterThan(0);
    expect(r.phases[phase].latencyMs.samples).toBeGreaterThan(0);
    expect(r.phases[phase].latencyMs.p50).toBeLessThanOrEqual(r.phases[phase].latencyMs.p99);
    expect(r.phases[phase].matchesFinished).toEqual(expect.any(Number));
    expect(r.phases[phase].serverCpuPercent).toBeGreaterThan(0);
  }
  expect(r.phases.before.movesPerSecond).toBeGreaterThan(0);
  expect(r.phases.after.movesPerSecond).toBeGreaterThan(0);
  expect(r.series.length).toBeGreaterThanOrEqual(8);
}, 270_000);
