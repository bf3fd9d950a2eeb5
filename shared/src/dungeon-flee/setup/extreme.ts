/** Extreme Mode setup (FLEE-EXTREME-1, -2, -4, -5; ruling FLEE-Q-33). */
import { noIds } from "../lists.js";
import { shuffleCards } from "../shuffle.js";
import { draft, type Corridor, type FleeState } from "../state.js";
import { CORRIDORS, damageCards, EXIT_IDS, dealOut, emptyIds, plainDoors, treasureIds } from "./common.js";

/** The cards of FLEE-EXTREME-4 in the order they are gathered before the shuffle (computed once). */
const EXTREME_DECK: readonly string[] = [...damageCards().map((c) => c.id), ...plainDoors(), ...treasureIds(), ...emptyIds()];

export function setupExtreme(base: FleeState): FleeState {
  // FLEE-EXTREME-1: character and starter deck as in the other modes (baseState).
  // FLEE-EXTREME-2: the Stairs Up and Dead Ends shuffled into a face-down Exit Path pile.
  const exitPile = shuffleCards(base.rng, EXIT_IDS);
  // FLEE-EXTREME-4: every remaining card (damage cards, plain doors, treasures, empty corridors) in one deck.
  const deck = shuffleCards(exitPile[1], EXTREME_DECK);
  // FLEE-EXTREME-5: dealt one at a time into six face-down piles.
  const empty: Corridor[] = [];
  for (let i = 0; i < CORRIDORS; i++) empty.push({ cards: noIds(), up: 0 });
  const next = draft(base);
  next.rng = deck[1];
  next.exitPile = exitPile[0];
  next.corridors = dealOut(empty, deck[0]);
  return next;
}
