/**
 * Small list helpers for the rules' piles (arrays of card ids). Each returns a new array and never changes its
 * input (states are immutable); they are plain loops because `concat` and `filter` with a closure showed up in
 * profiles of the simulator (one of them runs in almost every `apply`). They are also short: the optimiser copies
 * each into every hot caller, and a simulator run of 2,000 games spends about as much CPU time compiling the engine
 * as playing it after warm-up (a `switch` of exact-size literals in `plus` cost more to compile than it saved).
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

/**
 * A new empty pile. Made by copying an empty array that has held strings, so that every pile in every state has
 * the same array layout (V8 "elements kind") from the start: a bare `[]` starts as a small-integer array and
 * changes layout at its first card, which made the optimised rule functions throw away their code and recompile.
 */
const EMPTY: unknown[] = [""];
EMPTY.pop();
export const noIds = (): string[] => EMPTY.slice() as string[];
/** The same for any list of objects (card definitions, corridor views...). */
export const emptyList = <T>(): T[] => EMPTY.slice() as T[];

/** All the lists, in order, in one new list. */
export function joined<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < lists.length; i++) for (let j = 0; j < lists[i].length; j++) out.push(lists[i][j]);
  return out;
}

/** A packed list of n copies of x (`Array.from` and `new Array(n)` make arrays with holes, a slower layout). */
export function repeat<T>(x: T, n: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}

/** A packed copy of a list (whatever way the input was built). */
export function copyOf<T>(a: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]);
  return out;
}
