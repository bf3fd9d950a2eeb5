/**
 * The pieces of the records (docs/ratings.md, "Records"): Dungeon Flee's score (every escape beats every loss; health
 * kept, speed and treasure raise an escape), the tracks (a Flee mode, a Lite mission and setting written one way
 * only), and the record the room reads off a real game's final state.
 */
import { fleeScore, isTrack, liteSettingKey, parseLiteSetting, type FleeRunFacts } from "@tabletop/shared";
import { playGame } from "@tabletop/shared/sim/play";
import { dungeonFleeBots, dungeonFleeEngine } from "@tabletop/shared/dungeon-flee/index";
import type { FleeState } from "@tabletop/shared/dungeon-flee/state";
import { recordOf } from "@tabletop/server/records/games.js";

const escape: FleeRunFacts = {
  won: true,
  rounds: 85,
  health: 6,
  maxHealth: 12,
  treasure: 1,
  stairs: 4,
  cls: "fighter",
};

test("Dungeon Flee's score: every escape beats every loss, and a healthier, quicker, richer escape scores more", () => {
  expect(fleeScore(escape)).toBe(1000 + 150 + 75 + 25);
  const worstEscape = fleeScore({ ...escape, rounds: 500, health: 1, treasure: 0 });
  const bestLoss = fleeScore({ ...escape, won: false, stairs: 3, treasure: 9 });
  expect(bestLoss).toBe(300);
  expect(worstEscape).toBeGreaterThan(bestLoss);
  expect(fleeScore({ ...escape, health: 7 })).toBeGreaterThan(fleeScore(escape));
  expect(fleeScore({ ...escape, rounds: 84 })).toBeGreaterThan(fleeScore(escape));
  expect(fleeScore({ ...escape, treasure: 2 })).toBeGreaterThan(fleeScore(escape));
  // Health is counted by its share of the character's, so classes with more health compare fairly.
  expect(fleeScore({ ...escape, health: 7, maxHealth: 14 })).toBe(fleeScore(escape));
});

test("a track is a Flee mode or a Lite mission and setting, each written one way only", () => {
  expect(isTrack("dungeon-flee", "extreme")).toBe(true);
  expect(isTrack("dungeon-flee", "nightmare")).toBe(false);
  expect(isTrack("dungeon-lite", "goblin-king/standard")).toBe(true);
  expect(isTrack("dungeon-lite", "goblin-king/free-equipment+traps-2+undead-1+no-troll")).toBe(true);
  for (const bad of [
    "goblin-king",
    "goblin-king/",
    "goblin-king/no-troll+traps-1",
    "goblin-king/traps-3",
    "goblin-king/traps-1+traps-1",
    "dragon/standard",
    "goblin-king/standard/x",
    "goblin-king/+no-troll",
  ])
    expect([bad, isTrack("dungeon-lite", bad)]).toEqual([bad, false]);
  const d = { freeEquipment: false, removeTraps: 1, removeUndead: 0, removeTroll: true };
  expect(liteSettingKey(d)).toBe("traps-1+no-troll");
  expect(parseLiteSetting("traps-1+no-troll")).toEqual(d);
  expect(isTrack("xorlosch", "easy")).toBe(false);
});

test("the record of a real Dungeon Flee game is read off its final state", () => {
  const played = playGame(
    dungeonFleeEngine,
    [dungeonFleeBots.strong],
    "records-unit",
    { mode: "hard", class: "wizard" },
    1,
    20_000,
  );
  const s = played.state as FleeState;
  expect(s.result).not.toBeNull();
  const facts: FleeRunFacts = {
    won: s.result === "win",
    rounds: s.round,
    health: Math.max(0, s.health),
    maxHealth: s.maxHealth,
    treasure: s.inventory.length,
    stairs: s.stairs,
    cls: s.cls,
  };
  expect(recordOf("dungeon-flee", s)).toEqual({
    track: "hard",
    won: facts.won,
    rounds: s.round,
    score: fleeScore(facts),
    facts,
  });
  expect(recordOf("xorlosch", s)).toBeNull();
});
