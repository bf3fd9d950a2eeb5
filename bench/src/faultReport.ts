/**
 * `--faults`' report (./faults.ts): the checks, the matches, reconnections and moves the clients counted, the figures
 * by phase, what /healthz said around the pause, and the chart of the window in bands before, during and after it.
 */
import os from "node:os";
import type { FaultOptions } from "./faults.js";
import type { checkStore } from "./faultChecks.js";
import type { MatchRecord } from "./faultMatch.js";
import type { FaultTally } from "./faultTally.js";
import { runChart } from "./runChart.js";
import type { Sample } from "./sampler.js";
import { summarize } from "./stats.js";

/** One /healthz reading: seconds from the start of the window, and the database's state. */
export interface Health {
  t: number;
  ok: boolean;
  pending: number;
}

export interface RunData {
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

export function faultReport(o: FaultOptions, seats: number, database: string, d: RunData) {
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
    /** The matches not finished by the end of the drain, as their clients last saw them. */
    unfinished: records
      .filter((r) => r.finishedMoves === null)
      .map((r) => ({
        matchId: r.matchId,
        moves: r.moves,
        drops: r.drops,
        resumedAfterDrop: r.resumedAfterDrop,
        clients: r.clientsNow(),
      })),
    setupFailures: d.setupFailures,
  };
  const reconnects = {
    planned: d.drops.planned,
    /** Planned drops that found no client in play to drop before the measured window closed. */
    skipped: d.drops.skipped,
    tried: tally.reconnectsTried,
    succeeded: tally.reconnectsSucceeded,
    /** Dropped while their match was ending: it ended while they were away, and they did not come back. */
    notNeeded: tally.reconnectsNotNeeded,
    /** Reconnections after which the client saw its match go on. */
    sawMatchGoOn: records.reduce((n, r) => n + r.resumedAfterDrop, 0),
    failedAttempts: tally.reconnectFailures,
    reconnectMs: summarize(tally.reconnectMs),
    /** Every drop that did not end with the client back in its seat at the first attempt. */
    troubled: tally.drops.filter((x) => x.outcome !== "back" || x.errors.length > 0),
    byPhase: Object.fromEntries(
      ["before", "during", "after"].map((p) => [p, tally.drops.filter((x) => x.phase === p).length]),
    ),
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
export function faultChart(r: ReturnType<typeof faultReport>, series: Sample[], before: number, pause: number) {
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
