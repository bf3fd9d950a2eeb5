/**
 * `npm run bench:memory -- [--matches N] [--moves K] [--configs xorlosch:2,dungeon-flee:1,dungeon-lite:4]
 *    [--pace-ms 1000]`
 *
 * What a live match costs the server's memory, item by item. For each configuration (game:seats) a fresh server
 * child (./server.ts, with --expose-gc), its young generation first brought to its working size
 * (./youngGeneration.ts), gets N/5 matches played K moves each by scripted clients over real WebSockets, which then
 * stay seated and idle, and its memory is read after a full collection; so at five sizes up to N, the slope fitted
 * to each reading (RSS, JS heap, V8's committed heap, ArrayBuffers) being what one more match costs, with
 * everything one-off (compiled code, caches) left out. Another server child does the same with the matches moving
 * (a move about every second per match, or every --pace-ms, a match that ends replaced). A third server child gets
 * N/2 and then N matches, with a heap snapshot at each size (a server that has written a snapshot keeps its RSS
 * grown, so the readings come from the first). Per match:
 *   - the snapshots' difference over the matches added;
 *   - the items (./memoryAttribution.ts): what the matches alone hold, divided by the matches in the second
 *     snapshot, and by class what grew between the snapshots but is held from outside the matches as well.
 * Writes bench/results/memory-<time>.json and prints the table the README's benchmark section shows.
 */
import { matchStateFor } from "@tabletop/server/testing";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gameById } from "@tabletop/shared";
import { newTally, startMatch } from "./drivers.js";
import { slope } from "./stats.js";
import { ask, guests, inBatches, startServer, stopServer } from "./serverProcess.js";
import { readHeapSnapshot } from "./heapSnapshot.js";
import { attribute, type Attribution } from "./memoryAttribution.js";
import { memoryTable, type ConfigMemory } from "./memoryTable.js";
import { countFlag } from "./flags.js";

const { values } = parseArgs({
  options: {
    matches: { type: "string", default: "200" },
    moves: { type: "string", default: "30" },
    configs: { type: "string", default: "xorlosch:2,dungeon-flee:1,dungeon-lite:4" },
    /** The moving matches' pace: a move about every this many ms per match (each size is read 2 paces and 1 s on). */
    "pace-ms": { type: "string", default: "1000" },
    out: { type: "string", default: "bench/results" },
    /** Keeps the heap snapshots (in a temporary folder, named on the console) for DevTools. */
    keep: { type: "boolean", default: false },
  },
});
const N = Number(values.matches);
const K = Number(values.moves);
/** The moving matches' pace: by default a move about every second per match, as a brisk table of people plays. */
const PACE_MS = countFlag("pace-ms", "milliseconds", values["pace-ms"]!);
/** How many sizes the process's memory is read at, N/STEPS apart. */
const STEPS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** process.memoryUsage() and the bytes V8 has committed per heap space. */
type Memory = NodeJS.MemoryUsage & { spaces: Record<string, number> };
const committed = (m: Memory) => Object.values(m.spaces).reduce((n, x) => n + x, 0);

/** Waits until no client has had a move acknowledged for 1.5 s: every match is idle. */
async function settled(tally: { moves: number }): Promise<void> {
  let last = -1;
  let still = 0;
  while (still < 3) {
    await sleep(500);
    still = tally.moves === last ? still + 1 : 0;
    last = tally.moves;
  }
}

/**
 * A fresh server child holding matches of one configuration, added in steps: idle once they have made K moves, or
 * `moving` on at a table's pace (a move every PACE_MS or so per match), a match that ends replaced by a new one with
 * its players. Its young generation is brought to its working size first (./youngGeneration.ts).
 */
async function tables(game: string, seats: number, moving = false) {
  const def = gameById(game);
  if (!def) throw new Error(`no game "${game}"`);
  const State = matchStateFor(def.engine).State;
  const server = await startServer(["--expose-gc"], { RULES_STEP_MS: "0" });
  const { youngBytes } = await ask<{ youngBytes: number }>(server.child, { fillYoung: true }, "youngBytes");
  const tokens = await guests(server.url, seats * N);
  const tally = newTally();
  tally.measuring = true;
  /** Matches started with the tokens made up front, matches started in all, and matches ended. */
  let pooled = 0;
  let started = 0;
  let finished = 0;
  let stopping = false;
  const play = async (mine: string[]): Promise<void> => {
    started++;
    const ended = () => {
      finished++;
      if (moving && !stopping) void play(mine).catch(() => undefined);
    };
    await startMatch(
      server.url,
      game,
      State,
      seats,
      {},
      mine,
      tally,
      ended,
      moving ? Infinity : K,
      moving ? PACE_MS : 0,
    );
  };
  const launch = async () => {
    const i = pooled++;
    return play(i < N ? tokens.slice(i * seats, i * seats + seats) : await guests(server.url, seats));
  };
  return {
    server,
    youngBytes,
    /** Adds matches up to `total`, and waits until every one is idle (or, moving, until they all have moved). */
    async fill(total: number) {
      await inBatches(Math.max(0, moving ? total - (started - finished) : total - pooled), launch);
      if (moving) await sleep(2 * PACE_MS + 1000);
      else await settled(tally);
    },
    async stop() {
      stopping = true;
      await stopServer(server.child);
    },
    /** The matches in play: a match that ended before K moves is gone (its room closes once its clients leave). */
    get live() {
      return started - finished;
    },
    /** The process's memory after a full collection, and a heap snapshot if `file` is given. */
    async read(file: string | null = null): Promise<Memory> {
      const { memory } = await ask<{ memory: Memory }>(server.child, { memory: true, heapSnapshot: file }, "memory");
      return memory;
    },
  };
}

async function measureConfig(game: string, seats: number, dir: string): Promise<ConfigMemory> {
  const half = Math.floor(N / 2);
  const t0 = performance.now();
  const stamp = (what: string) => console.error(`  ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The process's readings, in a server that takes no snapshot: writing one leaves the RSS grown.
  // RSS grows in steps (V8 commits heap pages, malloc its arenas), so it is read at STEPS sizes, each slope fitted.
  const readAtSizes = async (moving: boolean) => {
    const t = await tables(game, seats, moving);
    const out: { matches: number; memory: Memory }[] = [];
    for (let k = 1; k <= STEPS; k++) {
      await t.fill(Math.round((N * k) / STEPS));
      out.push({ matches: t.live, memory: await t.read() });
    }
    await t.stop();
    return { readings: out, youngBytes: t.youngBytes };
  };
  const idle = await readAtSizes(false);
  stamp(`memory read at ${STEPS} sizes, matches idle`);
  const moving = await readAtSizes(true);
  stamp(`memory read at ${STEPS} sizes, matches moving`);
  const readings = idle.readings;
  const slopeOf = (rs: typeof readings, of: (m: Memory) => number) =>
    Math.round((slope(rs.map((r) => [r.matches, of(r.memory)])) / 1024) * 10) / 10;
  const slopeKb = (of: (m: Memory) => number) => slopeOf(readings, of);
  // The snapshots, in another.
  const snapped = await tables(game, seats);
  const fa = path.join(dir, `${game}-${seats}-a.heapsnapshot`);
  const fb = path.join(dir, `${game}-${seats}-b.heapsnapshot`);
  await snapped.fill(half);
  await snapped.read(fa);
  await snapped.fill(N);
  await snapped.read(fb);
  await snapped.stop();
  stamp("snapshots written");
  const at: Attribution = attribute(readHeapSnapshot(fa));
  const bt: Attribution = attribute(readHeapSnapshot(fb));
  if (!values.keep) for (const f of [fa, fb]) rmSync(f);
  stamp("read and attributed");
  const added = bt.rooms - at.rooms;
  const per = (bytes: number) => Math.round((bytes / Math.max(1, added) / 1024) * 10) / 10;
  const perMatch = (bytes: number) => Math.round((bytes / Math.max(1, bt.rooms) / 1024) * 10) / 10;
  const grown = [...bt.sharedByClass]
    .map(([what, bytes]) => ({ what, kb: per(bytes - (at.sharedByClass.get(what) ?? 0)) }))
    .filter((x) => x.kb >= 0.2)
    .sort((x, y) => y.kb - x.kb);
  return {
    game,
    seats,
    matches: { first: at.rooms, second: bt.rooms },
    clientsPerMatch: bt.clients / Math.max(1, bt.rooms),
    movesPerMatch: K,
    /** The young generation's backed size before the first reading (bytes), in the idle and the moving server. */
    youngBytes: { idle: idle.youngBytes, moving: moving.youngBytes },
    /** The process's readings at each size (bytes), with the matches idle and moving. */
    readings: readings.map((r) => ({ matches: r.matches, ...r.memory })),
    movingReadings: moving.readings.map((r) => ({ matches: r.matches, ...r.memory })),
    /** With the matches moving, a move about every PACE_MS per match. */
    perAddedMovingMatchKb: {
      rss: slopeOf(moving.readings, (m) => m.rss),
      heapUsed: slopeOf(moving.readings, (m) => m.heapUsed),
      newSpace: slopeOf(moving.readings, (m) => m.spaces.new_space ?? 0),
      arrayBuffers: slopeOf(moving.readings, (m) => m.arrayBuffers),
    },
    movingPaceMs: PACE_MS,
    perAddedMatchKb: {
      rss: slopeKb((m) => m.rss),
      heapUsed: slopeKb((m) => m.heapUsed),
      /** What V8 committed for its heap, and of it the young generation (semi-spaces). */
      heapCommitted: slopeKb(committed),
      newSpace: slopeKb((m) => m.spaces.new_space ?? 0),
      external: slopeKb((m) => m.external),
      arrayBuffers: slopeKb((m) => m.arrayBuffers),
      snapshot: per(bt.totalBytes - at.totalBytes),
      heldByMatches: per(bt.exclusiveBytes - at.exclusiveBytes),
    },
    items: bt.items.map((it) => ({
      item: it.item,
      kb: perMatch(it.bytes),
      bufferKb: perMatch(it.bufferBytes),
      parts: it.parts.slice(0, 6).map((p) => ({ part: p.part, kb: perMatch(p.bytes) })),
    })),
    heldByMatchesKb: perMatch(bt.exclusiveBytes),
    /** What grew per added match though it is held from outside the matches too, by class (largest first). */
    grownElsewhere: grown.slice(0, 15),
    grownElsewhereKb: per(bt.totalBytes - at.totalBytes - (bt.exclusiveBytes - at.exclusiveBytes)),
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const configs: ConfigMemory[] = [];
  for (const c of values.configs!.split(",")) {
    const [game, seats] = c.split(":");
    console.error(`${game}, ${seats} seats: ${N} matches, ${K} moves each ...`);
    configs.push(await measureConfig(game, Number(seats), dir));
  }
  if (values.keep) console.error(`heap snapshots kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  const result = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    matches: N,
    moves: K,
    configs,
  };
  mkdirSync(values.out!, { recursive: true });
  const file = path.join(values.out!, `memory-${result.when.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  process.stdout.write(memoryTable(configs));
  console.log(`\nwritten to ${file}`);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
