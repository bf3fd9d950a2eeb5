import type { XorState } from "@tabletop/shared/xorlosch/types";
import { expectedActor } from "@tabletop/shared/xorlosch/index";
import { act, card, code, engine, give, mid, tryAct } from "./helpers.js";

const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)]; // warrior tasks on 2, 6, 10
/** Three seats: seat 0 (active) on 2, seat 1 on 6, seat 2 on 10; nobody has a majority. */
const three = (extra: Record<number, [number, number, number][]> = {}) =>
  mid({
    seats: 3,
    dwarves: {
      0: [[0, 2, 1], ...(extra[0] ?? [])],
      1: [[0, 6, 1], ...(extra[1] ?? [])],
      2: [[0, 10, 2], ...(extra[2] ?? [])],
    },
    quests: { blue: BLUE },
  });
const propose = (s: XorState, order = [0, 1, 2]) => act(s, 0, { type: "propose", quest: "blue", order });
const answer = (s: XorState, seat: number, pos: number, a: "agree" | "veto") =>
  act(s, seat, { type: "answer", task: BLUE[pos], answer: a });
const renounce = (s: XorState, seat: number, pos: number, to: number) =>
  act(s, seat, { type: "answer", task: BLUE[pos], answer: "renounce", to });
const cards = (s: XorState) => s.players.map((p) => p.cards);
const holdersOf = (s: XorState) => (s.pending?.kind === "diplomacy" ? s.pending.holders : []);

describe("Xorlosch diplomacy", () => {
  test("XOR-DIPLOMACY-1: diplomacy only when majority is impossible and every square is covered", () => {
    const s = three();
    expect(engine.legal(s, 0).filter((a) => a.type === "propose")).toHaveLength(6);
    const maj = mid({
      seats: 3,
      dwarves: {
        0: [
          [0, 2, 1],
          [1, 6, 1],
        ],
        2: [[0, 10, 1]],
      },
      quests: { blue: BLUE },
    });
    expect(code(tryAct(maj, 0, { type: "propose", quest: "blue", order: [0, 1, 2] }))).toBe("MAJORITY_POSSIBLE");
    const gap = mid({ seats: 3, dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]] }, quests: { blue: BLUE } });
    expect(code(tryAct(gap, 0, { type: "propose", quest: "blue", order: [0, 1, 2] }))).toBe("QUEST_NOT_COVERED");
  });

  test("XOR-DIPLOMACY-2: only the active player may propose, and need not", () => {
    const s = three();
    expect(code(tryAct(s, 1, { type: "propose", quest: "blue", order: [0, 1, 2] }))).toBe("NOT_YOUR_TURN");
    expect(code(tryAct(s, 0, { type: "endTurn" }))).toBe("OK");
  });

  test("XOR-DIPLOMACY-3: for each square the player with the highest dwarf there is asked", () => {
    const s = propose(three({ 1: [[1, 10, 1]] }), [2, 0, 1]);
    expect(s.pending).toMatchObject({ kind: "diplomacy", holders: [0, 1, 2] });
    expect(expectedActor(s)).toBe(2);
    expect(engine.legal(s, 1)).toEqual([]);
  });

  test("XOR-DIPLOMACY-4: the proposer chooses the square to begin with", () => {
    let s = propose(three(), [2, 1, 0]);
    expect(expectedActor(s)).toBe(2);
    expect(code(tryAct(s, 1, { type: "answer", task: BLUE[1], answer: "agree" }))).toBe("NOT_ASKED");
    s = answer(s, 2, 2, "agree");
    expect(expectedActor(s)).toBe(1);
    const other = propose(three(), [1, 2, 0]);
    expect(expectedActor(other)).toBe(1);
    expect(code(tryAct(s, 0, { type: "propose", quest: "blue", order: [0, 0, 1] }))).toBe("PENDING_DECISION");
    expect(code(tryAct(three(), 0, { type: "propose", quest: "blue", order: [0, 0, 1] }))).toBe("BAD_ORDER");
  });

  test("XOR-DIPLOMACY-5: if one player rejects, the quest is not solved", () => {
    let s = propose(three());
    s = answer(s, 1, 1, "veto");
    expect(s.solved.blue).toBe(0);
    expect(code(tryAct(s, 2, { type: "answer", task: BLUE[2], answer: "agree" }))).toBe("NOT_ASKED");
    s = act(s, 0, { type: "withdraw" });
    expect(s.pending).toBeNull();
    expect(s.solved.blue).toBe(0);
    expect(cards(s)).toEqual([[], [], []]);
  });

  test("all agree: the quest is solved and each asked player receives his task", () => {
    let s = propose(three());
    s = answer(s, 1, 1, "agree");
    s = answer(s, 2, 2, "agree");
    expect(s.solved.blue).toBe(1);
    expect(cards(s)).toEqual([[BLUE[0]], [BLUE[1]], [BLUE[2]]]);
  });

  test("XOR-DIPLOMACY-6: a veto leaves the proposal open for negotiation", () => {
    // Seat 2 also has a (lower) warrior on square 6, so seat 1 could renounce in its favour.
    let s = propose(three({ 1: [[1, 6, 1]], 2: [[1, 6, 1]] }));
    s = answer(s, 1, 1, "veto");
    expect(s.pending?.kind).toBe("diplomacy");
    expect(expectedActor(s)).toBe(0);
    expect(engine.legal(s, 1).filter((a) => a.type === "answer")).toEqual([
      { type: "answer", task: BLUE[1], answer: "agree" },
      { type: "answer", task: BLUE[1], answer: "renounce", to: 2 },
    ]);
  });

  test("XOR-DIPLOMACY-7: the negotiation is public: every seat and spectators see the same proposal", () => {
    const s = answer(propose(three()), 1, 1, "veto");
    const pub = engine.view(s, null).pending;
    for (const seat of [0, 1, 2]) expect(engine.view(s, seat).pending).toEqual(pub);
  });

  test("XOR-DIPLOMACY-8: the highest player may refrain to make room for someone else", () => {
    let s = propose(three({ 1: [[1, 10, 1]] }), [2, 0, 1]);
    s = renounce(s, 2, 2, 1);
    expect(holdersOf(s)[2]).toBe(1);
    s = answer(s, 1, 2, "agree");
    s = answer(s, 1, 1, "agree");
    expect(cards(s)).toEqual([[BLUE[0]], [BLUE[1], BLUE[2]], []]);
  });

  test("XOR-DIPLOMACY-9: a veto may be turned into an agreement or a renunciation", () => {
    let s = propose(three());
    s = answer(s, 1, 1, "veto");
    s = answer(s, 1, 1, "agree");
    s = answer(s, 2, 2, "agree");
    expect(s.solved.blue).toBe(1);
    let t = propose(three({ 0: [[1, 6, 1]], 1: [[1, 6, 1]] }));
    t = answer(t, 1, 1, "veto");
    t = renounce(t, 1, 1, 0);
    expect(holdersOf(t)[1]).toBe(0);
  });

  test("XOR-DIPLOMACY-10: after agreeing a player may still refrain in favour of another", () => {
    let s = propose(three({ 0: [[1, 6, 1]], 1: [[1, 6, 1]] }));
    s = answer(s, 1, 1, "agree");
    expect(expectedActor(s)).toBe(2);
    expect(code(tryAct(s, 1, { type: "answer", task: BLUE[1], answer: "veto" }))).toBe("ALREADY_AGREED");
    s = renounce(s, 1, 1, 0);
    s = answer(s, 2, 2, "agree");
    expect(cards(s)).toEqual([[BLUE[0], BLUE[1]], [], [BLUE[2]]]);
  });

  test("XOR-DIPLOMACY-11: a renunciation cannot be taken back", () => {
    let s = propose(three({ 0: [[1, 6, 1]], 1: [[1, 6, 1]] }));
    s = renounce(s, 1, 1, 0);
    expect(code(tryAct(s, 1, { type: "answer", task: BLUE[1], answer: "agree" }))).toBe("NOT_ASKED");
    expect(engine.legal(s, 1).filter((a) => a.type === "answer")).toEqual([]);
    // Nor can the task be handed back to him: the proposer, now holding it, may not name seat 1.
    expect(code(tryAct(s, 0, { type: "answer", task: BLUE[1], answer: "renounce", to: 1 }))).toBe("BAD_BENEFICIARY");
  });

  test("XOR-SUM-5 / XOR-Q-27: majority first; then only the highest player of each square must agree", () => {
    let s = propose(three({ 1: [[1, 10, 1]] }));
    s = answer(s, 1, 1, "agree");
    expect(expectedActor(s)).toBe(2); // the lower seat-1 dwarf on 10 is not asked
    s = answer(s, 2, 2, "agree");
    expect(s.solved.blue).toBe(1);
  });

  test("XOR-Q-22: on a square tied among others the proposer chooses whom to ask; a tie including him is his", () => {
    const s = propose(
      mid({
        seats: 4,
        dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]], 2: [[0, 10, 1]], 3: [[0, 10, 1]] },
        quests: { blue: BLUE },
      }),
      [2, 1, 0],
    );
    expect(s.pending).toMatchObject({ holders: [0, 1, null], ties: [[], [], [2, 3]] });
    // The tied square is asked first: the game waits on the proposer's choice, nobody can answer it yet.
    expect(expectedActor(s)).toBe(0);
    expect(engine.legal(s, 0)).toEqual([
      { type: "withdraw" },
      { type: "chooseTie", task: BLUE[2], seat: 2 },
      { type: "chooseTie", task: BLUE[2], seat: 3 },
    ]);
    expect(engine.legal(s, 2)).toEqual([]);
    expect(code(tryAct(s, 3, { type: "chooseTie", task: BLUE[2], seat: 3 }))).toBe("NOT_YOUR_TURN");
    expect(code(tryAct(s, 0, { type: "chooseTie", task: BLUE[2], seat: 1 }))).toBe("NOT_TIED");
    let t = act(s, 0, { type: "chooseTie", task: BLUE[2], seat: 3 });
    expect(expectedActor(t)).toBe(3);
    t = answer(t, 3, 2, "agree");
    t = answer(t, 1, 1, "agree");
    expect(cards(t)).toEqual([[BLUE[0]], [BLUE[1]], [], [BLUE[2]]]);
    // A tie that includes the proposer is his (he agrees by proposing).
    const own = propose(
      mid({
        seats: 3,
        dwarves: {
          0: [[0, 2, 1]],
          1: [[0, 6, 1]],
          2: [
            [0, 2, 1],
            [1, 10, 1],
          ],
        },
        quests: { blue: BLUE },
      }),
    );
    expect(own.pending).toMatchObject({ holders: [0, 1, 2], status: ["agree", "pending", "pending"] });
  });

  test("XOR-Q-23: the proposer is not asked for his own squares and may propose without holding any", () => {
    const s = propose(three());
    expect(s.pending).toMatchObject({ status: ["agree", "pending", "pending"] });
    let t = act(
      mid({
        seats: 3,
        dwarves: {
          0: [[0, 1, 1]],
          1: [
            [0, 2, 1],
            [3, 4, 1],
          ],
          2: [
            [0, 6, 1],
            [1, 10, 1],
          ],
        },
        quests: { blue: [card("blue", 2), card("blue", 6), card("blue", 4)] },
      }),
      0,
      { type: "propose", quest: "blue", order: [0, 1, 2] },
    );
    t = answer({ ...t }, 1, 0, "agree");
    t = act(t, 2, { type: "answer", task: card("blue", 6), answer: "agree" });
    t = act(t, 1, { type: "answer", task: card("blue", 4), answer: "agree" });
    expect(t.solved.blue).toBe(1);
    expect(t.players[0].cards).toEqual([]);
  });

  test("XOR-Q-23 / XOR-DIPLOMACY-8: the proposer may renounce a task he holds in favour of a player he names", () => {
    // Seat 1 also has a warrior on square 2, lower than the proposer's.
    let s = propose(three({ 1: [[1, 2, 1]], 0: [[1, 2, 1]] }));
    expect(holdersOf(s)).toEqual([0, 1, 2]);
    expect(engine.legal(s, 0)).toContainEqual({ type: "answer", task: BLUE[0], answer: "renounce", to: 1 });
    expect(code(tryAct(s, 0, { type: "answer", task: BLUE[0], answer: "agree" }))).toBe("NOT_ASKED");
    s = renounce(s, 0, 0, 1);
    expect(s.pending).toMatchObject({ holders: [1, 1, 2], status: ["pending", "pending", "pending"] });
    s = answer(s, 1, 0, "agree");
    s = answer(s, 1, 1, "agree");
    s = answer(s, 2, 2, "agree");
    expect(cards(s)).toEqual([[], [BLUE[0], BLUE[1]], [BLUE[2]]]);
  });

  test("XOR-Q-24: a veto holds until changed or withdrawn; the same quest cannot be proposed again that turn", () => {
    let s = answer(propose(three()), 1, 1, "veto");
    expect(engine.legal(s, 0)).toEqual([{ type: "withdraw" }]);
    expect(code(tryAct(s, 1, { type: "withdraw" }))).toBe("NOT_YOUR_TURN");
    s = act(s, 0, { type: "withdraw" });
    expect(code(tryAct(s, 0, { type: "propose", quest: "blue", order: [0, 1, 2] }))).toBe("ALREADY_PROPOSED");
    for (const seat of [0, 1, 2]) s = act(s, seat, { type: "endTurn" });
    expect(code(tryAct(s, 0, { type: "propose", quest: "blue", order: [0, 1, 2] }))).toBe("OK");
  });

  /**
   * Square 10: seat 2 (level 3) holds it and renounces it to seat 1 (level 1); the proposer, seat 0, has two level-1
   * warriors there (2 together, above seat 1) and a mechanicus, which cannot fulfil the warrior task.
   */
  const crowded = () => {
    const s = three({
      0: [
        [1, 10, 1],
        [2, 10, 1],
        [3, 10, 1],
      ],
      1: [[1, 10, 1]],
      2: [[0, 10, 3]],
    });
    return propose(give(give(s, "potion", 0), "potion", 2), [2, 0, 1]);
  };
  const renouncedTo1 = () => renounce(crowded(), 2, 2, 1);

  test("XOR-Q-25: a renouncer names who receives the task: anyone else with a dwarf there able to fulfil it", () => {
    // Seat 2 (level 2) holds square 10; seat 1 has a lower warrior there, the proposer none.
    const s = propose(three({ 1: [[1, 10, 1]] }), [2, 0, 1]);
    expect(engine.legal(s, 2).filter((a) => a.type === "answer" && a.answer === "renounce")).toEqual([
      { type: "answer", task: BLUE[2], answer: "renounce", to: 1 },
    ]);
    expect(code(tryAct(s, 2, { type: "answer", task: BLUE[2], answer: "renounce", to: 0 }))).toBe("BAD_BENEFICIARY");
    expect(code(tryAct(s, 2, { type: "answer", task: BLUE[2], answer: "renounce", to: 2 }))).toBe("BAD_BENEFICIARY");
    expect(code(tryAct(s, 2, { type: "answer", task: BLUE[2], answer: "renounce" }))).toBe("BAD_BENEFICIARY");
    expect(code(tryAct(s, 2, { type: "answer", task: BLUE[2], answer: "agree", to: 1 }))).toBe("BAD_BENEFICIARY");
    const t = renounce(s, 2, 2, 1);
    expect(holdersOf(t)[2]).toBe(1);
    expect(expectedActor(t)).toBe(1);
    // Not only the next-highest: seat 0 (2 together) stands above seat 1 there, yet seat 2 may name either, and the
    // seat named, not the next-highest, is asked.
    const c = crowded();
    expect(engine.legal(c, 2).filter((a) => a.type === "answer" && a.answer === "renounce")).toEqual([
      { type: "answer", task: BLUE[2], answer: "renounce", to: 0 },
      { type: "answer", task: BLUE[2], answer: "renounce", to: 1 },
    ]);
    const named = renounce(c, 2, 2, 1);
    expect(named.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    expect(expectedActor(named)).toBe(1);
    // With nobody else able to fulfil the task there, no renunciation is offered: the holder agrees or vetoes.
    const alone = propose(three(), [2, 0, 1]);
    expect(engine.legal(alone, 2)).toEqual([
      { type: "answer", task: BLUE[2], answer: "agree" },
      { type: "answer", task: BLUE[2], answer: "veto" },
    ]);
  });

  test("XOR-Q-25 / XOR-Q-34: a task renounced to a named player stays his through a choice not to add and an item that raises nobody", () => {
    let s = renouncedTo1();
    expect(s.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    s = act(s, 0, { type: "apart", square: 10 }); // seat 0 now ties seat 1 there: the named receiver stays
    expect(s.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    s = act(s, 0, { type: "use", item: "potion", dwarf: 3 }); // a mechanicus: no strength for a warrior task
    expect(s.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    s = act(s, 2, { type: "use", item: "potion", dwarf: 0 }); // the renouncer cannot take it back (XOR-DIPLOMACY-11)
    expect(s.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    s = answer(s, 1, 2, "agree");
    s = answer(s, 1, 1, "agree");
    expect(cards(s)).toEqual([[BLUE[0]], [BLUE[1], BLUE[2]], []]);
  });

  test("XOR-Q-25 / XOR-Q-34: a potion or trap that raises its user to the highest there takes a renounced task", () => {
    let s = renouncedTo1();
    s = act(s, 0, { type: "use", item: "potion", dwarf: 1 });
    expect(s.pending).toMatchObject({ holders: [0, 1, 0], status: ["agree", "pending", "agree"] });
    s = answer(s, 1, 1, "agree");
    expect(cards(s)).toEqual([[BLUE[0], BLUE[2]], [BLUE[1]], []]);
    // The receiver's own item leaves the task with him; a trap of another seat takes it.
    let t = give(renouncedTo1(), "trap", 1);
    t = act(t, 1, { type: "use", item: "trap", dwarf: 1 });
    expect(t.pending).toMatchObject({ holders: [0, 1, 1], status: ["agree", "pending", "pending"] });
    let u = give(renouncedTo1(), "trap", 0);
    u = act(u, 0, { type: "use", item: "trap", dwarf: 3 });
    expect(u.pending).toMatchObject({ holders: [0, 1, 0], status: ["agree", "pending", "agree"] });
  });

  test("XOR-Q-34: items may be used while a proposal is open; the square used on is asked anew", () => {
    // Seat 2 has a lower warrior on square 6 and a potion; seat 1 holds square 6 and has agreed.
    let s = propose(give(three({ 1: [[1, 6, 1]], 2: [[1, 6, 1]] }), "potion", 2));
    s = answer(s, 1, 1, "agree");
    expect(engine.legal(s, 2)).toContainEqual({ type: "use", item: "potion", dwarf: 1 });
    s = act(s, 2, { type: "use", item: "potion", dwarf: 1 });
    expect(s.pending).toMatchObject({ kind: "diplomacy", holders: [0, 2, 2], status: ["agree", "pending", "pending"] });
    s = answer(s, 2, 1, "agree");
    s = answer(s, 2, 2, "agree");
    expect(cards(s)).toEqual([[BLUE[0]], [], [BLUE[1], BLUE[2]]]);
  });

  test("XOR-Q-20 / XOR-Q-34: a choice not to add during a proposal asks that square anew; a new tie is the proposer's choice", () => {
    // Seat 1's two warriors on square 6 add up to 2 and beat seat 2's single level 1 there.
    let s = propose(three({ 1: [[1, 6, 1]], 2: [[1, 6, 1]] }));
    expect(holdersOf(s)).toEqual([0, 1, 2]);
    s = act(s, 1, { type: "apart", square: 6 });
    expect(s.pending).toMatchObject({ holders: [0, null, 2], ties: [[], [1, 2], []] });
    expect(expectedActor(s)).toBe(0);
    s = act(s, 0, { type: "chooseTie", task: BLUE[1], seat: 2 });
    s = answer(s, 2, 1, "agree");
    s = answer(s, 2, 2, "agree");
    expect(cards(s)).toEqual([[BLUE[0]], [], [BLUE[1], BLUE[2]]]);
  });

  test("XOR-Q-26: there is no private channel in the engine: every seat's view is the same apart from its seat number", () => {
    const s = answer(propose(three()), 1, 1, "veto");
    const strip = (seat: number | null) => ({ ...engine.view(s, seat), seat: 0 });
    expect(strip(1)).toEqual(strip(null));
    expect(strip(2)).toEqual(strip(0));
  });
});
