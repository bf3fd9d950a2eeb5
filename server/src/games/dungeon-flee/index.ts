/**
 * The Dungeon Flee room: one seat, spectators welcome, options { mode, class, gender } checked by the engine.
 * The shared engine and heuristic bot (it stands in for a player who does not come back), the schema classes and
 * the projection of the views into them. Everything else (seats, persistence, replay) is the generic room's.
 */
import { dungeonFleeBots, dungeonFleeEngine } from "@tabletop/shared/dungeon-flee/index";
import type { GameRoomDef } from "../../room/gameDef.js";
import { projectPrivate, projectPublic } from "./projection.js";
import { FleePrivate, FleePublic } from "./schema.js";

export const dungeonFleeRoom: GameRoomDef = {
  engine: dungeonFleeEngine,
  bot: dungeonFleeBots.heuristic,
  Public: FleePublic,
  Private: FleePrivate,
  project: projectPublic,
  projectPrivate,
};
