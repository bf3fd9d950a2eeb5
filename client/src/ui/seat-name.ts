/**
 * The one place the client names a seat: the player's name from the synced state's seats (a bot's is its own,
 * "Bot 2"), with the seat's colour where the game colours its seats ("Ada (Red)"). The engines' texts (the log,
 * refusals, the outcome) name seats as data (`{seat:2}`, shared/src/seat-refs.ts) and cite the rules they apply;
 * `words` puts the names in and leaves the citations out, `said` gives the citations too, for a "why?" link.
 */
import { cited, type Cited } from "@tabletop/shared/citations";
import { nameSeats } from "@tabletop/shared/seat-refs";
import { list } from "@tabletop/shared/words";

export interface SeatWords {
  /** The seat's player, and colour where the game has seat colours. */
  name(seat: number): string;
  /** An engine's text as a player reads it: every seat it mentions named, no rule cited. */
  words(text: string): string;
  /** The same words, and the rules the text cites (for a "why?" link). */
  said(text: string): Cited;
}

/** A seat nobody sits at yet. */
export const OPEN_SEAT = "Open seat";

/** How a game's seats are named: the colours of its seats. */
export interface SeatLook {
  seatColours?: readonly string[];
}

export function seatWords(game: SeatLook, names: readonly string[]): SeatWords {
  const name = (seat: number) => {
    const who = names[seat] || OPEN_SEAT;
    const colour = game.seatColours?.[seat];
    return colour ? `${who} (${colour})` : who;
  };
  const said = (text: string) => cited(nameSeats(text, name));
  return { name, words: (text) => said(text).text, said };
}

/**
 * The people a prompt waits on, in words: each by name, and "you" for this page's own seat alone ("you and Ben",
 * never "you, Ben", which reads as Ben being spoken to).
 */
export function waitedOn(seats: readonly number[], mySeat: number | null, name: (seat: number) => string): string {
  const mine = mySeat !== null && seats.includes(mySeat);
  return list([...(mine ? ["you"] : []), ...seats.filter((s) => s !== mySeat).map(name)]);
}
