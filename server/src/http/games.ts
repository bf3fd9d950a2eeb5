/** GET /api/games: the rooms this server runs, with their seat ranges and default options. */
import { Router } from "express";
import type { GameRoomDef } from "../room/gameDef.js";

export function gamesRouter(defs: readonly GameRoomDef[]): Router {
  const r = Router();
  r.get("/api/games", (_req, res) => {
    res.json({
      games: defs.map((d) => ({ id: d.engine.game, seats: d.engine.seats, defaultOptions: d.engine.defaultOptions })),
    });
  });
  return r;
}
