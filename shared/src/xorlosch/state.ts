/** Small immutable helpers over the state: players, dwarves, levels, turn reset. */
import type { Affected, Dwarf, PlayerState, TurnState, XorState } from "./types.js";

const START_LEVELS = 5; // XOR-FIRST-1
export const BASE_MOVEMENT = 8; // XOR-MOVE-1

export const EMPTY_TURN: TurnState = {
  spent: 0,
  moved: false,
  boots: null,
  potions: [],
  traps: [],
  respectDue: [],
  broughtIn: [],
  proposed: [],
  apart: [],
};

/** XOR-LEVELS-3: total = 5 + task cards gained. */
export const totalLevels = (p: PlayerState): number => START_LEVELS + p.cards.length;

// Hot helpers below use indexed loops: until the optimiser has compiled them, for-of costs about twice as much.
function usedLevels(p: PlayerState): number {
  const dwarves = p.dwarves;
  let sum = 0;
  for (let i = 0; i < dwarves.length; i++) if (dwarves[i].square !== null) sum += dwarves[i].level;
  return sum;
}

/** Levels not yet given to a dwarf on the board (XOR-LEVELS-7, XOR-GROUP-9). */
export const freeLevels = (p: PlayerState): number => totalLevels(p) - usedLevels(p);

/** Dwarves on the board (XOR-GROUP-8: those outside do not count). */
export function onBoard(p: PlayerState): number {
  const dwarves = p.dwarves;
  let n = 0;
  for (let i = 0; i < dwarves.length; i++) if (dwarves[i].square !== null) n++;
  return n;
}

/** The players with one dwarf replaced (new arrays and player object; the others shared). */
export function withDwarf(players: XorState["players"], seat: number, die: number, dwarf: Dwarf): PlayerState[] {
  const p = players[seat];
  const dwarves = p.dwarves.slice();
  dwarves[die] = dwarf;
  const out = players.slice();
  out[seat] = { ...p, dwarves };
  return out;
}

export function setDwarf(state: XorState, seat: number, die: number, dwarf: Dwarf): XorState {
  return { ...state, players: withDwarf(state.players, seat, die, dwarf) };
}

const affects = (list: readonly Affected[], seat: number, die: number): boolean => {
  for (let i = 0; i < list.length; i++) if (list[i].seat === seat && list[i].dwarf === die) return true;
  return false;
};

export const isPotion = (state: XorState, seat: number, die: number): boolean => affects(state.turn.potions, seat, die);

export const isTrap = (state: XorState, seat: number, die: number): boolean => affects(state.turn.traps, seat, die);

/** Whether the seat chose this turn that its dwarves on the square count alone (XOR-CONTEST-3, ruling XOR-Q-20). */
export function isApart(state: XorState, seat: number, square: number): boolean {
  const list = state.turn.apart;
  for (let i = 0; i < list.length; i++) if (list[i].seat === seat && list[i].square === square) return true;
  return false;
}

/** Level used when comparing single dwarves (respect): a potion dwarf outranks every other (XOR-POTION-2). */
export const effectiveLevel = (state: XorState, seat: number, die: number): number =>
  isPotion(state, seat, die) ? Infinity : state.players[seat].dwarves[die].level;

export const isFirstTurn = (state: XorState): boolean => state.turnsTaken[state.active] === 0;

export function without<T>(xs: readonly T[], x: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < xs.length; i++) if (xs[i] !== x) out.push(xs[i]);
  return out;
}
