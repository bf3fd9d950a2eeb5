import { activate, NO_ATTACKS, type Board } from "@tabletop/shared/dungeon-lite/enemies/index";
import { barDoor } from "@tabletop/shared/dungeon-lite/map/index";
import { exit } from "../helpers.js";
import { board, CARD, COLUMN, foe, hero, phase, RNG, ROW } from "./helpers.js";

const act = (b: Board, id: number, card = CARD.E) => activate(b, id, card, NO_ATTACKS, RNG)[0];

/** The Elf at the foot of the COLUMN map (entrance/5): e5, e2, a3, a2, a1, b5, b4, b2 in one line of sight. */
const column = (...enemies: ReturnType<typeof foe>[]) => board(COLUMN(), [hero(0, "Elf", "entrance/5")], enemies);
/** `n` Orcs (2 points each) standing in `zone`, ids from 100. */
const orcs = (zone: string, n: number) => Array.from({ length: n }, (_, i) => foe(100 + i, "orc", zone));

describe("Dungeon Lite enemy phase cards: who acts and how", () => {
  test("LITE-ENEMYCARD-5: on A every Goblin activates: first it moves, then it attacks", () => {
    const { activations } = phase(column(foe(1, "goblin", "corridor-a/1"), foe(2, "goblin", "corridor-b/5")), CARD.A);
    expect(activations.map((a) => [a.enemy, a.path, a.attack?.distance])).toEqual([
      [1, ["corridor-a/2", "corridor-a/3"], 2],
      [2, ["corridor-a/1", "corridor-a/2"], 3],
    ]);
  });

  test("LITE-ENEMYCARD-8: on A the Orcs and Beast-Orcs neither move nor attack", () => {
    const b = column(foe(1, "orc", "entrance/2"), foe(2, "beast-orc", "corridor-a/3"));
    expect(act(b, 1, CARD.A)).toMatchObject({ path: [], attack: null, ran: false });
    expect(act(b, 2, CARD.A)).toMatchObject({ path: [], attack: null, ran: false });
  });

  test("LITE-ENEMYCARD-9 / LITE-ENEMYCARD-13: on D the basic enemies attack without moving; secondary enemies still move, then attack", () => {
    const b = column(foe(1, "goblin", "corridor-a/1"), foe(2, "spider", "corridor-a/3"));
    expect(act(b, 1, CARD.D)).toMatchObject({ path: [], attack: { distance: 4, overRange: 1 } });
    expect(act(b, 2, CARD.D)).toMatchObject({ path: ["entrance/2", "entrance/5"], attack: { melee: true } });
  });

  test("LITE-ENEMYCARD-10: on E every basic enemy moves and then attacks", () => {
    const b = column(
      foe(1, "goblin", "corridor-a/1"),
      foe(2, "orc", "corridor-a/3"),
      foe(3, "beast-orc", "corridor-b/5"),
    );
    const { activations } = phase(b, CARD.E);
    expect(activations.every((a) => a.path.length > 0 && a.attack !== null)).toBe(true);
  });

  test("LITE-ENEMYCARD-13: a secondary enemy activates whatever the card shows", () => {
    for (const card of Object.values(CARD)) {
      expect(act(column(foe(1, "spider", "corridor-a/3")), 1, card)).toMatchObject({
        path: ["entrance/2", "entrance/5"],
        attack: { seat: 0 },
      });
    }
  });

  test("LITE-Q-24: a knocked-down Undead does not act", () => {
    expect(act(column(foe(1, "undead", "entrance/2", { down: 1 })), 1)).toMatchObject({
      path: [],
      attack: null,
      reason: "Undead in zone 2 of the Entrance is knocked down and does not act",
    });
  });

  test("LITE-INIT-16 / LITE-Q-47: randomness comes only from the rng argument: returned unchanged when nothing was rolled, advanced when a tie-break roll was made", () => {
    const plain = activate(column(foe(1, "goblin", "corridor-a/1")), 1, CARD.A, NO_ATTACKS, RNG);
    expect(plain[1]).toBe(RNG);
    // Two heroes of equal life 2 zones from a Beast-Orc, in two zones: it rolls to choose whom to go for, while running too.
    const tied = board(
      ROW(),
      [hero(0, "Elf", "corridor-b/5", 4), hero(1, "Mage", "corridor-c/4", 4)],
      [foe(1, "beast-orc", "entrance/2")],
    );
    const [a, r] = activate(tied, 1, CARD.C, NO_ATTACKS, RNG);
    expect(a.tieBreaks).toHaveLength(1);
    expect(r).not.toEqual(RNG);
    expect(activate(tied, 1, CARD.C, NO_ATTACKS, RNG)).toEqual([a, r]);
    const corner = board(
      ROW(),
      [hero(0, "Elf", "corridor-c/2", 4), hero(1, "Mage", "corridor-b/1", 4)],
      [foe(1, "beast-orc", "entrance/2")],
    );
    const [ran, afterRun] = activate(corner, 1, CARD.D, NO_ATTACKS, RNG);
    expect(ran.ran).toBe(true);
    expect(ran.tieBreaks.length).toBeGreaterThan(0);
    expect(afterRun).not.toEqual(RNG);
  });

  test("activate names an enemy that is not on the board", () => {
    expect(() => act(column(), 9)).toThrow("no enemy 9 on the board");
  });
});

describe("Dungeon Lite enemy ranged attacks", () => {
  test("LITE-HERO-10 / LITE-HERO-8: an enemy shoots only along an orthogonal line of sight (no diagonal); without one a basic enemy runs", () => {
    const b = board(ROW(), [hero(0, "Dwarf", "entrance/2")], [foe(1, "goblin", "entrance/4")]);
    expect(act(b, 1, CARD.D)).toMatchObject({ attack: null, ran: true });
    expect(act(b, 1, CARD.D).reason).toContain("no line of sight");
  });

  test("LITE-HERO-10 / LITE-HERO-7: never more than 4 zones away, whatever the range", () => {
    const a = act(column(foe(1, "goblin", "corridor-b/5")), 1, CARD.D);
    expect(a).toMatchObject({ attack: null, ran: true });
    expect(a.reason).toContain("more than 4 zones away");
  });

  test("LITE-HERO-10 / LITE-HERO-6: a basic enemy may shoot past its range: +1 defense die for the hero per zone beyond it", () => {
    expect(act(column(foe(1, "goblin", "corridor-a/1")), 1, CARD.D).attack).toMatchObject({
      distance: 4,
      overRange: 1,
    });
    expect(act(column(foe(1, "orc", "corridor-a/1")), 1, CARD.D).attack).toMatchObject({ distance: 4, overRange: 2 });
  });

  test("LITE-HERO-10 / LITE-HERO-9: other figures do not block an enemy's line of sight", () => {
    const b = column(
      foe(1, "goblin", "corridor-a/1"),
      ...orcs("corridor-a/3", 3),
      ...orcs("entrance/2", 3).map((o) => ({ ...o, id: o.id + 10 })),
    );
    expect(act(b, 1, CARD.D).attack).toMatchObject({ seat: 0, distance: 4 });
  });

  test("LITE-HERO-10 / LITE-COVER-3: a shot at a hero in a zone with cover says so (+1 defense die); a melee attack never does", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "corridor-c/3")],
      [foe(1, "goblin", "entrance/3"), foe(2, "beast-orc", "corridor-c/4")],
    );
    expect(act(b, 1, CARD.D).attack).toMatchObject({ melee: false, distance: 2, inCover: true });
    expect(act(b, 2, CARD.E).attack).toMatchObject({ melee: true, inCover: false });
  });

  test("LITE-ENEMY-3 / LITE-Q-6: a secondary enemy cannot exceed its range: the Troll (range 2) does not shoot from 3 zones, does from 2", () => {
    const far = act(column(foe(1, "troll", "corridor-a/1")), 1, CARD.A);
    expect(far).toMatchObject({ path: ["corridor-a/2"], attack: null, ran: false });
    expect(far.reason).toContain("beyond its range");
    expect(act(column(foe(1, "troll", "corridor-a/2")), 1, CARD.A)).toMatchObject({
      path: ["corridor-a/3"],
      attack: { melee: false, distance: 2, overRange: 0 },
    });
  });
});

describe("Dungeon Lite zone occupancy as enemies move", () => {
  test("LITE-ZONE-4: an enemy that would end its move in a full zone stops in the previous zone that is not full", () => {
    expect(act(column(foe(1, "beast-orc", "corridor-a/3"), ...orcs("entrance/5", 3)), 1).path).toEqual(["entrance/2"]);
    const both = column(
      foe(1, "beast-orc", "corridor-a/2"),
      ...orcs("entrance/2", 3),
      foe(9, "dragon", "corridor-a/3"),
    );
    expect(act(both, 1).path).toEqual([]);
  });

  test("LITE-ZONE-5: an enemy passes through a full zone when its move ends in one with room", () => {
    expect(act(column(foe(1, "beast-orc", "corridor-a/3"), ...orcs("entrance/2", 3)), 1).path).toEqual([
      "entrance/2",
      "entrance/5",
    ]);
  });

  test("LITE-Q-28: a zone holding 5 points has room for a Goblin (1) but not for an Orc (2)", () => {
    const five = [foe(7, "beast-orc", "entrance/4"), foe(8, "spider", "entrance/4")];
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/4")],
      [...five, foe(1, "goblin", "entrance/1"), foe(2, "orc", "entrance/1")],
    );
    expect(act(b, 1, CARD.A).path).toEqual(["entrance/4"]);
    expect(act(b, 2, CARD.B).path).toEqual([]);
  });

  test("LITE-Q-24 / LITE-Q-28: a knocked-down Undead takes no room", () => {
    const b = board(
      ROW(),
      [hero(0, "Dwarf", "entrance/4")],
      [
        foe(7, "beast-orc", "entrance/4"),
        foe(8, "goblin", "entrance/4"),
        foe(9, "undead", "entrance/4", { down: 1 }),
        foe(2, "orc", "entrance/1"),
      ],
    );
    expect(act(b, 2, CARD.B).path).toEqual(["entrance/4"]);
  });

  test("LITE-INIT-6: each enemy finishes before the next, which decides on the board as the first left it", () => {
    // Two Orcs 1 zone from the Elf, whose zone holds a Beast-Orc (3): room for one Orc (2), not two.
    const b = column(foe(1, "beast-orc", "entrance/5"), foe(2, "orc", "entrance/2"), foe(3, "orc", "entrance/2"));
    const { activations } = phase(b, CARD.B);
    expect(activations.map((a) => [a.enemy, a.path])).toEqual([
      [2, ["entrance/5"]],
      [3, []],
    ]);
    expect(act(b, 3, CARD.B).path).toEqual(["entrance/5"]);
  });
});

describe("Dungeon Lite enemies and the barred door", () => {
  /** Corridor A north of entrance/2, the door barred between them (ROW map). */
  const barred = () => barDoor(ROW(), "entrance/2", exit("entrance/2", "N"))!;

  test("LITE-DOOR-3 / LITE-Q-35: a barred door blocks enemy advance and enemy attacks across it, sight included", () => {
    const b = board(
      barred(),
      [hero(0, "Elf", "entrance/5")],
      [foe(1, "goblin", "corridor-a/2"), foe(2, "beast-orc", "corridor-a/3")],
    );
    expect(act(b, 1, CARD.A)).toMatchObject({ path: [], attack: null });
    expect(act(b, 1, CARD.A).reason).toContain("no line of sight");
    expect(act(b, 2, CARD.C)).toMatchObject({ path: [], attack: null });
  });

  test("LITE-DOOR-6 / LITE-Q-35 / LITE-Q-31: an enemy the door keeps from the nearest hero moves toward, and attacks, another hero instead", () => {
    // The Elf is 1 zone from the Beast-Orc through the door (the nearest); the Warrior is 2 zones away on its side.
    const b = board(
      barred(),
      [hero(0, "Elf", "entrance/2"), hero(1, "Warrior", "corridor-a/1")],
      [foe(1, "beast-orc", "corridor-a/3")],
    );
    const a = act(b, 1, CARD.C);
    expect(a).toMatchObject({ path: ["corridor-a/2", "corridor-a/1"], attack: { seat: 1, melee: true } });
    expect(a.reason).toContain("kept from the Elf by the barred door");
    const open = act({ ...b, map: ROW() }, 1, CARD.C);
    expect(open).toMatchObject({ path: ["entrance/2"], attack: { seat: 0 } });
  });

  test("LITE-DOOR-6 / LITE-Q-35: when it can attack no other hero either, it still goes for the others rather than wait at the door", () => {
    // The Warrior behind the door is the nearest (4 zones); the Elf, round the corner, is 6 zones away on this side.
    const b = board(
      barred(),
      [hero(0, "Elf", "corridor-c/2"), hero(1, "Warrior", "corridor-a/1")],
      [foe(1, "beast-orc", "entrance/1")],
    );
    const a = act(b, 1, CARD.C);
    expect(a).toMatchObject({
      ran: true,
      attack: null,
      path: ["entrance/2", "entrance/3", "corridor-c/4", "corridor-c/3"],
    });
    expect(a.reason).toContain("kept from the Warrior by the barred door");
  });

  test("LITE-DOOR-6: when the door is not what stops it, the enemy is not turned to another hero", () => {
    const b = board(barred(), [hero(0, "Elf", "corridor-c/1")], [foe(1, "beast-orc", "corridor-b/2")]);
    const a = act(b, 1, CARD.C);
    expect(a).toMatchObject({
      ran: true,
      attack: null,
      path: ["corridor-b/4", "corridor-b/5", "entrance/1", "entrance/2"],
    });
    expect(a.reason).not.toContain("barred door");
  });
});
