/**
 * Games the simulator can play before they are registered as production games (shared/src/games.ts): their
 * engines are complete, their browser client is not. None at the moment: Dungeon Lite joined the registry with its
 * client. A game being written adds its entry here until then.
 */
import type { GameModule } from "../games.js";

export const unlistedGames: Record<string, GameModule> = {};
