/**
 * Running (Enemy Phase Cards: LITE-ENEMYCARD-11/12; 3) Enemy Phase › Basic enemies; ruling LITE-Q-20).
 *
 * A basic enemy that cannot attack, because it has no line of sight to the nearest hero or that hero is more than
 * 4 zones away, runs instead: it moves twice and does not attack. Under A, B, C and E it has made its own move, so
 * it moves once more; under D, which does not move it, it makes both moves. A run's moves are moves toward the
 * nearest hero (toward.ts), with the occupancy rules: running is covering ground, so the Goblin does not keep its
 * 2 zones and the Orc does not stop at cover on them. Secondary enemies never run (LITE-ENEMYCARD-12): one that
 * cannot attack after its move does nothing more.
 */
import type { ZoneId } from "../map/index.js";
import type { RngState } from "../../rng.js";
import { toward, type Move, type MoveInput } from "./toward.js";
import type { TieBreak } from "./types.js";

/** Moves made when a basic enemy runs (both count as its "moves twice"). */
export const RUN_MOVES = 2;

/** The rest of a run: `done` moves already made this activation (0 or 1), the others made now. */
export function run(input: MoveInput, done: number, rng: RngState): [Move, RngState] {
  let at = input.enemy;
  let memory = input.memory;
  let r = rng;
  const path: ZoneId[] = [];
  const words: string[] = [];
  const tieBreaks: TieBreak[] = [];
  for (let i = done; i < RUN_MOVES; i++) {
    let m: Move;
    [m, r] = toward({ ...input, enemy: at, memory }, r);
    path.push(...m.path);
    words.push(m.words);
    tieBreaks.push(...m.tieBreaks);
    memory = m.memory;
    at = { ...at, zone: path[path.length - 1] ?? at.zone };
  }
  return [{ path, words: words.join(", then "), memory, tieBreaks }, r];
}
