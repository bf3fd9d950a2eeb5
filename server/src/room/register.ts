/** One line per game: `defineGameRoom(server, def, deps)` registers its room with live listing and quick play. */
import type { Server } from "@colyseus/core";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import { matchRoomFor } from "./MatchRoom.js";

export function defineGameRoom(server: Server, def: GameRoomDef, deps: RoomDeps) {
  return server.define(def.engine.game, matchRoomFor(def, deps)).filterBy(["quick"]).enableRealtimeListing();
}
