/**
 * Brings V8's young generation to its working size before a benchmark reads the process's memory.
 *
 * The server runs with `--max-semi-space-size=128` (README, "Configuration"): V8 grows the two semi-spaces with the
 * allocation rate, up to 128 MB each, and RSS grows as their pages are first written. A busy server reaches that
 * size within seconds and keeps it, whatever the number of matches: it is a cost of the process, not of a match.
 * In a benchmark that adds matches and fits a slope to RSS, the growth lands wherever it happens to happen (the
 * allocation rate depends on the machine's load), and the slope counts 100–300 KB of it per match. So the
 * benchmark's server writes short-lived garbage until the young generation stops growing, once, before its first
 * reading; every reading after it is of the same young generation, and the slope is what the matches hold.
 */
import { getHeapSpaceStatistics } from "node:v8";

/** Bytes of the young generation's semi-spaces that are backed by memory now. */
export function youngGenerationBytes(): number {
  const s = getHeapSpaceStatistics().find((x) => x.space_name === "new_space");
  return s ? s.physical_space_size : 0;
}

/**
 * A round of garbage: small records, each kept alive while the next 50,000 are made. V8 grows the semi-spaces
 * when much of what it scavenges survives, as a busy server's messages and states in flight do; garbage that dies
 * at once would leave them small.
 */
function garbage(n: number): number {
  let window: { a: number; b: number[] }[] = [];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    window.push({ a: i, b: [i] });
    if (window.length >= 50_000) {
      sum += window.length;
      window = [];
    }
  }
  return sum + window.length;
}

/**
 * Writes short-lived garbage until the young generation's backed size has not grown over the last few rounds
 * (each round writes about 100 MB), then returns its size in bytes.
 */
export function fillYoungGeneration(): number {
  let last = -1;
  let still = 0;
  for (let round = 0; round < 64 && still < 4; round++) {
    garbage(2_000_000);
    const now = youngGenerationBytes();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}
