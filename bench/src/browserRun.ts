/**
 * One run of a browser benchmark (bench:feel, bench:pace): a server child serving the client build, headless Chromium,
 * `measure` for each game in turn, then the report written as JSON with what every such report starts with (when,
 * the viewport, the cores and the load average before and after the run) and that load printed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.js";
import { startServer, stopServer } from "./serverProcess.js";

export interface BrowserRun<G extends string, R, E extends object> {
  /** The server child's environment beyond the defaults (the client folder, the pace). */
  env: Record<string, string>;
  games: readonly G[];
  measure: (browser: Browser, url: string, game: G) => Promise<R>;
  /** The report's name (`<name>-<when>.json`) and its own fields beside the results. */
  name: string;
  extra: E;
  outDir: string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function browserRun<G extends string, R, E extends object>(run: BrowserRun<G, R, E>) {
  const loadBefore = os.loadavg();
  const server = await startServer([], run.env);
  const browser = await chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  const results: R[] = [];
  try {
    for (const game of run.games) results.push(await run.measure(browser, server.url, game));
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
  const loadAfter = os.loadavg();
  const report = {
    when: new Date().toISOString(),
    viewport: "1280x800",
    cores: os.cpus().length,
    loadavg: { before: loadBefore.map(round2), after: loadAfter.map(round2) },
    ...run.extra,
    games: results,
  };
  mkdirSync(run.outDir, { recursive: true });
  const file = path.join(run.outDir, `${run.name}-${report.when.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(
    `load average (1, 5, 15 min): before ${report.loadavg.before.join(", ")}; ` +
      `after ${report.loadavg.after.join(", ")}; ${report.cores} cores`,
  );
  return { report, file, results };
}
