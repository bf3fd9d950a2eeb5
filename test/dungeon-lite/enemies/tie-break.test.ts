import {
  ATTACK_DIE,
  DEFENSE_DIE,
  type AttackFace,
  type DefenseFace,
} from "@tabletop/shared/dungeon-lite/content/index";
import { tieBreak, tieBreakDice, type TieBreakRoll } from "@tabletop/shared/dungeon-lite/enemies/index";
import { rngFromSeed } from "@tabletop/shared/rng";

const seeds = Array.from({ length: 300 }, (_, i) => rngFromSeed(`tie-break ${i}`));
const weaker = (a: TieBreakRoll, b: TieBreakRoll) => a.criticals - b.criticals || a.hits - b.hits;

describe("Dungeon Lite tie-break roll", () => {
  test("LITE-TIEBREAK-2: each tied hero rolls 4 dice when 2 are tied, 3 when 3 are, 2 when 4 are", () => {
    expect([2, 3, 4].map(tieBreakDice)).toEqual([4, 3, 2]);
    for (const n of [2, 3, 4]) {
      const [t] = tieBreak([0, 1, 2, 3].slice(0, n), seeds[0]);
      expect(t.rolls[0].map((r) => r.faces.length)).toEqual(Array(n).fill(tieBreakDice(n)));
    }
  });

  test("LITE-TIEBREAK-3 / LITE-TIEBREAK-4 / LITE-TIEBREAK-6: the most criticals wins, then the most normal hits; the order starts with the loser", () => {
    let decided = 0;
    for (const s of seeds) {
      const [t] = tieBreak([0, 1, 2], s);
      const first = t.rolls[0];
      for (const a of first)
        for (const b of first) {
          if (weaker(a, b) < 0) {
            expect(t.order.indexOf(a.seat)).toBeLessThan(t.order.indexOf(b.seat));
            decided++;
          }
        }
    }
    expect(decided).toBeGreaterThan(500);
  });

  test("LITE-TIEBREAK-4 / LITE-Q-47: each hero rolls the dice it chose (attack dice unless it chose defense dice); criticals are not counted again among the normal hits or blocks", () => {
    for (const s of seeds.slice(0, 50)) {
      const [t] = tieBreak([0, 1], s, (seat) => (seat === 1 ? "defense" : "attack"));
      for (const r of t.rolls.flat()) {
        const die: readonly (AttackFace | DefenseFace)[] = r.seat === 1 ? DEFENSE_DIE : ATTACK_DIE;
        expect(r.dice).toBe(r.seat === 1 ? "defense" : "attack");
        expect(r.faces.every((f) => die.includes(f))).toBe(true);
        expect(r.criticals).toBe(r.faces.filter((f) => f === "critical").length);
        expect(r.hits).toBe(r.faces.filter((f) => f === (r.seat === 1 ? "block" : "hit")).length);
      }
    }
    const [plain] = tieBreak([0, 1], seeds[1]);
    expect(plain.rolls.flat().every((r) => r.dice === "attack")).toBe(true);
  });

  test("LITE-TIEBREAK-5: heroes still tied roll again among themselves, with the dice for their number, until the order is complete", () => {
    let rerolled = 0;
    for (const s of seeds) {
      const [t] = tieBreak([0, 1, 2, 3], s);
      // Replay the rounds: each group still tied rolls in the next round (and only they do), then splits by result.
      let groups: number[][] = [[0, 1, 2, 3]];
      for (const round of t.rolls) {
        const rolling = groups.filter((g) => g.length > 1);
        expect(round.map((r) => r.seat).sort()).toEqual(rolling.flat().sort());
        groups = groups.flatMap((g) => {
          if (g.length === 1) return [g];
          const rolls = round.filter((r) => g.includes(r.seat)).sort(weaker);
          for (const r of rolls) expect(r.faces).toHaveLength(tieBreakDice(g.length));
          const split: number[][] = [];
          rolls.forEach((r, i) =>
            i > 0 && weaker(rolls[i - 1], r) === 0 ? split[split.length - 1].push(r.seat) : split.push([r.seat]),
          );
          return split;
        });
      }
      expect(groups.every((g) => g.length === 1)).toBe(true);
      expect(t.order).toEqual(groups.flat());
      if (t.rolls.length > 1) rerolled++;
    }
    expect(rerolled).toBeGreaterThan(20);
  });

  test("LITE-TIEBREAK-1 / LITE-Q-47: the roll comes from the seeded RNG: the same seed gives the same rolls, and the RNG advances", () => {
    const [a, ra] = tieBreak([2, 3], seeds[2]);
    const [b, rb] = tieBreak([2, 3], seeds[2]);
    expect([a, ra]).toEqual([b, rb]);
    expect(ra).not.toEqual(seeds[2]);
    expect(tieBreak([1], seeds[2])).toEqual([{ order: [1], rolls: [] }, seeds[2]]);
  });
});
