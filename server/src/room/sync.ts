/**
 * Small helpers to copy plain view values into schema collections, touching only what changed.
 *
 * Every read of an ArraySchema item or length goes through its Proxy, which costs far more than a plain array
 * read, and a room projects its whole view after every move. So each collection written here keeps a plain
 * shadow of what was last written to it: comparisons read the shadow, and the schema is only written to. The
 * collections passed here must be written through these helpers only.
 */
import { ArraySchema, type Schema } from "@colyseus/schema";

const shadows = new WeakMap<ArraySchema<any>, unknown[]>();

function shadowOf<T>(target: ArraySchema<T>): T[] {
  let s = shadows.get(target) as T[] | undefined;
  if (!s) {
    s = target.toArray();
    shadows.set(target, s);
  }
  return s;
}

/** Makes a primitive ArraySchema equal to `values`. */
export function syncPrimitives<T extends string | number | boolean>(target: ArraySchema<T>, values: readonly T[]): void {
  const last = shadowOf(target);
  for (let i = 0; i < values.length; i++) {
    if (i < last.length) {
      if (last[i] !== values[i]) {
        target[i] = values[i];
        last[i] = values[i];
      }
    } else {
      target.push(values[i]);
      last.push(values[i]);
    }
  }
  while (last.length > values.length) {
    target.pop();
    last.pop();
  }
}

/** Makes an ArraySchema of schemas follow `values`, creating or dropping items as needed. */
export function syncSchemas<T extends Schema, V>(
  target: ArraySchema<T>,
  values: readonly V[],
  create: () => T,
  assign: (item: T, value: V) => void,
): void {
  const items = shadowOf(target);
  for (let i = 0; i < values.length; i++) {
    if (i >= items.length) {
      const item = create();
      target.push(item);
      items.push(item);
    }
    assign(items[i], values[i]);
  }
  while (items.length > values.length) {
    target.pop();
    items.pop();
  }
}

/** Assigns a field only when its value changed (schema setters mark every assignment dirty). */
export function set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}
