/**
 * `npm run bench -- --game <room> --matches M --seconds S [--seats N] [--options JSON] [--pace-ms 1000]
 *    [--rounds 3] [--warmup 1.5] [--driver-threads T] [--floor-moves 40000] [--profile] [--compare old.json]`
 * `npm run bench -- --compare old.json new.json` (no run: two results side by side, ./compare.ts)
 * `npm run bench -- --faults [--game xorlosch] [--matches M] [--seconds 60] [--pause-seconds 30]` (./faults.ts)
 *
 * Starts the real server in a child process, then drives M concurrent matches of the game
 * with scripted clients over real WebSockets (in worker threads: ./loadGenerator.ts), and, in the same run, M bare
 * echo rooms as the baseline and M echo rooms that also send the wire contract's per-move messages (the most a
 * game room can reach here; see ./echoRoom.ts), with the game's own work measured alone beside it for the floor of
 * its CPU per move (./floor.ts), and the bare room and the game again with each move after a think
 * time (--pace-ms), at the same moves a second, each after the full-speed phase of its kind; the bare room's and the
 * game's phases are run that way R times in turn (--rounds, ./rounds.ts), and the run's ratios are the medians of
 * the rounds'. Writes moves/s, move→patch latency
 * p50/p95/p99, server CPU and RSS, and RSS per match to bench/results/bench-<game>-<time>.json, with moves/s and
 * latency sampled every second (./sampler.ts), and beside it a chart of those samples (the same name, .svg).
 * Targets (read, never asserted in tests): server CPU per move ≤ 2× the bare room's and p99 ≤ 2× the bare
 * room's (`TARGETS` below); throughput is reported, not a target.
 */
import "@tabletop/server/testing";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cpuTimes, mainThreadShare, ratio, rssMb, summarize, threadRunTimes, writeCalls } from "./stats.js";
import { moveCost, withHelperThreads, type CpuProfile } from "./moveCost.js";
import { LoadGenerator, threadsFor } from "./loadGenerator.js";
import { ask, guests, seatsFor, startServer, stopServer } from "./serverProcess.js";
import { ServerCounts, type MoveCounts } from "./moveCounts.js";
import { Sampler } from "./sampler.js";
import { chartOfRun } from "./runChart.js";
import { sleep } from "./retries.js";
import { comparisonReport, readRun } from "./compare.js";
import type { LoopDelayFigures } from "./loopDelay.js";
import { runFaults } from "./faults.js";
import { median, medianRatios, medianRoundIndex, roundRatios, type Round } from "./rounds.js";
import { actionsPerMove, floorOf, measureGameWork, type GameWork } from "./floor.js";
import { countFlag, jsonFlag, readGameOptions } from "./flags.js";
import { gameById } from "@tabletop/shared";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: "string" },
    matches: { type: "string", default: "100" },
    /** The measured window: 20 s, or 60 s with --faults. */
    seconds: { type: "string" },
    /**
     * Seconds of load before each phase's measured window. V8 compiles a game's code for 10-20 s after its thousand
     * matches start together, while the window's moves are their first; a longer warm-up leaves the compiling out
     * and measures later moves (docs/benchmark.md, "Warm-up").
     */
    warmup: { type: "string", default: "1.5" },
    seats: { type: "string" },
    options: { type: "string", default: "{}" },
    out: { type: "string", default: "bench/results" },
    /** Writes, for each measured phase, CPU profiles of the server and of the load generator and an allocation profile of the server to <out>/profiles. */
    profile: { type: "boolean", default: false },
    /** An earlier result to set this run (or the result named after it) against, figure by figure (./compare.ts). */
    compare: { type: "string" },
    /** The benchmark under faults (./faults.ts): clients dropped and reconnecting, the database paused. */
    faults: { type: "boolean", default: false },
    "pause-seconds": { type: "string", default: "30" },
    "drop-share": { type: "string", default: "0.05" },
    /**
     * The paced phases' think time: each client waits 0.5–1.5 times this long before a move, as people do, so the
     * bare room and the game get the same moves a second (M per this many ms); 0 leaves the paced phases out.
     */
    "pace-ms": { type: "string", default: "1000" },
    /** The load generator's threads (./loadGenerator.ts): one per 2,000 clients unless given. */
    "driver-threads": { type: "string" },
    /** How many times the bare room's and the game's phases are run in turn (./rounds.ts). */
    rounds: { type: "string", default: "3" },
    /** How many moves the floor's pipeline times in each of its passes (./floor.ts; the pipeline's --moves). */
    "floor-moves": { type: "string", default: "40000" },
  },
});
if (values.compare && positionals[0]) {
  process.stdout.write(
    comparisonReport(readRun(values.compare), readRun(positionals[0]), values.compare, positionals[0]),
  );
  process.exit(0);
}
if (values.faults) {
  const code = await runFaults({
    game: values.game ?? "xorlosch",
    matches: Number(values.matches),
    seconds: Number(values.seconds ?? 60),
    pauseSeconds: Number(values["pause-seconds"]),
    dropShare: Number(values["drop-share"]),
    seats: values.seats,
    options: jsonFlag("options", values.options!),
    out: values.out!,
  }).catch((e) => {
    console.error(e);
    return 1;
  });
  process.exit(code);
}
if (!values.game) {
  console.error(
    "usage: npm run bench -- --game <room> --matches M --seconds S [--seats N] [--options JSON] [--pace-ms 1000] [--rounds 3] [--warmup 1.5] [--driver-threads T] [--floor-moves 40000] [--profile] [--compare old.json]\n" +
      "       npm run bench -- --faults [--game xorlosch] [--matches M] [--seconds 60] [--pause-seconds 30] [--drop-share 0.05]\n" +
      "       npm run bench -- --compare old.json new.json",
  );
  process.exit(2);
}
const game = values.game;
const M = Number(values.matches);
const S = Number(values.seconds ?? 20);
const PACE_MS = Number(values["pace-ms"]);
if (!Number.isFinite(PACE_MS) || PACE_MS < 0) {
  console.error(
    `--pace-ms must be a number of milliseconds, 0 or more (0 leaves the paced phases out); got "${values["pace-ms"]}"`,
  );
  process.exit(2);
}
const WARMUP_S = Number(values.warmup);
if (!Number.isFinite(WARMUP_S) || WARMUP_S < 0) {
  console.error(`--warmup must be a number of seconds, 0 or more; got "${values.warmup}"`);
  process.exit(2);
}
const DRIVER_THREADS =
  values["driver-threads"] === undefined ? null : countFlag("driver-threads", "threads", values["driver-threads"]);
const ROUNDS = countFlag("rounds", "rounds", values.rounds!);
const FLOOR_MOVES = countFlag("floor-moves", "moves", values["floor-moves"]!);
const options = jsonFlag("options", values.options!);
/** The chart's sampling interval. */
const SAMPLE_MS = 1000;

/**
 * Runs one phase: warm up (--warmup), then measure S seconds of steady load (profiled with `--profile`). The echo
 * rooms' moves are counted by their clients (one in flight per room, so each is seen once); a game's by the server
 * (./moveCounts.ts), which also says how many actions the rules and bots added and how many messages it refused.
 */
async function measure(
  child: ChildProcess,
  pid: number,
  gen: LoadGenerator,
  phase: string,
  countedBy: "clients" | "server",
) {
  await sleep(WARMUP_S * 1000);
  const byServer = countedBy === "server";
  const tally = gen.tally;
  if (values.profile) {
    await ask(child, { profileStart: true }, "profiling");
    await gen.profileStart();
  }
  const serverCounts = byServer
    ? await ServerCounts.begin(
        async () => (await ask<{ counts: MoveCounts }>(child, { counts: true }, "counts")).counts,
        SAMPLE_MS / 4,
      )
    : null;
  await ask(child, { loopDelayStart: true }, "loopDelayStarted");
  await gen.loopDelayStart();
  const cpu0 = cpuTimes(pid);
  const writes0 = writeCalls(pid);
  const threads0 = threadRunTimes(pid);
  const driver0 = process.cpuUsage();
  await gen.measuring(true);
  const t0 = performance.now();
  const counted = serverCounts
    ? {
        get moves() {
          return serverCounts.playerMoves;
        },
        latencies: tally.latencies,
      }
    : tally;
  const sampler = new Sampler(counted, t0).every(SAMPLE_MS);
  await sleep(S * 1000);
  await gen.measuring(false);
  const series = sampler.stop();
  const wall = (performance.now() - t0) / 1000;
  const cpu1 = cpuTimes(pid);
  const writes = writeCalls(pid) - writes0;
  const threads1 = threadRunTimes(pid);
  const user = cpu1.user - cpu0.user;
  const system = cpu1.system - cpu0.system;
  const cpu = user + system;
  const mainThread = cpu * mainThreadShare(pid, threads0, threads1);
  const d = process.cpuUsage(driver0);
  const driverDelay = await gen.loopDelayStop();
  const { loopDelay: serverDelay } = await ask<{ loopDelay: LoopDelayFigures }>(
    child,
    { loopDelayStop: true },
    "loopDelay",
  );
  const server = serverCounts ? await serverCounts.stop() : null;
  const moves = server ? server.player : tally.moves;
  const actions = server ? server.player + server.bot + server.rules : tally.moves;
  let byStage: { stage: string; share: number }[] | null = null;
  if (values.profile) {
    const dir = path.join(values.out!, "profiles");
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(dir, `${game}-${phase}-${stamp}.cpuprofile`);
    await ask(child, { profileStop: file }, "profiled");
    const driverFiles = await gen.profileStop((k) =>
      path.join(dir, `${game}-${phase}-driver-${k}-${stamp}.cpuprofile`),
    );
    console.error(`profiles of the ${phase} phase: server ${file}, load generator ${driverFiles.join(", ")}`);
    // The stages are a game room's (an echo room answers inside its message handler: ./moveCost.ts).
    if (byServer && cpu > 0)
      byStage = withHelperThreads(moveCost(JSON.parse(readFileSync(file, "utf8")) as CpuProfile), mainThread / cpu);
  }
  const cpuPerMove = moves ? (cpu * 1e6) / moves : null;
  return {
    movesPerSecond: Math.round(moves / wall),
    latencyMs: summarize(tally.latencies),
    matchSetupMs: summarize(tally.setups),
    serverCpuPercent: Math.round((cpu / wall) * 1000) / 10,
    serverCpuUsPerMove: moves ? Math.round((cpu * 1e6) / moves) : null,
    /** The same, split: the server's own code (user) and the kernel's work for it (system: mostly its socket writes,
     * which on loopback also deliver to the load generator and wake it when it sleeps). */
    serverUserUsPerMove: moves ? Math.round((user * 1e6) / moves) : null,
    serverSystemUsPerMove: moves ? Math.round((system * 1e6) / moves) : null,
    /**
     * The same, split by thread: the main thread, which runs every callback and bounds what one process can take,
     * and the rest, V8's helper threads (the optimizing compiler, the concurrent and parallel parts of the
     * collector, the profiler's sampler with --profile), which run beside it on the other cores.
     */
    serverMainThreadUsPerMove: moves ? Math.round((mainThread * 1e6) / moves) : null,
    serverHelperThreadsUsPerMove: moves ? Math.round(((cpu - mainThread) * 1e6) / moves) : null,
    /** The server's write system calls per move (./stats.ts, `writeCalls`): one per socket write. */
    serverWritesPerMove: moves ? Math.round((writes / moves) * 100) / 100 : null,
    /** Per action applied, the rules' own steps (a Dungeon Lite Enemy Phase) and bots' moves included. */
    serverCpuUsPerAction: actions ? Math.round((cpu * 1e6) / actions) : null,
    /** Who counted the moves; with the server's counts, the clients' count beside them (see ./moveCounts.ts). */
    countedBy: server ? "server" : "clients",
    ...(server ? { serverCounts: server, clientsCountedMoves: tally.moves } : {}),
    serverRssMb: rssMb(pid),
    /** The load generator's own CPU: near 100% means the figures measure the driver, not the server. */
    driverCpuPercent: Math.round(((d.user + d.system) / 1e6 / wall) * 1000) / 10,
    /**
     * How late each process's event loop turned (ms: p50, p99, max; ./loopDelay.ts): a move that arrives while the
     * server's loop is held (a collection's pause) waits as long, and so does a patch the load generator has not
     * read yet; a latency p99 near one of these is that process's pauses.
     */
    serverLoopDelayMs: serverDelay,
    driverLoopDelayMs: driverDelay,
    rejected: tally.rejected,
    rejectedCodes: tally.rejectedCodes,
    finishedMatches: tally.finished,
    /** Moves per match ended in the window: how often a client pays for matchmaking, joining and the final write. */
    movesPerFinishedMatch: tally.finished ? Math.round(moves / tally.finished) : null,
    /** Moves/s and latency p50/p99 per interval of SAMPLE_MS over the window (the chart's lines). */
    series,
    /**
     * With --profile: the server's CPU per move by stage (./moveCost.ts), each stage's share of the profile's busy
     * time applied to the main thread's CPU per move, and the helper threads' CPU per move as a stage of its own
     * (`withHelperThreads`; the profiler itself raises both by a few percent).
     */
    ...(byStage
      ? {
          cpuByStage: byStage.map(({ stage, share }) => ({
            stage,
            share: Math.round(share * 1000) / 1000,
            usPerMove: cpuPerMove === null ? null : Math.round(share * cpuPerMove * 10) / 10,
          })),
        }
      : {}),
  };
}

/**
 * After a phase: its clients' leaving given a second, then the server's heap collected (./server.ts, `settle`), so
 * that what the phase's rooms left behind is not collected in the next phase's window, whichever kind it is.
 */
async function settle(child: ChildProcess) {
  await sleep(1000);
  await ask(child, { settle: true }, "settled");
}

/**
 * M echo rooms of `roomName` (the bare echo, or the contract echo), each with as many clients as the game has seats,
 * measured, then left. Each move is patched to every client of its room, as a game's move is to every seat.
 */
async function echoPhase(
  child: ChildProcess,
  pid: number,
  gen: LoadGenerator,
  url: string,
  roomName: string,
  phase: string,
  clients: number,
  paceMs = 0,
) {
  // Every echo room set up first, then all start (drivers.ts, `holding`).
  const setupFailures = await gen.setUpEchoRooms(url, roomName, clients, paceMs, M);
  await gen.startMoving();
  const figures = await measure(child, pid, gen, phase, "clients");
  await gen.leave();
  await settle(child);
  return { ...figures, setupFailures };
}

/**
 * M matches of the game played at once, each finished one replaced by a new one, measured: as fast as the clients
 * can (phase "game"), or with each move after a think time of 0.5–1.5 `paceMs` ("game-paced").
 */
async function gamePhase(
  child: ChildProcess,
  pid: number,
  gen: LoadGenerator,
  url: string,
  seats: number,
  phase: string,
  paceMs = 0,
) {
  const tokens = await guests(url, seats * M);
  const baseRss = rssMb(pid);
  const tokensByMatch = Array.from({ length: M }, (_, i) => tokens.slice(i * seats, i * seats + seats));
  // Every match set up first, then all start (drivers.ts, `holding`); a match that ends is replaced at once.
  const setupFailures = await gen.setUpMatches(url, game, seats, options, paceMs, tokensByMatch);
  await gen.startMoving();
  const figures = await measure(child, pid, gen, phase, "server");
  // Every client leaves (each match is paused, as when a table empties), so that the next phase runs alone.
  const live = await gen.leave();
  const rssPerMatchKb = Math.round(((figures.serverRssMb - baseRss) * 1024) / Math.max(1, live));
  await settle(child);
  return { ...figures, rssPerMatchKb, setupFailures };
}

type Figures = Awaited<ReturnType<typeof measure>>;

/** The targets, each a ratio to the bare echo room of the same run, at M = 1000. */
const TARGETS = { serverCpuPerMoveAtMost: 2, p99AtMost: 2 } as const;

/**
 * A run's phases: its rounds (./rounds.ts), and the contract echo, measured once, in the first, with the game's own
 * work measured alone right after it (./floor.ts).
 */
interface Phases {
  rounds: Round<Figures>[];
  contractEcho: Figures;
  gameWork: GameWork;
}

function report(seats: number, idleRssMb: number, driverThreads: number, { rounds, contractEcho, gameWork }: Phases) {
  const byRound = rounds.map(roundRatios);
  const headline = rounds[medianRoundIndex(byRound)];
  const first = rounds[0].bare;
  const firstCounts = rounds[0].gameRun.serverCounts;
  const floor = floorOf(
    contractEcho.serverCpuUsPerMove,
    gameWork,
    firstCounts ? actionsPerMove(firstCounts) : null,
    first.serverCpuUsPerMove,
  );
  return {
    when: new Date().toISOString(),
    game,
    matches: M,
    seconds: S,
    /** Seconds of load before each phase's measured window. */
    warmupSeconds: WARMUP_S,
    seats,
    options,
    machine: { cpus: os.cpus().length, node: process.version },
    server: { idleRssMb },
    /** The load generator's threads, each with its own clients and heap (./loadGenerator.ts). */
    driverThreads,
    /** How many times the bare room's and the game's phases ran in turn. */
    rounds: rounds.length,
    /** The round whose CPU ratio is the median (from 1): `bare`, `gameRun`, `barePaced` and `gamePaced` are its. */
    medianRound: rounds.indexOf(headline) + 1,
    bare: headline.bare,
    /**
     * The bare echo plus the wire contract's `events` and `legal` after every move: a game room's ceiling here.
     * Measured once, in the first round, right after its bare room.
     */
    contractEcho,
    /**
     * The least a move of this game could cost a room keeping the wire contract: the contract echo plus the game's
     * own rules and projection, measured alone (./floor.ts), against the first round's bare room; and the game's CPU
     * per move (the median of the rounds') over it, what the room, the store and the rest add.
     */
    floor: {
      ...floor,
      /** The moves the pipeline timed in each of its passes (--floor-moves). */
      pipelineMoves: FLOOR_MOVES,
      gameOverFloor: ratio(median(rounds.map((r) => r.gameRun.serverCpuUsPerMove)), floor.usPerMove),
    },
    gameRun: headline.gameRun,
    /** The think time of the paced phases (0: not run). */
    paceMs: PACE_MS,
    /** The bare room, and the game, with each move after a think time (--pace-ms): the same moves a second. */
    barePaced: headline.barePaced,
    gamePaced: headline.gamePaced,
    /** Each ratio's median over the rounds (./rounds.ts, roundRatios, says what each is). */
    ratios: {
      ...medianRatios(byRound),
      /** The same ratios for the contract echo, against the first round's bare room: the best any game room keeping the wire contract could score. */
      contractEchoServerCpuPerMove: ratio(contractEcho.serverCpuUsPerMove, first.serverCpuUsPerMove),
      contractEchoP99: ratio(contractEcho.latencyMs.p99, first.latencyMs.p99),
      contractEchoThroughput: ratio(contractEcho.movesPerSecond, first.movesPerSecond),
    },
    /** Every round's ratios, in the order run: their spread is the machine's. */
    ratiosByRound: byRound,
    /** Every round's phases, in the order run. */
    byRound: rounds,
    targets: TARGETS,
  };
}

/** The run without its sampled series, for the console (the file keeps them). */
function withoutSeries(r: ReturnType<typeof report>) {
  const strip = <F extends Figures>(f: F | null) => {
    if (!f) return null;
    const { series: _series, ...rest } = f;
    return rest;
  };
  const stripRound = (x: Round<Figures>) => ({
    bare: strip(x.bare),
    gameRun: strip(x.gameRun),
    barePaced: strip(x.barePaced),
    gamePaced: strip(x.gamePaced),
  });
  return { ...r, ...stripRound(r), contractEcho: strip(r.contractEcho), byRound: r.byRound.map(stripRound) };
}

async function main() {
  // The rules' own steps (Dungeon Lite's Enemy Phase) follow each other at once: their pause (RULES_STEP_MS) is
  // there for people to follow them, and would make the latencies measure it rather than the server.
  // --expose-gc: the server's heap is collected between phases (`settle`).
  const { child, pid, url } = await startServer(["--expose-gc"], { RULES_STEP_MS: "0" });
  // The young generation at its working size before any reading, so that `rssPerMatchKb` does not count its growth.
  await ask(child, { fillYoung: true }, "youngBytes");
  const seats = await seatsFor(url, game, values.seats);
  // Options the game refuses would fail every match's setup (and the floor's pipeline): said at once, with the reason.
  const def = gameById(game);
  const read = def ? readGameOptions(def.engine, options, seats) : null;
  if (read && !read.ok) {
    console.error(read.refusal);
    await stopServer(child);
    process.exit(2);
  }
  const gen = new LoadGenerator(DRIVER_THREADS ?? threadsFor(M * seats));
  const idleRss = rssMb(pid);
  // Baseline: bare echo rooms; then echo rooms that also send the contract's messages; then the bare room paced
  // (the latency a move costs at a load both can take, not the queue of M moves always in flight); then the game, at
  // full speed and paced. Then again, --rounds times in all, without the contract echo. The server's heap is collected
  // after every phase: a bare room measured after a game phase would otherwise pay the collections of what the game's
  // thousand matches left behind (pauses of over 100 ms in 6-seat Xorlosch).
  const rounds: Round<Figures>[] = [];
  let contractEcho: Figures | null = null;
  let gameWork: GameWork | null = null;
  for (let k = 1; k <= ROUNDS; k++) {
    const name = (phase: string) => (k === 1 ? phase : `${phase}-${k}`);
    const bare = await echoPhase(child, pid, gen, url, "bench-echo", name("bare"), seats);
    if (k === 1) {
      contractEcho = await echoPhase(child, pid, gen, url, "bench-echo-contract", "contract", seats);
      // The game's own work alone, M matches in one process, while the server and the load generator wait.
      gameWork = measureGameWork(game, seats, options, M, FLOOR_MOVES, path.join(values.out!, "pipeline"));
    }
    const barePaced =
      PACE_MS > 0 ? await echoPhase(child, pid, gen, url, "bench-echo", name("bare-paced"), seats, PACE_MS) : null;
    const gameRun = await gamePhase(child, pid, gen, url, seats, name("game"));
    const gamePaced = PACE_MS > 0 ? await gamePhase(child, pid, gen, url, seats, name("game-paced"), PACE_MS) : null;
    rounds.push({ bare, gameRun, barePaced, gamePaced });
    console.error(`round ${k} of ${ROUNDS}: ${JSON.stringify(roundRatios(rounds[k - 1]))}`);
  }
  const result = report(seats, idleRss, gen.size, { rounds, contractEcho: contractEcho!, gameWork: gameWork! });
  mkdirSync(values.out!, { recursive: true });
  const file = path.join(values.out!, `bench-${game}-${result.when.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  const chart = file.replace(/\.json$/, ".svg");
  writeFileSync(chart, chartOfRun(result));
  console.log(JSON.stringify(withoutSeries(result), null, 2));
  console.log(`written to ${file} and ${chart}`);
  if (values.compare)
    process.stdout.write("\n" + comparisonReport(readRun(values.compare), result, values.compare, file));
  await gen.stop();
  await stopServer(child);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
