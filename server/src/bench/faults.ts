/**
 * `npm run bench -- --faults [--game xorlosch] [--matches M] [--seconds 60] [--pause-seconds 30] [--drop-share 0.05]`
 *
 * The benchmark under faults (issue 14, part 4). M matches are played at once (each finished one replaced by a new
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
import { startEmbedded, type EmbeddedDb } from "../store/embedded.js";
import { stateClassOf } from "./drivers.js";
import { checkStore, readStored } from "./faultChecks.js";
import { startFaultMatch, type Droppable, type MatchRecord } from "./faultMatch.js";
import { FaultTally } from "./faultTally.js";
import { sleep, withRetries } from "./retries.js";
import { runChart } from "./runChart.js";
import { Sampler, type Sample } from "./sampler.js";
import { guests, inBatches, seatsFor, startServer, stopServer } from "./serverProcess.js";
import { startStallProxy, throughProxy } from "./stallProxy.js";
import { summarize } from "./stats.js";

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

interface Health {
  t: number;
  ok: boolean;
  pending: number;
}

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
    const tally = new FaultTally();
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
    let dropsSkipped = 0;
    const dropTimers = Array.from({ length: drops }, () =>
      setTimeout(
        () => {
          const list = [...droppable];
          if (list.length === 0) dropsSkipped++;
          else dropping.push(list[Math.floor(Math.random() * list.length)].drop());
        },
        Math.random() * o.seconds * 1000,
      ),
    );
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
    dropTimers.forEach(clearTimeout);

    // The drain: no new match; those in play are played to their end, then the outbox is waited for.
    stopping = true;
    tally.enter("drain");
    const drainEnd = performance.now() + DRAIN_S * 1000;
    while ((open.size > 0 || launching > 0) && performance.now() < drainEnd) await sleep(200);
    await Promise.all(dropping);
    tally.end();
    // The outbox drained: /healthz says ok with no write pending (its readings go on once a second meanwhile). Ok
    // alone is not enough: the last matches' finishes may still be on their way to the database.
    const catchUpEnd = performance.now() + CATCH_UP_S * 1000;
    const caughtUp = () => healthWatch.readings.at(-1)?.ok === true && healthWatch.readings.at(-1)?.pending === 0;
    while (!caughtUp() && performance.now() < catchUpEnd) await sleep(250);
    await healthWatch.stop();
    const finalHealth = await health(server.url);

    const started = records.filter((r) => r.matchId);
    const stored = await readStored(
      db.url,
      started.map((r) => r.matchId),
    );
    const store = checkStore(started, stored);
    const report = faultReport(o, seats, db.kind, {
      tally,
      records: started,
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

interface RunData {
  tally: FaultTally;
  records: MatchRecord[];
  store: ReturnType<typeof checkStore>;
  drops: { planned: number; skipped: number };
  setupFailures: number;
  health: Health[];
  finalHealth: { ok: boolean; pending: number };
  times: { t0: number; pausedAt: number; restoredAt: number };
  series: Sample[];
  before: number;
}

function faultReport(o: FaultOptions, seats: number, database: string, d: RunData) {
  const { tally, records, store } = d;
  const finished = records.filter((r) => r.finishedMoves !== null);
  const withDrops = records.filter((r) => r.drops > 0);
  const phases = tally.figures();
  const secondsAfter = (ms: number) => Math.round((ms - d.times.t0) / 100) / 10;
  const pauseAt = secondsAfter(d.times.pausedAt);
  const restoreAt = secondsAfter(d.times.restoredAt);
  const degraded = d.health.filter((h) => !h.ok);
  const caughtUp = d.health.find((h) => h.t > restoreAt && h.ok);
  const matches = {
    started: records.length,
    finished: finished.length,
    /** Matches one of whose clients was dropped, came back and saw the match go on. */
    resumed: records.filter((r) => r.resumedAfterDrop > 0).length,
    withDrops: withDrops.length,
    inPlayAtEnd: records.length - finished.length,
    setupFailures: d.setupFailures,
  };
  const reconnects = {
    planned: d.drops.planned,
    /** Drops planned at a moment with no client in play to drop. */
    skipped: d.drops.skipped,
    tried: tally.reconnectsTried,
    succeeded: tally.reconnectsSucceeded,
    /** Dropped while their match was ending: it ended while they were away, and they did not come back. */
    notNeeded: tally.reconnectsNotNeeded,
    /** Reconnections after which the client saw its match go on. */
    sawMatchGoOn: records.reduce((n, r) => n + r.resumedAfterDrop, 0),
    failedAttempts: tally.reconnectFailures,
    reconnectMs: summarize(tally.reconnectMs),
  };
  const moves = {
    acknowledgedAtKnownSeq: records.reduce((n, r) => n + r.acked.size, 0),
    acknowledgedAmongOthers: records.reduce((n, r) => n + r.ackedUnplaced, 0),
    sentNeverAcknowledged: records.reduce((n, r) => n + r.unacknowledged, 0),
  };
  return {
    when: new Date().toISOString(),
    faults: true,
    game: o.game,
    seats,
    matches: o.matches,
    seconds: o.seconds,
    pauseSeconds: o.pauseSeconds,
    dropShare: o.dropShare,
    database,
    machine: { cpus: os.cpus().length, node: process.version },
    checks: {
      everyMatchFinished: matches.inPlayAtEnd === 0,
      everyFinishedMatchStored: store.finishedMatchesChecked === finished.length && store.problems.length === 0,
      noActionLost: store.actionsLost === 0,
      noActionDoubled: store.actionsDoubled === 0,
      everyReconnectSucceeded: reconnects.succeeded + reconnects.notNeeded === reconnects.tried,
      everyReconnectedMatchWentOn: reconnects.sawMatchGoOn === reconnects.succeeded,
      storeCaughtUp: d.finalHealth.ok && d.finalHealth.pending === 0,
    },
    matchesSummary: matches,
    store,
    reconnects,
    moves,
    /** Moves/s, move→patch latency and match setup by phase (the pause is "during"). */
    phases,
    database_pause: {
      /** Seconds from the start of the window. */
      from: pauseAt,
      to: restoreAt,
      /** /healthz said "degraded" (the database unreachable, or writes in the outbox) from ... to ... */
      degradedFrom: degraded[0]?.t ?? null,
      degradedTo: degraded.at(-1)?.t ?? null,
      /** Seconds from the restore to /healthz's first "ok": the outbox drained. */
      caughtUpAfterS: caughtUp ? Math.round((caughtUp.t - restoreAt) * 10) / 10 : null,
      mostWritesPending: Math.max(0, ...d.health.map((h) => h.pending)),
    },
    health: d.health,
    series: d.series,
  };
}

/** The window's per-second moves/s and latency, in three bands: before, during and after the pause. */
function faultChart(r: ReturnType<typeof faultReport>, series: Sample[], before: number, pause: number) {
  const band = (label: string, from: number, to: number) => ({
    label,
    seconds: to - from,
    series: series.filter((s) => s.t > from && s.t <= to).map((s) => ({ ...s, t: s.t - from })),
  });
  return runChart(`${r.game} under faults, ${r.seats} seats, M = ${r.matches}, ${r.when}`, [
    band("before", 0, before),
    band(`database paused ${pause} s`, before, before + pause),
    band("after", before + pause, r.seconds),
  ]);
}
