/**
 * Seeded pseudo-random generator kept as plain data inside the game state.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state,
 * passes PractRand), seeded from a string with the cyrb128 hash. We keep our own ~40
 * lines instead of pure-rand because the state must be a JSON value (four uint32s) that
 * lives in the game state and is stored, copied and compared like any other field.
 *
 * Every function is pure: it returns the value and the next state; the input is untouched.
 */

export type RngState = readonly [number, number, number, number];

/** cyrb128: a string hash to 128 bits, used only to turn a seed string into a start state. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function rngFromSeed(seed: string): RngState {
  const g = new Sfc32(cyrb128(seed));
  // Discard the first outputs so that similar seeds diverge.
  for (let i = 0; i < 12; i++) g.nextUint32();
  return g.state();
}

/**
 * The generator itself, stepped in place: the one place sfc32 is written. The pure functions below start one from
 * a state and read the state back; a shuffle and the simulator's bots step one for many draws without building a
 * new state per draw.
 */
export class Sfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(s: RngState) {
    this.a = s[0] >>> 0;
    this.b = s[1] >>> 0;
    this.c = s[2] >>> 0;
    this.d = s[3] >>> 0;
  }
  nextUint32(): number {
    const { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    this.d = (d + 1) >>> 0;
    this.a = (b ^ (b >>> 9)) >>> 0;
    this.b = (c + (c << 3)) >>> 0;
    this.c = (((c << 21) | (c >>> 11)) + t) >>> 0;
    return t;
  }
  /** A float in [0, 1). */
  nextFloat(): number {
    return this.nextUint32() / 4294967296;
  }
  /** An integer in [0, n). */
  nextInt(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}

export function nextUint32(s: RngState): [number, RngState] {
  const g = new Sfc32(s);
  const u = g.nextUint32();
  return [u, g.state()];
}

/** A float in [0, 1). */
export function nextFloat(s: RngState): [number, RngState] {
  const [u, next] = nextUint32(s);
  return [u / 4294967296, next];
}

/** An integer in [0, n). */
export function nextInt(s: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt: n must be a positive integer, got ${n}`);
  const [f, next] = nextFloat(s);
  return [Math.floor(f * n), next];
}

/**
 * A shuffled copy (Fisher–Yates, each draw `nextInt(state, i + 1)`); the input array is untouched. With nothing
 * to swap (fewer than two items) the state is handed back unchanged.
 */
export function shuffle<T>(s: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  if (out.length < 2) return [out, s];
  const g = new Sfc32(s);
  for (let i = out.length - 1; i > 0; i--) {
    const j = g.nextInt(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return [out, g.state()];
}
