/**
 * A table that asks for the day's dungeon (the create option `daily`; docs/ratings.md, "The daily dungeon"): its
 * opener's one attempt of the UTC day is claimed for the table's match, and the table gets the day's secret seed and
 * options. A person who has started the day's dungeon of that mode already is refused with the time the next opens.
 */
import { ServerError } from "@colyseus/core";
import type { RoomDeps } from "./deps.js";
import type { TableRequest } from "./tableRequest.js";
import { dailyOptions, dailyTrackOf, freshDaily } from "../records/daily.js";
import { dayEndOf, utcDayOf } from "../store/daily.js";

/** The room's refusal codes (../http/matchmaking.ts answers them as DAILY_PLAYED and DAILY_SEALED). */
export const DAILY_PLAYED_REFUSAL = 4409;
export const DAILY_SEALED_REFUSAL = 4403;

export async function dailyTable(
  deps: RoomDeps,
  game: string,
  ask: TableRequest,
  playerId: string,
  matchId: string,
): Promise<TableRequest> {
  if (!ask.daily) return ask;
  const track = dailyTrackOf(ask.options);
  const day = utcDayOf(new Date());
  let dungeon;
  try {
    dungeon = await deps.store.claimDaily({ game, track, day, playerId, matchId, fresh: freshDaily(track) });
  } catch (e) {
    deps.log.error({ err: e, game, track }, "could not claim a daily dungeon attempt");
    throw new ServerError(503, "The daily dungeon is unavailable right now; try again shortly.");
  }
  if (!dungeon)
    throw new ServerError(
      DAILY_PLAYED_REFUSAL,
      `You have played today's ${track} dungeon already (${game}, ${day}); the next opens at ${dayEndOf(day).toISOString()}.`,
    );
  return {
    ...ask,
    seed: dungeon.seed,
    options: dailyOptions(dungeon.options, ask.options),
    table: { ...ask.table, daily: day },
  };
}
