/**
 * The one place the client names a seat: the player's name from the synced state's seats (a bot's is its own,
 * "Bot 2"), with the seat's colour where the game colours its seats ("Ada (Red)"). The engines' texts (the log,
 * rejections, the outcome) say "Seat 0" or "seat 2" in their own numbering; `words` puts the names in, and the
 * game's own renumbering (Xorlosch's "dwarf 0" becomes "dwarf 1"), so people see names and numbers from 1.
 */
import type { EngineWords } from "../games/types";

export interface SeatWords {
  /** The seat's player, and colour where the game has seat colours. */
  name(seat: number): string;
  /** An engine's text with every seat it mentions named and its numbers counted from 1. */
  words(text: string): string;
}

/** A seat nobody sits at yet. */
export const OPEN_SEAT = "Open seat";

/** How a game's seats are named: the colours of its seats and how its engine's texts number them. */
export interface SeatLook {
  seatColours?: readonly string[];
  engineWords?: EngineWords;
}

const SEAT_IN_TEXT = /\b([Ss])eat (\d+)\b/g;

export function seatWords(game: SeatLook, names: readonly string[]): SeatWords {
  const base = game.engineWords?.seatBase ?? 1;
  const name = (seat: number) => {
    const who = names[seat] || OPEN_SEAT;
    const colour = game.seatColours?.[seat];
    return colour ? `${who} (${colour})` : who;
  };
  const words = (text: string) => {
    const named = text.replace(SEAT_IN_TEXT, (whole, _s: string, n: string) => {
      const seat = Number(n) - base;
      return seat >= 0 && seat < names.length ? name(seat) : whole;
    });
    return game.engineWords?.renumber ? game.engineWords.renumber(named) : named;
  };
  return { name, words };
}
