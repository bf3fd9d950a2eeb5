/**
 * What a match room sends its clients besides the patch: each client's seats (`seat`), the log lines it may see
 * (`events`) and why a message of theirs was refused (`rejected`). Who holds which seat is ./tableSeats.ts; what each
 * seat may do now travels in the patch (./seatLists.ts).
 */
import type { Client } from "@colyseus/core";
import type { EventsMessage, GameEvent } from "@tabletop/shared";
import type { Metrics } from "../metrics.js";
import { eventsFor } from "./events.js";
import { echoOf } from "./codes.js";

/** The clients at a table, the seats each holds, and the room's broadcast (one encoding for everyone). */
export interface Table {
  readonly clients: Iterable<Client>;
  readonly seats: { ofSession(sessionId: string): number[] };
  broadcast(type: string, message: unknown): void;
}

/** The `seat` message: the seats a client holds (the first is the one it acts for by default) and the match. */
export function seatMessage(held: readonly number[], matchId: string) {
  return { seat: held[0] ?? null, seats: [...held], matchId, spectator: held.length === 0 };
}

/**
 * Sends each client the events it may see, stamped with the version they lead to (`at`, the match's move count once
 * they happened): an event addressed to a seat (`to`) only to that seat's holder, one kept from a seat (`notTo`) to
 * everyone else. Usually nothing is addressed, and
 * everyone gets the same list, encoded once.
 */
export function sendEvents(table: Table, events: readonly GameEvent[], at: number): void {
  if (events.length === 0) return;
  if (events.every((e) => e.to === undefined && e.notTo === undefined))
    return table.broadcast("events", { at, events: eventsFor(events, null) } satisfies EventsMessage);
  for (const c of table.clients) {
    const list = eventsFor(events, table.seats.ofSession(c.sessionId));
    if (list.length) c.send("events", { at, events: list } satisfies EventsMessage);
  }
}

/**
 * Refuses a client's message, and counts the refusal by code. `action` is the action as the engine read it, never
 * the raw message; it is echoed only when short (MAX_ECHO_CHARS of JSON), else as an excerpt.
 */
export function sendRejected(
  client: Client,
  metrics: Pick<Metrics, "rejections">,
  code: string,
  reason: string,
  action: unknown = null,
): void {
  metrics.rejections.inc({ code });
  client.send("rejected", { code, reason, action: echoOf(action) });
}
