/** Agreeing the heroes' order: a proposal the others accept (LITE-PLAYER-1/2, shared/src/dungeon-lite/turn-order.ts). */
import { dungeonLiteBots } from "@tabletop/shared/dungeon-lite/index";
import type { LiteAction, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, opts, playout, started } from "./engine-helpers.js";

const THREE = ["warrior-male", "elf-female", "dwarf-male"];
const base = (seed = "order") => enemies(started(seed, THREE), []);
const proposals = (s: LiteState, seat: number) => E.legal(s, seat).filter((a) => a.type === "propose-order");

describe("Dungeon Lite: the heroes agree their order", () => {
  test("LITE-PLAYER-1: between turns a hero may claim the next turn (listed first) or propose the order of every hero still to act", () => {
    const s = base();
    const legal = E.legal(s, 1);
    expect(legal[0]).toEqual({ type: "take-turn" });
    expect(proposals(s, 1)).toHaveLength(6);
    expect(proposals(s, 1)).toContainEqual({ type: "propose-order", order: [2, 0, 1] });
    expect(code(s, 1, { type: "propose-order", order: [2, 0] })).toBe("BAD_ORDER");
    expect(code(s, 1, { type: "propose-order", order: [2, 0, 0] })).toBe("BAD_ORDER");
    expect(code(s, 1, { type: "propose-order", order: [2, 0, 1, 3] })).toBe("BAD_ORDER");
    expect(code(s, 1, { type: "accept-order" })).toBe("NO_PROPOSAL");
    expect(code(s, 1, { type: "propose-order", order: "first" })).toBe("MALFORMED_ACTION");
  });

  test("LITE-PLAYER-1 / LITE-PLAYER-2: a proposal waits on the others, who answer at once in any order; agreed, its turns begin by themselves one after another", () => {
    let s = act(base(), 1, { type: "propose-order", order: [2, 1, 0] });
    expect(E.waitingFor!(s)).toEqual([2, 0]);
    expect(E.view(s, null).turnOrder).toEqual({
      proposed: [1],
      open: { proposer: 1, order: [2, 1, 0], accepted: [1] },
      agreed: null,
    });
    // Several seats may act at once: both answers are legal now, and nobody claims a turn meanwhile.
    expect(E.legal(s, 0)).toEqual([{ type: "accept-order" }, { type: "decline-order" }]);
    expect(E.legal(s, 2)).toEqual([{ type: "accept-order" }, { type: "decline-order" }]);
    expect(E.legal(s, 1)).toEqual([{ type: "decline-order" }]);
    expect(code(s, 2, { type: "take-turn" })).toBe("ORDER_PROPOSED");
    expect(code(s, 0, { type: "propose-order", order: [0, 1, 2] })).toBe("ORDER_PROPOSED");
    s = act(s, 0, { type: "accept-order" });
    expect(code(s, 0, { type: "accept-order" })).toBe("NO_PROPOSAL");
    expect(E.waitingFor!(s)).toEqual([2]);
    const r = E.apply(s, 2, { type: "accept-order" });
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    expect(r.events.map((e) => e.kind)).toEqual(["order-accepted", "order-agreed", "turn"]);
    expect(s.turn?.seat).toBe(2);
    expect(E.view(s, null).turnOrder?.agreed).toEqual([2, 1, 0]);
    expect(code(s, 1, { type: "end-turn" })).toBe("NOT_YOUR_TURN");
    s = act(s, 2, { type: "end-turn" });
    expect(s.turn?.seat).toBe(1);
    s = act(s, 1, { type: "end-turn" });
    expect(s.turn?.seat).toBe(0);
    s = act(s, 0, { type: "end-turn" });
    expect(s.phase).toBe("enemy");
    expect(s.turnOrder).toBeNull();
    expect(E.view(s, null).turnOrder).toBeNull();
  });

  test("LITE-PLAYER-1: a declined proposal is dropped; each hero proposes once a Player Phase; claiming a turn is always there", () => {
    let s = act(base(), 0, { type: "propose-order", order: [0, 1, 2] });
    s = act(s, 1, { type: "accept-order" });
    s = act(s, 2, { type: "decline-order" });
    expect(E.view(s, null).turnOrder).toEqual({ proposed: [0], open: null, agreed: null });
    expect(E.waitingFor!(s)).toEqual([0, 1, 2]);
    expect(code(s, 0, { type: "propose-order", order: [1, 0, 2] })).toBe("ALREADY_PROPOSED");
    expect(proposals(s, 0)).toEqual([]);
    expect(E.legal(s, 0)).toEqual([{ type: "take-turn" }]);
    s = act(s, 2, { type: "propose-order", order: [2, 0, 1] });
    s = act(s, 2, { type: "decline-order" }); // the proposer withdraws
    expect(E.view(s, null).turnOrder?.open).toBeNull();
    s = act(s, 1, { type: "take-turn" });
    expect(s.turn?.seat).toBe(1);
    s = act(s, 1, { type: "end-turn" });
    // Two heroes left: the one who has not proposed yet still may.
    expect(proposals(s, 1)).toEqual([]);
    expect(proposals(s, 0)).toEqual([]);
    expect(code(s, 1, { type: "propose-order", order: [0, 2] })).toBe("TURN_TAKEN");
  });

  test("LITE-PLAYER-1: a solo hero has no order to agree; a knocked-out hero is not in the order", () => {
    const solo = enemies(started("order-solo", ["mage-female"]), []);
    expect(E.legal(solo, 0)).toEqual([{ type: "take-turn" }]);
    expect(code(solo, 0, { type: "propose-order", order: [0] })).toBe("NOTHING_TO_DO");
    const s = base();
    const down = { ...s, heroes: s.heroes.map((h) => (h.seat === 1 ? { ...h, knockedOut: true, hand: [] } : h)) };
    expect(proposals(down, 0).map((a) => (a.type === "propose-order" ? a.order : []))).toEqual([
      [0, 2],
      [2, 0],
    ]);
    expect(E.legal(down, 1)).toEqual([]);
  });

  test("LITE-PLAYER-2: with an agreed order, only its next hero goes; others wait for their place", () => {
    let s = act(base(), 1, { type: "propose-order", order: [1, 2, 0] });
    s = act(s, 0, { type: "accept-order" });
    s = act(s, 2, { type: "accept-order" });
    expect(s.turn?.seat).toBe(1);
    expect(E.waitingFor!(s)).toEqual([1]);
    // A pending choice pauses the order: the next turn begins once it is answered.
    s = { ...s, turn: null, turnsTaken: [1], pending: [{ kind: "discard", seat: 0, count: 1 }] };
    expect(E.waitingFor!(s)).toEqual([0]);
    s = act(s, 0, { type: "discard", card: s.heroes[0].hand[0] });
    expect(s.turn?.seat).toBe(2);
    expect(code(s, 0, { type: "take-turn" })).toBe("TURN_UNDER_WAY");
  });

  test("LITE-PLAYER-1: the heuristic bot claims its turn rather than proposing, and accepts a proposal; the state of a bot game never holds an order", () => {
    const bot = dungeonLiteBots.heuristic;
    const s = base();
    expect(bot.choose(E.view(s, 0), E.legal(s, 0), 0, 0.5)).toEqual({ type: "take-turn" });
    const open = act(s, 1, { type: "propose-order", order: [2, 1, 0] });
    for (const seat of [0, 2])
      expect(bot.choose(E.view(open, seat), E.legal(open, seat), seat, 0.9)).toEqual({
        type: "accept-order",
      } satisfies LiteAction);
    const game = playout("order-bots", 3, opts(), "heuristic", 20000, (st) => {
      expect(st.turnOrder ?? null).toBeNull();
    });
    expect(E.outcome(game.state)).not.toBeNull();
  });

  test("LITE-PLAYER-1: random-legal heroes propose, accept and decline at will, and their games still end", () => {
    let orders = 0;
    for (let g = 0; g < 4; g++) {
      const game = playout(`order-random-${g}`, 4, opts(), "random", 40000);
      expect(E.outcome(game.state)).not.toBeNull();
      orders += game.log.filter((x) => x.action.type === "propose-order").length;
    }
    expect(orders).toBeGreaterThan(0);
  });
});
