import { readAndApply, replay, rngFromSeed, nextInt } from "@tabletop/shared";
import { xorloschBots } from "@tabletop/shared/xorlosch/index";
import type { XorAction, XorState } from "@tabletop/shared/xorlosch/types";
import { COLOURS } from "@tabletop/shared/xorlosch/types";
import { act, card, code, engine, mid, opts, playout, tryAct } from "./helpers.js";

const { heuristic, random } = xorloschBots;

function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** Every state of a playout, for property checks. */
function states(
  seed: string,
  seats: number,
  bots = [heuristic, random, heuristic, random, random, heuristic].slice(0, seats),
  max = 1500,
): XorState[] {
  const { actions } = playout(seed, seats, opts({ firstPlayer: undefined }), bots, max);
  const out = [engine.setup(seed, seats, opts({ firstPlayer: undefined }))];
  for (const { seat, action } of actions) out.push(act(out[out.length - 1], seat, action));
  return out;
}

describe("Xorlosch engine contract", () => {
  test("determinism: replaying bot playouts from seed and actions rebuilds deep-equal states", () => {
    for (let i = 0; i < 24; i++) {
      const seats = 2 + (i % 5);
      const options = opts({ board: i % 2 ? "dungeon" : "ruins", shortGame: i % 3 === 0, firstPlayer: undefined });
      const bots = Array.from({ length: seats }, (_, s) => ((s + i) % 2 ? heuristic : random));
      const { state, actions } = playout(`det${i}`, seats, options, bots, 4000);
      const rebuilt = replay(engine, `det${i}`, seats, options, actions);
      expect(rebuilt).toEqual(state);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state); // plain JSON
    }
  });

  test("apply never mutates its input (deep-frozen states through a playout)", () => {
    const { actions } = playout("frozen", 3, opts({ firstPlayer: undefined }), [heuristic, random, heuristic], 2000);
    let s = deepFreeze(engine.setup("frozen", 3, opts({ firstPlayer: undefined })));
    for (const { seat, action } of actions) s = deepFreeze(act(s, seat, action));
    expect(s.game).toBe("xorlosch");
  });

  test("structural sharing: a step copies only what changes", () => {
    const s = mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 5, 1]] } });
    const t = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(t.players[1]).toBe(s.players[1]);
    expect(t.stacks).toBe(s.stacks);
    expect(t.quests).toBe(s.quests);
    expect(t.players[0].cards).toBe(s.players[0].cards);
  });

  test("every listed legal action is accepted, for every seat, over many states", () => {
    for (const [seed, seats] of [
      ["leg1", 2],
      ["leg2", 4],
      ["leg3", 6],
    ] as const) {
      const all = states(seed, seats);
      for (let k = 0; k < all.length; k += 3) {
        for (let seat = 0; seat < seats; seat++) {
          for (const a of engine.legal(all[k], seat)) {
            const r = engine.apply(all[k], seat, a);
            if (!r.ok) throw new Error(`listed but rejected ${r.code}: ${JSON.stringify(a)}`);
          }
        }
      }
    }
  });

  test("actions not listed are rejected (sampled candidates)", () => {
    const all = states("unlisted", 3);
    let rng = rngFromSeed("cand");
    const pick = (n: number) => {
      let v: number;
      [v, rng] = nextInt(rng, n);
      return v;
    };
    const candidate = (): XorAction => {
      const d = pick(6);
      switch (pick(8)) {
        case 0:
          return { type: "step", dwarf: d, to: pick(25) };
        case 1:
          return { type: "bringIn", dwarf: d };
        case 2:
          return { type: "remove", dwarf: d };
        case 3:
          return { type: "raise", dwarf: d };
        case 4:
          return { type: "use", item: (["potion", "boots", "trap"] as const)[pick(3)], dwarf: d };
        case 5:
          return { type: "solve", quest: COLOURS[pick(3)] };
        case 6:
          return { type: "endTurn" };
        default:
          return { type: "withdraw" };
      }
    };
    let checked = 0;
    for (let k = 0; k < all.length; k += 2) {
      for (let seat = 0; seat < 3; seat++) {
        const listed = new Set(engine.legal(all[k], seat).map((a) => JSON.stringify(a)));
        for (let j = 0; j < 6; j++) {
          const c = candidate();
          const ok = engine.apply(all[k], seat, c).ok;
          expect(ok).toBe(listed.has(JSON.stringify(c)));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test("bad input from the network never throws and gets a stable code", () => {
    const s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    const cases: [unknown, string][] = [
      [null, "MALFORMED_ACTION"],
      ["step", "MALFORMED_ACTION"],
      [[1, 2], "MALFORMED_ACTION"],
      [42, "MALFORMED_ACTION"],
      [{}, "UNKNOWN_ACTION"],
      [{ type: "fly" }, "UNKNOWN_ACTION"],
      [{ type: 5 }, "UNKNOWN_ACTION"],
      [{ type: "step", dwarf: "0", to: 1 }, "MALFORMED_ACTION"],
      [{ type: "step", dwarf: 0 }, "MALFORMED_ACTION"],
      [{ type: "step", dwarf: 0.5, to: 1 }, "MALFORMED_ACTION"],
      [{ type: "step", dwarf: NaN, to: 1 }, "MALFORMED_ACTION"],
      [{ type: "step", dwarf: 9, to: 1 }, "NO_SUCH_DWARF"],
      [{ type: "step", dwarf: -1, to: 1 }, "NO_SUCH_DWARF"],
      [{ type: "step", dwarf: 0, to: 999 }, "NOT_ADJACENT"],
      [{ type: "use", item: "sword", dwarf: 0 }, "MALFORMED_ACTION"],
      [{ type: "solve", quest: "purple" }, "MALFORMED_ACTION"],
      [{ type: "propose", quest: "blue", order: "012" }, "MALFORMED_ACTION"],
      [{ type: "answer", task: 1, answer: "maybe" }, "MALFORMED_ACTION"],
      [{ type: "chooseTie", task: 1 }, "MALFORMED_ACTION"],
      [{ type: "answer", task: 1, answer: "agree" }, "NO_PROPOSAL"],
      [{ type: "chooseTie", task: 1, seat: 1 }, "NO_TIE"],
      [{ type: "withdraw" }, "NO_PROPOSAL"],
      [{ type: "use", item: "potion", dwarf: 0 }, "NO_ITEM"],
      [{ type: "bringIn", dwarf: 0 }, "DWARF_ALREADY_ON_BOARD"],
      [{ type: "raise", dwarf: 2 }, "DWARF_NOT_ON_BOARD"],
    ];
    for (const [raw, c] of cases)
      expect([JSON.stringify(raw), code(tryAct(s, 0, raw))]).toEqual([JSON.stringify(raw), c]);
    expect(code(tryAct(s, 7, { type: "endTurn" }))).toBe("INVALID_SEAT");
    expect(code(tryAct(s, 1.5, { type: "endTurn" }))).toBe("INVALID_SEAT");
    expect(code(tryAct(s, 1, { type: "endTurn" }))).toBe("NOT_YOUR_TURN");
    expect(engine.legal(s, 9)).toEqual([]);
    let rng = rngFromSeed("fuzz");
    const junk = [null, 0, -1, 1e9, "x", true, [], {}, { a: 1 }, 0.5, "green", "potion", 3];
    for (let i = 0; i < 2000; i++) {
      const o: Record<string, unknown> = {};
      for (const k of ["type", "dwarf", "to", "item", "quest", "task", "seat", "answer", "order"]) {
        let v: number;
        [v, rng] = nextInt(rng, junk.length + 4);
        if (v < junk.length) o[k] = junk[v];
      }
      let t: number;
      [t, rng] = nextInt(rng, 12);
      if (t < 11)
        o.type = [
          "step",
          "bringIn",
          "remove",
          "raise",
          "use",
          "solve",
          "chooseTie",
          "propose",
          "answer",
          "withdraw",
          "endTurn",
        ][t];
      const r = readAndApply(engine, s, 0, o);
      if (!r.ok) expect(r.code).toMatch(/^[A-Z_]+$/);
    }
  });

  test("rejections carry a reason citing the rule", () => {
    const s = mid({ dwarves: { 0: [[0, 0, 1]] } });
    const r = tryAct(s, 0, { type: "step", dwarf: 0, to: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/XOR-/);
  });

  test("view never contains the RNG state or the order of the face-down stacks", () => {
    const found = (v: unknown, target: readonly unknown[]): boolean => {
      if (Array.isArray(v)) {
        if (v.length === target.length && v.every((x, i) => x === target[i])) return true;
        return v.some((x) => found(x, target));
      }
      if (v && typeof v === "object") return Object.values(v).some((x) => found(x, target));
      return false;
    };
    for (const s of states("view", 4).filter((_, i) => i % 25 === 0)) {
      for (const seat of [0, 1, 2, 3, null]) {
        const v = engine.view(s, seat);
        expect(Object.keys(v)).not.toContain("rng");
        expect(Object.keys(v)).not.toContain("stacks");
        expect(found(v, s.rng.dice)).toBe(false);
        expect(JSON.stringify(v)).not.toContain(s.rng.deck.key);
        for (const c of COLOURS) {
          if (s.stacks[c].length >= 2) expect(found(v, s.stacks[c])).toBe(false);
          expect(v.stackCounts[c]).toBe(s.stacks[c].length);
        }
      }
    }
    // Two states that differ only in stack order and RNG look the same.
    const a = mid();
    const b: XorState = {
      ...a,
      rng: { dice: [1, 2, 3, 4], deck: { key: "ab".repeat(32), at: 7 } },
      stacks: {
        green: [...a.stacks.green].reverse(),
        blue: [...a.stacks.blue].reverse(),
        red: [...a.stacks.red].reverse(),
      },
    };
    expect(engine.view(b, 0)).toEqual(engine.view(a, 0));
  });

  test("events are produced for the log", () => {
    const r = engine.apply(mid({ dwarves: { 0: [[0, 0, 1]] } }), 0, { type: "step", dwarf: 0, to: 1 });
    expect(r.ok && r.events[0]).toMatchObject({ kind: "dwarf-moved", seat: 0 });
  });

  test("engine metadata", () => {
    expect(engine.game).toBe("xorlosch");
    expect(engine.defaultOptions).toEqual({ board: "ruins", shortGame: false });
    expect(engine.outcome(engine.setup("m", 2, opts()))).toBeNull();
  });

  test("view.waitingOn names the seat the game waits on (active player, or the asked player in a proposal)", () => {
    const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)];
    let s = mid({ seats: 3, dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]], 2: [[0, 10, 1]] }, quests: { blue: BLUE } });
    expect(engine.view(s, null).waitingOn).toBe(0);
    s = act(s, 0, { type: "propose", quest: "blue", order: [2, 1, 0] });
    expect(engine.view(s, null).waitingOn).toBe(2);
    s = act(s, 2, { type: "answer", task: BLUE[2], answer: "veto" });
    expect(engine.view(s, null).waitingOn).toBe(0);
    s = act(s, 0, { type: "withdraw" });
    expect(engine.view({ ...s, phase: "over" }, null).waitingOn).toBeNull();
  });

  test("engine.waitingFor matches waitingOn: stand-in bots act only where the game waits, never for optional items", () => {
    const BLUE = [card("blue", 2), card("blue", 6), card("blue", 10)];
    let s = mid({ seats: 3, dwarves: { 0: [[0, 2, 1]], 1: [[0, 6, 1]], 2: [[0, 10, 1]] }, quests: { blue: BLUE } });
    expect(engine.waitingFor!(s)).toEqual([0]);
    s = act(s, 0, { type: "propose", quest: "blue", order: [2, 1, 0] });
    expect(engine.waitingFor!(s)).toEqual([2]);
    expect(engine.waitingFor!({ ...s, phase: "over" })).toEqual([]);
  });

  test("invariants hold through random playouts: every card somewhere once, levels within the total, items conserved", () => {
    for (let i = 0; i < 5; i++) {
      const seats = 2 + (i % 5);
      for (const s of states(
        `inv${i}`,
        seats,
        Array.from({ length: seats }, (_, k) => (k % 2 ? random : heuristic)),
        1000,
      ).filter((_, k) => k % 7 === 0)) {
        const where = [
          ...s.players.flatMap((p) => p.cards),
          ...COLOURS.flatMap((c) => [...(s.quests[c] ?? []), ...(s.previews[c] ?? []), ...s.stacks[c]]),
        ];
        expect(where.sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, k) => k));
        for (const v of engine.view(s, null).players) expect(v.freeLevels).toBeGreaterThanOrEqual(0);
        expect(s.items).toHaveLength(3 * (seats <= 2 ? 1 : seats <= 4 ? 2 : 3));
        for (let seat = 0; seat < seats; seat++) {
          for (const t of ["potion", "boots", "trap"])
            expect(s.items.filter((it) => it.holder === seat && it.type === t).length).toBeLessThanOrEqual(1);
        }
        expect(s.turn.spent).toBeLessThanOrEqual(8);
      }
    }
  });
});
