/**
 * Small list helpers for the rules' piles (arrays of card ids). Each returns a new array and never changes its
 * input (states are immutable). They are short plain loops (`concat` and `filter` with a closure showed up in
 * profiles of the simulator); empty piles and packed copies are in fast/packed.ts.
 */

/** Whether `a` holds `x` (as `includes`, but a loop the optimiser inlines; `includes` is a call per use). */
export function contains<T>(a: readonly T[], x: T): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] === x) return true;
  return false;
}

/** `a` with `x` added on top (the end). */
export function plus<T>(a: readonly T[], x: T): T[] {
  const out = a.slice();
  out.push(x);
  return out;
}

/** `a` with every element of `xs` added on top, in order. */
export function plusAll<T>(a: readonly T[], xs: readonly T[]): T[] {
  const out = a.slice();
  for (let i = 0; i < xs.length; i++) out.push(xs[i]);
  return out;
}

/** `a` without the elements equal to `x`. */
export function without<T>(a: readonly T[], x: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== x) out.push(a[i]);
  return out;
}

/** `a` without the elements that occur in `xs`. */
export function withoutAll<T>(a: readonly T[], xs: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) if (!contains(xs, a[i])) out.push(a[i]);
  return out;
}

/** All the lists, in order, in one new list. */
export function joined<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < lists.length; i++) for (let j = 0; j < lists[i].length; j++) out.push(lists[i][j]);
  return out;
}
