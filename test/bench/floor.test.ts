/**
 * The floor of a game's CPU per move (server/src/bench/floor.ts): the contract echo's CPU per move plus the game's
 * own rules and projection for the actions of one move, and its ratio to the bare room's.
 */
import { actionsPerMove, floorOf } from "@tabletop/server/bench/floor.js";

test("the floor is the contract echo's CPU per move plus the game's own work per action times the actions per move", () => {
  const f = floorOf(59, { engine: 13.8, projection: 14.1 }, 1, 38);
  expect(f.usPerMove).toBe(87); // 59 + 27.9
  expect(f.ratioToBare).toBe(2.29);
  expect(f.contractEchoUsPerMove).toBe(59);
  expect(f.gameWorkUsPerAction).toEqual({ engine: 13.8, projection: 14.1 });
  // A Dungeon Lite move and the rules' steps that follow it: 1.5 actions a move.
  expect(floorOf(100, { engine: 60, projection: 20 }, 1.5, 50)).toMatchObject({ usPerMove: 220, ratioToBare: 4.4 });
});

test("actions per move: the players', the bots' and the rules' own actions over the players' moves", () => {
  expect(actionsPerMove({ player: 200, bot: 0, rules: 100 })).toBe(1.5);
  expect(actionsPerMove({ player: 10, bot: 10, rules: 0 })).toBe(2);
  expect(actionsPerMove({ player: 0, bot: 5, rules: 5 })).toBeNull();
});

test("without a contract echo figure or a count of moves there is no floor, and no ratio", () => {
  expect(floorOf(null, { engine: 1, projection: 1 }, 1, 38)).toMatchObject({ usPerMove: null, ratioToBare: null });
  expect(floorOf(59, { engine: 1, projection: 1 }, null, 38)).toMatchObject({ usPerMove: null, actionsPerMove: null });
});
