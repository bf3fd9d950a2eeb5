/** Setup Hard Mode, steps 5-12 (FLEE-SETUPHARD-2..9). */
import { plusAll } from "../lists.js";
import { noIds } from "../fast/packed.js";
import { shuffle, type RngState } from "../../rng.js";
import {
  dealOut,
  emptyIds,
  exitCorridors,
  HIGH_DAMAGE,
  LOW_DAMAGE,
  plainDoors,
  treasureIds,
  type Dungeon,
} from "./common.js";

export function hardDungeon(rng0: RngState): Dungeon {
  // (Tuples are read by index, not destructured: destructuring compiles to iterator code, costly to optimise.)
  const exits = exitCorridors(rng0);
  // FLEE-SETUPHARD-2: the 7 treasures, shuffled, set aside.
  const t = shuffle(exits[1], treasureIds());
  const treasures = t[0];
  // FLEE-SETUPHARD-3: 15 empty corridors + 3 plain doors, shuffled, set aside.
  const f = shuffle(t[1], plusAll(emptyIds(), plainDoors()));
  const filler = f[0];
  // FLEE-SETUPHARD-4: split by the number in the green damage icon: 1-3 and 4+.
  // FLEE-SETUPHARD-5: four treasures into 4+, three into 1-3. FLEE-SETUPHARD-6: nine filler cards into each pile.
  // (This function runs once a game: no loops of its own, so that only the helpers it calls are worth compiling.)
  const low = plusAll(plusAll(LOW_DAMAGE, treasures.slice(4)), filler.slice(0, 9));
  const high = plusAll(plusAll(HIGH_DAMAGE, treasures.slice(0, 4)), filler.slice(9));
  // FLEE-SETUPHARD-7: shuffle each pile separately.
  const lowS = shuffle(f[1], low);
  const highS = shuffle(lowS[1], high);
  const rng = highS[1];
  // FLEE-SETUPHARD-8: 4+ on top of 1-3 (last element = top); not shuffled again.
  const dungeon = plusAll(lowS[0], highS[0]);
  // FLEE-SETUPHARD-9: dealt clockwise, one at a time, on top of the exits (ruling FLEE-Q-17).
  return { corridors: dealOut(exits[0], dungeon), exitPile: noIds(), rng };
}
