/**
 * "Play again" at a finished table: the follow-up table with the same settings (game options, table size, bots,
 * privacy, pace, response time, clocks, rated) is made once, by the first player who asks; every later ask, and
 * any made at the same moment, gets the same table. The room then tells each player where it is
 * (`play-again {roomId, code}`); nobody is moved: each player joins it with one click, or does not. A player of the
 * match who comes back later (a reload, a reconnect, the ended table opened again) finds it in the answer to their
 * `sync`; a spectator never learns it (a private follow-up's id is its join code). A seat nobody takes stays open, and
 * the new table's host may fill it with a bot, as at any new table.
 */
import { matchMaker } from "@colyseus/core";
import type { MatchState } from "./state.js";

/** Where the follow-up table is: its room id and, for a private table, its join code ("" for a public one). */
export interface FollowUp {
  roomId: string;
  code: string;
}

/** The create options of a table like this one (the wire contract's join options). */
export function sameTable(state: MatchState, options: unknown, isPrivate: boolean, token: string) {
  const size = state.seats.length;
  return {
    token,
    seats: size,
    // The host's bots, not the bots that stood in for a person who left: that seat is a person's again.
    bots: state.seats.filter((s) => s.bot).length,
    options,
    private: isPrivate,
    pace: state.pace,
    responseSeconds: state.responseSeconds,
    turnSeconds: state.turnSeconds,
    bankSeconds: state.bankSeconds,
    ...(state.rated ? { rated: true } : {}),
  };
}

export class PlayAgain {
  private next: Promise<FollowUp> | null = null;
  /** The follow-up table once it is made (null before, or while it is being made). */
  made: FollowUp | null = null;

  /**
   * The follow-up table, made with `create` on the first ask only. The promise is kept before anything is awaited,
   * so asks at the same moment share it; a failed attempt is forgotten, so the next ask tries again.
   */
  ask(create: () => Promise<FollowUp>): Promise<FollowUp> {
    this.next ??= create().then(
      (table) => (this.made = table),
      (err: unknown) => {
        this.next = null;
        throw err;
      },
    );
    return this.next;
  }
}

/** Makes the table in this server's matchmaker (as the opener, whose token it is). */
export async function createTable(game: string, createOptions: object): Promise<FollowUp> {
  const room = await matchMaker.createRoom(game, createOptions);
  return { roomId: room.roomId, code: (createOptions as { private?: boolean }).private ? room.roomId : "" };
}
