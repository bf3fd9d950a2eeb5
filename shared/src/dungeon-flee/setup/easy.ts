/** Setup Easy Mode, steps 5-14 (FLEE-SETUPEASY-7..20). */
import { joined, plusAll } from "../lists.js";
import { noIds } from "../fast/packed.js";
import { shuffle, type RngState } from "../../rng.js";
import { dealOut, emptyIds, exitCorridors, LEVEL_PILES, plainDoors, treasureIds, type Dungeon } from "./common.js";

/** Filler dealt onto encounter decks 1..5 (FLEE-SETUPEASY-15). */
export const EASY_FILLER = [3, 3, 5, 3, 4] as const;

/** The six encounter decks (index 0 = deck 1), each with the last element on top. Exported for tests. */
export function easyEncounterDecks(rng0: RngState): [string[][], RngState] {
  let rng = rng0;
  // FLEE-SETUPEASY-9/10: the damage cards sorted into seven piles by level (ruling FLEE-Q-14).
  const piles: string[][] = [];
  // FLEE-SETUPEASY-11: face down; ruling FLEE-Q-14 shuffles each pile before the treasure goes on top.
  // (Tuples are read by index, not destructured: destructuring compiles to iterator code, costly to optimise.)
  for (let i = 0; i < 7; i++) {
    const r = shuffle(rng, LEVEL_PILES[i]);
    piles.push(r[0]);
    rng = r[1];
  }
  // FLEE-SETUPEASY-12: shuffle the 7 treasures and put one on top of each pile.
  const t = shuffle(rng, treasureIds());
  const treasures = t[0];
  rng = t[1];
  for (let i = 0; i < 7; i++) piles[i].push(treasures[i]);
  // FLEE-SETUPEASY-13/14: 15 empty corridors + 3 plain doors shuffled into one face-down deck.
  const f = shuffle(rng, plusAll(emptyIds(), plainDoors()));
  const filler = f[0];
  rng = f[1];
  // FLEE-SETUPEASY-15/16: deal 3,3,5,3,4 onto decks 1..5 and shuffle each whole deck (ruling FLEE-Q-15).
  for (let i = 0; i < EASY_FILLER.length; i++) {
    const dealt = filler.splice(filler.length - EASY_FILLER[i], EASY_FILLER[i]);
    const r = shuffle(rng, plusAll(piles[i], dealt.reverse()));
    piles[i] = r[0];
    rng = r[1];
  }
  // FLEE-SETUPEASY-17: decks 6 and 7 shuffled together into one deck 6 (hides the Lich King).
  const six = shuffle(rng, plusAll(piles[5], piles[6]));
  return [[piles[0], piles[1], piles[2], piles[3], piles[4], six[0]], six[1]];
}

export function easyDungeon(rng0: RngState): Dungeon {
  const exits = exitCorridors(rng0);
  const dd = easyEncounterDecks(exits[1]);
  const decks = dd[0];
  const rng = dd[1];
  // FLEE-SETUPEASY-18 (the unnumbered step 13, ruling FLEE-Q-16): deck 6 on top ... deck 1 at the bottom.
  const dungeon = joined(decks); // deck 1 first = bottom, deck 6 last = top
  // FLEE-SETUPEASY-19/20: unshuffled, dealt clockwise on top of the exits.
  return { corridors: dealOut(exits[0], dungeon), exitPile: noIds(), rng };
}
