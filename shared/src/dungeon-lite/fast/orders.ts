/**
 * Fast path of `permutations` (../permutations.ts), the one `legal` uses for the orders a hero may propose: the same
 * lists in the same order, read from a table of index orders made once per length (by `permutations` itself)
 * instead of being built again, with every intermediate list, each time a hero between turns is asked what it may
 * do (a 4-hero game asks about 70 times). Each call returns new lists, as `permutations` does.
 * test/dungeon-lite/fastpaths.test.ts holds it equal to `permutations`.
 */
import { permutations } from "../permutations.js";

const tables: (readonly (readonly number[])[])[] = [];

/** The index orders of a list of `n`: the permutations of 0 … n−1, in `permutations`' order. */
function indexOrders(n: number): readonly (readonly number[])[] {
  let t = tables[n];
  if (t === undefined) {
    const ix: number[] = [];
    for (let i = 0; i < n; i++) ix.push(i);
    t = tables[n] = permutations(ix);
  }
  return t;
}

/** Every permutation of `xs`, in lexicographic order of positions: `permutations(xs)`. */
export function orderPermutations(xs: readonly number[]): number[][] {
  const t = indexOrders(xs.length);
  const out: number[][] = [];
  for (const ix of t) {
    const order: number[] = [];
    for (const i of ix) order.push(xs[i]);
    out.push(order);
  }
  return out;
}
