/**
 * One thread of the load generator (./loadGenerator.ts): it sets up and plays its share of a phase's echo rooms or
 * matches with the scripted clients of ./drivers.ts, in a V8 heap of its own, and sends the main thread what its
 * clients measured, a batch every BATCH_MS while measuring.
 */
import "@tabletop/server/testing";
import { parentPort } from "node:worker_threads";
import type { Room } from "@colyseus/sdk";
import { newTally, startEchoRoom, startMatch, startMoving, stateClassOf } from "./drivers.js";
import { inBatches } from "./serverProcess.js";
import { withRetries } from "./retries.js";
import { MatchPool } from "./matchPool.js";
import { LoopDelay } from "./loopDelay.js";
import { startProfiling, type Profiling } from "./profiling.js";
import type { Batch, Command, Reply } from "./loadGenerator.js";

/** How often a measuring thread sends what its clients measured. */
const BATCH_MS = 100;

const port = parentPort!;
let tally = newTally();
let rooms: Room[] = [];
/** The phase's matches, while a phase of matches runs. */
let matches: MatchPool<Room> | null = null;
let batchTimer: NodeJS.Timeout | null = null;
const loopDelay = new LoopDelay();
let profiler: Profiling | null = null;

/** What the clients measured since the last batch; the tally starts again from nothing. */
function drain(): Batch {
  const batch: Batch = {
    moves: tally.moves,
    latencies: tally.latencies,
    setups: tally.setups,
    rejected: tally.rejected,
    rejectedCodes: tally.rejectedCodes,
    finished: tally.finished,
  };
  tally.moves = tally.rejected = tally.finished = 0;
  tally.latencies = [];
  tally.setups = [];
  tally.rejectedCodes = {};
  return batch;
}

const sendBatch = () => port.postMessage({ batch: drain() } satisfies Reply);

async function run(c: Command): Promise<Omit<Reply, "id">> {
  switch (c.cmd) {
    case "echo": {
      tally = newTally();
      tally.holding = true;
      rooms = [];
      const failures = { count: 0 };
      await inBatches(c.count, async () => {
        rooms.push(
          ...(await withRetries(() => startEchoRoom(c.url, tally, c.roomName, c.clients, c.paceMs), failures)),
        );
      });
      return { setupFailures: failures.count };
    }
    case "matches": {
      tally = newTally();
      tally.holding = true;
      const State = stateClassOf(c.game);
      const phase = new MatchPool<Room>(tally, (i, onTally, finished) =>
        startMatch(c.url, c.game, State, c.seats, c.options, c.tokens[i], onTally, finished, Infinity, c.paceMs),
      );
      matches = phase;
      let next = 0;
      await inBatches(c.tokens.length, () => phase.launch(next++));
      return { setupFailures: phase.failures.count };
    }
    case "startMoving":
      startMoving(tally);
      return {};
    case "measure":
      if (c.on) {
        drain();
        tally.measuring = true;
        batchTimer = setInterval(sendBatch, BATCH_MS);
      } else {
        tally.measuring = false;
        if (batchTimer) clearInterval(batchTimer);
        batchTimer = null;
        sendBatch(); // before the reply: messages from a thread arrive in order
      }
      return {};
    case "leave": {
      const echoRooms = rooms;
      rooms = [];
      const [liveMatches] = await Promise.all([
        matches?.end() ?? 0,
        ...echoRooms.map((r) => r.leave().catch(() => undefined)),
      ]);
      matches = null;
      return { liveMatches };
    }
    case "loopDelayStart":
      loopDelay.start();
      return {};
    case "loopDelayStop":
      return { loopDelay: loopDelay.stop() };
    case "profileStart":
      profiler = await startProfiling({ allocations: false });
      return {};
    case "profileStop":
      await profiler?.stop(c.file);
      profiler = null;
      return {};
  }
}

port.on("message", (c: Command) => {
  run(c).then(
    (reply) => port.postMessage({ id: c.id, ...reply } satisfies Reply),
    (e: unknown) => port.postMessage({ id: c.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
