/**
 * Games the simulator can play before they are registered as production games (shared/src/games.ts): their
 * engines are complete, their browser client is not. Dungeon Lite joins the registry with its client (issue 13);
 * then this entry goes.
 */
import type { GameModule } from "../games.js";
import { dungeonLiteBots, dungeonLiteEngine } from "../dungeon-lite/index.js";

export const unlistedGames: Record<string, GameModule> = {
  "dungeon-lite": { engine: dungeonLiteEngine, bots: dungeonLiteBots, defaultBot: "heuristic" },
};
