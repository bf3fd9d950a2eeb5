import type { XorState } from "@tabletop/shared/xorlosch/types";
import { act, card, code, engine, give, mid, solveKeeping, tryAct } from "./helpers.js";

// Ruins item squares: potion 10 & 18, boots 12 & 20, trap 14 & 22.
const held = (s: XorState, seat: number) =>
  s.items
    .filter((i) => i.holder === seat)
    .map((i) => `${i.type}${i.crossed ? "x" : ""}`)
    .sort();
const onBoard = (s: XorState) =>
  s.items
    .filter((i) => i.holder === null)
    .map((i) => `${i.type}${i.crossed ? "x" : ""}`)
    .sort();
const pointsLeft = (s: XorState) => engine.view(s, s.active).turn.pointsLeft;
const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)];
const G13 = { green: [card("green", 1), card("green", 3)] }; // warrior tasks on 1 and 3
const G24 = { green: [card("green", 2), card("green", 4)] }; // mechanicus tasks on 2 and 4

describe("Xorlosch magic items", () => {
  test("XOR-ITEMS-1: a dwarf on each of the two squares of a symbol gains that item", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 10, 1],
          [1, 17, 1],
        ],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 1, to: 18 });
    expect(held(s, 0)).toEqual(["potionx"]);
  });

  test("XOR-ITEMS-2: the dwarves need not be the highest there and may be of either type", () => {
    let s = mid({
      dwarves: {
        0: [
          [3, 10, 1],
          [4, 17, 1],
        ],
        1: [
          [0, 10, 5],
          [1, 18, 5],
        ],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 4, to: 18 });
    expect(held(s, 0)).toEqual(["potionx"]);
  });

  test("XOR-ITEMS-3: only while an item is left on the squares", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 10, 1],
            [1, 17, 1],
          ],
        },
      }),
      "potion",
      1,
    );
    s = act(s, 0, { type: "step", dwarf: 1, to: 18 });
    expect(held(s, 0)).toEqual([]);
  });

  test("XOR-ITEMS-4: a gained item is crossed and can be used from the next turn", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 10, 1],
          [1, 17, 1],
        ],
        1: [[0, 1, 1]],
      },
    });
    s = act(s, 0, { type: "step", dwarf: 1, to: 18 });
    const r = tryAct(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(code(r)).toBe("ITEM_NOT_READY");
    if (!r.ok) expect(r.reason).toMatch(/XOR-ITEMS-4/);
    s = act(s, 0, { type: "endTurn" });
    expect(code(tryAct(s, 0, { type: "use", item: "potion", dwarf: 0 }))).toBe("ITEM_NOT_READY");
    s = act(s, 1, { type: "endTurn" });
    expect(held(s, 0)).toEqual(["potion"]);
    expect(code(tryAct(s, 0, { type: "use", item: "potion", dwarf: 0 }))).toBe("OK");
  });

  test("XOR-ITEMS-5: all three types may be owned, but one per type", () => {
    let s = give(
      give(
        mid({
          seats: 4,
          dwarves: {
            0: [
              [0, 10, 1],
              [1, 18, 1],
              [2, 14, 1],
              [3, 21, 1],
            ],
          },
        }),
        "potion",
        0,
        true,
      ),
      "boots",
      0,
    );
    s = act(s, 0, { type: "step", dwarf: 3, to: 22 });
    expect(held(s, 0)).toEqual(["boots", "potionx", "trapx"]);
    expect(onBoard(s)).toEqual(["boots", "potion", "trap"]); // the second potion stays on the board
  });

  test("XOR-ITEMS-6 / XOR-SUM-6 / XOR-Q-31: a used item goes back onto the board red cross up, not out of the game", () => {
    let s = give(mid({ dwarves: { 0: [[0, 1, 1]] } }), "potion", 0);
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(held(s, 0)).toEqual([]);
    expect(onBoard(s)).toEqual(["boots", "potionx", "trap"]);
    expect(s.items).toHaveLength(3);
  });

  test("XOR-ITEMS-7: an item put back cannot be picked up again in the current turn", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 10, 1],
            [1, 17, 1],
          ],
          1: [[0, 1, 1]],
        },
      }),
      "potion",
      0,
    );
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 0, { type: "step", dwarf: 1, to: 18 });
    expect(held(s, 0)).toEqual([]);
    s = act(s, 0, { type: "endTurn" });
    expect(onBoard(s)).toContain("potion"); // flipped at the start of seat 1's turn
  });

  test("XOR-ITEMS-8 / XOR-Q-29: in one turn a player may use an item and pick up another of that type", () => {
    let s = give(
      mid({
        seats: 3,
        dwarves: {
          0: [
            [0, 10, 1],
            [1, 18, 1],
          ],
        },
      }),
      "potion",
      0,
    );
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(held(s, 0)).toEqual(["potionx"]);
    expect(onBoard(s).filter((x) => x.startsWith("potion"))).toEqual(["potionx"]);
  });

  test("XOR-ITEMS-9: at the start of his turn a player flips his crossed items and those put back on the board", () => {
    let s = give(give(mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 2, 1]] } }), "potion", 1, true), "trap", 0);
    s = act(s, 0, { type: "use", item: "trap", dwarf: 0 });
    expect(onBoard(s)).toContain("trapx");
    s = act(s, 0, { type: "endTurn" });
    expect(held(s, 1)).toEqual(["potion"]);
    expect(onBoard(s)).toContain("trap");
  });

  test("XOR-Q-28: gaining is automatic, for the active player only, also at the start of his turn", () => {
    let s = mid({
      dwarves: {
        0: [[0, 1, 1]],
        1: [
          [0, 10, 1],
          [1, 18, 1],
        ],
      },
    });
    expect(held(s, 1)).toEqual([]); // not on seat 0's turn
    s = act(s, 0, { type: "endTurn" });
    expect(held(s, 1)).toEqual(["potionx"]);
  });

  test("XOR-Q-30: an item put back out of turn stays crossed until the next turn begins", () => {
    let s = give(
      mid({
        dwarves: {
          0: [[0, 1, 1]],
          1: [
            [0, 10, 1],
            [1, 18, 1],
          ],
        },
      }),
      "potion",
      0,
    );
    s = act(s, 0, { type: "endTurn" });
    // Seat 0 drinks out of turn while seat 1 stands on both potion squares: seat 1 cannot take it this turn.
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(onBoard(s)).toContain("potionx");
    s = act(s, 1, { type: "step", dwarf: 0, to: 9 });
    s = act(s, 1, { type: "step", dwarf: 0, to: 10 });
    expect(held(s, 1)).toEqual([]);
    s = act(s, 1, { type: "endTurn" });
    expect(onBoard(s)).toContain("potion");
    s = act(s, 0, { type: "endTurn" });
    expect(held(s, 1)).toEqual(["potionx"]);
  });
});

describe("Xorlosch boots of movement", () => {
  test("XOR-BOOTS-1: only the player whose turn it is may use boots", () => {
    const s = give(mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 0, 1]] } }), "boots", 1);
    const r = tryAct(s, 1, { type: "use", item: "boots", dwarf: 0 });
    expect(code(r)).toBe("NOT_YOUR_TURN");
    expect(engine.legal(s, 1)).toEqual([]);
  });

  test("XOR-BOOTS-2: boots may be used at any time in the turn", () => {
    let s = give(mid({ dwarves: { 0: [[0, 0, 1]] } }), "boots", 0);
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "use", item: "boots", dwarf: 0 });
    expect(s.turn.boots).toEqual({ dwarf: 0, left: 2 });
  });

  test("XOR-BOOTS-3: the boots affect one dwarf for the rest of the turn", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 0, 1],
            [1, 0, 1],
          ],
          1: [[0, 24, 1]],
        },
      }),
      "boots",
      0,
    );
    s = act(s, 0, { type: "use", item: "boots", dwarf: 0 });
    expect(code(tryAct(s, 0, { type: "step", dwarf: 1, to: 2 }))).toBe("PASSAGE_BLOCKED");
    s = act(s, 0, { type: "step", dwarf: 0, to: 2 });
    s = act(s, 0, { type: "endTurn" });
    s = act(s, 1, { type: "endTurn" });
    expect(s.turn.boots).toBeNull();
    expect(code(tryAct(s, 0, { type: "step", dwarf: 0, to: 3 }))).toBe("PASSAGE_BLOCKED");
  });

  test("XOR-BOOTS-4: the booted dwarf gets 2 extra movement points, for itself only", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 0, 1],
            [1, 0, 1],
          ],
        },
      }),
      "boots",
      0,
    );
    s = act(s, 0, { type: "use", item: "boots", dwarf: 0 });
    for (let i = 0; i < 8; i++) s = act(s, 0, { type: "step", dwarf: 0, to: i % 2 === 0 ? 1 : 0 });
    expect(code(tryAct(s, 0, { type: "step", dwarf: 0, to: 1 }))).toBe("INSUFFICIENT_MOVEMENT");
    let t = give(
      mid({
        dwarves: {
          0: [
            [0, 0, 1],
            [1, 0, 1],
          ],
        },
      }),
      "boots",
      0,
    );
    t = act(t, 0, { type: "use", item: "boots", dwarf: 0 });
    for (let i = 0; i < 6; i++) t = act(t, 0, { type: "step", dwarf: 1, to: i % 2 === 0 ? 1 : 0 });
    expect(code(tryAct(t, 0, { type: "step", dwarf: 1, to: 1 }))).toBe("INSUFFICIENT_MOVEMENT");
    expect(code(tryAct(t, 0, { type: "step", dwarf: 0, to: 1 }))).toBe("OK");
  });

  test("XOR-BOOTS-5: the booted dwarf crosses debris, ladders and crevices", () => {
    let s = give(mid({ dwarves: { 0: [[0, 0, 1]] } }), "boots", 0);
    s = act(s, 0, { type: "use", item: "boots", dwarf: 0 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 2 }); // ladder
    s = act(s, 0, { type: "step", dwarf: 0, to: 3 }); // debris
    expect(s.players[0].dwarves[0].square).toBe(3);
    let d = give(mid({ board: "dungeon", dwarves: { 0: [[0, 0, 1]] } }), "boots", 0);
    d = act(d, 0, { type: "use", item: "boots", dwarf: 0 });
    d = act(d, 0, { type: "step", dwarf: 0, to: 1 }); // crevice
    expect(d.players[0].dwarves[0].square).toBe(1);
  });
});

describe("Xorlosch potion of experience", () => {
  test("XOR-POTION-1: the potion can be used out of turn", () => {
    const s = give(mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 2, 1]] } }), "potion", 1);
    expect(engine.legal(s, 1)).toEqual([{ type: "use", item: "potion", dwarf: 0 }]);
    expect(act(s, 1, { type: "use", item: "potion", dwarf: 0 }).turn.potions).toEqual([{ seat: 1, dwarf: 0 }]);
  });

  test("XOR-POTION-2 / XOR-SUM-7 / XOR-Q-32: the potion dwarf outranks every dwarf of either profession for the turn", () => {
    // Seat 0's level-5 warrior passing seat 1's potion mechanicus (level 1) owes respect.
    let s = give(mid({ dwarves: { 0: [[0, 0, 5]], 1: [[3, 1, 1]] } }), "potion", 1);
    s = act(s, 1, { type: "use", item: "potion", dwarf: 3 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(7 - 3);
    s = act(s, 0, { type: "endTurn" });
    expect(s.turn.potions).toEqual([]); // for the duration of the turn only
  });

  test("XOR-POTION-3: the potion dwarf counts as the highest for solving quests", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 1, 1],
            [1, 3, 1],
          ],
          1: [[0, 1, 6]],
        },
        quests: G13,
      }),
      "potion",
      0,
    );
    expect(code(tryAct(s, 0, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(act(s, 0, { type: "solve", quest: "green" }).players[0].cards).toHaveLength(2);
  });

  test("XOR-POTION-4: the potion dwarf pays no respect", () => {
    let s = give(mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 1, 6]] } }), "potion", 0);
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 }); // drinking clears the respect owed
    s = act(s, 0, { type: "step", dwarf: 0, to: 9 });
    expect(pointsLeft(s)).toBe(5);
  });

  test("XOR-POTION-5: the potion dwarf still needs the task's profession", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [3, 1, 1],
            [1, 3, 1],
          ],
          1: [[0, 1, 1]],
        },
        quests: G13,
      }),
      "potion",
      0,
    );
    s = act(s, 0, { type: "use", item: "potion", dwarf: 3 });
    expect(code(tryAct(s, 0, { type: "solve", quest: "green" }))).toBe("NO_MAJORITY");
  });

  test("XOR-POTION-6: two potion dwarves in one square count as equal", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          active: 0,
          dwarves: {
            0: [
              [0, 2, 1],
              [1, 6, 1],
            ],
            1: [[0, 10, 1]],
            2: [[0, 10, 4]],
          },
          quests: { blue: BLUE },
        }),
        "potion",
        1,
      ),
      "potion",
      2,
    );
    s = act(s, 1, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 2, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.pending).toMatchObject({ kind: "tie", ties: [[], [], [1, 2]] });
  });

  test("XOR-POTION-7: with equal potions the player whose turn it is takes the task", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          dwarves: {
            0: [
              [0, 1, 1],
              [1, 3, 1],
            ],
            1: [[0, 1, 3]],
          },
          quests: G13,
        }),
        "potion",
        0,
      ),
      "potion",
      1,
    );
    s = act(s, 1, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 0, { type: "use", item: "potion", dwarf: 0 });
    expect(solveKeeping(s, "green").players[0].cards).toHaveLength(2);
  });

  test("XOR-Q-33: equal potions of two other players: the active player chooses", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          dwarves: {
            0: [
              [0, 2, 1],
              [1, 6, 1],
            ],
            1: [[0, 10, 1]],
            2: [[0, 10, 1]],
          },
          quests: { blue: BLUE },
        }),
        "potion",
        1,
      ),
      "potion",
      2,
    );
    s = act(s, 1, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 2, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 0, { type: "solve", quest: "blue" });
    s = act(s, 0, { type: "chooseTie", task: BLUE[2], seat: 1 });
    expect(s.players[1].cards).toEqual([BLUE[2]]);
  });

  test("XOR-Q-34: an announced solve opens a window for potions and traps; a use can take the majority away", () => {
    // Seat 0 holds squares 2 and 6 of the blue quest (2 of 3); seat 2 has a lower warrior on 6 and a potion.
    const base = give(
      mid({
        seats: 3,
        dwarves: {
          0: [
            [0, 2, 1],
            [1, 6, 2],
          ],
          1: [[0, 10, 2]],
          2: [
            [0, 10, 2],
            [1, 6, 1],
          ],
        },
        quests: { blue: BLUE },
      }),
      "potion",
      2,
    );
    const announced = act(base, 0, { type: "solve", quest: "blue" });
    expect(announced.pending).toEqual({ kind: "response", quest: "blue", waiting: [2], opened: 0 });
    expect(announced.solved.blue).toBe(0);
    expect(engine.waitingFor!(announced)).toEqual([2]);
    expect(engine.responseWindow!(announced)).toEqual({ seats: [2], onTimeout: { type: "pass" }, opened: 0 });
    expect(engine.legal(announced, 2)).toEqual(
      expect.arrayContaining([{ type: "pass" }, { type: "use", item: "potion", dwarf: 1 }]),
    );
    expect(engine.legal(announced, 0)).toEqual([]);
    expect(code(tryAct(announced, 0, { type: "endTurn" }))).toBe("PENDING_DECISION");
    expect(code(tryAct(announced, 1, { type: "pass" }))).toBe("NOT_ASKED");
    // The potion makes seat 2 the highest on square 6: seat 0 keeps 1 task of 3, and the quest is not solved.
    const denied = act(announced, 2, { type: "use", item: "potion", dwarf: 1 });
    expect(denied.pending).toBeNull();
    expect(denied.solved.blue).toBe(0);
    expect(denied.players.map((p) => p.cards)).toEqual([[], [], []]);
    expect(engine.legal(denied, 0)).toContainEqual({ type: "endTurn" });
    // All passing: the solve is judged as before (the tie on 10 is the active player's choice).
    const passed = act(announced, 2, { type: "pass" });
    expect(passed.pending).toMatchObject({ kind: "tie", awards: [0, 0, null] });
    expect(code(tryAct(passed, 2, { type: "use", item: "potion", dwarf: 1 }))).toBe("PENDING_DECISION");
    const done = act(passed, 0, { type: "chooseTie", task: BLUE[2], seat: 1 });
    expect(done.solved.blue).toBe(1);
    // Without anyone able to respond the solve is judged at once (no window).
    expect(
      act({ ...base, items: base.items.map((i) => ({ ...i, holder: null })) }, 0, { type: "solve", quest: "blue" })
        .pending,
    ).toMatchObject({ kind: "tie" });
  });

  test("XOR-Q-34: a seat that passed may not use an item; a use opens the window again for everyone who can still respond, who passed before included", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          dwarves: {
            0: [
              [0, 2, 1],
              [1, 6, 2],
            ],
            1: [
              [0, 10, 3],
              [1, 6, 1],
            ],
            2: [[1, 6, 1]],
          },
          quests: { blue: BLUE },
        }),
        "potion",
        2,
      ),
      "trap",
      0,
    );
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.pending).toMatchObject({ kind: "response", waiting: [0, 2] });
    s = act(s, 0, { type: "pass" });
    expect(s.pending).toMatchObject({ waiting: [2], opened: 0 });
    // Having passed, seat 0 may not use his trap until a use opens the window again.
    expect(code(tryAct(s, 0, { type: "use", item: "trap", dwarf: 1 }))).toBe("NOT_ASKED");
    expect(engine.legal(s, 0)).toEqual([]);
    s = act(s, 2, { type: "use", item: "potion", dwarf: 1 }); // seat 2 takes square 6
    expect(s.pending).toMatchObject({ kind: "response", waiting: [0], opened: 1 });
    expect(engine.responseWindow!(s)!.opened).toBe(1);
    s = act(s, 0, { type: "use", item: "trap", dwarf: 1 }); // the trap beats the potion: square 6 is seat 0's again
    expect(s.solved.blue).toBe(1);
    expect(s.players[0].cards).toEqual([BLUE[0], BLUE[1]]);
    expect(s.turn.potions).toEqual([{ seat: 2, dwarf: 1 }]);
    // Out-of-turn items last to the end of the current turn.
    s = act(s, 0, { type: "endTurn" });
    expect(s.turn.potions).toEqual([]);
  });
});

describe("Xorlosch dragon trap", () => {
  test("XOR-TRAP-1: the trap can be used out of turn", () => {
    const s = give(mid({ dwarves: { 0: [[0, 1, 1]], 1: [[0, 2, 1]] } }), "trap", 1);
    expect(act(s, 1, { type: "use", item: "trap", dwarf: 0 }).turn.traps).toEqual([{ seat: 1, dwarf: 0 }]);
  });

  test("XOR-TRAP-2: the trap dwarf fulfils though not the most experienced, even against a potion", () => {
    let s = give(
      give(
        mid({
          active: 1,
          dwarves: {
            0: [[0, 2, 1]],
            1: [
              [0, 2, 6],
              [1, 6, 1],
              [2, 10, 1],
            ],
          },
          quests: { blue: BLUE },
        }),
        "trap",
        0,
      ),
      "potion",
      1,
    );
    s = act(s, 1, { type: "use", item: "potion", dwarf: 0 });
    s = act(s, 0, { type: "use", item: "trap", dwarf: 0 });
    s = act(s, 1, { type: "solve", quest: "blue" });
    expect(s.players[0].cards).toEqual([BLUE[0]]);
    expect(s.players[1].cards).toEqual([BLUE[1], BLUE[2]]);
  });

  test("XOR-TRAP-3: the trap dwarf ignores the profession condition", () => {
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 1, 1],
            [3, 3, 1],
          ],
        },
        quests: G13,
      }),
      "trap",
      0,
    );
    expect(code(tryAct(s, 0, { type: "solve", quest: "green" }))).toBe("QUEST_NOT_COVERED");
    s = act(s, 0, { type: "use", item: "trap", dwarf: 3 });
    expect(act(s, 0, { type: "solve", quest: "green" }).players[0].cards).toHaveLength(2);
  });

  test("XOR-TRAP-4: two trap dwarves in one square count as equal", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          dwarves: {
            0: [
              [0, 2, 1],
              [1, 6, 1],
            ],
            1: [[3, 10, 1]],
            2: [
              [4, 10, 1],
              [0, 10, 5],
            ],
          },
          quests: { blue: BLUE },
        }),
        "trap",
        1,
      ),
      "trap",
      2,
    );
    s = act(s, 1, { type: "use", item: "trap", dwarf: 3 });
    s = act(s, 2, { type: "use", item: "trap", dwarf: 4 });
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.pending).toMatchObject({ kind: "tie", ties: [[], [], [1, 2]] });
  });

  test("XOR-TRAP-5: with equal traps the player whose turn it is takes the task", () => {
    let s = give(
      give(
        mid({
          seats: 3,
          dwarves: {
            0: [
              [0, 1, 1],
              [4, 3, 1],
            ],
            1: [[3, 3, 1]],
          },
          quests: G13,
        }),
        "trap",
        0,
      ),
      "trap",
      1,
    );
    s = act(s, 1, { type: "use", item: "trap", dwarf: 3 });
    s = act(s, 0, { type: "use", item: "trap", dwarf: 4 });
    expect(solveKeeping(s, "green").players[0].cards).toHaveLength(2);
  });

  test("XOR-Q-35: one trap covers every card in its square for the turn, and is spent even if nothing is solved", () => {
    // Square 4 holds a green (mechanicus) and a blue (mechanicus) card; a trapped warrior serves both.
    let s = give(
      mid({
        dwarves: {
          0: [
            [0, 4, 1],
            [3, 2, 1],
          ],
          1: [[3, 8, 1]],
        },
        quests: { ...G24, blue: [card("blue", 4), card("blue", 6), card("blue", 8)] },
      }),
      "trap",
      0,
    );
    s = {
      ...s,
      players: s.players.map((p, i) =>
        i === 0 ? { ...p, dwarves: p.dwarves.map((d, j) => (j === 1 ? { square: 6, level: 1 } : d)) } : p,
      ),
    };
    s = act(s, 0, { type: "use", item: "trap", dwarf: 0 });
    s = act(s, 0, { type: "solve", quest: "green" });
    s = act(s, 0, { type: "solve", quest: "blue" });
    expect(s.players[0].cards).toEqual(expect.arrayContaining([card("green", 4), card("blue", 4)]));
    let t = give(mid({ dwarves: { 0: [[0, 4, 1]] }, quests: G24 }), "trap", 0);
    t = act(t, 0, { type: "use", item: "trap", dwarf: 0 });
    t = act(t, 0, { type: "endTurn" });
    expect(held(t, 0)).toEqual([]);
    expect(t.turn.traps).toEqual([]);
  });
});
