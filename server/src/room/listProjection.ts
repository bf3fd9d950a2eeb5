/**
 * The collection helpers of the projection (./projectors.ts): they make an ArraySchema follow a list, writing only what
 * changed since the last projection.
 *
 * Each helper takes the new value and the `last` one: the same part of the previous view, which is what the schema
 * holds now (undefined on the first projection, when the schema still holds its defaults and its collections are
 * empty). Comparing plain values is cheap. Reading the schema back is not: every field read goes through a
 * getter shared by all schema classes, and every ArraySchema read through its Proxy. A room projects its whole
 * view after every move and most of it has not changed, so the schema is only ever written to.
 *
 * Rules for callers: a collection written here is written through these helpers only, and a view is never
 * changed once projected (engine views are read-only). A part of the view that is the same object as last time
 * is skipped whole.
 */
import type { ArraySchema, Schema } from "@colyseus/schema";

const EMPTY: readonly never[] = Object.freeze([]);

const same = <T>(v: T) => v;

/**
 * Makes a primitive ArraySchema hold `values` (mapped by `map`, for example cards to their ids), given `last`,
 * the values it was made to hold last time.
 */
export function projectPrimitiveList<V, T extends string | number | boolean = V & (string | number | boolean)>(
  target: ArraySchema<T>,
  values: readonly V[],
  last: readonly V[] | undefined,
  map: (v: V) => T = same as (v: V) => T,
): void {
  if (values === last) return;
  const old = last ?? EMPTY;
  for (let i = 0; i < values.length; i++) {
    const value = map(values[i]);
    if (i >= old.length) target.push(value);
    else if (value !== map(old[i])) target[i] = value;
  }
  for (let n = old.length; n > values.length; n--) target.pop();
}

/**
 * Makes an ArraySchema of schemas follow `values`: `assign(item, value, lastValue)` copies one value into its
 * item (lastValue undefined for an item just created), and only for values that are not the same object as last time.
 */
export function projectSchemaList<T extends Schema, V>(
  target: ArraySchema<T>,
  values: readonly V[],
  last: readonly V[] | undefined,
  create: () => T,
  assign: (item: T, value: V, last: V | undefined) => void,
): void {
  if (values === last) return;
  const old = last ?? EMPTY;
  for (let i = 0; i < values.length; i++) {
    if (i >= old.length) {
      const item = create();
      target.push(item);
      assign(item, values[i], undefined);
    } else if (values[i] !== old[i]) {
      assign(target[i], values[i], old[i]);
    }
  }
  for (let n = old.length; n > values.length; n--) target.pop();
}
