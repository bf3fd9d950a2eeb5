/**
 * The six dungeon corridors around the character (FLEE-TERMS-1, FLEE-SETUPEASY-8): adjacency, Moves,
 * Cleared decks and turning over top cards.
 */
import { plus } from "./lists.js";
import { card, isExit } from "./content/index.js";
import type { Dir } from "./actions.js";
import type { Corridor, FleeState } from "./state.js";

export const N_CORRIDORS = 6;

const step = (i: number, dir: Dir) => (dir === "cw" ? (i + 1) % N_CORRIDORS : (i + N_CORRIDORS - 1) % N_CORRIDORS);

const topId = (c: Corridor): string | null => (c.cards.length ? c.cards[c.cards.length - 1] : null);

/** The face-up top card, if any. */
export const shownId = (c: Corridor): string | null => (c.up > 0 ? topId(c) : null);

/** FLEE-TERMS-3: a corridor is Cleared when its face-up card is a Dead End or Stairs Up. */
export function isCleared(c: Corridor): boolean {
  const id = shownId(c);
  return id !== null && isExit(card(id));
}

/**
 * FLEE-TERMS-5 / FLEE-ROUND-11 / FLEE-EXIT-5: a Move goes to the adjacent corridor in one direction and keeps
 * going past cleared corridors until it enters one that is not cleared (ruling FLEE-Q-4: one Move, one direction).
 */
export function moveTarget(corridors: readonly Corridor[], from: number, dir: Dir): number {
  let i = from;
  for (let k = 0; k < N_CORRIDORS; k++) {
    i = step(i, dir);
    if (!isCleared(corridors[i])) return i;
  }
  return from;
}

/** Returns a new corridors array with corridor i replaced. */
export function withCorridor(corridors: readonly Corridor[], i: number, c: Corridor): Corridor[] {
  const out = corridors.slice();
  out[i] = c;
  return out;
}

/** Turns the top card face up if it is face down (FLEE-ROUND-16). */
export function flipTop(c: Corridor): Corridor {
  return c.up === 0 && c.cards.length > 0 ? { cards: c.cards, up: 1 } : c;
}

/** Removes the top card (it was defeated, taken or banished). */
export function popTop(c: Corridor): Corridor {
  return { cards: c.cards.slice(0, -1), up: Math.max(0, c.up - 1) };
}

/** Puts a face-up card on top. */
export function pushUp(c: Corridor, id: string): Corridor {
  return { cards: plus(c.cards, id), up: c.up + 1 };
}

/** FLEE-EXTREME-7: a failed monster goes face down to the bottom of the corridor. */
export function toBottom(c: Corridor): Corridor {
  const rest = c.cards.slice(0, -1);
  const up = Math.max(0, c.up - 1);
  // If every remaining card was face up, the face-up run still starts at the top: the new bottom card is below it.
  return { cards: [c.cards[c.cards.length - 1], ...rest], up };
}

/**
 * FLEE-EXTREME-6 (ruling FLEE-Q-35): when you turn over your corridor's top card in Extreme mode, the face-down
 * top cards of the two adjacent corridors are turned over too.
 */
export function revealAdjacent(s: FleeState, loc: number): Corridor[] {
  let cs = s.corridors;
  for (let k = 0; k < 2; k++) {
    const j = step(loc, k === 0 ? "cw" : "ccw");
    const flipped = flipTop(cs[j]);
    if (flipped !== cs[j]) cs = withCorridor(cs, j, flipped);
  }
  return cs;
}
