/**
 * The match's log, kept by the room for the whole match so that a client who joins, reconnects or opens a second
 * tab gets it whole (in the "sync" reply) instead of an empty log. Every event is kept with its addressee; what a
 * client receives is filtered as the live `events` are (./events.ts): public events for everyone, a seat's private
 * events only for the client holding that seat. Bounded: past MATCH_LOG_CAP entries the oldest are dropped.
 */
import type { GameEvent, LogEvent } from "@tabletop/shared";
import { eventsFor } from "./events.js";

/** The most entries one match's log keeps (docs/wire-contract.md). */
export const MATCH_LOG_CAP = 2000;

export class MatchLog {
  private entries: GameEvent[] = [];

  constructor(readonly cap = MATCH_LOG_CAP) {}

  get size(): number {
    return this.entries.length;
  }

  /** Appends events as the engine gave them (addressees kept); the oldest go past the cap. */
  add(events: readonly GameEvent[]): void {
    this.entries.push(...events);
    if (this.entries.length > this.cap) this.entries.splice(0, this.entries.length - this.cap);
  }

  /** The log as the seats one client holds may see it (none: a spectator's). */
  for(seats: readonly number[]): LogEvent[] {
    return eventsFor(this.entries, seats);
  }
}
