/** GET /api/games: the rooms this server runs, with their seat ranges, default options and whether they are rated. */
import { Router } from "express";
import type { GameInfo } from "@tabletop/shared";
import type { GameRoomDef } from "../room/gameDef.js";
import { isRatedGame } from "../ratings/games.js";

export function gamesRouter(defs: readonly GameRoomDef[]): Router {
  const r = Router();
  r.get("/api/games", (_req, res) => {
    res.json({
      games: defs.map((d): GameInfo => ({
        id: d.engine.game,
        seats: d.engine.seats,
        defaultOptions: d.engine.defaultOptions as Record<string, unknown>,
        rulesSteps: d.engine.next !== undefined,
        responseWindows: d.engine.responseWindow !== undefined,
        rated: isRatedGame(d.engine.game),
      })),
    });
  });
  return r;
}
