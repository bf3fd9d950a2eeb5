/**
 * `npm run fuzz -- [--messages 100000] [--games xorlosch,dungeon-flee,dungeon-lite] [--seed S]`: fuzzes every
 * game's room (fuzz.ts) on a server in this process (DATABASE_URL, or the embedded database), and writes the
 * report to bench/results/fuzz-<time>.json. Exits 1 on any failure (fuzz.ts fuzzFailures: a message unanswered, a
 * check broken, junk accepted, a connection closed other than for a frame too big or undecodable).
 */
import { createLogger, loadConfig, startPlatform } from "@tabletop/server/testing";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { games } from "@tabletop/shared";
import { fuzzFailures, fuzzRoom, fuzzSeats, type FuzzReport } from "./fuzz.js";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "100000" },
    games: { type: "string", default: Object.keys(games).join(",") },
    seed: { type: "string", default: "1" },
  },
});
const base = loadConfig();
const config = {
  ...base,
  port: 0,
  host: "127.0.0.1",
  dataDir: base.databaseUrl ? base.dataDir : mkdtempSync(path.join(os.tmpdir(), "fuzz-")),
  botDelayMs: 0,
  rulesStepMs: 0,
  rateLimitPerSecond: 1e9,
  rateLimitBurst: 1e9,
  guestsPerMinute: 1e9,
  codeTriesPerMinute: 1e9,
  logLevel: process.env.LOG_LEVEL || "warn",
};
const platform = await startPlatform({ config, log: createLogger(config.logLevel) });
const url = `http://127.0.0.1:${platform.port}`;
const reports: FuzzReport[] = [];
for (const game of values.games.split(",")) {
  const started = Date.now();
  const r = await fuzzRoom({
    url,
    store: platform.store,
    game,
    seats: fuzzSeats(game),
    messages: Number(values.messages),
    seed: values.seed,
  });
  reports.push(r);
  console.log(
    `${game}: ${r.messages} messages in ${((Date.now() - started) / 1000).toFixed(0)} s, ${r.accepted} accepted, ` +
      `${r.rejected} rejected, ${r.unanswered.length} unanswered, ${r.broken.length} broken checks, ` +
      `${r.matches} matches (${r.finished} finished and replayed), connections closed: ${JSON.stringify(r.closed)}`,
  );
  for (const f of fuzzFailures(r).slice(0, 20)) console.log(`  FAILED: ${f}`);
}
const health = await fetch(`${url}/healthz`).then((x) => x.status);
const out = path.resolve("bench/results");
mkdirSync(out, { recursive: true });
const file = path.join(out, `fuzz-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ health, reports }, null, 2));
console.log(`health ${health}; report: ${file}`);
await platform.close();
process.exit(health === 200 && reports.every((r) => fuzzFailures(r).length === 0) ? 0 : 1);
