/**
 * "Skip to my turn" (docs/wire-contract.md): a player asks that the paced steps (bots' moves, the rules' own steps)
 * play at once until a decision waits on them. The pace is the table's, not one page's: the server plays the steps,
 * and every page draws the board the steps lead to. So the steps play at once only when every person connected at a
 * seat has asked, and nobody's board jumps ahead while they are still reading it; a person's ask holds until a
 * decision waits on them (their turn, a reaction, a choice) or the match ends. A person who holds several seats asks
 * for all of them at once. The asks are synced (`seats[i].skipping`), so each page can say who has asked.
 */
import type { MatchState } from "./state.js";
import type { TableSeats } from "./tableSeats.js";
import { RoomCodes } from "./codes.js";

export type SkipAnswer = { ok: true } | { ok: false; code: string; reason: string };

export class SkipToTurn {
  constructor(
    private readonly state: MatchState,
    private readonly seats: TableSeats,
  ) {}

  /**
   * The ask of the person holding `held`, when the table is `paced` now and the game waits on `decides` (the seats
   * whose person decides now, not a bot). Refused when it could mean nothing.
   */
  ask(held: readonly number[], decides: readonly number[]): SkipAnswer {
    const { state } = this;
    if (state.status === "finished")
      return { ok: false, code: RoomCodes.MATCH_FINISHED, reason: "The match is over: there is nothing to skip." };
    if (held.length === 0)
      return { ok: false, code: RoomCodes.NOT_SEATED, reason: "Only the players at this table can skip ahead." };
    if (state.status === "waiting")
      return { ok: false, code: RoomCodes.NOT_STARTED, reason: "The match has not started: there is nothing to skip." };
    if (held.some((seat) => decides.includes(seat)))
      return {
        ok: false,
        code: RoomCodes.YOUR_TURN,
        reason: "The game is waiting on you now, so there is nothing to skip before your turn.",
      };
    if (!state.paced)
      return {
        ok: false,
        code: RoomCodes.NOTHING_TO_SKIP,
        reason: "No bot's move or step of the rules is waiting to be played now, so there is nothing to skip.",
      };
    for (const seat of held) state.seats[seat].skipping = true;
    return { ok: true };
  }

  /**
   * Clears the ask of every seat whose person decides now (`decides`, asked only when some seat has asked: a move at
   * a table with no ask pays nothing), or every ask (`null`: the match ended).
   */
  settle(decides: (() => readonly number[]) | null): boolean {
    let changed = false;
    let deciding: readonly number[] | null = null;
    for (const s of this.state.seats) {
      if (!s.skipping) continue;
      deciding ??= decides ? decides() : null;
      if (deciding === null || deciding.includes(s.index)) {
        s.skipping = false;
        changed = true;
      }
    }
    return changed;
  }

  /** Whether the paced steps play at once now: every person connected at a seat has asked (and there is one). */
  get rushing(): boolean {
    let people = 0;
    for (const s of this.state.seats) {
      if (!s.occupied || !s.connected || this.seats.isBot(s.index) || this.seats.sessionOf(s.index) === null) continue;
      if (!s.skipping) return false;
      people++;
    }
    return people > 0;
  }
}
