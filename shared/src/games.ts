/**
 * The registry of production games: each game's folder adds one entry here.
 * The server registers one room per entry, the sim and bench iterate it, and the
 * client uses it for replays. Test-only games (test/fixtures) are never listed here.
 */
import type { Bot, Engine } from "./engine.js";
import { xorloschBots, xorloschEngine } from "./xorlosch/index.js";
import { dungeonFleeBots, dungeonFleeEngine } from "./dungeon-flee/index.js";
import { dungeonLiteBots, dungeonLiteEngine } from "./dungeon-lite/index.js";

/**
 * An engine or a bot of any game, for the code that treats every game alike (this registry, the sim, the room's
 * tests); each game's own module keeps its precise types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for every game's engine
export type AnyEngine = Engine<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one type for every game's bots
export type AnyBot = Bot<any, any>;

export interface GameModule {
  engine: AnyEngine;
  bots: Record<string, AnyBot>;
  /** The bot that plays empty or abandoned seats. */
  defaultBot: string;
  /**
   * How many seats of one table a person may hold (default 1). A co-operative game may let one person run several
   * heroes: they take the extra seats at the table before the start and act for each (docs/wire-contract.md).
   */
  seatsPerPlayer?: number;
}

/** The production games, by id: adding a game is one entry here (docs/adding-a-game.md). */
export const games = {
  // The strong bot stands in for a player who dropped (and plays the simulator's games unless told otherwise): the
  // heuristic one wins almost no game since the damage cards were redesigned (docs/balance.md).
  "dungeon-flee": { engine: dungeonFleeEngine, bots: dungeonFleeBots, defaultBot: "strong" },
  xorlosch: { engine: xorloschEngine, bots: xorloschBots, defaultBot: "heuristic" },
  // Co-op: one person may run several heroes (a solo player with two, say), chosen at the table.
  "dungeon-lite": { engine: dungeonLiteEngine, bots: dungeonLiteBots, defaultBot: "heuristic", seatsPerPlayer: 4 },
} satisfies Record<string, GameModule>;

/** The id of a production game. */
export type GameId = keyof typeof games;

/** The registered game with this id, if any. */
export function gameById(id: string): GameModule | undefined {
  return Object.hasOwn(games, id) ? (games as Record<string, GameModule>)[id] : undefined;
}
