import { activate, NO_ATTACKS, type Board } from "@tabletop/shared/dungeon-lite/enemies/index";
import { board, CARD, foe, hero, RNG, ROW } from "./helpers.js";

const act = (b: Board, id: number, card = CARD.E) => activate(b, id, card, NO_ATTACKS, RNG)[0];

/** The Warrior in corridor-c/2, round the corner south of corridor-c/1 at the east end of the ROW map. */
const corner = (...enemies: ReturnType<typeof foe>[]) => board(ROW(), [hero(1, "Warrior", "corridor-c/2")], enemies);

describe("Dungeon Lite running", () => {
  test("LITE-ENEMYCARD-11 / LITE-Q-20: a basic enemy more than 4 zones from the hero after its move runs: it moves again and does not attack", () => {
    // The Warrior at the east end of the row, corridor-c/1: in line of sight, 6 zones from corridor-b/5.
    const a = act(board(ROW(), [hero(1, "Warrior", "corridor-c/1")], [foe(1, "beast-orc", "corridor-b/2")]), 1, CARD.C);
    expect(a.ran).toBe(true);
    expect(a.attack).toBeNull();
    expect(a.path).toEqual(["corridor-b/4", "corridor-b/5", "entrance/1", "entrance/2"]);
    expect(a.reason).toBe(
      "Beast-Orc in zone 2 of Corridor B moves 2 zones to zone 5 of Corridor B but cannot attack (the Warrior: more than 4 zones away), so it runs: moves 2 zones to zone 2 of the Entrance",
    );
  });

  test("LITE-ENEMYCARD-11 / LITE-Q-20: with no line of sight after its move a Goblin runs, toward the hero, not keeping its 2 zones", () => {
    const a = act(corner(foe(1, "goblin", "entrance/2")), 1, CARD.A);
    expect(a.ran).toBe(true);
    expect(a.attack).toBeNull();
    expect(a.path).toEqual(["entrance/3", "corridor-c/4", "corridor-c/3", "corridor-c/1"]);
    expect(a.reason).toContain("no line of sight");
  });

  test("LITE-Q-20 / LITE-Q-23: an Orc holding cover with no hero in sight runs out of it", () => {
    const a = act(corner(foe(1, "orc", "corridor-c/3")), 1, CARD.B);
    expect(a).toMatchObject({ ran: true, attack: null, path: ["corridor-c/1"] });
  });

  test("LITE-Q-20: under D, which does not move it, a basic enemy that cannot attack where it stands makes both moves", () => {
    const a = act(corner(foe(1, "beast-orc", "corridor-b/2")), 1, CARD.D);
    expect(a.ran).toBe(true);
    expect(a.path).toEqual(["corridor-b/4", "corridor-b/5", "entrance/1", "entrance/2"]);
  });

  test("LITE-Q-20: a basic enemy that can attack does not run, under D too", () => {
    const a = act(board(ROW(), [hero(1, "Warrior", "entrance/2")], [foe(1, "beast-orc", "corridor-c/4")]), 1, CARD.D);
    expect(a).toMatchObject({ ran: false, path: [], attack: { seat: 1, melee: false, distance: 2, overRange: 0 } });
  });

  test("LITE-ENEMYCARD-12 / LITE-Q-20: secondary enemies never run: out of reach after its move, the Spider does nothing more", () => {
    const a = act(corner(foe(1, "spider", "corridor-b/2")), 1, CARD.D);
    expect(a).toMatchObject({ ran: false, attack: null, path: ["corridor-b/4", "corridor-b/5"] });
  });

  test("LITE-Q-20 / LITE-ENEMYCARD-8 / LITE-ENEMYCARD-7 / LITE-Q-19: enemies the card does not activate do not run; enemies just placed make their move and neither attack nor run", () => {
    const b = corner(foe(1, "beast-orc", "corridor-b/2"), foe(2, "goblin", "corridor-b/4", { justPlaced: true }));
    expect(act(b, 1, CARD.A)).toMatchObject({
      ran: false,
      path: [],
      attack: null,
      reason: "Beast-Orc in zone 2 of Corridor B is not activated by this card",
    });
    const placed = act(b, 2, CARD.A);
    const runner = act(corner(foe(2, "goblin", "corridor-b/4")), 2, CARD.A);
    expect(runner.ran).toBe(true); // the same Goblin, not just placed, runs
    expect(placed).toMatchObject({ ran: false, attack: null });
    expect(placed.path.length).toBeGreaterThan(0);
    expect(runner.path.slice(0, placed.path.length)).toEqual(placed.path); // its one move, not the run's second
    expect(placed.path.length).toBeLessThan(runner.path.length);
    expect(placed.reason).toMatch(
      /^Goblin in zone 4 of Corridor B moves .* but does not attack: it was placed this phase/,
    );
  });

  test("LITE-ENEMYCARD-7 / LITE-Q-19: an enemy just placed that could attack from where it moves does not", () => {
    const b = board(ROW(), [hero(1, "Warrior", "entrance/2")], [foe(1, "orc", "entrance/1", { justPlaced: true })]);
    const a = act(b, 1, CARD.B);
    expect(a).toMatchObject({ ran: false, attack: null, path: ["entrance/2"] });
    expect(
      act(board(ROW(), [hero(1, "Warrior", "entrance/2")], [foe(1, "orc", "entrance/1")]), 1, CARD.B).attack,
    ).not.toBeNull();
  });
});
