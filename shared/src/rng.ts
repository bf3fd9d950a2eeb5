/**
 * The match's randomness, kept as plain data inside the game state: two streams drawn from the match's secret seed.
 *
 * - `dice`: the public numbers (dice, a first player, a spawn zone, an enemy's tie-break), drawn with `nextInt` and
 *   `nextFloat`. sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state, passes PractRand): fast,
 *   four uint32s, but not cryptographic.
 * - `deck`: the hidden order (every `shuffle`: decks and face-down piles), from ChaCha20 (./deck-stream.ts), which
 *   no number seen at the table reveals.
 *
 * Both start from SHA-256 of the seed (`@noble/hashes`): the deck's key is that hash, and the dice's start is the
 * first words of its keystream under another nonce, so learning the dice's state gives neither the seed nor the
 * key. A public draw never moves the hidden stream and a shuffle never moves the dice (docs/durability.md, "What the
 * dice tell"). We keep our own sfc32 instead of pure-rand because the state must be a JSON value that lives in the
 * game state and is stored, copied and compared like any other field.
 *
 * Every function is pure: it returns the value and the next state; the input is untouched.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { DeckStream, deckFromKey, keystreamWords, type DeckState } from "./deck-stream.js";

export type { DeckState };

/** sfc32's state: four uint32s. */
export type DiceState = readonly [number, number, number, number];

export interface RngState {
  /** The public stream (sfc32). */
  readonly dice: DiceState;
  /** The hidden stream (ChaCha20). */
  readonly deck: DeckState;
}

/** The nonce under which the dice's start state is drawn from the key (the deck's own stream has nonce 0). */
const DICE_NONCE = new Uint8Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

export function rngFromSeed(seed: string): RngState {
  const key = sha256(utf8ToBytes(seed));
  const [a, b, c, d] = keystreamWords(key, DICE_NONCE, 4);
  return { dice: [a, b, c, d], deck: deckFromKey(key) };
}

/**
 * The dice's generator, stepped in place: the one place sfc32 is written. The pure functions below start one from
 * a state and read the state back; the simulator's bots step one (from `rngFromSeed(...).dice`) for many draws
 * without building a new state per draw.
 */
export class Sfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(s: DiceState) {
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
  state(): DiceState {
    return [this.a, this.b, this.c, this.d];
  }
}

/** A public uint32 (the dice's stream). */
export function nextUint32(s: RngState): [number, RngState] {
  const g = new Sfc32(s.dice);
  const u = g.nextUint32();
  return [u, { dice: g.state(), deck: s.deck }];
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
 * A shuffled copy, in an order drawn from the hidden stream (Fisher–Yates, each draw uniform in [0, i + 1)); the input
 * array and the dice are untouched. With nothing to swap (fewer than two items) the state is handed back unchanged.
 */
export function shuffle<T>(s: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  if (out.length < 2) return [out, s];
  const g = new DeckStream(s.deck, out.length - 1);
  for (let i = out.length - 1; i > 0; i--) {
    const j = g.nextBelow(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return [out, { dice: s.dice, deck: g.state() }];
}

/** A stand-in state where none is known (a state rebuilt from a view, which never carries the match's streams). */
export const BLANK_RNG: RngState = { dice: [0, 0, 0, 0], deck: { key: "0".repeat(64), at: 0 } };
