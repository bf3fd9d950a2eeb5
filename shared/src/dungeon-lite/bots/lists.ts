/**
 * Lists for the heuristic bot's hot code, made so that each kind of list has one hidden class in V8 whether it is
 * empty or not. A list that `filter` or `map` leaves empty, or a `[]` literal, has the class of a list of small
 * integers, and a list of records another: optimised code that has met only one of them is thrown away and compiled
 * again when it meets the other (a hero's hand empty, the last enemy killed), late in a run, with all it has
 * inlined. The values are those of the plain `filter`: a test holds them equal.
 */

/** A new list of records (or strings) with the class of a full one even when empty (made so, then emptied). */
function records<T>(): T[] {
  const out = [null] as unknown as T[];
  out.pop();
  return out;
}

/** `xs.filter(keep)`, as a list of records of one class. */
export function kept<T>(xs: readonly T[], keep: (x: T) => boolean): T[] {
  const out = records<T>();
  for (let i = 0; i < xs.length; i++) if (keep(xs[i])) out.push(xs[i]);
  return out;
}

/** `xs.map(f)`, as a list of records (or lists) of one class. */
export function mapped<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out = records<U>();
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i], i));
  return out;
}

/** The actions of one type among `legal` (`legal.filter`), as a list of one class. */
export const ofType = <A extends { readonly type: string }, T extends A["type"]>(
  legal: readonly A[],
  type: T,
): Extract<A, { type: T }>[] =>
  kept(legal, (a): a is Extract<A, { type: T }> => a.type === type) as Extract<A, { type: T }>[];

/** A copy of `xs` (records or strings), of one class. */
export const copied = <T>(xs: readonly T[]): T[] => kept(xs, always);

const always = (): boolean => true;

/** `xs.map(f)` for numbers: pushed one by one, so a list of small integers has one class, empty or not. */
export function numbers<T>(xs: readonly T[], f: (x: T, i: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i], i));
  return out;
}

/**
 * A list of `n` times `x`, pushed one by one. The bot's tables are plain lists, not typed arrays: it makes many small
 * ones, and a typed array's buffer is dearer to make and to collect.
 */
export function filled(n: number, x: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}
