/** Which log events a seat, the seats one client holds, or a spectator (null, or no seats) may receive. */
import type { GameEvent } from "@tabletop/shared";

export function eventsFor(events: readonly GameEvent[], seat: number | null | readonly number[]): GameEvent[] {
  const mine = (to: number) => (typeof seat === "number" ? to === seat : seat !== null && seat.includes(to));
  return events
    .filter((e) => (e.to === undefined || mine(e.to)) && (e.notTo === undefined || !mine(e.notTo)))
    .map(({ kind, text, seat: about }) => (about === undefined ? { kind, text } : { kind, text, seat: about }));
}
