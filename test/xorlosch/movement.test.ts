import type { XorState } from "@tabletop/shared/xorlosch/types";
import { act, code, engine, mid, tryAct } from "./helpers.js";

const pointsLeft = (s: XorState) => engine.view(s, s.active).turn.pointsLeft;
/** Steps dwarf back and forth between a and b n times. */
function shuttle(s: XorState, die: number, a: number, b: number, n: number): XorState {
  for (let i = 0; i < n; i++) s = act(s, s.active, { type: "step", dwarf: die, to: i % 2 === 0 ? b : a });
  return s;
}

describe("Xorlosch movement", () => {
  test("XOR-MOVE-1: 8 movement points per turn (7 usable with one dwarf on the board)", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 24, 1]] } });
    expect(pointsLeft(s)).toBe(7);
    s = shuttle(s, 0, 0, 1, 7);
    expect(pointsLeft(s)).toBe(0);
    expect(code(tryAct(s, 0, { type: "step", dwarf: 0, to: 0 }))).toBe("INSUFFICIENT_MOVEMENT");
    s = act(s, 0, { type: "endTurn" });
    s = act(s, 1, { type: "endTurn" });
    expect(pointsLeft(s)).toBe(7); // a fresh allowance every turn
  });

  test("XOR-MOVE-2: movement points are 8 minus the dwarves on the board", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
          [2, 0, 1],
          [3, 0, 1],
          [4, 0, 1],
        ],
      },
    });
    expect(pointsLeft(s)).toBe(3);
    const t = shuttle(s, 0, 0, 1, 3);
    expect(code(tryAct(t, 0, { type: "step", dwarf: 1, to: 1 }))).toBe("INSUFFICIENT_MOVEMENT");
  });

  test("XOR-MOVE-3: one step to an adjacent square costs 1; non-adjacent squares cannot be reached in one step", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(pointsLeft(s)).toBe(6);
    expect(s.players[0].dwarves[0].square).toBe(1);
    expect(code(tryAct(s, 0, { type: "step", dwarf: 0, to: 15 }))).toBe("NOT_ADJACENT");
  });

  test("XOR-MOVE-4: obstacles cannot be crossed", () => {
    const s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    const r = tryAct(s, 0, { type: "step", dwarf: 0, to: 2 }); // 0-2 is a ladder on the Ruins
    expect(code(r)).toBe("PASSAGE_BLOCKED");
    if (!r.ok) expect(r.reason).toMatch(/XOR-MOVE-4/);
    expect(engine.legal(s, 0).some((a) => a.type === "step" && a.to === 2)).toBe(false);
  });

  test("XOR-MOVE-6: only free passages are listed; blocked ones only open with boots", () => {
    const s = mid({ board: "dungeon", dwarves: { 0: [[0, 0, 1]] } });
    const tos = engine
      .legal(s, 0)
      .filter((a) => a.type === "step")
      .map((a) => (a as { to: number }).to)
      .sort((a, b) => a - b);
    expect(tos).toEqual([2, 4, 6, 8]); // 0-1 crevice and 0-5 debris are blocked
  });

  test("XOR-MOVE-7: points may be spent in any order, dwarf A, then B, then A again", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
        ],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 3 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(s.players[0].dwarves.map((d) => d.square).slice(0, 2)).toEqual([9, 3]);
    expect(pointsLeft(s)).toBe(3);
  });

  test("XOR-MOVE-8: a dwarf may enter the same square more than once per turn", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    s = shuttle(s, 0, 0, 1, 4);
    expect(s.players[0].dwarves[0].square).toBe(0);
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(s.players[0].dwarves[0].square).toBe(1);
  });

  test("XOR-MOVE-9: unused points expire at the end of the turn", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 0, 1]] } });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "endTurn" });
    s = act(s, 1, { type: "endTurn" });
    expect(pointsLeft(s)).toBe(7); // not 7 + 6
  });

  test("XOR-Q-10: the allowance counts the dwarves after the group changes made before the first step", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    expect(pointsLeft(s)).toBe(7);
    s = act(s, 0, { type: "bringIn", dwarf: 1 });
    expect(pointsLeft(s)).toBe(6);
  });
});

describe("Xorlosch proper respect", () => {
  // Seat 1 has a level-3 dwarf on square 1; seat 0 moves a level-1 dwarf 0 -> 1 -> 9.
  const base = () =>
    mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
        ],
        1: [[0, 1, 3]],
      },
    });

  test("XOR-RESPECT-1: passing a square with a higher dwarf of another player costs one extra point", () => {
    let s = base();
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(pointsLeft(s)).toBe(5);
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(3);
    // No respect owed to a lower or equal dwarf.
    let t = mid({ dwarves: { 0: [[0, 0, 3]], 1: [[0, 1, 3]] } });
    t = act(t, 0, { type: "step", dwarf: 0, to: 1 });
    t = act(t, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(t)).toBe(5);
  });

  test("XOR-RESPECT-2: one extra point regardless of how many dwarves stand there", () => {
    let s = mid({
      seats: 3,
      dwarves: {
        0: [[0, 0, 1]],
        1: [
          [0, 1, 3],
          [1, 1, 2],
        ],
        2: [[3, 1, 4]],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(7 - 3);
  });

  test("XOR-RESPECT-3: the respect is owed before that dwarf goes on, even after moving others meanwhile", () => {
    let s = base();
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 3 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 4 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 5 });
    expect(pointsLeft(s)).toBe(2);
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(0);
    let t = act(base(), 0, { type: "step", dwarf: 0, to: 1 });
    for (const to of [3, 4, 5, 4]) t = act(t, 0, { type: "step", dwarf: 1, to });
    const r = tryAct(t, 0, { type: "step", dwarf: 0, to: 9 });
    expect(code(r)).toBe("INSUFFICIENT_MOVEMENT");
    if (!r.ok) expect(r.reason).toMatch(/respect/);
  });

  test("XOR-RESPECT-4: no respect for the square the dwarf begins its movement in", () => {
    let s = mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 1, 3]] } });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(6);
  });

  test("XOR-RESPECT-5: no respect for the square the dwarf ends its movement in", () => {
    let s = base();
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(pointsLeft(s)).toBe(5);
    s = act(s, 0, { type: "endTurn" });
    expect(s.turnsTaken[0]).toBe(2);
  });

  test("XOR-Q-13: one point per square passed, paid again on each pass", () => {
    let s = base();
    for (const to of [1, 0, 1, 0]) s = act(s, 0, { type: "step", dwarf: 0, to });
    expect(pointsLeft(s)).toBe(6 - 4 - 2);
  });

  test("XOR-Q-14: single levels are compared, not added; profession does not matter", () => {
    // Two opposing level-2 dwarves (4 added) do not outrank a level-3 mover.
    let s = mid({
      dwarves: {
        0: [[0, 0, 3]],
        1: [
          [0, 1, 2],
          [1, 1, 2],
        ],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(5);
    // An opposing mechanicus of level 4 is owed respect by a level-3 warrior.
    let t = mid({ dwarves: { 0: [[0, 0, 3]], 1: [[4, 1, 4]] } });
    t = act(t, 0, { type: "step", dwarf: 0, to: 1 });
    t = act(t, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(t)).toBe(4);
    // The mover's own dwarves there do not help.
    let u = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 1, 5],
        ],
        1: [[0, 1, 3]],
      },
    });
    u = act(u, 0, { type: "step", dwarf: 0, to: 1 });
    u = act(u, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(u)).toBe(6 - 3);
  });

  test("XOR-Q-15: respect is judged on entering and paid on leaving; a return to the start square is not exempt", () => {
    let s = mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 1, 3]] } });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 }); // begins in 1: exempt, 1 point
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 }); // re-enters 1
    s = act(s, 0, { type: "step", dwarf: 0, to: 2 }); // passes through: 2 points
    expect(pointsLeft(s)).toBe(7 - 4);
    // Raising the mover after entering does not cancel the respect judged on entering.
    let t = mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 1, 2]] } });
    t = act(t, 0, { type: "step", dwarf: 0, to: 1 });
    t = act(t, 0, { type: "raise", dwarf: 0 });
    t = act(t, 0, { type: "raise", dwarf: 0 });
    t = act(t, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(t)).toBe(7 - 3);
  });
});
