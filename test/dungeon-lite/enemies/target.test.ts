import { activate, chooseTarget, NO_ATTACKS, remember } from "@tabletop/shared/dungeon-lite/enemies/index";
import { rngFromSeed } from "@tabletop/shared/rng";
import { board, CARD, COLUMN, foe, hero, phase, RNG } from "./helpers.js";

const ELF = hero(0, "Elf", "entrance/5", 4);
const WARRIOR = hero(1, "Warrior", "entrance/5", 5);
const MAGE = hero(2, "Mage", "entrance/5", 4);

/** Goblins in a line of sight 2 zones north of heroes sharing entrance/5; card D: they shoot from where they stand. */
const volley = (heroes: ReturnType<typeof hero>[], goblins: number) =>
  board(
    COLUMN(),
    heroes,
    Array.from({ length: goblins }, (_, i) => foe(i + 1, "goblin", "corridor-a/3")),
  );

const targets = (b: ReturnType<typeof volley>, seed = "targets") =>
  phase(b, CARD.D, rngFromSeed(seed)).activations.map((a) => a.attack!.seat);

describe("Dungeon Lite enemy targets", () => {
  test("LITE-INIT-8 / LITE-INIT-12: of heroes at equal distance, the first attack goes to the least life: the fewest action cards held at the phase start", () => {
    expect(targets(volley([WARRIOR, ELF], 1))).toEqual([0]);
    expect(targets(volley([{ ...WARRIOR, cardsAtPhaseStart: 2 }, ELF], 1))).toEqual([1]);
  });

  test("LITE-INIT-10 / LITE-Q-46: then the enemies alternate, each attacking the hero attacked least recently; with 3 heroes the attacks rotate", () => {
    expect(targets(volley([WARRIOR, ELF], 4))).toEqual([0, 1, 0, 1]);
    const three = targets(volley([WARRIOR, ELF, { ...MAGE, cardsAtPhaseStart: 3 }], 6));
    expect(three).toEqual([2, 0, 1, 2, 0, 1]);
  });

  test("LITE-INIT-11 / LITE-Q-46: the alternation runs across enemy types and groups, and an attack on a lone nearest hero counts too", () => {
    // The Spider's only nearest hero is the Warrior (3 cards); the Goblins in entrance/1 then have the Warrior and
    // the Elf (4 cards) 1 zone away: the Elf first, though the Warrior has fewer cards, then the Warrior.
    const b = board(
      COLUMN(),
      [hero(0, "Elf", "entrance/4", 4), hero(1, "Warrior", "entrance/2", 3)],
      [foe(1, "spider", "corridor-a/3"), foe(2, "goblin", "entrance/1"), foe(3, "goblin", "entrance/1")],
    );
    const acts = phase(b, CARD.D).activations;
    expect(acts.map((a) => [a.enemy, a.attack?.seat])).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
    expect(acts[1].reason).toContain("not attacked yet this phase");
  });

  test("LITE-INIT-9 / LITE-TIEBREAK-1 / LITE-TIEBREAK-6 / LITE-Q-47: at equal life a tie-break roll sets the order, the loser attacked first, kept for the phase", () => {
    const b = volley(
      [hero(0, "Elf", "entrance/5", 4), hero(1, "Mage", "entrance/5", 4), hero(2, "Dwarf", "entrance/5", 4)],
      3,
    );
    const acts = phase(b, CARD.D).activations;
    const roll = acts[0].tieBreaks;
    expect(roll).toHaveLength(1);
    expect(acts[1].tieBreaks).toEqual([]);
    expect(acts[2].tieBreaks).toEqual([]);
    expect(acts.map((a) => a.attack!.seat)).toEqual(roll[0].order);
    expect(acts[0].reason).toContain("lost the tie-break roll");
    expect(acts[0].memory.ties).toEqual([roll[0].order]);
  });

  test("LITE-INIT-9: different seeds give different tie-break orders", () => {
    const b = volley([hero(0, "Elf", "entrance/5", 4), hero(1, "Mage", "entrance/5", 4)], 1);
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) firsts.add(targets(b, `seed ${i}`)[0]);
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  test("LITE-Q-10: a knocked-out hero is never attacked, not even in the enemy's own zone", () => {
    const b = board(
      COLUMN(),
      [hero(0, "Elf", "corridor-a/3", 1, true), hero(1, "Warrior", "entrance/5", 5)],
      [foe(1, "goblin", "corridor-a/3")],
    );
    const [a] = activate(b, 1, CARD.D, NO_ATTACKS, RNG);
    expect(a.attack).toMatchObject({ seat: 1, melee: false, distance: 2 });
  });

  test("LITE-Q-46: remember moves a seat to the end of the rotation; chooseTarget takes the least recently attacked", () => {
    const m = remember(remember(remember(NO_ATTACKS, 0), 1), 0);
    expect(m.attacked).toEqual([1, 0]);
    const [c] = chooseTarget([ELF, WARRIOR], m, RNG);
    expect(c.hero.seat).toBe(1);
    expect(c.why).toBe("attacked least recently");
    const [d] = chooseTarget([ELF, WARRIOR, MAGE], m, RNG);
    expect(d.hero.seat).toBe(2);
    expect(d.why).toBe("not attacked yet this phase");
  });
});
