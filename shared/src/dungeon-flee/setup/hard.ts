/** Setup Hard Mode, steps 5-12 (FLEE-SETUPHARD-2..9). */
import { plusAll } from "../lists.js";
import { shuffleCards } from "../shuffle.js";
import { draft, type FleeState } from "../state.js";
import { dealOut, emptyIds, exitCorridors, HIGH_DAMAGE, LOW_DAMAGE, plainDoors, treasureIds } from "./common.js";

export function setupHard(base: FleeState): FleeState {
  // (Tuples are read by index, not destructured: destructuring compiles to iterator code, costly to optimise.)
  const exits = exitCorridors(base.rng);
  // FLEE-SETUPHARD-2: the 7 treasures, shuffled, set aside.
  const t = shuffleCards(exits[1], treasureIds());
  const treasures = t[0];
  // FLEE-SETUPHARD-3: 15 empty corridors + 3 plain doors, shuffled, set aside.
  const f = shuffleCards(t[1], plusAll(emptyIds(), plainDoors()));
  const filler = f[0];
  // FLEE-SETUPHARD-4: split by the number in the green damage icon: 1-3 and 4+.
  const low = LOW_DAMAGE.slice();
  const high = HIGH_DAMAGE.slice();
  // FLEE-SETUPHARD-5: four treasures into 4+, three into 1-3.
  for (let i = 0; i < treasures.length; i++) (i < 4 ? high : low).push(treasures[i]);
  // FLEE-SETUPHARD-6: nine filler cards into each pile.
  for (let i = 0; i < filler.length; i++) (i < 9 ? low : high).push(filler[i]);
  // FLEE-SETUPHARD-7: shuffle each pile separately.
  const lowS = shuffleCards(f[1], low);
  const highS = shuffleCards(lowS[1], high);
  const rng = highS[1];
  // FLEE-SETUPHARD-8: 4+ on top of 1-3 (last element = top); not shuffled again.
  const dungeon = plusAll(lowS[0], highS[0]);
  // FLEE-SETUPHARD-9: dealt clockwise, one at a time, on top of the exits (ruling FLEE-Q-17).
  const next = draft(base);
  next.rng = rng;
  next.corridors = dealOut(exits[0], dungeon);
  return next;
}
