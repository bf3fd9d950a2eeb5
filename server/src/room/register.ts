/**
 * One line per game: `defineGameRoom(server, def, deps)` registers its room with live listing and quick play. Quick
 * play matches a table by its key and by whether it is rated (../http/matchmaking.ts makes `rated` always a boolean).
 */
import type { Server } from "@colyseus/core";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import { matchRoomFor } from "./MatchRoom.js";

export function defineGameRoom(server: Server, def: GameRoomDef, deps: RoomDeps) {
  return server.define(def.engine.game, matchRoomFor(def, deps)).filterBy(["quick", "rated"]).enableRealtimeListing();
}
