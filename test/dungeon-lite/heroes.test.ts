import {
  CLASSES,
  CLASS_IDS,
  HERO_CARDS,
  MAX_DEFENSE_DICE,
  TOKENS,
  classStats,
} from "@tabletop/shared/dungeon-lite/content/index";
import type { Stat } from "@tabletop/shared/dungeon-lite/content/index";

const STATS: Stat[] = ["melee", "ranged", "range", "defense", "life", "energy", "movement"];
const best = (stat: Stat) =>
  CLASS_IDS.filter((c) => classStats(c)[stat] === Math.max(...CLASS_IDS.map((k) => classStats(k)[stat])));
const worst = (stat: Stat) =>
  CLASS_IDS.filter((c) => classStats(c)[stat] === Math.min(...CLASS_IDS.map((k) => classStats(k)[stat])));

describe("Dungeon Lite hero profile cards", () => {
  test("LITE-HERO-1: every card holds melee, ranged, range, defense, life, energy, movement, a critical and a class", () => {
    for (const h of HERO_CARDS) {
      for (const s of STATS) expect(Number.isInteger(h.stats[s]) && h.stats[s] >= 1).toBe(true);
      expect(h.criticalHit ?? h.criticalBlock).not.toBeNull();
      expect(h.criticalText.length).toBeGreaterThan(0);
      expect(CLASSES[h.cls].name).toBeTruthy();
    }
  });

  test("LITE-HERO-12: no hero has more than 3 defense dice", () => {
    for (const h of HERO_CARDS) expect(h.stats.defense).toBeLessThanOrEqual(MAX_DEFENSE_DICE);
  });

  test("LITE-HERO-24: every class has a critical ability for critical hits", () => {
    for (const h of HERO_CARDS) expect(h.criticalHit).not.toBeNull();
  });

  test("LITE-HERO-25 / LITE-HERO-26: Warrior best defense, Dwarf best melee, Elf best with the bow, Mage most energy and physically weakest", () => {
    expect(best("defense")).toEqual(["warrior"]);
    expect(best("melee")).toEqual(["dwarf"]);
    expect(best("ranged")).toEqual(["elf"]);
    expect(best("range")).toEqual(["elf"]);
    expect(best("energy")).toEqual(["mage"]);
    expect(worst("life")).toEqual(["mage"]);
    expect(worst("defense")).toEqual(["mage"]);
    expect(worst("melee")).toEqual(["mage"]);
  });

  test("LITE-HERO-27: the male and female cards of a class have the same stats and criticals", () => {
    for (const cls of CLASS_IDS) {
      const [a, b] = HERO_CARDS.filter((h) => h.cls === cls);
      expect(a.stats).toEqual(b.stats);
      expect(a.criticalHit).toEqual(b.criticalHit);
      expect(a.criticalBlock).toEqual(b.criticalBlock);
      expect(a.gender).not.toBe(b.gender);
    }
  });

  test("LITE-HERO-29 / LITE-HERO-31: the back of every card is the dazed side, movement 1", () => {
    for (const h of HERO_CARDS) expect(h.dazed).toEqual({ movement: 1 });
  });

  test("LITE-Q-8 / LITE-Q-5: starting energy is the Energy attribute; the four classes' energy fits the 15 energy tokens", () => {
    const total = CLASS_IDS.reduce((n, c) => n + classStats(c).energy, 0);
    expect(total).toBeLessThanOrEqual(TOKENS.energy);
  });
});
