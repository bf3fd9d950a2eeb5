import {
  ATTACK_DICE_IN_BOX,
  ATTACK_DIE,
  DEFENSE_DICE_IN_BOX,
  DEFENSE_DIE,
  MAX_ATTACK_DICE,
  MAX_DEFENSE_DICE,
  TIE_BREAK_DICE,
  attackDice,
  defenseDice,
} from "@tabletop/shared/dungeon-lite/content/index";

const tally = (faces: readonly string[]) =>
  Object.fromEntries(
    ["hit", "block", "critical", "blank"].map((f) => [f, faces.filter((x) => x === f).length]).filter(([, n]) => n),
  );

describe("Dungeon Lite dice", () => {
  test("LITE-COMP-19 / LITE-COMP-20: 6 attack dice and 3 defense dice", () => {
    expect([ATTACK_DICE_IN_BOX, DEFENSE_DICE_IN_BOX]).toEqual([6, 3]);
  });

  test("LITE-DICE-1 / LITE-DICE-2 / LITE-Q-36: the red attack die has 3 Hit, 1 critical Hit and 2 blank faces", () => {
    expect(ATTACK_DIE).toHaveLength(6);
    expect(tally(ATTACK_DIE)).toEqual({ hit: 3, critical: 1, blank: 2 });
  });

  test("LITE-DICE-3 / LITE-Q-36: the blue defense die has 2 Block, 1 critical Block and 3 blank faces", () => {
    expect(DEFENSE_DIE).toHaveLength(6);
    expect(tally(DEFENSE_DIE)).toEqual({ block: 2, critical: 1, blank: 3 });
  });

  test("LITE-HERO-12 / LITE-COVER-2: defense dice never exceed 3, whatever the bonuses", () => {
    expect(defenseDice(1, 1)).toBe(2);
    expect(defenseDice(2, 1)).toBe(3);
    expect(defenseDice(3, 1)).toBe(MAX_DEFENSE_DICE);
    expect(defenseDice(2, 4)).toBe(3);
  });

  test("LITE-ATTACK-11: no attack rolls more than 6 attack dice", () => {
    expect(attackDice(4, 1)).toBe(5);
    expect(attackDice(5, 3)).toBe(MAX_ATTACK_DICE);
  });

  test("LITE-TIEBREAK-2: tied heroes roll 4 dice each when 2 are tied, 3 when 3, 2 when 4", () => {
    expect(TIE_BREAK_DICE).toEqual({ 2: 4, 3: 3, 4: 2 });
  });
});
