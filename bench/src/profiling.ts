/**
 * V8 profiles of a bench process, taken from inside it: a CPU profile, and optionally a sampled allocation profile
 * written beside it (`<name>.heapprofile`). The bench's `--profile` uses it for the server and the load generator;
 * profileTop.js and heapTop.js read the files, naming functions with `frameLabel`.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

export interface Profiling {
  /** Stops and writes the CPU profile to `cpuFile` (and the allocation profile beside it, if sampled). */
  stop(cpuFile: string): Promise<void>;
}

export async function startProfiling(opts: { allocations: boolean }): Promise<Profiling> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  if (opts.allocations) {
    await session.post("HeapProfiler.enable");
    // Objects the collector has freed by the end are counted too: without them the profile would show what is
    // still alive when it stops, not what allocates the most.
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 64 * 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  return {
    async stop(cpuFile) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(cpuFile, JSON.stringify(profile));
      if (opts.allocations) {
        const { profile: heap } = await session.post("HeapProfiler.stopSampling");
        writeFileSync(cpuFile.replace(/\.cpuprofile$/, ".heapprofile"), JSON.stringify(heap));
      }
      session.disconnect();
    },
  };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** `name path:line`, with paths shortened to the package or to server/ and shared/. */
export function frameLabel(f: CallFrame): string {
  return `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/(server|shared)\//, "$1/")}:${f.lineNumber + 1}`;
}
