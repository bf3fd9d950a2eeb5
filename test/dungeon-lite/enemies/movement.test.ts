import { activate, NO_ATTACKS, type Board } from "@tabletop/shared/dungeon-lite/enemies/index";
import { entranceMap } from "@tabletop/shared/dungeon-lite/map/index";
import { rngFromSeed } from "@tabletop/shared/rng";
import { board, CARD, COLUMN, foe, hero, RNG, ROW } from "./helpers.js";

const act = (b: Board, id: number, card = CARD.E) => activate(b, id, card, NO_ATTACKS, RNG)[0];

/** The Elf at the foot of the COLUMN map (entrance/5, no cover), with the given enemies. */
const column = (...enemies: ReturnType<typeof foe>[]) => board(COLUMN(), [hero(0, "Elf", "entrance/5")], enemies);
/** The Dwarf on the ROW map, in a zone of it (c3 has cover; entrance/4 below entrance/1 too). */
const row = (zone: string, ...enemies: ReturnType<typeof foe>[]) => board(ROW(), [hero(0, "Dwarf", zone)], enemies);

describe("Dungeon Lite enemy behaviour: moving toward the nearest hero", () => {
  test("LITE-BEHAVIOR-1: an enemy moves toward the nearest hero, up to its movement", () => {
    expect(act(column(foe(1, "beast-orc", "corridor-a/1")), 1).path).toEqual(["corridor-a/2", "corridor-a/3"]);
    const two = board(
      COLUMN(),
      [hero(0, "Elf", "entrance/5"), hero(1, "Mage", "corridor-b/2")],
      [foe(1, "beast-orc", "corridor-a/1")],
    );
    expect(act(two, 1).path).toEqual(["corridor-b/5", "corridor-b/4"]);
  });

  test("LITE-BEHAVIOR-2 / LITE-ENEMYCARD-15: a Beast-Orc and a Spider walk through a zone with cover without stopping", () => {
    expect(act(row("entrance/3", foe(1, "beast-orc", "corridor-c/1")), 1).path).toEqual([
      "corridor-c/3",
      "corridor-c/4",
    ]);
    expect(act(row("entrance/3", foe(1, "spider", "corridor-c/1")), 1).path).toEqual(["corridor-c/3", "corridor-c/4"]);
  });

  test("LITE-BEHAVIOR-3 / LITE-Q-21: it attacks the nearest hero in melee if it ends in the hero's zone, at range otherwise", () => {
    expect(act(column(foe(1, "beast-orc", "corridor-a/3")), 1).attack).toEqual({
      seat: 0,
      melee: true,
      distance: 0,
      overRange: 0,
      inCover: false,
    });
    expect(act(column(foe(1, "beast-orc", "corridor-b/5")), 1).attack).toEqual({
      seat: 0,
      melee: false,
      distance: 3,
      overRange: 1,
      inCover: false,
    });
  });

  test("LITE-ENEMYCARD-14 / LITE-Q-21: a secondary enemy first moves, then attacks; a Spider, with no ranged attack, attacks only in melee", () => {
    const close = act(column(foe(1, "spider", "corridor-a/3")), 1);
    expect(close.path).toEqual(["entrance/2", "entrance/5"]);
    expect(close.attack).toMatchObject({ melee: true });
    const far = act(column(foe(1, "spider", "corridor-a/2")), 1);
    expect(far.path).toEqual(["corridor-a/3", "entrance/2"]);
    expect(far.attack).toBeNull();
    expect(far.reason).toContain("no ranged attack");
  });
});

describe("Dungeon Lite enemy behaviour: the Goblin", () => {
  test("LITE-BEHAVIOR-4 / LITE-Q-22: a Goblin moves until it is 2 zones from the nearest hero, in line of sight, and shoots", () => {
    const a = act(column(foe(1, "goblin", "corridor-a/1")), 1);
    expect(a.path).toEqual(["corridor-a/2", "corridor-a/3"]);
    expect(a.attack).toMatchObject({ melee: false, distance: 2 });
    expect(act(column(foe(1, "goblin", "corridor-a/2")), 1).path).toEqual(["corridor-a/3"]);
  });

  test("LITE-BEHAVIOR-4: already 2 zones away in line of sight, it stays and shoots", () => {
    const a = act(column(foe(1, "goblin", "corridor-a/3")), 1);
    expect(a.path).toEqual([]);
    expect(a.attack).toMatchObject({ melee: false, distance: 2 });
  });

  test("LITE-BEHAVIOR-4 / LITE-Q-22: with no such zone within reach it moves toward the hero as far as it can and shoots from there", () => {
    const a = act(column(foe(1, "goblin", "corridor-b/5")), 1);
    expect(a.path).toEqual(["corridor-a/1", "corridor-a/2"]);
    expect(a.attack).toMatchObject({ melee: false, distance: 3, overRange: 0 });
  });

  test("LITE-BEHAVIOR-6 / LITE-Q-22: a Goblin 1 zone from the hero backs away to 2 zones and shoots", () => {
    const a = act(column(foe(1, "goblin", "entrance/2")), 1);
    expect(a.path).toEqual(["corridor-a/3"]);
    expect(a.attack).toMatchObject({ melee: false, distance: 2 });
    expect(a.reason).toContain("backs away");
    const inZone = act(column(foe(1, "goblin", "entrance/5")), 1);
    expect(inZone.path).toEqual(["entrance/2", "corridor-a/3"]);
  });

  test("LITE-BEHAVIOR-5 / LITE-Q-22: against a hero behind cover (the hero's zone has cover) the Goblin closes in and attacks in melee", () => {
    const a = act(row("entrance/4", foe(1, "goblin", "corridor-b/5")), 1);
    expect(a.path).toEqual(["entrance/1", "entrance/4"]);
    expect(a.attack).toMatchObject({ melee: true });
    expect(a.reason).toContain("behind cover");
  });

  test("LITE-BEHAVIOR-5 / LITE-Q-22: 1 zone from the hero with nowhere 2 zones away in sight, it moves into the hero's zone", () => {
    const b = board(entranceMap(), [hero(0, "Dwarf", "entrance/2")], [foe(1, "goblin", "entrance/1")]);
    const a = act(b, 1);
    expect(a.path).toEqual(["entrance/2"]);
    expect(a.attack).toMatchObject({ melee: true });
  });

  test("LITE-Q-22: between zones equally near, chance decides with the seeded RNG", () => {
    // A Goblin in the Dwarf's zone, entrance/2 on the ROW map, can back away 2 zones north, west or east.
    const b = row("entrance/2", foe(1, "goblin", "entrance/2"));
    const ends = new Set<string>();
    for (let i = 0; i < 30; i++)
      ends.add(activate(b, 1, CARD.A, NO_ATTACKS, rngFromSeed(`goblin ${i}`))[0].path.join(","));
    expect([...ends].sort()).toEqual([
      "corridor-a/3,corridor-a/2",
      "entrance/1,corridor-b/5",
      "entrance/3,corridor-c/4",
    ]);
  });
});

describe("Dungeon Lite enemy behaviour: the Orc", () => {
  test("LITE-BEHAVIOR-7: an Orc that can reach the hero's zone goes there and attacks in melee", () => {
    const a = act(column(foe(1, "orc", "entrance/2")), 1, CARD.B);
    expect(a.path).toEqual(["entrance/5"]);
    expect(a.attack).toMatchObject({ melee: true });
  });

  test("LITE-BEHAVIOR-8 / LITE-Q-23: an Orc that cannot reach melee stops at cover on its way, and one in cover holds it (and shoots)", () => {
    const walks = act(row("entrance/2", foe(1, "orc", "corridor-c/1")), 1, CARD.B);
    expect(walks.path).toEqual(["corridor-c/3"]);
    expect(walks.reason).toContain("stops at cover");
    const holds = act(row("entrance/2", foe(1, "orc", "corridor-c/3")), 1, CARD.B);
    expect(holds.path).toEqual([]);
    expect(holds.reason).toContain("holds its cover");
    expect(holds.attack).toMatchObject({ melee: false, distance: 3, overRange: 1 });
    expect(act(row("entrance/2", foe(1, "beast-orc", "corridor-c/3")), 1, CARD.C).path).toEqual([
      "corridor-c/4",
      "entrance/3",
    ]);
  });

  test("LITE-BEHAVIOR-8: without cover on its way the Orc moves its full movement", () => {
    expect(act(column(foe(1, "orc", "corridor-a/2")), 1, CARD.B).path).toEqual(["corridor-a/3"]);
  });

  test("LITE-BEHAVIOR-9: a basic enemy, an Orc included, that attacks from outside the hero's zone makes a ranged attack", () => {
    const a = act(column(foe(1, "orc", "corridor-a/2")), 1, CARD.D);
    expect(a.path).toEqual([]);
    expect(a.attack).toEqual({ seat: 0, melee: false, distance: 3, overRange: 1, inCover: false });
  });
});
