import type { Bot } from "@tabletop/shared";
import { chooseBotAction } from "@tabletop/server/room/botTurn.js";
import { fixtureEngine, fixtureBot, type FixtureAction, type FixtureView } from "../fixtures/fixture-cards/engine.js";

const state = fixtureEngine.setup("bot-turn", 2, { rounds: 2 });

test("a bot's legal choice is taken as it is", () => {
  const c = chooseBotAction(fixtureEngine, fixtureBot, state, 0, 0.5)!;
  expect(c.fallback).toBeNull();
  expect(fixtureEngine.legal(state, 0)).toContainEqual(c.action);
});

test("a bot that throws or answers outside legal is replaced by a legal action, so the match cannot stall", () => {
  const thrower: Bot<FixtureView, FixtureAction> = {
    name: "thrower",
    choose: () => {
      throw new Error("boom");
    },
  };
  const cheater: Bot<FixtureView, FixtureAction> = { name: "cheater", choose: () => ({ type: "play", card: 99 }) };
  for (const bot of [thrower, cheater]) {
    const c = chooseBotAction(fixtureEngine, bot, state, 0, 0.3)!;
    expect(c.fallback).toMatch(bot.name);
    expect(fixtureEngine.legal(state, 0)).toContainEqual(c.action);
  }
});

test("a seat with nothing to do gets no action", () => {
  expect(chooseBotAction(fixtureEngine, fixtureBot, state, 1, 0.3)).toBeNull();
});
