/**
 * Rolling the dice (LITE-DICE-1..3, LITE-ATTACK-6): every roll comes from the seeded RNG in the state, faces from
 * content/dice.ts (ruling LITE-Q-36).
 */
import { nextInt, type RngState } from "../rng.js";
import { ATTACK_DIE, DEFENSE_DIE, type AttackFace, type DefenseFace } from "./content/index.js";

export interface AttackRoll {
  faces: AttackFace[];
  hits: number;
  criticals: number;
}
export interface DefenseRoll {
  faces: DefenseFace[];
  blocks: number;
  criticals: number;
}

/** `dice` faces of a die, each drawn from the seeded RNG. */
function roll<F>(rng: RngState, die: readonly F[], dice: number): [F[], RngState] {
  const faces: F[] = [];
  let r = rng;
  for (let i = 0; i < dice; i++) {
    let f: number;
    [f, r] = nextInt(r, die.length);
    faces.push(die[f]);
  }
  return [faces, r];
}

const count = <F>(faces: readonly F[], face: F): number => faces.filter((f) => f === face).length;

export function rollAttack(rng: RngState, dice: number): [AttackRoll, RngState] {
  const [faces, r] = roll(rng, ATTACK_DIE, dice);
  return [{ faces, hits: count(faces, "hit"), criticals: count(faces, "critical") }, r];
}

export function rollDefense(rng: RngState, dice: number): [DefenseRoll, RngState] {
  const [faces, r] = roll(rng, DEFENSE_DIE, dice);
  return [{ faces, blocks: count(faces, "block"), criticals: count(faces, "critical") }, r];
}

/** "3 hits (1 critical)", for the log. */
export const attackWords = (a: AttackRoll): string =>
  `${a.hits + a.criticals} hit${a.hits + a.criticals === 1 ? "" : "s"}${a.criticals ? ` (${a.criticals} critical)` : ""}`;
export const defenseWords = (d: DefenseRoll): string =>
  `${d.blocks + d.criticals} block${d.blocks + d.criticals === 1 ? "" : "s"}${d.criticals ? ` (${d.criticals} critical)` : ""}`;
