/**
 * Lists built with the array layout V8 handles best, for the rules' piles and the lists the engine hands out.
 * Each gives the same value as the plain expression beside it (test/dungeon-flee/fastpaths.test.ts):
 * - `noIds()` / `emptyList()` are `[]`, made by copying an empty array that has held strings, so that every pile
 *   in every state has the same layout ("elements kind") from the start: a bare `[]` starts as a small-integer
 *   array and changes layout at its first card, which made the optimised rule functions throw away their code
 *   and recompile;
 * - `repeat(x, n)` is `Array(n).fill(x)` and `copyOf(a)` is `a.slice()`, always packed (`Array.from` and
 *   `new Array(n)` make arrays with holes, a slower layout; a slice keeps its input's layout);
 * - `eventList()` is `[]` with room for the one or two events most actions log (the first push onto `[]` makes
 *   room for 17, a slow call and a large allocation on every action).
 */
import type { GameEvent } from "../../engine.js";

const EMPTY: unknown[] = [""];
EMPTY.pop();

/** A new empty pile of card ids: `[]`. */
export const noIds = (): string[] => EMPTY.slice() as string[];

/** A new empty list of objects (card definitions, corridor views...): `[]`. */
export const emptyList = <T>(): T[] => EMPTY.slice() as T[];

/** n copies of x: `Array(n).fill(x)`. */
export function repeat<T>(x: T, n: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}

/** A copy of a list: `a.slice()`. */
export function copyOf<T>(a: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]);
  return out;
}

const NO_EVENT: GameEvent = { kind: "", text: "" };

/** A new empty event list: `[]`. */
export function eventList(): GameEvent[] {
  const events = [NO_EVENT, NO_EVENT];
  events.pop();
  events.pop();
  return events;
}
