/** Extreme Mode setup (FLEE-EXTREME-1, -2, -4, -5; ruling FLEE-Q-33). */
import { noIds, repeat } from "../fast/packed.js";
import { shuffle, type RngState } from "../../rng.js";
import type { Corridor } from "../state.js";
import {
  CORRIDORS,
  damageCards,
  EXIT_IDS,
  dealOut,
  emptyIds,
  plainDoors,
  treasureIds,
  type Dungeon,
} from "./common.js";

/** The cards of FLEE-EXTREME-4 in the order they are gathered before the shuffle (computed once). */
const EXTREME_DECK: readonly string[] = [
  ...damageCards().map((c) => c.id),
  ...plainDoors(),
  ...treasureIds(),
  ...emptyIds(),
];

/** Six empty corridors for `dealOut`, which copies them (so they are shared by every game, never changed). */
const NO_CARDS = noIds();
Object.freeze(NO_CARDS);
const NO_CORRIDORS: readonly Corridor[] = repeat(Object.freeze({ cards: NO_CARDS, up: 0 }), CORRIDORS);

export function extremeDungeon(rng: RngState): Dungeon {
  // FLEE-EXTREME-1: character and starter deck as in the other modes (common.ts).
  // FLEE-EXTREME-2: the Stairs Up and Dead Ends shuffled into a face-down Exit Path pile.
  const exitPile = shuffle(rng, EXIT_IDS);
  // FLEE-EXTREME-4: every remaining card (damage cards, plain doors, treasures, empty corridors) in one deck.
  const deck = shuffle(exitPile[1], EXTREME_DECK);
  // FLEE-EXTREME-5: dealt one at a time into six face-down piles.
  return { corridors: dealOut(NO_CORRIDORS, deck[0]), exitPile: exitPile[0], rng: deck[1] };
}
