/**
 * `node bench/dist/heapTop.js <file.heapprofile> [N]`: the functions that allocated the most bytes in a
 * sampled allocation profile (the bench's `--profile` writes one per phase beside the CPU profile).
 */
import { readFileSync } from "node:fs";
import { frameLabel, type CallFrame } from "./profiling.js";

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

const [file, n = "25"] = process.argv.slice(2);
const { head } = JSON.parse(readFileSync(file, "utf8")) as { head: HeapNode };
const self = new Map<string, number>();
let total = 0;
const walk = (node: HeapNode) => {
  const key = frameLabel(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  node.children.forEach(walk);
};
walk(head);
console.log("sampled bytes allocated, by function");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
  console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
}
