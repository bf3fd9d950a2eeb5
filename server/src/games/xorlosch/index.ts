/**
 * The Xorlosch room: the shared engine (whose `waitingFor` names the active or asked seat, so stand-in bots never
 * fire optional out-of-turn items), its heuristic bot, the schema classes and the projection.
 */
import type { GameRoomDef } from "../../room/gameDef.js";
import { xorloschBots, xorloschEngine } from "@tabletop/shared/xorlosch/index";
import { XorPrivate, XorPublic } from "./schema.js";
import { projectPrivate, projectPublic } from "./projection.js";

export const xorloschRoom: GameRoomDef = {
  engine: xorloschEngine,
  bot: xorloschBots.heuristic,
  Public: XorPublic,
  Private: XorPrivate,
  project: projectPublic,
  projectPrivate,
};
