/**
 * The rulebook's two worked examples of the Enemy Phase, replayed with the enemy decisions step by step.
 *
 * The rulebook's zone numbers belong to a picture we do not have, so each example is set on a designed map that
 * gives the same distances and lines of sight, and the heroes share one zone (both examples alternate between two
 * heroes at equal distance from every enemy). The mapping is given with each example.
 */
import { board, CARD, COLUMN, foe, hero, phase, ROW } from "./enemies/helpers.js";

const DWARF = 0;
const WARRIOR = 1;
const ELF = 2;

describe("Example of the Enemy Phase (card E: all enemies move and attack)", () => {
  /*
   * Rulebook zone 4 (the Beast-Orc with the Dwarf and the Warrior) = entrance/2; zone 1 (the Orc and a Goblin) =
   * entrance/1, west of it; zone 3 (three Goblins) = entrance/3, east of it. On the ROW map the zones 2 from
   * entrance/2 in line of sight are corridor-b/5 (west of entrance/1) and corridor-c/4 (east of entrance/3).
   * The Dwarf holds fewer cards than the Warrior, which is why the Beast-Orc's attack goes to him.
   */
  const start = board(
    ROW(),
    [hero(DWARF, "Dwarf", "entrance/2", 3), hero(WARRIOR, "Warrior", "entrance/2", 5)],
    [
      foe(1, "goblin", "entrance/1"),
      foe(2, "goblin", "entrance/3"),
      foe(3, "goblin", "entrance/3"),
      foe(4, "goblin", "entrance/3"),
      foe(5, "orc", "entrance/1"),
      foe(6, "beast-orc", "entrance/2"),
    ],
  );
  const { order, activations: acts } = phase(start, CARD.E);

  test("LITE-INIT-2 / LITE-INIT-3 / LITE-INIT-4 / LITE-INIT-5: the Beast-Orc (closest), the Orc (strongest of those 1 zone away), the Goblins of zone 3 (larger group), the Goblin of zone 1", () => {
    expect(order).toEqual([6, 5, 2, 3, 4, 1]);
  });

  test("LITE-BEHAVIOR-3 / LITE-INIT-8: the Beast-Orc, already in the heroes' zone, attacks the Dwarf in melee", () => {
    expect(acts[0].path).toEqual([]);
    expect(acts[0].attack).toEqual({ seat: DWARF, melee: true, distance: 0, overRange: 0, inCover: false });
  });

  test("LITE-BEHAVIOR-7 / LITE-INIT-10: the Orc in zone 1 moves 1 zone and attacks the Warrior in melee", () => {
    expect(acts[1].path).toEqual(["entrance/2"]);
    expect(acts[1].attack).toMatchObject({ seat: WARRIOR, melee: true });
  });

  test("LITE-BEHAVIOR-4 / LITE-INIT-10 / LITE-INIT-11: the Goblins of zone 3 attack at range, alternating Dwarf, Warrior, Dwarf", () => {
    for (const a of acts.slice(2, 5)) {
      expect(a.path).toEqual(["corridor-c/4"]);
      expect(a.attack).toMatchObject({ melee: false, distance: 2, overRange: 0, inCover: false });
    }
    expect(acts.slice(2, 5).map((a) => a.attack!.seat)).toEqual([DWARF, WARRIOR, DWARF]);
  });

  test("LITE-BEHAVIOR-6: finally the Goblin in zone 1 backs away 1 zone and makes a ranged attack against the Warrior", () => {
    expect(acts[5].path).toEqual(["corridor-b/5"]);
    expect(acts[5].attack).toMatchObject({ seat: WARRIOR, melee: false, distance: 2 });
    expect(acts[5].reason).toContain("backs away 1 zone");
  });

  test("LITE-ENEMYCARD-10: every basic enemy acted, and none ran; each says why in words", () => {
    expect(acts.every((a) => a.attack !== null && !a.ran)).toBe(true);
    expect(acts[1].reason).toBe(
      "Orc in zone 1 of the Entrance moves 1 zone to zone 2 of the Entrance and attacks the Warrior in melee (not attacked yet this phase)",
    );
    expect(acts[2].reason).toMatch(
      /^Goblin in zone 3 of the Entrance backs away 1 zone to zone 4 of Corridor C .* shoots the Dwarf at 2 zones/,
    );
  });
});

describe("Example 2 of the enemy turn (card D: all enemies attack)", () => {
  /*
   * The Elf (4 cards) and the Warrior (5 cards) share entrance/5, at the foot of the COLUMN map (e5, e2, a3, a2, a1
   * in one line of sight). Rulebook zone 3 (the Orc and two Goblins) = corridor-a/3, 2 zones away; zone 1 (a Goblin)
   * = corridor-a/2, 3 zones away; zone 4 (the Beast-Orc) = corridor-a/1, 4 zones away.
   */
  const start = board(
    COLUMN(),
    [hero(ELF, "Elf", "entrance/5", 4), hero(WARRIOR, "Warrior", "entrance/5", 5)],
    [
      foe(1, "beast-orc", "corridor-a/1"),
      foe(2, "goblin", "corridor-a/2"),
      foe(3, "goblin", "corridor-a/3"),
      foe(4, "goblin", "corridor-a/3"),
      foe(5, "orc", "corridor-a/3"),
    ],
  );
  const { order, activations: acts } = phase(start, CARD.D);

  test("LITE-INIT-2 / LITE-INIT-3 / LITE-INIT-4: the Orc in zone 3 (closest, strongest), the Goblins in zone 3 (larger group), the Goblin in zone 1, the Beast-Orc in zone 4", () => {
    expect(order).toEqual([5, 3, 4, 2, 1]);
  });

  test("LITE-ENEMYCARD-9: nobody moves", () => {
    expect(acts.map((a) => a.path)).toEqual([[], [], [], [], []]);
  });

  test("LITE-INIT-8 / LITE-BEHAVIOR-9 / LITE-Q-46: the Orc attacks the hero with the fewest action cards, the Elf (4 against 5), at range", () => {
    expect(acts[0].attack).toEqual({ seat: ELF, melee: false, distance: 2, overRange: 0, inCover: false });
    expect(acts[0].reason).toContain("fewest action cards, 4");
  });

  test("LITE-INIT-10 / LITE-INIT-11: then the Warrior, the Elf, the Warrior (the Goblin in zone 1) and the Elf (the Beast-Orc), all at range", () => {
    expect(acts.map((a) => a.attack!.seat)).toEqual([ELF, WARRIOR, ELF, WARRIOR, ELF]);
    expect(acts.every((a) => a.attack!.melee === false)).toBe(true);
  });

  test("LITE-HERO-6 / LITE-HERO-10: the Beast-Orc shoots 4 zones with range 2: the Elf rolls 2 more defense dice", () => {
    expect(acts[4].attack).toMatchObject({ distance: 4, overRange: 2 });
  });
});
