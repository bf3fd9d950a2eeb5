/** Small helpers for the immutable arrays of the state: each returns a new array and leaves its input alone. */

/** The array with the item at `i` replaced. */
export function replaceAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

/** The array without the first occurrence of `x`. */
export function removeOne<T>(xs: readonly T[], x: T): T[] {
  const i = xs.indexOf(x);
  if (i < 0) return xs.slice();
  return [...xs.slice(0, i), ...xs.slice(i + 1)];
}

/** Whether `xs` holds every item of `ys`, counted with multiplicity. */
export function holdsAll<T>(xs: readonly T[], ys: readonly T[]): boolean {
  const left = xs.slice();
  for (const y of ys) {
    const i = left.indexOf(y);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
