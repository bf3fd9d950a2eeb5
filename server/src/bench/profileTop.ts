/** `node server/dist/bench/profileTop.js <file.cpuprofile> [N]`: the functions with the most self time. */
import { readFileSync } from "node:fs";

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, n = "25"] = process.argv.slice(2);
const prof = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(prof.nodes.map((x) => [x.id, x]));
const self = new Map<string, number>();
let total = 0;
prof.samples.forEach((id, i) => {
  const dt = prof.timeDeltas[i] ?? 0;
  total += dt;
  const f = byId.get(id)!.callFrame;
  const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/(server|shared)\//, "$1/")}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + dt);
});
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
}
