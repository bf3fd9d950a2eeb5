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

export function rollAttack(rng: RngState, dice: number): [AttackRoll, RngState] {
  const faces: AttackFace[] = [];
  let r = rng;
  for (let i = 0; i < dice; i++) {
    let f: number;
    [f, r] = nextInt(r, ATTACK_DIE.length);
    faces.push(ATTACK_DIE[f]);
  }
  return [
    { faces, hits: faces.filter((f) => f === "hit").length, criticals: faces.filter((f) => f === "critical").length },
    r,
  ];
}

export function rollDefense(rng: RngState, dice: number): [DefenseRoll, RngState] {
  const faces: DefenseFace[] = [];
  let r = rng;
  for (let i = 0; i < dice; i++) {
    let f: number;
    [f, r] = nextInt(r, DEFENSE_DIE.length);
    faces.push(DEFENSE_DIE[f]);
  }
  return [
    {
      faces,
      blocks: faces.filter((f) => f === "block").length,
      criticals: faces.filter((f) => f === "critical").length,
    },
    r,
  ];
}

/** "3 hits (1 critical)", for the log. */
export const attackWords = (a: AttackRoll): string =>
  `${a.hits + a.criticals} hit${a.hits + a.criticals === 1 ? "" : "s"}${a.criticals ? ` (${a.criticals} critical)` : ""}`;
export const defenseWords = (d: DefenseRoll): string =>
  `${d.blocks + d.criticals} block${d.blocks + d.criticals === 1 ? "" : "s"}${d.criticals ? ` (${d.criticals} critical)` : ""}`;
