import { rngFromSeed, nextInt, nextFloat, shuffle } from "@tabletop/shared";

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
});
