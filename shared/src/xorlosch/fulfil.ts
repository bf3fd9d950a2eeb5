/**
 * Who can fulfil a task: XOR-TASK-3/4, XOR-CONTEST-1..4, XOR-POTION-3/5/6, XOR-TRAP-2..4.
 * A seat's strength in a square for a task is
 *   TRAP   if one of its dwarves there is under a dragon trap (any profession, beats potions),
 *   POTION if one of its dwarves of the task's profession there is under a potion,
 *   else the sum of the levels of its dwarves of that profession there (XOR-CONTEST-3, XOR-Q-20), or the highest
 *   single level among them when the seat chose this turn not to add them there (`apart`, adding.ts).
 * Dwarves of the wrong profession do not count (XOR-CONTEST-2, XOR-Q-19).
 */
import type { XorState } from "./types.js";
import { professionOf } from "./dice.js";
import { taskCard } from "./tasks.js";
import { isApart, isPotion, isTrap } from "./state.js";
import { levelsOnTask } from "./fast/strength.js";

const TRAP_STRENGTH = 1_000_000;
const POTION_STRENGTH = 10_000;

export interface Claim {
  seat: number;
  strength: number;
}

/** A seat's strength for a task (see above); without items or dwarves kept apart, through the fast `levelsOnTask`. */
export function seatStrength(state: XorState, seat: number, cardId: number): number {
  const t = state.turn;
  const plain = t.traps.length === 0 && t.potions.length === 0 && t.apart.length === 0;
  return plain ? levelsOnTask(state, seat, cardId) : strengthOf(state, seat, cardId);
}

/** The strength as the rules define it: traps, then potions, then the sum of the qualifying levels. */
export function strengthOf(state: XorState, seat: number, cardId: number): number {
  const card = taskCard(cardId);
  const adds = !isApart(state, seat, card.square); // XOR-CONTEST-3: they are allowed to add their levels
  let sum = 0;
  let potion = false;
  const dwarves = state.players[seat].dwarves;
  for (let die = 0; die < dwarves.length; die++) {
    const d = dwarves[die];
    if (d.square !== card.square) continue; // XOR-TASK-4
    if (isTrap(state, seat, die)) return TRAP_STRENGTH; // XOR-TRAP-2, -3
    if (professionOf(die) !== card.profession) continue; // XOR-TASK-3, XOR-CONTEST-2
    if (isPotion(state, seat, die)) potion = true; // XOR-POTION-3, -5
    sum = adds ? sum + d.level : Math.max(sum, d.level);
  }
  return potion ? POTION_STRENGTH : sum;
}

/** Every seat able to fulfil the task, strongest first. */
export function claimants(state: XorState, cardId: number, exclude: readonly number[] = []): Claim[] {
  const out: Claim[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (exclude.includes(seat)) continue;
    const strength = seatStrength(state, seat, cardId);
    if (strength > 0) out.push({ seat, strength });
  }
  return out.sort((a, b) => b.strength - a.strength || a.seat - b.seat);
}

/** The seats sharing the highest strength (XOR-CONTEST-1, -4; equal potions/traps XOR-POTION-6, XOR-TRAP-4). */
export function topSeats(claims: readonly Claim[]): number[] {
  if (claims.length === 0) return [];
  return claims.filter((c) => c.strength === claims[0].strength).map((c) => c.seat);
}

/** `topSeats(claimants(state, cardId))`, without building the sorted claim list (hot path of solve). */
export function topSeatsFor(state: XorState, cardId: number): number[] {
  let best = 0;
  let top: number[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    const strength = seatStrength(state, seat, cardId);
    if (strength <= 0 || strength < best) continue;
    if (strength > best) {
      best = strength;
      top = [seat];
    } else top.push(seat);
  }
  return top;
}

/**
 * The squares holding at least one dwarf of any seat, as bits (square s = bit s). Nobody can fulfil a task on an
 * empty square (XOR-TASK-4), so a quest with a task square outside this set is not covered. Square numbers above
 * 30 do not fit: a dwarf there marks every square, which only turns the shortcut off.
 */
export function occupiedSquares(state: XorState): number {
  let bits = 0;
  for (let seat = 0; seat < state.players.length; seat++) {
    const dwarves = state.players[seat].dwarves;
    for (let die = 0; die < dwarves.length; die++) {
      const sq = dwarves[die].square;
      if (sq !== null) bits |= sq >= 0 && sq <= 30 ? 1 << sq : -1;
    }
  }
  return bits;
}

/** Whether every task of the quest lies on an occupied square (see occupiedSquares). */
export function allTaskSquaresOccupied(quest: readonly number[], occupied: number): boolean {
  for (let i = 0; i < quest.length; i++) {
    const sq = taskCard(quest[i]).square;
    if (sq >= 0 && sq <= 30 && (occupied & (1 << sq)) === 0) return false;
  }
  return true;
}
