/**
 * What leaves the server about one stored match (GET /api/matches/:id).
 *
 * A match in play is as secret as its state. Anyone may see what a spectator sees: the game, its options, the
 * seats and names, the status, the number of moves, when it started and the room to watch it in (or, paused, how its
 * players continue it). Never its seed
 * or its actions: the engines ship in the browser bundle, so those two would rebuild every hidden card. They come
 * with the record once the match has ended (finished or abandoned), for replays.
 *
 * A private match is for its own players only: to anyone else it does not exist.
 */
import type { LiveMatchRecord, MatchRecord } from "@tabletop/shared";
import type { MatchDetail } from "../store/types.js";
import { dayEnded, dayEndOf } from "../store/daily.js";

/**
 * A daily dungeon's run is sealed until its UTC day ends, ended or not (docs/ratings.md, "The daily dungeon"): its
 * seed would rebuild the day's dungeon for everyone still to play it. Answers when it opens (ISO), or null.
 */
export function sealedDaily(m: Pick<MatchDetail, "table">, now = new Date()): string | null {
  const day = m.table.daily;
  return day && !dayEnded(day, now) ? dayEndOf(day).toISOString() : null;
}

/** Whether `viewer` (a player id, or null for an anonymous request) may know of this match at all. */
function mayKnowOf(m: Pick<MatchDetail, "private" | "seats">, viewer: string | null): boolean {
  return !m.private || (viewer !== null && m.seats.some((s) => s.playerId === viewer));
}

/** The record `viewer` may read, or null when the match must look like it does not exist. */
export function disclose(m: MatchDetail, viewer: string | null): MatchRecord | null {
  if (!mayKnowOf(m, viewer)) return null;
  const summary = {
    id: m.id,
    game: m.game,
    status: m.status,
    paused: m.paused,
    createdAt: m.createdAt,
    finishedAt: m.finishedAt,
    moves: m.moves,
    seats: m.seats,
    outcome: m.outcome,
    options: m.options,
  };
  if (m.status === "playing")
    return m.paused
      ? { ...summary, live: true, roomId: null, resume: resumeOf(m.id) }
      : { ...summary, live: true, roomId: m.roomId, resume: null };
  return { ...summary, live: false, seed: m.seed, engineVersion: m.engineVersion, actions: m.actions, chat: m.chat };
}

/**
 * A paused match has no room (its old room id names nothing: joining it says "not found"): the record says so, and
 * how its players continue it (./continue.ts), which reopens its room.
 */
function resumeOf(id: string): NonNullable<LiveMatchRecord["resume"]> {
  return {
    reason:
      "This match is paused: its players all left, and no table holds it. Any of its players continues it from their history.",
    method: "POST",
    path: `/api/matches/${id}/continue`,
  };
}
