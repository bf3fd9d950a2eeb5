/**
 * A match in play comes back after the server stopped (a crash, a redeploy) or after its players all left (paused):
 * the engine rebuilds its state from the stored seed and action log, and a room reopens it under its old room id,
 * so each player's old link, the lobby and the history page lead back to their own seat.
 *
 * A room is told to resume a match by a ticket that only this process hands out (`ResumeTickets`): the create
 * options of a room come from clients too, and no client may make a room rebuild a match it names.
 */
import { randomUUID } from "node:crypto";
import { replaySteps, type Engine, type GameEvent } from "@tabletop/shared";
import type { MatchDetail } from "../store/types.js";

/** The create option that carries a resume ticket (never part of the join options a client may send). */
export const RESUME_OPTION = "resumeTicket";

/** The ServerError code of a match that cannot be rebuilt (another rules version, a log that does not replay). */
export const UNRESUMABLE = 422;
/** The ServerError code of a match another server plays (it comes back when that server is back, or lets it go). */
export const PLAYED_ELSEWHERE = 409;

export class ResumeTickets {
  private readonly tickets = new Map<string, MatchDetail>();

  /** A one-use ticket for a room to resume `match` with (the create options `{ [RESUME_OPTION]: ticket }`). */
  issue(match: MatchDetail): string {
    const ticket = randomUUID();
    this.tickets.set(ticket, match);
    return ticket;
  }

  /** The match a room's create options ask it to resume, or undefined when they ask no such thing. */
  take(options: unknown): MatchDetail | undefined {
    if (typeof options !== "object" || options === null || !(RESUME_OPTION in options)) return undefined;
    const ticket = (options as Record<string, unknown>)[RESUME_OPTION];
    if (typeof ticket !== "string") return undefined;
    const match = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return match;
  }
}

export type Rebuilt = { ok: true; state: unknown; seq: number; events: GameEvent[] } | { ok: false; reason: string };

/** The state of a stored match after its last recorded action, and every event on the way (the match's log). */
export function rebuildMatch(engine: Engine<unknown, unknown, unknown, unknown>, match: MatchDetail): Rebuilt {
  if (match.engineVersion !== engine.version)
    return {
      ok: false,
      reason: `it was played with rules version ${match.engineVersion} and this server has ${engine.version}`,
    };
  const events: GameEvent[] = [];
  let state: unknown = null;
  try {
    for (const step of replaySteps(engine, match.seed, match.seats.length, match.options, match.actions)) {
      state = step.state;
      events.push(...step.events);
    }
  } catch (e) {
    return { ok: false, reason: `its log does not replay (${e instanceof Error ? e.message : String(e)})` };
  }
  const seq = match.actions.length ? match.actions[match.actions.length - 1].seq : 0;
  return { ok: true, state, seq, events };
}
