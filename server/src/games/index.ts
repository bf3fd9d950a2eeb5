/**
 * The production games: one room definition per game. Test-only games are added by the
 * tests through `createPlatform({ extraGames })` and never appear here.
 */
import type { GameRoomDef } from "../room/gameDef.js";
import { dungeonFleeRoom } from "./dungeon-flee/index.js";
import { xorloschRoom } from "./xorlosch/index.js";

export const productionGames: GameRoomDef[] = [dungeonFleeRoom, xorloschRoom];
