/**
 * What a match room sends its clients besides the patch: each client's seats (`seat`), what its seats may do now
 * (`legal`), the log lines it may see (`events`) and why a message of theirs was refused (`rejected`). Who holds
 * which seat is ./tableSeats.ts; the lists are the engine's, asked through `legalFor`.
 */
import { Protocol, getMessageBytes, type Client } from "@colyseus/core";
import type { GameEvent, LegalMessage } from "@tabletop/shared";
import type { Metrics } from "../metrics.js";
import { eventsFor } from "./events.js";
import { echoOf } from "./codes.js";

/** The clients at a table, the seats each holds, and the room's broadcast (one encoding for everyone). */
export interface Table {
  readonly clients: Iterable<Client>;
  readonly seats: { ofSession(sessionId: string): number[] };
  broadcast(type: string, message: unknown): void;
}

/** A seat's legal actions now (none while the match is not in play). */
export type LegalFor = (seat: number) => unknown[];

/** The `legal` message of a seat with nothing to do, encoded once. */
const NO_LEGAL_ACTIONS = getMessageBytes.raw(Protocol.ROOM_DATA, "legal", { actions: [] });

/**
 * The clients whose last `legal` message was an empty list, for one seat. A client keeps its last list, so one with
 * nothing to do is not told so again after every move, until it has something to do: in a 6-seat Xorlosch match
 * that is about 4.4 of the 6 messages a move, in a 2-seat one 0.7 of 2, with 4 heroes of Dungeon Lite 2.2 of 4.
 * Each connection is a client object of its own (a reconnect too), so a new connection always gets its list; a
 * client holding several seats always gets theirs.
 */
const toldNothingToDo = new WeakSet<Client>();

/** A `legal` message for one seat that has nothing to do. */
const isNothingToDo = (message: LegalMessage) => message.actions.length === 0 && !message.bySeat;

/** Notes what `client` was just given as its legal list; answers whether it is a list it already holds. */
function holdsAlready(client: Client, message: LegalMessage): boolean {
  if (!isNothingToDo(message)) {
    toldNothingToDo.delete(client);
    return false;
  }
  if (toldNothingToDo.has(client)) return true;
  toldNothingToDo.add(client);
  return false;
}

/** The `seat` message: the seats a client holds (the first is the one it acts for by default) and the match. */
export function seatMessage(held: readonly number[], matchId: string) {
  return { seat: held[0] ?? null, seats: [...held], matchId, spectator: held.length === 0 };
}

/** The `legal` message for the seats one client holds: the first seat's list, and each seat's when several. */
export function legalMessage(held: readonly number[], legalFor: LegalFor): LegalMessage {
  if (held.length <= 1) return { actions: held.length ? legalFor(held[0]) : [] };
  const bySeat = held.map((seat) => ({ seat, actions: legalFor(seat) }));
  return { actions: bySeat[0].actions, bySeat };
}

/**
 * The legal lists for a client's `sync` reply. The reply may reach the client after a `legal` message sent later
 * (it leaves once the request's promise settles), so the next list after it is sent whatever it is.
 */
export function legalReply(client: Client, held: readonly number[], legalFor: LegalFor): LegalMessage {
  toldNothingToDo.delete(client);
  return legalMessage(held, legalFor);
}

/** Sends one client the `legal` message of the seats it holds, unless it holds that list already (empty). */
export function sendLegal(client: Client, held: readonly number[], legalFor: LegalFor): void {
  const message = legalMessage(held, legalFor);
  if (holdsAlready(client, message)) return;
  if (isNothingToDo(message)) client.enqueueRaw(NO_LEGAL_ACTIONS);
  else client.send("legal", message);
}

/** Sends every seated client its `legal` message (spectators get none). */
export function sendLegalToAll(table: Table, legalFor: LegalFor): void {
  for (const c of table.clients) {
    const held = table.seats.ofSession(c.sessionId);
    if (held.length) sendLegal(c, held, legalFor);
  }
}

/**
 * Sends each client the events it may see: an event addressed to a seat (`to`) only to that seat's holder. Usually
 * nothing is addressed, and everyone gets the same list, encoded once.
 */
export function sendEvents(table: Table, events: readonly GameEvent[]): void {
  if (events.length === 0) return;
  if (events.every((e) => e.to === undefined)) return table.broadcast("events", { events: eventsFor(events, null) });
  for (const c of table.clients) {
    const list = eventsFor(events, table.seats.ofSession(c.sessionId));
    if (list.length) c.send("events", { events: list });
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
