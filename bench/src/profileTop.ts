/**
 * `node bench/dist/profileTop.js <file.cpuprofile> [N]`: a server profile's busy time by stage of a move
 * (./moveCost.ts), the functions with the most self time, then the functions with the most total time (self plus
 * callees, counted once per stack even when recursive).
 */
import { readFileSync } from "node:fs";
import { frameLabel } from "./profiling.js";
import { moveCost, type CpuProfile } from "./moveCost.js";

const [file, n = "25"] = process.argv.slice(2);
const prof = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
const byId = new Map(prof.nodes.map((x) => [x.id, x]));
const parent = new Map<number, number>();
for (const node of prof.nodes) for (const c of node.children ?? []) parent.set(c, node.id);

const label = (id: number) => frameLabel(byId.get(id)!.callFrame);

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
prof.samples.forEach((id, i) => {
  const dt = prof.timeDeltas[i] ?? 0;
  all += dt;
  self.set(label(id), (self.get(label(id)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = label(at);
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + dt);
  }
});

const print = (title: string, m: Map<string, number>) => {
  console.log(title);
  for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
    console.log(`${((v / all) * 100).toFixed(1).padStart(5)}%  ${k}`);
  }
};
console.log("busy time by stage of a move");
for (const { stage, share } of moveCost(prof)) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${stage}`);
print("\nself time", self);
print("\ntotal time", total);
