/**
 * The action objects legal() lists, built once and shared: every call lists the same few hundred shapes (steps,
 * raises, proposals ...), so they are frozen constants instead of fresh objects. Callers never mutate listed
 * actions; freezing makes sure of it. Key order is the one of the action shapes in types.ts (JSON stays the same).
 */
import type { XorAction } from "./types.js";
import { COLOURS, ITEM_TYPES } from "./types.js";
import { DICE_PER_PLAYER } from "./dice.js";
import { boards } from "./board/index.js";

type Of<T extends XorAction["type"]> = Readonly<Extract<XorAction, { type: T }>>;

const dice = Array.from({ length: DICE_PER_PLAYER }, (_, d) => d);
const perDie = <T extends "bringIn" | "remove" | "raise">(type: T): readonly Of<T>[] =>
  dice.map((dwarf) => Object.freeze({ type, dwarf }) as Of<T>);

export const BRING_IN = perDie("bringIn");
export const REMOVE = perDie("remove");
export const RAISE = perDie("raise");
export const END_TURN: Of<"endTurn"> = Object.freeze({ type: "endTurn" });
export const WITHDRAW: Of<"withdraw"> = Object.freeze({ type: "withdraw" });
export const PASS: Of<"pass"> = Object.freeze({ type: "pass" });

/** A record with one entry per key. */
function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Readonly<Record<K, V>> {
  const out = {} as Record<K, V>;
  for (const k of keys) out[k] = value(k);
  return out;
}

export const USE = byKey(ITEM_TYPES, (item): readonly Of<"use">[] =>
  dice.map((dwarf) => Object.freeze({ type: "use", item, dwarf })),
);

export const SOLVE = byKey(COLOURS, (quest): Of<"solve"> => Object.freeze({ type: "solve", quest }));

/** Steps by die and target square, for every square number of either board. */
const SQUARES = Math.max(...Object.values(boards).flatMap((b) => b.squares)) + 1;
const STEPS: readonly (readonly Of<"step">[])[] = dice.map((dwarf) =>
  Array.from({ length: SQUARES }, (_, to) => Object.freeze({ type: "step" as const, dwarf, to })),
);

export const stepAction = (dwarf: number, to: number): Of<"step"> =>
  STEPS[dwarf][to] ?? Object.freeze({ type: "step", dwarf, to });

const APARTS: readonly Of<"apart">[] = Array.from({ length: SQUARES }, (_, square) =>
  Object.freeze({ type: "apart" as const, square }),
);

export const apartAction = (square: number): Of<"apart"> => APARTS[square] ?? Object.freeze({ type: "apart", square });

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  }
  return out;
}
const PERMS = [0, 1, 2, 3, 4].map(permutations);

/** Every proposal of a quest of n tasks (each asking order, XOR-DIPLOMACY-4): PROPOSALS[colour][n]. */
export const PROPOSALS = byKey(COLOURS, (quest): readonly (readonly Of<"propose">[])[] =>
  PERMS.map((ps) => ps.map((order) => Object.freeze({ type: "propose", quest, order }))),
);
