/** Small helpers to copy plain view values into schema collections, touching only what changed. */
import { ArraySchema, type Schema } from "@colyseus/schema";

/** Makes a primitive ArraySchema equal to `values`. */
export function syncPrimitives<T extends string | number | boolean>(target: ArraySchema<T>, values: readonly T[]): void {
  for (let i = 0; i < values.length; i++) {
    if (i < target.length) {
      if (target[i] !== values[i]) target[i] = values[i];
    } else {
      target.push(values[i]);
    }
  }
  while (target.length > values.length) target.pop();
}

/** Makes an ArraySchema of schemas follow `values`, creating or dropping items as needed. */
export function syncSchemas<T extends Schema, V>(
  target: ArraySchema<T>,
  values: readonly V[],
  create: () => T,
  assign: (item: T, value: V) => void,
): void {
  for (let i = 0; i < values.length; i++) {
    if (i >= target.length) target.push(create());
    assign(target[i], values[i]);
  }
  while (target.length > values.length) target.pop();
}

/** Assigns a field only when its value changed (schema setters mark every assignment dirty). */
export function set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}
