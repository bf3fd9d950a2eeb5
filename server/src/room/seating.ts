/**
 * Who sits where: pure bookkeeping of the seats of one match, kept beside the schema. One person (a player id, and
 * their live session) may hold several seats where the game allows it (GameModule.seatsPerPlayer); everything here
 * answers with every seat held, in seat order.
 */
import { RoomCodes } from "./codes.js";

export interface SeatHolder {
  /** The player holding the seat (null for bot seats and empty seats). */
  playerId: string | null;
  /** The live session in the seat, if connected. */
  sessionId: string | null;
}

/** The seats whose holder has `value` as its `key` (asked for every client after every move: a plain loop). */
function indicesWhere(holders: readonly SeatHolder[], key: keyof SeatHolder, value: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < holders.length; i++) if (holders[i][key] === value) out.push(i);
  return out;
}

export class Seating {
  readonly holders: SeatHolder[];

  constructor(size: number) {
    this.holders = Array.from({ length: size }, () => ({ playerId: null, sessionId: null }));
  }

  /** Every seat this session holds ([] for a spectator). */
  seatsOfSession(sessionId: string): number[] {
    return indicesWhere(this.holders, "sessionId", sessionId);
  }

  /** The first seat this session holds, or null. */
  seatOfSession(sessionId: string): number | null {
    return this.seatsOfSession(sessionId)[0] ?? null;
  }

  /** Every seat this player holds, connected or not. */
  seatsOfPlayer(playerId: string): number[] {
    return indicesWhere(this.holders, "playerId", playerId);
  }

  /** Keeps only the given seats, in order (the host starting with the seats present). */
  compact(keep: readonly number[]): void {
    const kept = keep.map((i) => this.holders[i]);
    this.holders.splice(0, this.holders.length, ...kept);
  }
}

export type SeatChange = { ok: true; seat: number } | { ok: false; code: string; reason: string };

/**
 * Whether a person holding `held` may take one more seat before the start: the game must allow it, and a seat must
 * be free (`free`: the first open seat, or -1). Pure, so each reason is tested on its own.
 */
export function seatToTake(held: readonly number[], free: number, perPlayer: number, status: string): SeatChange {
  const codes = RoomCodes;
  if (held.length === 0) return { ok: false, code: codes.NOT_SEATED, reason: "Take a seat first: you are watching." };
  if (status !== "waiting")
    return { ok: false, code: codes.ALREADY_STARTED, reason: "Seats are taken before the match starts." };
  if (held.length >= perPlayer)
    return {
      ok: false,
      code: codes.ONE_SEAT_EACH,
      reason:
        perPlayer === 1
          ? "In this game each person holds one seat."
          : `In this game one person holds at most ${perPlayer} seats.`,
    };
  if (free < 0) return { ok: false, code: codes.TABLE_FULL, reason: "Every seat of the table is taken." };
  return { ok: true, seat: free };
}

/** Whether a person holding `held` may give `seat` back before the start (they keep at least one: "leave" is for that). */
export function seatToRelease(held: readonly number[], seat: unknown, status: string): SeatChange {
  if (status !== "waiting")
    return { ok: false, code: RoomCodes.ALREADY_STARTED, reason: "Seats are given back before the match starts." };
  if (typeof seat !== "number" || !held.includes(seat))
    return { ok: false, code: RoomCodes.WRONG_SEAT, reason: "You do not hold that seat." };
  if (held.length === 1)
    return { ok: false, code: RoomCodes.LAST_SEAT, reason: "This is your only seat: leave the table instead." };
  return { ok: true, seat };
}

/**
 * Whether the host may seat a bot before the start (a table waiting for people who do not come: quick play's offer
 * to fill with bots): `free` is the first open seat, or -1. A rated table seats people only.
 */
export function botToAdd(isHost: boolean, free: number, status: string, rated = false): SeatChange {
  if (rated) return { ok: false, code: RoomCodes.RATED_NO_BOTS, reason: "A rated table seats people only: no bots." };
  if (status !== "waiting")
    return { ok: false, code: RoomCodes.ALREADY_STARTED, reason: "Bots are seated before the match starts." };
  if (!isHost) return { ok: false, code: RoomCodes.NOT_HOST, reason: "Only the host seats bots." };
  if (free < 0) return { ok: false, code: RoomCodes.TABLE_FULL, reason: "Every seat of the table is taken." };
  return { ok: true, seat: free };
}

/** Whether the host may take the bot at `seat` away before the start (the seat is open again). */
export function botToRemove(isHost: boolean, seat: unknown, bots: readonly boolean[], status: string): SeatChange {
  if (status !== "waiting")
    return { ok: false, code: RoomCodes.ALREADY_STARTED, reason: "Bots are taken away before the match starts." };
  if (!isHost) return { ok: false, code: RoomCodes.NOT_HOST, reason: "Only the host takes bots away." };
  if (typeof seat !== "number" || !bots[seat])
    return { ok: false, code: RoomCodes.NOT_A_BOT, reason: "No bot sits at that seat." };
  return { ok: true, seat };
}
