/**
 * The odds of an attack, for the heuristic bot: the exact distribution of wounds for a number of attack dice
 * against a number of defense dice, from the dice faces (content/dice.ts) and the rules' blocks (../blocks.ts),
 * with a critical hit adding a wound or a critical block cancelling one more hit. Computed once per case.
 */
import { ATTACK_DIE, DEFENSE_DIE, MAX_ATTACK_DICE, MAX_DEFENSE_DICE } from "../content/index.js";
import { landed } from "../blocks.js";

export interface Odds {
  /** P(exactly k wounds), k = 0 … 2 × dice. */
  readonly p: readonly number[];
  /** P(at least k wounds). */
  readonly atLeast: readonly number[];
  readonly mean: number;
}

const share = <F>(die: readonly F[], face: F): number => die.filter((f) => f === face).length / die.length;

/** P(a normal, b critical) among n dice whose faces are normal with pn, critical with pc. */
function outcomes(n: number, pn: number, pc: number): { a: number; b: number; p: number }[] {
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const out: { a: number; b: number; p: number }[] = [];
  const pb = 1 - pn - pc;
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++) {
      const c = n - a - b;
      const p = (fact(n) / (fact(a) * fact(b) * fact(c))) * pn ** a * pc ** b * pb ** c;
      if (p > 0) out.push({ a, b, p });
    }
  return out;
}

function compute(dice: number, defense: number, criticalWound: boolean, extraBlock: boolean): Odds {
  const p = new Array<number>(2 * dice + 1).fill(0);
  const atk = outcomes(dice, share(ATTACK_DIE, "hit"), share(ATTACK_DIE, "critical"));
  const def = outcomes(defense, share(DEFENSE_DIE, "block"), share(DEFENSE_DIE, "critical"));
  for (const x of atk)
    for (const y of def) {
      const got = landed(x.a, x.b, y.a, y.b, extraBlock ? 1 : 0);
      p[got.hits + got.criticals * (criticalWound ? 2 : 1)] += x.p * y.p;
    }
  const atLeast = p.map((_, k) => p.slice(k).reduce((s, q) => s + q, 0));
  return { p, atLeast, mean: p.reduce((s, q, k) => s + q * k, 0) };
}

const table = new Map<number, Odds>();

/** The odds of `dice` attack dice (at most 6) against `defense` defense dice (at most 3). */
export function odds(dice: number, defense: number, criticalWound = false, extraBlock = false): Odds {
  const n = Math.max(0, Math.min(MAX_ATTACK_DICE, dice));
  const m = Math.max(0, Math.min(MAX_DEFENSE_DICE, defense));
  const key = ((n * 4 + m) * 2 + (criticalWound ? 1 : 0)) * 2 + (extraBlock ? 1 : 0);
  let o = table.get(key);
  if (!o) {
    o = compute(n, m, criticalWound, extraBlock);
    table.set(key, o);
  }
  return o;
}

/** P(at least k wounds). */
export const atLeast = (o: Odds, k: number): number => (k <= 0 ? 1 : k < o.atLeast.length ? o.atLeast[k] : 0);

/** Expected wounds, counting at most `cap` (an enemy's life left). */
export function cappedMean(o: Odds, cap: number): number {
  let m = 0;
  for (let k = 1; k < o.p.length; k++) m += o.p[k] * Math.min(k, cap);
  return m;
}
