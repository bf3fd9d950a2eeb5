import { activationOrder, initiativeOrder } from "@tabletop/shared/dungeon-lite/enemies/index";
import { barDoor } from "@tabletop/shared/dungeon-lite/map/index";
import { rngFromSeed } from "@tabletop/shared/rng";
import { exit } from "../helpers.js";
import { board, CARD, COLUMN, foe, hero, RNG, ROW } from "./helpers.js";

const order = (...args: Parameters<typeof activationOrder>) => activationOrder(...args)[0];

/** The COLUMN map with the Elf at its foot (entrance/5): zones north of her are 1, 2, 3... zones away. */
const onColumn = (...enemies: ReturnType<typeof foe>[]) => board(COLUMN(), [hero(0, "Elf", "entrance/5")], enemies);

describe("Dungeon Lite enemy initiative", () => {
  test("LITE-INIT-1 / LITE-INIT-2: the closest enemy activates first, the others follow in order of distance", () => {
    const b = onColumn(
      foe(1, "goblin", "corridor-a/1"),
      foe(2, "goblin", "corridor-a/3"),
      foe(3, "goblin", "entrance/2"),
    );
    expect(order(b, CARD.A, RNG)).toEqual([3, 2, 1]);
  });

  test("LITE-INIT-3 / LITE-DEPLOY-3: at equal distance the strongest, the most melee attack dice, comes first", () => {
    const b = onColumn(
      foe(1, "goblin", "corridor-a/3"),
      foe(2, "orc", "corridor-a/3"),
      foe(3, "beast-orc", "corridor-a/3"),
    );
    expect(order(b, CARD.E, RNG)).toEqual([3, 2, 1]);
  });

  test("LITE-INIT-4 / LITE-INIT-5: at equal strength the larger group first; a group is one type in one zone, and its members follow one another", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/2")],
      [
        foe(1, "goblin", "entrance/1"),
        foe(2, "goblin", "entrance/1"),
        foe(3, "goblin", "entrance/3"),
        foe(4, "goblin", "entrance/3"),
        foe(5, "goblin", "entrance/3"),
        foe(6, "goblin", "corridor-a/3"),
      ],
    );
    expect(order(b, CARD.A, RNG)).toEqual([3, 4, 5, 1, 2, 6]);
  });

  test("LITE-INIT-7: distance is measured before anyone moves: the nearer Orc goes before the stronger, faster Beast-Orc", () => {
    const b = onColumn(foe(1, "beast-orc", "corridor-a/2"), foe(2, "orc", "corridor-a/3"));
    expect(order(b, CARD.E, RNG)).toEqual([2, 1]);
  });

  test("LITE-INIT-13 / LITE-Q-44: at equal melee dice the one that would hurt the party most: the Spider before the Orc, the Spider Queen before the Undead", () => {
    expect(order(onColumn(foe(1, "orc", "corridor-a/3"), foe(2, "spider", "corridor-a/3")), CARD.E, RNG)).toEqual([
      2, 1,
    ]);
    expect(
      order(onColumn(foe(1, "undead", "corridor-a/3"), foe(2, "spider-queen", "corridor-a/3")), CARD.E, RNG),
    ).toEqual([2, 1]);
  });

  test("LITE-Q-44: threat comes before group size: a lone Spider before three Orcs at the same distance", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/2")],
      [
        foe(1, "orc", "entrance/1"),
        foe(2, "orc", "entrance/1"),
        foe(3, "orc", "entrance/1"),
        foe(4, "spider", "entrance/3"),
      ],
    );
    expect(order(b, CARD.B, RNG)).toEqual([4, 1, 2, 3]);
  });

  test("LITE-INIT-14: then the one with fewer wounds, between groups and within a group", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/2")],
      [
        foe(1, "orc", "entrance/1", { wounds: 1 }),
        foe(2, "orc", "entrance/3"),
        foe(3, "goblin", "corridor-a/3", { wounds: 1 }),
        foe(4, "goblin", "corridor-a/3"),
      ],
    );
    expect(order(b, CARD.E, RNG)).toEqual([2, 1, 4, 3]);
  });

  test("LITE-INIT-15: at equal distance a boss always has initiative, even with fewer melee dice; not from farther away", () => {
    expect(
      order(onColumn(foe(1, "beast-orc", "corridor-a/3"), foe(2, "necromancer", "corridor-a/3")), CARD.E, RNG),
    ).toEqual([2, 1]);
    expect(
      order(onColumn(foe(1, "beast-orc", "corridor-a/3"), foe(2, "necromancer", "corridor-a/2")), CARD.E, RNG),
    ).toEqual([1, 2]);
  });

  test("LITE-INIT-16: when nothing else decides, chance does, from the seeded RNG: the same seed gives the same order", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/2")],
      [foe(1, "goblin", "entrance/1"), foe(2, "goblin", "entrance/3")],
    );
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) orders.add(order(b, CARD.A, rngFromSeed(`tie ${i}`)).join(","));
    expect([...orders].sort()).toEqual(["1,2", "2,1"]);
    const [a, ra] = activationOrder(b, CARD.A, rngFromSeed("same"));
    const [c, rc] = activationOrder(b, CARD.A, rngFromSeed("same"));
    expect([a, ra]).toEqual([c, rc]);
    expect(ra).not.toEqual(rngFromSeed("same"));
  });

  test("LITE-INIT-16: no roll is spent when the order needs none", () => {
    const b = onColumn(foe(1, "goblin", "corridor-a/1"), foe(2, "goblin", "corridor-a/3"));
    expect(activationOrder(b, CARD.A, RNG)[1]).toEqual(RNG);
  });

  test("LITE-ENEMYCARD-8 / LITE-ENEMYCARD-13 / LITE-Q-45: card A activates the Goblins and every secondary enemy, in one order; not the Orcs or Beast-Orcs", () => {
    const b = onColumn(
      foe(1, "goblin", "corridor-a/1"),
      foe(2, "orc", "entrance/2"),
      foe(3, "beast-orc", "corridor-a/3"),
      foe(4, "spider", "corridor-a/2"),
      foe(5, "goblin", "entrance/2"),
    );
    expect(order(b, CARD.A, RNG)).toEqual([5, 4, 1]);
    expect(order(b, CARD.B, RNG)).toEqual([2, 4]);
    expect(order(b, CARD.C, RNG)).toEqual([3, 4]);
    expect(order(b, CARD.D, RNG)).toEqual([2, 5, 3, 4, 1]);
  });

  test("LITE-ENEMYCARD-7 / LITE-Q-19 / LITE-Q-24: enemies placed this phase activate with their type (they move, and do not attack); knocked-down Undead do not activate", () => {
    const b = onColumn(
      foe(1, "goblin", "corridor-a/1", { justPlaced: true }),
      foe(2, "goblin", "corridor-a/3"),
      foe(3, "undead", "corridor-a/2", { down: 1 }),
    );
    expect(order(b, CARD.A, RNG)).toEqual([2, 1]);
  });

  test("LITE-Q-31 / LITE-Q-10: initiative distance is each enemy's distance to its own nearest standing hero (not a knocked-out one), measured through the barred door", () => {
    const map = barDoor(COLUMN(), "entrance/2", exit("entrance/2", "N"))!;
    const b = board(
      map,
      [hero(0, "Elf", "entrance/5"), hero(1, "Mage", "corridor-b/2"), hero(2, "Dwarf", "corridor-a/2", 3, true)],
      [foe(1, "goblin", "corridor-a/3"), foe(2, "goblin", "corridor-b/5"), foe(3, "goblin", "corridor-a/1")],
    );
    const [entries] = initiativeOrder(b, CARD.A, RNG);
    // Goblin 1 is 2 zones from the Elf through the door (5 from the Mage the way round); Goblin 3 is 3 from the Mage,
    // though the knocked-out Dwarf lies 1 zone away.
    expect(Object.fromEntries(entries.map((e) => [e.enemy, e.distance]))).toEqual({ 1: 2, 2: 2, 3: 3 });
  });

  test("LITE-INIT-1: each place in the order comes with its reason in words", () => {
    const b = onColumn(
      foe(1, "goblin", "corridor-a/3"),
      foe(2, "orc", "corridor-a/3"),
      foe(3, "goblin", "corridor-a/3"),
      foe(4, "goblin", "corridor-a/1"),
    );
    const [entries] = initiativeOrder(b, CARD.E, RNG);
    expect(entries.map((e) => e.reason)).toEqual([
      "Orc in zone 3 of Corridor A (closest, 2 zones from the nearest hero; strongest (3 melee dice))",
      "Goblin in zone 3 of Corridor A (closest, 2 zones from the nearest hero)",
      "Goblin in zone 3 of Corridor A (closest, 2 zones from the nearest hero; next of its group)",
      "Goblin in zone 1 of Corridor A (4 zones from the nearest hero)",
    ]);
  });
});
