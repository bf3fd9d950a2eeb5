/**
 * The hidden stream: the numbers that order what no one may see (shuffled decks, face-down piles). ChaCha20 (RFC
 * 8439) from `@noble/ciphers`, audited and free of native code, so the engines run the same in the server and the
 * browser. Its state is plain JSON, `{key, at}`: the 256-bit key (hex) and how many 32-bit words were drawn, so a
 * stream is stepped from any point without keeping anything else, and a replay draws exactly the same words.
 *
 * Why not the dice's sfc32: sfc32 is fast but not cryptographic, and enough public rolls may reveal its state. A
 * ChaCha20 keystream does not reveal its key, so every public number and every card shown so far tell nothing about
 * the cards still hidden (docs/durability.md, "What the dice tell").
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import { bytesToHex, hexToBytes } from "@noble/ciphers/utils.js";

export interface DeckState {
  /** The stream's key, 64 hex digits: secret like the match's seed, which it is made from. */
  readonly key: string;
  /** 32-bit words drawn so far. */
  readonly at: number;
}

/** Words in one ChaCha20 block (64 bytes). */
const BLOCK_WORDS = 16;
const TWO_32 = 4294967296;

/** The first `words` 32-bit words of the keystream of `key` under the 12-byte `nonce` (little-endian words). */
export function keystreamWords(key: Uint8Array, nonce: Uint8Array, words: number): number[] {
  const bytes = chacha20(key, nonce, new Uint8Array(words * 4));
  return Array.from({ length: words }, (_, i) => readWord(bytes, i));
}

function readWord(bytes: Uint8Array, i: number): number {
  const o = i * 4;
  return (bytes[o] | (bytes[o + 1] << 8) | (bytes[o + 2] << 16) | (bytes[o + 3] << 24)) >>> 0;
}

/** The hidden stream's nonce (the dice's start is drawn under another: ./rng.ts). */
const DECK_NONCE = new Uint8Array(12);

/** Blocks made at once: a call costs about as much as eight blocks, and a match's shuffles read on from each other. */
const RUN_BLOCKS = 16;

/**
 * The keystream last made for each of the last few keys (a process plays many matches at once; each shuffles again
 * and again from where it stopped). A block is a function of its key and index, so this only saves making it twice.
 */
interface Run {
  key: Uint8Array;
  firstBlock: number;
  bytes: Uint8Array;
}
const runs = new Map<string, Run>();
const MAX_RUNS = 256;

function runFor(hex: string, firstBlock: number, lastBlock: number): Run {
  let run = runs.get(hex);
  if (run && run.firstBlock <= firstBlock && lastBlock < run.firstBlock + run.bytes.length / 64) return run;
  const key = run?.key ?? hexToBytes(hex);
  const blocks = Math.max(RUN_BLOCKS, lastBlock - firstBlock + 1);
  run = { key, firstBlock, bytes: chacha20(key, DECK_NONCE, new Uint8Array(blocks * 64), undefined, firstBlock) };
  if (runs.size >= MAX_RUNS && !runs.has(hex)) runs.delete(runs.keys().next().value as string);
  runs.set(hex, run);
  return run;
}

/**
 * The stream, stepped in place for one shuffle: made from a state, read back with `state()`. The blocks it will
 * read (`expected` words) are made in one call, or found made already.
 */
export class DeckStream {
  private at: number;
  private run: Run;

  constructor(
    private readonly s: DeckState,
    expected = BLOCK_WORDS,
  ) {
    this.at = s.at;
    this.run = this.fetch(expected);
  }

  nextUint32(): number {
    let i = this.at - this.run.firstBlock * BLOCK_WORDS;
    if (i >= this.run.bytes.length / 4) {
      this.run = this.fetch(BLOCK_WORDS);
      i = this.at - this.run.firstBlock * BLOCK_WORDS;
    }
    this.at++;
    return readWord(this.run.bytes, i);
  }

  /** The run that holds the next `words` words. */
  private fetch(words: number): Run {
    const first = Math.floor(this.at / BLOCK_WORDS);
    return runFor(this.s.key, first, Math.floor((this.at + Math.max(words, 1) - 1) / BLOCK_WORDS));
  }

  /** An integer in [0, n), exactly uniform: a word from the top sliver that would favour small values is drawn again. */
  nextBelow(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = this.nextUint32();
      if (u < limit) return u % n;
    }
  }

  state(): DeckState {
    return this.at === this.s.at ? this.s : { key: this.s.key, at: this.at };
  }
}

/** A new stream's state under `key`. */
export function deckFromKey(key: Uint8Array): DeckState {
  return { key: bytesToHex(key), at: 0 };
}
