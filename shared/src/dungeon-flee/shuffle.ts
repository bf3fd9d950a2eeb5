/**
 * Fisher–Yates over rng.ts's generator, giving exactly the same result as rng.ts `shuffle` (the same draws, the
 * same integer mapping as `nextInt` and the same final generator state; engine.test.ts compares them). The
 * generator (sfc32, as `nextUint32`) is stepped in four local numbers instead of two arrays per draw: setup
 * shuffles ~200 cards per game, and the simulator plays a thousand games a second.
 */
import type { RngState } from "../rng.js";

export function shuffleCards<T>(s: RngState, items: readonly T[]): [T[], RngState] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out.push(items[i]); // always a packed array (see noIds in lists.ts)
  let a = s[0] >>> 0,
    b = s[1] >>> 0,
    c = s[2] >>> 0,
    d = s[3] >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    const u = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = (((c << 21) | (c >>> 11)) + u) >>> 0;
    const j = Math.floor((u / 4294967296) * (i + 1));
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  // With no swap at all the state is handed back unchanged, as `shuffle` does.
  return [out, out.length > 1 ? [a, b, c, d] : s];
}
