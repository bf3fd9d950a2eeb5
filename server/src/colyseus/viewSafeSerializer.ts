/**
 * One change to Colyseus's schema serializer: a client that is sent the full state (after its join, or its
 * reconnect) no longer holds the changes queued for its StateView before that moment.
 *
 * A client that sits at a seat mid-match has the seat added to its view when it joins, which queues the seat's
 * whole private part on the view; Colyseus then sends the full state (private part included) once the client
 * confirms the join, and the queued changes again in the next patch. The client applied each list item twice (the
 * Dungeon Flee selection [a, b, c] shown as [x, a, b, c, a, b, c] after the next move: test/room/rejoin-views.test.ts).
 * The full state already holds everything the view shows, so what was queued for it before is dropped.
 *
 * Colyseus makes the room's serializer itself whenever the state is set (it is not a constructor option), so this
 * wraps the method of the one the room holds.
 */
import type { Room, SchemaSerializer } from "@colyseus/core";
import type { Schema } from "@colyseus/schema";

type FullState = SchemaSerializer<Schema>["getFullState"];

/** Call after every `setState` of the room. */
export function dropViewChangesWithFullState(room: Room): void {
  const serializer = (room as unknown as { _serializer: { getFullState: FullState } })._serializer;
  const full = serializer.getFullState.bind(serializer);
  serializer.getFullState = (...args: Parameters<FullState>) => {
    const body = full(...args);
    args[0]?.view?.changes.clear();
    return body;
  };
}
