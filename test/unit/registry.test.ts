/**
 * The games' registry (shared/src/games.ts): each entry's key is its engine's own name (`engine.game`), the one the
 * rooms are registered under, the matches stored with and the client's game modules keyed by.
 */
import { games } from "@tabletop/shared";

test("each registered game's key is its engine's name", () => {
  expect(Object.keys(games).length).toBeGreaterThan(0);
  for (const [key, mod] of Object.entries(games)) expect([key, mod.engine.game]).toEqual([key, key]);
});
