/** How a table shows in the lobby (Colyseus's listing metadata), and a bot put in a seat: both read off the state. */
import type { ListingMetadata } from "@tabletop/shared";
import type { MatchState, SeatState } from "./state.js";

export function listingOf(s: MatchState, options: unknown, quickKey: string): ListingMetadata {
  const host = s.seats[s.hostSeat];
  return {
    game: s.game,
    status: s.status,
    seatsTaken: s.seats.filter((x) => x.occupied).length,
    tableSize: s.tableSize,
    options,
    hostName: host && host.occupied && !host.bot ? host.name : "",
    quick: s.status === "waiting" && s.seats.some((x) => !x.occupied) ? quickKey : "",
    rated: s.rated,
  };
}

/** Seat `index` is taken by a bot, named by its place at the table from 1. */
export function seatBot(seat: SeatState, index: number): void {
  seat.occupied = true;
  seat.bot = true;
  seat.connected = true;
  seat.name = `Bot ${index + 1}`;
}
