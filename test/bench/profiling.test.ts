/**
 * The benchmark's allocation profile (server/src/bench/profiling.ts) counts what was allocated, not only what is
 * still alive when it stops: short-lived garbage, which is most of what a server allocates per move, is in it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProfiling } from "@tabletop/server/bench/profiling.js";

interface HeapNode {
  selfSize: number;
  children: HeapNode[];
}
const sampled = (n: HeapNode): number => n.selfSize + n.children.reduce((s, c) => s + sampled(c), 0);

test("garbage allocated while profiling is in the allocation profile", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tabletop-profiling-"));
  try {
    const profiling = await startProfiling({ allocations: true });
    // About 60 MB of objects, each garbage soon after: all but the last 1,024 are gone when the profile stops.
    const sink: unknown[] = new Array(1024);
    for (let i = 0; i < 1_000_000; i++) sink[i % 1024] = { i, list: [i, i + 1] };
    const file = path.join(dir, "run.cpuprofile");
    await profiling.stop(file);
    const { head } = JSON.parse(readFileSync(file.replace(/\.cpuprofile$/, ".heapprofile"), "utf8"));
    expect(sink[1023]).toEqual({ i: 999_423, list: [999_423, 999_424] });
    expect(sampled(head)).toBeGreaterThan(20 * 2 ** 20);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
