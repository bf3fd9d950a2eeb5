/**
 * How the engines' texts (log events, refusals, outcome summaries) name a seat: as data, never in words. An engine
 * writes `seatRef(2)`, which is `{seat:2}` (the seat's index, from 0), and whoever shows the text puts a name there:
 * the page the person sitting at that seat (client/src/ui/seat-name.ts), a text for no page `plainSeats`' "Seat 3".
 * So no text counts seats from 0, and one convention serves the three games (docs/wire-contract.md, "Seats in texts").
 */
import { list } from "./words.js";

const SEAT_REF = /\{seat:(\d+)\}/g;

/** A seat in an engine's text. */
export const seatRef = (seat: number): string => `{seat:${seat}}`;

/** Several seats in an engine's text: "{seat:0}, {seat:2} and {seat:3}". */
export const seatRefs = (seats: readonly number[]): string => list(seats.map(seatRef));

/** The text with every seat it names given the words `name` has for it. */
export const nameSeats = (text: string, name: (seat: number) => string): string =>
  text.replace(SEAT_REF, (_, n: string) => name(Number(n)));

/** The text for a reader who knows no names: each seat as "Seat 3", counted from 1. */
export const plainSeats = (text: string): string => nameSeats(text, (seat) => `Seat ${seat + 1}`);

/** The seats a text names, in order of mention. */
export const seatsIn = (text: string): number[] => [...text.matchAll(SEAT_REF)].map((m) => Number(m[1]));
