/** Setup Easy Mode, steps 5-14 (FLEE-SETUPEASY-7..20). */
import { type RngState } from "../../rng.js";
import { shuffleCards } from "../shuffle.js";
import { edit, type FleeState } from "../state.js";
import { dealOut, emptyIds, exitCorridors, LEVEL_PILES, plainDoors, treasureIds } from "./common.js";

/** Filler dealt onto encounter decks 1..5 (FLEE-SETUPEASY-15). */
export const EASY_FILLER = [3, 3, 5, 3, 4] as const;

/** The six encounter decks (index 0 = deck 1), each with the last element on top. Exported for tests. */
export function easyEncounterDecks(rng0: RngState): [string[][], RngState] {
  let rng = rng0;
  // FLEE-SETUPEASY-9/10: the damage cards sorted into seven piles by level (ruling FLEE-Q-14).
  const piles: string[][] = [];
  // FLEE-SETUPEASY-11: face down; ruling FLEE-Q-14 shuffles each pile before the treasure goes on top.
  for (let i = 0; i < 7; i++) [piles[i], rng] = shuffleCards(rng, LEVEL_PILES[i]);
  // FLEE-SETUPEASY-12: shuffle the 7 treasures and put one on top of each pile.
  let treasures: string[];
  [treasures, rng] = shuffleCards(rng, treasureIds());
  for (let i = 0; i < 7; i++) piles[i].push(treasures[i]);
  // FLEE-SETUPEASY-13/14: 15 empty corridors + 3 plain doors shuffled into one face-down deck.
  let filler: string[];
  [filler, rng] = shuffleCards(rng, [...emptyIds(), ...plainDoors()]);
  // FLEE-SETUPEASY-15/16: deal 3,3,5,3,4 onto decks 1..5 and shuffle each whole deck (ruling FLEE-Q-15).
  for (let i = 0; i < EASY_FILLER.length; i++) {
    const dealt = filler.splice(filler.length - EASY_FILLER[i], EASY_FILLER[i]);
    [piles[i], rng] = shuffleCards(rng, [...piles[i], ...dealt.reverse()]);
  }
  // FLEE-SETUPEASY-17: decks 6 and 7 shuffled together into one deck 6 (hides the Lich King).
  let six: string[];
  [six, rng] = shuffleCards(rng, [...piles[5], ...piles[6]]);
  return [[piles[0], piles[1], piles[2], piles[3], piles[4], six], rng];
}

export function setupEasy(base: FleeState): FleeState {
  let [corridors, rng] = exitCorridors(base.rng);
  let decks: string[][];
  [decks, rng] = easyEncounterDecks(rng);
  // FLEE-SETUPEASY-18 (the unnumbered step 13, ruling FLEE-Q-16): deck 6 on top ... deck 1 at the bottom.
  const dungeon = ([] as string[]).concat(...decks); // deck 1 first = bottom, deck 6 last = top
  // FLEE-SETUPEASY-19/20: unshuffled, dealt clockwise on top of the exits.
  corridors = dealOut(corridors, dungeon);
  return edit(base, (next) => { next.rng = rng; next.corridors = corridors; });
}
