/**
 * The heroes and enemies of the last move (following the game): the view names them (`lastMoved`), so a
 * page opened or reconnected mid-match marks them from the view alone. An enemy's activation, a step the rules take
 * by themselves, is a move like a hero's.
 */
import { dungeonLiteBots, type LiteView } from "@tabletop/shared/dungeon-lite/index";
import { checkBotGame } from "../helpers/last-move.js";
import { E, opts } from "./engine-helpers.js";

/** Where each hero and enemy stands, as the map shows it. */
const zones = (v: LiteView) =>
  new Map<string, string>([
    ...v.heroes.map((h) => [`hero-${h.seat}`, h.zone] as const),
    ...v.enemies.map((e) => [`enemy-${e.id}`, e.zone] as const),
  ]);

describe("Dungeon Lite: the heroes and enemies of the last move", () => {
  test.each([1, 2, 4])("over bot games of %i heroes, lastMoved is the figures that changed zone last", (seats) => {
    let heroes = 0;
    let enemies = 0;
    for (const seed of ["a", "b"]) {
      const tally = checkBotGame(E, dungeonLiteBots.heuristic, `last-move-${seats}-${seed}`, seats, opts(), zones);
      expect(tally.moving).toBeGreaterThan(5);
      expect(tally.still).toBeGreaterThan(5);
      heroes += [...tally.ids].filter((id) => id.startsWith("hero-")).length;
      enemies += [...tally.ids].filter((id) => id.startsWith("enemy-")).length;
    }
    // Both kinds of figure were of a last move: a hero's move and an enemy's activation.
    expect(heroes).toBeGreaterThan(0);
    expect(enemies).toBeGreaterThan(0);
  });

  test("a new game has no last move, and the view's lastMoved is the state's, for every seat and a spectator", () => {
    const s = E.setup("fresh", 2, opts());
    expect(E.view(s, null).lastMoved).toEqual([]);
    expect(E.view(s, 0).lastMoved).toEqual([]);
  });
});
