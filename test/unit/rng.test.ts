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
    const copy = [...s];
    nextFloat(s);
    shuffle(s, [1, 2, 3]);
    expect([...s]).toEqual(copy);
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

  test("state is plain JSON", () => {
    const s = rngFromSeed("j");
    expect(JSON.parse(JSON.stringify(s))).toEqual([...s]);
  });

  test("known values: a seed's state, its first number and a shuffle are those every stored match was played with", () => {
    const s = rngFromSeed("known");
    expect(s).toEqual([3351122107, 591155458, 2415334593, 743051952]);
    expect(nextUint32(s)[0]).toBe(390362221);
    expect(shuffle(s, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      [9, 5, 6, 1, 7, 4, 2, 8, 3, 0],
      [130884404, 2958005944, 3240832613, 743051961],
    ]);
  });

  test("shuffle is Fisher-Yates over successive nextInt draws (same permutation, same next state)", () => {
    const plainShuffle = <T>(st: RngState, items: readonly T[]): [T[], RngState] => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        let j: number;
        [j, st] = nextInt(st, i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return [out, st];
    };
    const items = Array.from({ length: 80 }, (_, i) => `c${i}`);
    for (let i = 0; i < 60; i++) {
      const st = rngFromSeed(`sh-${i}`);
      expect(shuffle(st, items.slice(0, i))).toEqual(plainShuffle(st, items.slice(0, i)));
    }
  });

  test("Sfc32 stepped in place gives the numbers and the state of successive pure calls", () => {
    for (const seed of ["bots:sim-0", "bots:sim-1", "x"]) {
      let rng = rngFromSeed(seed);
      const g = new Sfc32(rngFromSeed(seed));
      for (let i = 0; i < 2000; i++) {
        let f: number;
        [f, rng] = nextFloat(rng);
        expect(g.nextFloat()).toBe(f);
      }
      expect(g.state()).toEqual(rng);
    }
  });
});
