/** Which log events a seat (or a spectator, seat null) may receive. */
import type { GameEvent } from "@tabletop/shared";

export function eventsFor(events: readonly GameEvent[], seat: number | null): GameEvent[] {
  return events
    .filter((e) => e.to === undefined || e.to === seat)
    .map(({ kind, text, seat: about }) => (about === undefined ? { kind, text } : { kind, text, seat: about }));
}
