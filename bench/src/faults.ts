/**
 * `npm run bench -- --faults [--game xorlosch] [--matches M] [--seconds 60] [--pause-seconds 30] [--drop-share 0.05]`
 *
 * The benchmark under faults. M matches are played at once (each finished one replaced by a new
 * one) on the real server, whose database is reached through a TCP proxy (./stallProxy.ts). Over the S measured
 * seconds:
 * - a share of the clients (5%) is dropped at random moments (socket cut without a goodbye) and each comes back
 *   with the SDK's reconnection token after a short wait, within the server's reconnect grace, and plays on;
 * - in the middle of the window the database stops answering for the pause (30 s): the proxy holds every byte of
 *   every connection, both ways, and closes nothing; then it lets them through.
 * Then no new match starts and the matches in play are played to their end (the drain), the server's outbox is
 * waited for until /healthz says the database has caught up, and the store is read and checked against what the
 * clients saw (./faultChecks.ts). The report (printed, and in bench/results/faults-<game>-<time>.json with a chart
 * beside it) gives matches started / finished / resumed, the store's checks, reconnections, and moves/s and
 * latency before, during and after the pause. The process exits 1 when a check fails.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type EmbeddedDb, startEmbedded } from "@tabletop/server/testing";
import { stateClassOf } from "./drivers.js";
import { checkStore, readStored } from "./faultChecks.js";
import { startFaultMatch, type Droppable, type MatchRecord } from "./faultMatch.js";
import { FaultTally } from "./faultTally.js";
import { sleep, withRetries } from "./retries.js";
import { faultChart, faultReport, type Health } from "./faultReport.js";
import { Sampler } from "./sampler.js";
import { guests, inBatches, seatsFor, startServer, stopServer } from "./serverProcess.js";
import { startStallProxy, throughProxy } from "./stallProxy.js";
import { cpuSeconds } from "./stats.js";

export interface FaultOptions {
  game: string;
  matches: number;
  /** The measured window; the pause sits in its middle. */
  seconds: number;
  pauseSeconds: number;
  /** The share of the clients dropped once each over the window. */
  dropShare: number;
  seats: string | undefined;
  options: unknown;
  out: string;
}

/** How long the matches in play at the end of the window may take to finish, and the outbox to drain. */
const DRAIN_S = 120;
const CATCH_UP_S = 120;
const WARMUP_MS = 1500;
/** How soon a drop that found no client in play looks again. */
const DROP_RETRY_MS = 100;

/** The database to stall: DATABASE_URL's Postgres, or an embedded PGlite of the run's own (stopped at the end). */
async function database(): Promise<{ url: string; kind: string; embedded: EmbeddedDb | null }> {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, kind: "postgres (DATABASE_URL)", embedded: null };
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-faults-db-")), "pglite");
  const embedded = await startEmbedded({ dir, maxConnections: 16 });
  return { url: embedded.url, kind: "embedded PGlite (no DATABASE_URL)", embedded };
}

async function health(url: string): Promise<{ ok: boolean; pending: number }> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { database: { ok: boolean; pending: number } };
    return { ok: body.database.ok, pending: body.database.pending };
  } catch {
    return { ok: false, pending: -1 };
  }
}

/** /healthz once a second (one request at a time): the store's state and its queue of writes, for the report. */
function watchHealth(url: string, t0: number) {
  const readings: Health[] = [];
  let on = true;
  const loop = (async () => {
    while (on) {
      const started = performance.now();
      const h = await health(url);
      readings.push({ t: Math.round((performance.now() - t0) / 100) / 10, ...h });
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  })();
  return {
    readings,
    async stop() {
      on = false;
      await loop;
    },
  };
}

export async function runFaults(o: FaultOptions): Promise<number> {
  if (!(o.pauseSeconds > 0 && o.pauseSeconds < o.seconds))
    throw new Error(`the pause (${o.pauseSeconds} s) must be shorter than the run (${o.seconds} s)`);
  const db = await database();
  const target = new URL(db.url);
  const proxy = await startStallProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const server = await startServer([], { DATABASE_URL: throughProxy(db.url, proxy) });
  try {
    const seats = await seatsFor(server.url, o.game, o.seats);
    const State = stateClassOf(o.game);
    const tokens = await guests(server.url, seats * o.matches);
    const tally = new FaultTally(() => {
      const d = process.cpuUsage();
      return { server: cpuSeconds(server.pid), driver: (d.user + d.system) / 1e6 };
    });
    const droppable = new Set<Droppable>();
    const records: MatchRecord[] = [];
    const open = new Set<number>();
    const failures = { count: 0 };
    let stopping = false;
    let launching = 0;
    const launch = async (i: number): Promise<void> => {
      launching++;
      const record = await withRetries(
        () =>
          startFaultMatch({
            url: server.url,
            game: o.game,
            State,
            seats,
            options: o.options,
            tokens: tokens.slice(i * seats, i * seats + seats),
            tally,
            droppable,
            onDone: () => {
              open.delete(i);
              if (!stopping) launch(i).catch((e) => console.error("relaunch failed:", (e as Error).message));
            },
          }),
        failures,
        () => stopping,
      ).finally(() => launching--);
      records.push(record);
      open.add(i);
    };
    let next = 0;
    await inBatches(o.matches, () => launch(next++));
    await sleep(WARMUP_MS);

    // The measured window: before the pause, the pause, after it; drops spread over all of it.
    const before = (o.seconds - o.pauseSeconds) / 2;
    const t0 = performance.now();
    tally.enter("before", t0);
    const sampler = new Sampler(tally, t0).every(1000);
    const healthWatch = watchHealth(server.url, t0);
    const drops = Math.round(o.dropShare * seats * o.matches);
    const dropping: Promise<void>[] = [];
    // Each drop at a random moment of the window. A drop that finds no client in play then (the matches still
    // joining, or between two matches) waits for one; those still waiting when the window closes are skipped.
    const dropTimers = new Set<ReturnType<typeof setTimeout>>();
    const dropAt = (ms: number) => {
      const timer = setTimeout(() => {
        dropTimers.delete(timer);
        const list = [...droppable];
        if (list.length === 0) return dropAt(DROP_RETRY_MS);
        dropping.push(list[Math.floor(Math.random() * list.length)].drop());
      }, ms);
      dropTimers.add(timer);
    };
    for (let i = 0; i < drops; i++) dropAt(Math.random() * o.seconds * 1000);
    await sleep(before * 1000);
    proxy.stall();
    const pausedAt = performance.now();
    tally.enter("during", pausedAt);
    await sleep(o.pauseSeconds * 1000);
    proxy.restore();
    const restoredAt = performance.now();
    tally.enter("after", restoredAt);
    await sleep(Math.max(0, t0 + o.seconds * 1000 - performance.now()));
    const series = sampler.stop();
    const dropsSkipped = dropTimers.size;
    dropTimers.forEach(clearTimeout);

    // The drain: no new match; those in play are played to their end, then the outbox is waited for.
    stopping = true;
    tally.enter("drain");
    const drainEnd = performance.now() + DRAIN_S * 1000;
    while ((open.size > 0 || launching > 0) && performance.now() < drainEnd) await sleep(200);
    await Promise.race([Promise.all(dropping), sleep(Math.max(0, drainEnd - performance.now()))]);
    tally.end();
    // The outbox drained: /healthz says ok with no write pending (its readings go on once a second meanwhile). Ok
    // alone is not enough: the last matches' finishes may still be on their way to the database.
    const catchUpEnd = performance.now() + CATCH_UP_S * 1000;
    const caughtUp = () => healthWatch.readings.at(-1)?.ok === true && healthWatch.readings.at(-1)?.pending === 0;
    while (!caughtUp() && performance.now() < catchUpEnd) await sleep(250);
    await healthWatch.stop();
    const finalHealth = await health(server.url);

    // Every match set up is checked: one whose clients never saw its id is reported as missing from the store.
    const stored = await readStored(
      db.url,
      records.filter((r) => r.matchId).map((r) => r.matchId),
    );
    const store = checkStore(records, stored);
    const report = faultReport(o, seats, db.kind, {
      tally,
      records,
      store,
      drops: { planned: drops, skipped: dropsSkipped },
      setupFailures: failures.count,
      health: healthWatch.readings,
      finalHealth,
      times: { t0, pausedAt, restoredAt },
      series,
      before,
    });
    mkdirSync(o.out, { recursive: true });
    const file = path.join(o.out, `faults-${o.game}-${report.when.replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
    const chart = file.replace(/\.json$/, ".svg");
    writeFileSync(chart, faultChart(report, series, before, o.pauseSeconds));
    const { health: _h, series: _s, ...printed } = report;
    console.log(JSON.stringify(printed, null, 2));
    console.log(`written to ${file} and ${chart}`);
    const failed = Object.entries(report.checks).filter(([, ok]) => !ok);
    if (failed.length) console.error(`checks failed: ${failed.map(([k]) => k).join(", ")}`);
    return failed.length ? 1 : 0;
  } finally {
    await stopServer(server.child);
    await proxy.close();
    await db.embedded?.stop();
  }
}
