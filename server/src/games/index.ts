/**
 * The production games: one room definition per game. Test-only games are added by the
 * tests through `createPlatform({ extraGames })` and never appear here.
 */
import type { GameRoomDef } from "../room/gameDef.js";

export const productionGames: GameRoomDef[] = [];
