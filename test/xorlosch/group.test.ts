import { act, card, code, engine, mid, tryAct } from "./helpers.js";

const pointsLeft = (s: ReturnType<typeof mid>) => engine.view(s, s.active).turn.pointsLeft;

describe("Xorlosch group size", () => {
  test("XOR-GROUP-1: dwarves may be removed or brought in only before the first movement point", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
        ],
      },
    });
    expect(code(tryAct(s, 0, { type: "bringIn", dwarf: 2 }))).toBe("OK");
    expect(code(tryAct(s, 0, { type: "remove", dwarf: 1 }))).toBe("OK");
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    const r = tryAct(s, 0, { type: "bringIn", dwarf: 2 });
    expect(code(r)).toBe("GROUP_CHANGE_AFTER_MOVEMENT");
    if (!r.ok) expect(r.reason).toMatch(/XOR-GROUP-1/);
    expect(code(tryAct(s, 0, { type: "remove", dwarf: 1 }))).toBe("GROUP_CHANGE_AFTER_MOVEMENT");
    expect(engine.legal(s, 0).some((a) => a.type === "bringIn" || a.type === "remove")).toBe(false);
  });

  test("XOR-GROUP-2: removing and bringing in cost no movement points", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
        ],
      },
    });
    expect(s.turn.spent).toBe(0);
    s = act(s, 0, { type: "remove", dwarf: 1 });
    s = act(s, 0, { type: "bringIn", dwarf: 2 });
    expect(s.turn.spent).toBe(0);
    expect(s.turn.moved).toBe(false);
  });

  test("XOR-GROUP-3: a dwarf can only be removed from the central square", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 0, 1],
        ],
      },
    });
    const r = tryAct(s, 0, { type: "remove", dwarf: 0 });
    expect(code(r)).toBe("NOT_IN_CENTRE");
    if (!r.ok) expect(r.reason).toMatch(/XOR-GROUP-3/);
    // A dwarf brought in this very turn has not stood there since an earlier turn.
    const t = act(s, 0, { type: "bringIn", dwarf: 2 });
    expect(code(tryAct(t, 0, { type: "remove", dwarf: 2 }))).toBe("BROUGHT_IN_THIS_TURN");
  });

  test("XOR-GROUP-4: a dwarf brought in enters the central square", () => {
    const s = act(mid({ dwarves: { 0: [[0, 5, 1]] } }), 0, { type: "bringIn", dwarf: 4 });
    expect(s.players[0].dwarves[4].square).toBe(0);
  });

  test("XOR-GROUP-5: a removed dwarf loses his levels", () => {
    const s = act(mid({ dwarves: { 0: [[0, 0, 4]] } }), 0, { type: "remove", dwarf: 0 });
    expect(s.players[0].dwarves[0]).toEqual({ square: null, level: 0 });
    expect(engine.view(s, 0).players[0].freeLevels).toBe(5);
  });

  test("XOR-GROUP-6: freed levels can be reused at once (remove a level-3, bring back at 1, raise, bring another)", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 3],
          [1, 5, 2],
        ],
      },
    });
    s = act(s, 0, { type: "remove", dwarf: 0 });
    s = act(s, 0, { type: "bringIn", dwarf: 0 });
    s = act(s, 0, { type: "raise", dwarf: 0 });
    s = act(s, 0, { type: "bringIn", dwarf: 2 });
    expect(s.players[0].dwarves.slice(0, 3)).toEqual([
      { square: 0, level: 2 },
      { square: 5, level: 2 },
      { square: 0, level: 1 },
    ]);
    expect(engine.view(s, 0).players[0].freeLevels).toBe(0);
  });

  test("XOR-GROUP-7: dwarves brought in start at level 1", () => {
    const s = act(mid({ dwarves: { 0: [[0, 5, 1]] }, cards: { 0: [0, 1, 2] } }), 0, { type: "bringIn", dwarf: 3 });
    expect(s.players[0].dwarves[3].level).toBe(1);
  });

  test("XOR-GROUP-8: dwarves outside the game do not count towards the group size", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
          [2, 0, 1],
        ],
      },
    });
    expect(pointsLeft(s)).toBe(5);
    s = act(s, 0, { type: "remove", dwarf: 2 });
    expect(pointsLeft(s)).toBe(6);
  });

  test("XOR-GROUP-9: the Total Experience Level can never be exceeded", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 0, 3],
          [1, 5, 2],
        ],
      },
    });
    const r = tryAct(s, 0, { type: "bringIn", dwarf: 2 });
    expect(code(r)).toBe("LEVEL_TOTAL_EXCEEDED");
    if (!r.ok) expect(r.reason).toMatch(/XOR-GROUP-9/);
    expect(code(tryAct(s, 0, { type: "raise", dwarf: 0 }))).toBe("NO_FREE_LEVELS");
  });

  test("XOR-SUM-1: group changes happen via the central square at the start of the turn", () => {
    const s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 3, 1],
        ],
      },
    });
    const kinds = engine
      .legal(s, 0)
      .filter((a) => a.type === "remove")
      .map((a) => (a as { dwarf: number }).dwarf);
    expect(kinds).toEqual([0]);
  });

  test("XOR-Q-11: raising, items or solving before the first step keep the group window open", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
          [2, 0, 1],
        ],
      },
      quests: { green: [card("green", 1), card("green", 3)] },
      cards: { 0: [30] },
    });
    s = act(s, 0, { type: "raise", dwarf: 0 });
    s = act(s, 0, { type: "solve", quest: "green" });
    expect(code(tryAct(s, 0, { type: "remove", dwarf: 2 }))).toBe("OK");
    expect(code(tryAct(s, 0, { type: "bringIn", dwarf: 3 }))).toBe("OK");
  });

  test("XOR-Q-12: a dwarf standing in the centre since the placement may be removed on the first turn", () => {
    let s = mid({
      turnsTaken: 0,
      dwarves: {
        0: [
          [0, 0, 2],
          [1, 0, 1],
        ],
      },
    });
    s = act(s, 0, { type: "remove", dwarf: 0 });
    expect(s.players[0].dwarves[0].square).toBeNull();
  });
});
