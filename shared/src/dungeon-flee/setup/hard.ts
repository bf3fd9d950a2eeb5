/** Setup Hard Mode, steps 5-12 (FLEE-SETUPHARD-2..9). */
import { shuffleCards } from "../shuffle.js";
import { edit, type FleeState } from "../state.js";
import { dealOut, emptyIds, exitCorridors, HIGH_DAMAGE, LOW_DAMAGE, plainDoors, treasureIds } from "./common.js";

export function setupHard(base: FleeState): FleeState {
  let [corridors, rng] = exitCorridors(base.rng);
  // FLEE-SETUPHARD-2: the 7 treasures, shuffled, set aside.
  let treasures: string[];
  [treasures, rng] = shuffleCards(rng, treasureIds());
  // FLEE-SETUPHARD-3: 15 empty corridors + 3 plain doors, shuffled, set aside.
  let filler: string[];
  [filler, rng] = shuffleCards(rng, [...emptyIds(), ...plainDoors()]);
  // FLEE-SETUPHARD-4: split by the number in the green damage icon: 1-3 and 4+.
  const low = LOW_DAMAGE.slice();
  const high = HIGH_DAMAGE.slice();
  // FLEE-SETUPHARD-5: four treasures into 4+, three into 1-3.
  high.push(...treasures.slice(0, 4));
  low.push(...treasures.slice(4));
  // FLEE-SETUPHARD-6: nine filler cards into each pile.
  low.push(...filler.slice(0, 9));
  high.push(...filler.slice(9));
  // FLEE-SETUPHARD-7: shuffle each pile separately.
  let lowS: string[], highS: string[];
  [lowS, rng] = shuffleCards(rng, low);
  [highS, rng] = shuffleCards(rng, high);
  // FLEE-SETUPHARD-8: 4+ on top of 1-3 (last element = top); not shuffled again.
  const dungeon = [...lowS, ...highS];
  // FLEE-SETUPHARD-9: dealt clockwise, one at a time, on top of the exits (ruling FLEE-Q-17).
  corridors = dealOut(corridors, dungeon);
  return edit(base, (next) => { next.rng = rng; next.corridors = corridors; });
}
