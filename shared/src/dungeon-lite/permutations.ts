/**
 * Every order of a list: the orders of play a hero may propose (LITE-PLAYER-1) are the permutations of the seats
 * still to play. The plain rule; `legal` reads them from its fast path, ./fast/orders.ts, held equal to this by
 * test/dungeon-lite/fastpaths.test.ts.
 */

/** Every permutation of `xs`, in lexicographic order of positions. */
export function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
