import { createCipheriv, createHash } from "node:crypto";
import { rngFromSeed, nextInt, nextFloat, nextUint32, shuffle, Sfc32, type RngState } from "@tabletop/shared";

describe("seeded RNG", () => {
  test("the same seed gives the same sequence", () => {
    const seq = (seed: string) => {
      let s = rngFromSeed(seed);
      const out: number[] = [];
      for (let i = 0; i < 20; i++) {
        let v: number;
        [v, s] = nextInt(s, 1000);
        out.push(v);
      }
      return out;
    };
    expect(seq("abc")).toEqual(seq("abc"));
    expect(seq("abc")).not.toEqual(seq("abd"));
  });

  test("functions are pure: the input state is unchanged", () => {
    const s = rngFromSeed("x");
    const copy = structuredClone(s);
    nextFloat(s);
    shuffle(s, [1, 2, 3]);
    expect(s).toEqual(copy);
  });

  test("nextFloat stays in [0,1) and is roughly uniform", () => {
    let s = rngFromSeed("uniform");
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10000; i++) {
      let f: number;
      [f, s] = nextFloat(s);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      buckets[Math.floor(f * 10)]++;
    }
    for (const b of buckets) {
      expect(b).toBeGreaterThan(850);
      expect(b).toBeLessThan(1150);
    }
  });

  test("shuffle returns a permutation and leaves the input alone", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const [out] = shuffle(rngFromSeed("s"), items);
    expect(out.slice().sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out).not.toEqual(items);
  });

  test("state is plain JSON, and a state read back from JSON draws the same dice and the same shuffles", () => {
    let s = rngFromSeed("j");
    [, s] = shuffle(s, [1, 2, 3, 4, 5]);
    [, s] = nextInt(s, 6);
    const back = JSON.parse(JSON.stringify(s)) as RngState;
    expect(back).toEqual(s);
    expect(nextInt(back, 1000)).toEqual(nextInt(s, 1000));
    expect(shuffle(back, [...Array(30).keys()])).toEqual(shuffle(s, [...Array(30).keys()]));
  });

  test("known values: the key is SHA-256 of the seed, the dice start and the hidden order are ChaCha20's (checked against OpenSSL)", () => {
    const s = rngFromSeed("known");
    const key = createHash("sha256").update("known").digest();
    // OpenSSL's chacha20 takes a 16-byte IV: the 32-bit block counter (little-endian), then the 12-byte nonce.
    const keystream = (nonce: number, words: number) => {
      const iv = Buffer.alloc(16);
      iv[4] = nonce;
      const bytes = createCipheriv("chacha20", key, iv).update(Buffer.alloc(words * 4));
      return Array.from({ length: words }, (_, i) => bytes.readUInt32LE(i * 4));
    };
    expect(s).toEqual({ dice: keystream(1, 4), deck: { key: key.toString("hex"), at: 0 } });
    expect(s.dice).toEqual([896193801, 316036223, 1382858305, 3191826248]);
    expect(nextUint32(s)[0]).toBe(109088976);
    const [order, after] = shuffle(s, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(order).toEqual([7, 9, 5, 3, 2, 6, 8, 0, 1, 4]);
    expect(after).toEqual({ dice: s.dice, deck: { key: s.deck.key, at: 9 } });
    // Fisher–Yates over the deck's words, each taken modulo i + 1 (none of these nine falls in the redrawn sliver).
    const words = keystream(0, 9);
    const plain = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (let i = 9, w = 0; i > 0; i--, w++) {
      const j = words[w] % (i + 1);
      [plain[i], plain[j]] = [plain[j], plain[i]];
    }
    expect(plain).toEqual(order);
  });

  test("long shuffles and many matches' shuffles interleaved draw exactly the keystream (the blocks kept made are only a saving)", () => {
    /** Fisher–Yates over the OpenSSL keystream of `key` from word `at`, redrawing a word in the top sliver. */
    const reference = (key: string, at: number, items: number[]) => {
      const out = items.slice();
      const bytes = (from: number, words: number) => {
        const iv = Buffer.alloc(16);
        iv.writeUInt32LE(Math.floor(from / 16), 0);
        const ks = createCipheriv("chacha20", Buffer.from(key, "hex"), iv).update(Buffer.alloc((words + 16) * 4));
        return (i: number) => ks.readUInt32LE((i - Math.floor(from / 16) * 16) * 4);
      };
      const word = bytes(at, out.length * 2 + 32);
      let w = at;
      for (let i = out.length - 1; i > 0; i--) {
        const n = i + 1;
        const limit = 2 ** 32 - (2 ** 32 % n);
        let u = word(w++);
        while (u >= limit) u = word(w++);
        const j = u % n;
        [out[i], out[j]] = [out[j], out[i]];
      }
      return { out, at: w };
    };
    const big = Array.from({ length: 600 }, (_, i) => i);
    const matches = Array.from({ length: 300 }, (_, i) => rngFromSeed(`interleaved-${i}`));
    for (let round = 0; round < 3; round++)
      for (let m = 0; m < matches.length; m += round + 1) {
        const s = matches[m];
        const items = m % 50 === 0 ? big : big.slice(0, 7 + (m % 40));
        const want = reference(s.deck.key, s.deck.at, items);
        const [got, next] = shuffle(s, items);
        expect(got).toEqual(want.out);
        expect(next.deck.at).toBe(want.at);
        matches[m] = next;
      }
  });

  test("the hidden stream is its own: public draws never change a shuffle, and shuffles never change the dice", () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    for (let k = 0; k < 20; k++) {
      const s = rngFromSeed(`apart-${k}`);
      // Any number of public rolls first: the same order.
      let rolled = s;
      for (let i = 0; i < k * 7 + 1; i++) [, rolled] = nextInt(rolled, 6);
      expect(rolled.dice).not.toEqual(s.dice);
      expect(shuffle(rolled, items)[0]).toEqual(shuffle(s, items)[0]);
      // Any number of shuffles first: the same rolls.
      let shuffled = s;
      for (let i = 0; i <= k; i++) [, shuffled] = shuffle(shuffled, items);
      expect(shuffled.deck.at).toBeGreaterThan(s.deck.at);
      const rolls = (st: RngState) => {
        const out: number[] = [];
        for (let i = 0; i < 50; i++) {
          let v: number;
          [v, st] = nextInt(st, 6);
          out.push(v);
        }
        return out;
      };
      expect(rolls(shuffled)).toEqual(rolls(s));
    }
  });

  test("the dice's state is neither the deck's key nor any part of it, and similar seeds share nothing", () => {
    const a = rngFromSeed("match-1");
    const b = rngFromSeed("match-2");
    const hex = (n: number) => n.toString(16).padStart(8, "0");
    for (const n of a.dice) expect(a.deck.key).not.toContain(hex(n));
    expect(a.deck.key).not.toEqual(b.deck.key);
    expect(a.dice.some((n, i) => n === b.dice[i])).toBe(false);
  });

  test("shuffle is uniform: every position takes every item about equally often", () => {
    let s = rngFromSeed("uniform-shuffle");
    const n = 5;
    const counts = Array.from({ length: n }, () => new Array(n).fill(0));
    for (let t = 0; t < 10000; t++) {
      let out: number[];
      [out, s] = shuffle(s, [0, 1, 2, 3, 4]);
      out.forEach((item, pos) => counts[pos][item]++);
    }
    for (const row of counts) for (const c of row) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });

  test("Sfc32 stepped in place gives the numbers and the state of successive pure calls", () => {
    for (const seed of ["bots:sim-0", "bots:sim-1", "x"]) {
      let rng = rngFromSeed(seed);
      const g = new Sfc32(rngFromSeed(seed).dice);
      for (let i = 0; i < 2000; i++) {
        let f: number;
        [f, rng] = nextFloat(rng);
        expect(g.nextFloat()).toBe(f);
      }
      expect(g.state()).toEqual(rng.dice);
    }
  });
});
