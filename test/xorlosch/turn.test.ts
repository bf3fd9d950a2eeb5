/**
 * What every turn start resets (XOR-FIRST-8, XOR-MOVE-1, XOR-RESPECT-3, XOR-GROUP-1, XOR-BOOTS-3, XOR-POTION-2,
 * XOR-TRAP-1, rulings XOR-Q-20, XOR-Q-24): the turn record belongs to one player's turn, and nothing of it may reach the next.
 * These tests end turns through the engine, where the rule helpers of the other tests start mid-turn.
 */
import type { TurnState, XorState } from "@tabletop/shared/xorlosch/types";
import { act, mid } from "./helpers.js";

/** A fresh turn, written out here rather than taken from the engine, so that a changed EMPTY_TURN fails too. */
const FRESH: TurnState = {
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

/** Seat 0 mid-turn with every part of the turn record in use. */
function busyTurn(): XorState {
  return mid({
    dwarves: {
      0: [
        [1, 2, 1],
        [2, 0, 1],
      ],
      1: [
        [1, 2, 1],
        [0, 3, 4],
      ],
    },
    turn: {
      spent: 3,
      moved: true,
      boots: { dwarf: 1, left: 1 },
      potions: [{ seat: 0, dwarf: 1 }],
      traps: [{ seat: 1, dwarf: 0 }],
      respectDue: [1],
      broughtIn: [2],
      proposed: ["blue"],
      apart: [{ seat: 1, square: 3 }],
    },
  });
}

describe("Xorlosch turn start", () => {
  test("XOR-FIRST-8 / XOR-RESPECT-3: every part of the turn record is reset when the next player's turn begins", () => {
    const next = act(busyTurn(), 0, { type: "endTurn" });
    expect(next.active).toBe(1);
    expect(next.turn).toEqual(FRESH);
    // And again at the start of a new round (a different branch of the turn end).
    const round = act(next, 1, { type: "endTurn" });
    expect(round.active).toBe(0);
    expect(round.round).toBe(next.round + 1);
    expect(round.turn).toEqual(FRESH);
  });

  test("XOR-RESPECT-3, -4: respect owed by seat 0's dwarf is not charged to seat 1's dwarf of the same die number", () => {
    // Seat 1's die 1 stands on square 2 (its start square this turn: exempt, XOR-RESPECT-4) with 8 - 2 = 6 points.
    const next = act(busyTurn(), 0, { type: "endTurn" });
    const stepped = act(next, 1, { type: "step", dwarf: 1, to: 1 });
    expect(stepped.turn.spent).toBe(1);
  });

  test("XOR-FIRST-7: the first play turn after the placement starts fresh too", () => {
    const placed: XorState = { ...busyTurn(), phase: "placement", round: 0, active: 1, turnsTaken: [0, 0] };
    const first = act(placed, 1, { type: "endTurn" });
    expect(first.phase).toBe("play");
    expect(first.turn).toEqual(FRESH);
  });
});
