/**
 * The Xorlosch room: the shared engine and heuristic bot, the schema classes and the projection. The engine's own
 * `expectedActor` tells the room whom the game waits on, so stand-in bots answer a diplomacy question or take their
 * turn but never fire optional out-of-turn items on their own (and a bot proposer does not withdraw before the
 * asked seat has answered).
 */
import type { GameRoomDef } from "../../room/gameDef.js";
import { expectedActor, xorloschBots, xorloschEngine, type XorState } from "@tabletop/shared/xorlosch/index";
import { XorPrivate, XorPublic } from "./schema.js";
import { projectPrivate, projectPublic } from "./projection.js";

export const xorloschRoom: GameRoomDef = {
  engine: {
    ...xorloschEngine,
    waitingFor(state: XorState) {
      const seat = expectedActor(state);
      return seat === null ? [] : [seat];
    },
  },
  bot: xorloschBots.heuristic,
  Public: XorPublic,
  Private: XorPrivate,
  project: projectPublic,
  projectPrivate,
};
