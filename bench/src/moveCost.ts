/**
 * Where a game server's CPU goes, by stage of a move, read from a CPU profile of the server (the benchmark's
 * `--profile`, game phase). Each sample is charged to the first stage of `STAGES` with a frame anywhere on the
 * sample's stack, so a socket write made while the patch is sent is the socket's, and a legal list computed for
 * the synced state is the rules'; what no stage claims is "other" (promise and timer machinery, matchmaking, metrics, the
 * profiler itself). Shares are of the time the server was busy (idle samples left out). The echo rooms answer inside
 * their message handler, so their profiles would read as all "receive": the stages are a game room's.
 *
 * The frames name functions of this repository and of its dependencies: renaming one of them moves its time to
 * "other" (a profile whose "other" grows says so).
 */
import type { CallFrame } from "./profiling.js";

export interface Stage {
  stage: string;
  /** Frames as `function@path`: the function's name (`*` for any) and a part of its file's path. */
  frames: readonly string[];
  /** Frames that match `frames` but are not this stage's. */
  except?: readonly string[];
}

export const STAGES: readonly Stage[] = [
  { stage: "collection (young generation and old)", frames: ["(garbage collector)@"] },
  {
    stage: "socket writes (Node's streams and the kernel)",
    frames: ["uncork@", "writev@", "writeBuffer@", "writeUtf8String@", "writeLatin1String@"],
  },
  { stage: "store: the action appended (checked, queued)", frames: ["record@room/match.js"] },
  { stage: "rules: legal lists", frames: ["Match.legalFor@room/match.js", "legalFor@room/match.js"] },
  {
    stage: "the action read and checked (room's checks, rules' parser)",
    frames: ["readAction@", "read@shared/dist/actions.js", "checkActMessage@room/actMessage.js"],
  },
  {
    stage: "rules: apply, views, next step, outcome",
    frames: ["*@/shared/dist/"],
    // The synced state's classes, built from the view description: the projection makes their objects.
    except: ["*@/server/dist/room/viewSchema.js"],
  },
  { stage: "projection (the views copied into the synced state)", frames: ["project@room/match.js"] },
  { stage: "patch (encoded and sent to each client)", frames: ["broadcastPatch@@colyseus/core/"] },
  { stage: "events message", frames: ["sendEvents@room/tableMessages.js"] },
  { stage: "legal lists written into the synced state", frames: ["SeatLists.write@room/seatLists.js"] },
  {
    stage: "store: writes to Postgres",
    frames: ["*@store/journal.js", "*@store/writes.js", "*@/pg/", "*@/pg-pool/", "*@/pg-protocol/"],
  },
  {
    stage: "receive (socket read, frame, decode, dispatch)",
    frames: ["onStreamRead@", "*@/ws/lib/receiver.js", "_onMessage@@colyseus/core/", "*@msgpackr/unpack"],
  },
  { stage: "the room's own steps (act, play, publish, seats, clocks, corking)", frames: ["*@/server/dist/room/"] },
];

export const OTHER = "other";

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function matches(frame: CallFrame, spec: string): boolean {
  const at = spec.indexOf("@");
  const fn = spec.slice(0, at);
  const path = spec.slice(at + 1);
  return (fn === "*" || frame.functionName === fn) && (path === "" ? frame.url === "" : frame.url.includes(path));
}

/** What the server's threads other than the main one did: a stage of its own (a profile samples the main thread). */
export const HELPER_THREADS =
  "V8's helper threads (the optimizing compiler, the concurrent and parallel parts of the collection)";

/**
 * The stages of the whole process's CPU: V8's profiler samples the main thread only, so the profile's shares
 * (`moveCost`) are of the main thread's share of the CPU (`mainShare`), and the helper threads' CPU is one more stage.
 * In a game phase's first seconds the compiler alone took about a fifth of the server's CPU (docs/benchmark.md).
 */
export function withHelperThreads(
  byStage: readonly { stage: string; share: number }[],
  mainShare: number,
): { stage: string; share: number }[] {
  const main = Math.min(1, Math.max(0, mainShare));
  return [
    ...byStage.map(({ stage, share }) => ({ stage, share: share * main })),
    { stage: HELPER_THREADS, share: 1 - main },
  ];
}

/** Each stage's share of the server's busy time (STAGES' order, then "other"); the shares add up to 1. */
export function moveCost(profile: CpuProfile): { stage: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // The stage of each node's own frame (-1: none), then of its stack (the first stage found on it).
  const claims = (s: Stage, frame: CallFrame) =>
    s.frames.some((f) => matches(frame, f)) && !(s.except ?? []).some((f) => matches(frame, f));
  const own = new Map<number, number>();
  for (const n of profile.nodes)
    own.set(
      n.id,
      STAGES.findIndex((s) => claims(s, n.callFrame)),
    );
  const stackStage = new Map<number, number>();
  const stageOf = (id: number): number => {
    let s = stackStage.get(id);
    if (s === undefined) {
      let best = -1;
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const k = own.get(at)!;
        if (k >= 0 && (best < 0 || k < best)) best = k;
      }
      stackStage.set(id, (s = best));
    }
    return s;
  };
  const time = new Array<number>(STAGES.length + 1).fill(0);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    if (byId.get(id)?.callFrame.functionName === "(idle)") return;
    const dt = profile.timeDeltas[i] ?? 0;
    busy += dt;
    const s = stageOf(id);
    time[s < 0 ? STAGES.length : s] += dt;
  });
  return [...STAGES.map((s) => s.stage), OTHER].map((stage, k) => ({ stage, share: busy ? time[k] / busy : 0 }));
}
