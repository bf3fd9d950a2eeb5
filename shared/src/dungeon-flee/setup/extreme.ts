/** Extreme Mode setup (FLEE-EXTREME-1, -2, -4, -5; ruling FLEE-Q-33). */
import { noIds } from "../lists.js";
import { shuffleCards } from "../shuffle.js";
import { edit, type Corridor, type FleeState } from "../state.js";
import { CORRIDORS, damageCards, EXIT_IDS, dealOut, emptyIds, plainDoors, treasureIds } from "./common.js";

export function setupExtreme(base: FleeState): FleeState {
  // FLEE-EXTREME-1: character and starter deck as in the other modes (baseState).
  // FLEE-EXTREME-2: the Stairs Up and Dead Ends shuffled into a face-down Exit Path pile.
  let [exitPile, rng] = shuffleCards(base.rng, EXIT_IDS);
  // FLEE-EXTREME-4: every remaining card (damage cards, plain doors, treasures, empty corridors) in one deck.
  let deck: string[];
  [deck, rng] = shuffleCards(rng, [...damageCards().map((c) => c.id), ...plainDoors(), ...treasureIds(), ...emptyIds()]);
  // FLEE-EXTREME-5: dealt one at a time into six face-down piles.
  const empty: Corridor[] = [];
  for (let i = 0; i < CORRIDORS; i++) empty.push({ cards: noIds(), up: 0 });
  return edit(base, (next) => { next.rng = rng; next.exitPile = exitPile; next.corridors = dealOut(empty, deck); });
}
