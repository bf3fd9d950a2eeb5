/**
 * The engine's fast paths give the answers of the plain rule functions they stand in for: `cachedView`
 * (fast/cached-view.ts) and each match's own viewer (`liteViewer`, the engine's `viewer`) are `view` (view.ts) for
 * every seat and the public view; `copyState` (fast/copy-state.ts) is
 * `draft` (state.ts); `shapeRecords` (fast/shapes.ts) changes no value, no field's order and no untouched record's
 * identity; `orderPermutations` (fast/orders.ts) is `permutations` (turn-order.ts); `keepLastMoveFast`
 * (fast/last-move.ts) is `keepLastMove` (last-move.ts). Checked over every state of whole
 * bot games (1–4 heroes, every mission, difficulty options, the heuristic and the random bot), asked in the sim's
 * order and across two matches in turn, so that a stale cache would show.
 */
import { dungeonLiteBots, type LiteOptions, type LiteState } from "@tabletop/shared/dungeon-lite/index";
import { view } from "@tabletop/shared/dungeon-lite/view";
import { cachedView, liteViewer } from "@tabletop/shared/dungeon-lite/fast/cached-view";
import { copyState } from "@tabletop/shared/dungeon-lite/fast/copy-state";
import { shapeRecords } from "@tabletop/shared/dungeon-lite/fast/shapes";
import { graphOf } from "@tabletop/shared/dungeon-lite/map/index";
import { orderPermutations } from "@tabletop/shared/dungeon-lite/fast/orders";
import { permutations } from "@tabletop/shared/dungeon-lite/permutations";
import { draft } from "@tabletop/shared/dungeon-lite/state";
import { keepLastMove } from "@tabletop/shared/dungeon-lite/last-move";
import { inTurn } from "../helpers/in-turn.js";
import { keepLastMoveFast } from "@tabletop/shared/dungeon-lite/fast/last-move";
import { opts, playout } from "./engine-helpers.js";

/** Views are plain JSON: the same text means the same view, key order included. */
const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

const MISSIONS = ["goblin-king", "orc-warlord", "necromancer", "demon-forge"] as const;

/** Every state of a few whole bot games, in play order. */
function games(): LiteState[][] {
  const out: LiteState[][] = [];
  for (let g = 0; g < 8; g++) {
    const o: LiteOptions = opts({
      mission: MISSIONS[g % 4],
      freeEquipment: g % 3 === 0,
      removeTroll: g % 4 === 1,
    });
    const states: LiteState[] = [];
    const bot = g % 4 === 3 ? dungeonLiteBots.random : dungeonLiteBots.heuristic;
    playout(`fast-${g}`, 1 + (g % 4), o, bot, 3000, (s) => states.push(s));
    out.push(states);
  }
  return out;
}

describe("Dungeon Lite fast paths agree with the plain rule functions", () => {
  const all = games();

  test("the sample reaches every phase, an Undead down, five segments placed and a dazed or knocked-out hero", () => {
    const flat = all.flat();
    for (const phase of ["choose", "event", "player", "enemy", "over"])
      expect(flat.some((s) => s.phase === phase)).toBe(true);
    expect(flat.some((s) => s.enemies.some((e) => e.down !== null))).toBe(true);
    expect(flat.some((s) => s.map.segments.length >= 5)).toBe(true);
    expect(flat.some((s) => s.heroes.some((h) => h.dazed || h.knockedOut))).toBe(true);
  });

  test("cachedView is the plain view for every seat and the public view, in the sim's order", () => {
    for (const states of all)
      for (const s of states) {
        for (let seat = 0; seat < s.players; seat++) same(cachedView(s, seat), view(s, seat));
        same(cachedView(s, null), view(s, null));
      }
  });

  test("cachedView is the plain view whatever was asked before: two matches in turn, and out of order", () => {
    const [a, b] = [all[1], all[3]];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      for (const s of [a[Math.min(i, a.length - 1)], b[Math.min(i, b.length - 1)]]) {
        same(cachedView(s, 0), view(s, 0));
        same(cachedView(s, null), view(s, null));
      }
    }
    const c = all[2];
    for (let i = c.length - 1; i >= 0; i -= 7) same(cachedView(c[i], 1), view(c[i], 1));
  });

  test("each match's own viewer is the plain view, and keeps its entries while other matches are viewed in turn", () => {
    const matches = all.slice(0, 4);
    const viewers = matches.map(() => liteViewer());
    const last: ReturnType<typeof view>[] = [];
    let keptMaps = 0;
    inTurn(matches, (k, s, before) => {
      const now = viewers[k](s, null);
      same(now, view(s, null));
      for (let seat = 0; seat < s.players; seat++) same(viewers[k](s, seat), view(s, seat));
      if (before && before.map === s.map) {
        expect(now.segments).toBe(last[k].segments);
        keptMaps++;
      }
      last[k] = now;
    });
    expect(keptMaps).toBeGreaterThan(100);
  });

  test("an unchanged map, hero or enemy keeps its view entry from one state to the next", () => {
    const states = all[0];
    let kept = 0;
    for (let i = 1; i < states.length; i++) {
      const [p, s] = [states[i - 1], states[i]];
      const before = cachedView(p, 0);
      const after = cachedView(s, 0);
      if (p.map === s.map) expect(after.exits).toBe(before.exits);
      s.heroes.forEach((h, k) => {
        if (h === p.heroes[k] && p.missionObject === s.missionObject) {
          expect(after.heroes[k]).toBe(before.heroes[k]);
          kept++;
        }
      });
    }
    expect(kept).toBeGreaterThan(0);
  });

  test("copyState is draft: every field of the state, the same value, in the same order; one shape for all", () => {
    let withOrder = 0;
    const shapes = new Set<string>();
    const wrong: string[] = [];
    for (const s of all.flat()) {
      const plain = draft(s);
      const fast = copyState(s);
      if (JSON.stringify(fast) !== JSON.stringify(plain)) wrong.push(`round ${s.round}: another JSON text`);
      for (const [k, v] of Object.entries(plain))
        if (fast[k as keyof LiteState] !== v) wrong.push(`round ${s.round}: ${k} is another value`);
      // Only turnOrder may be added, undefined, and last: where the first proposal adds it.
      for (const k of Object.keys(fast))
        if (!(k in plain) && (k !== "turnOrder" || fast.turnOrder !== undefined)) wrong.push(`${k} added`);
      if (s.turnOrder) withOrder++;
      shapes.add(Object.keys(fast).join());
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(withOrder).toBeGreaterThan(0);
    expect([...shapes]).toEqual([[...Object.keys(all[0][0]).filter((k) => k !== "turnOrder"), "turnOrder"].join()]);
  });

  test("shapeRecords keeps every value and field order, and the records an action left alone", () => {
    const wrong: string[] = [];
    let rewritten = 0;
    let kept = 0;
    let graphs = 0;
    for (const states of all)
      for (let i = 1; i < states.length; i++) {
        const [p, s] = [states[i - 1], states[i]];
        // The records made anew as the rules make them: spreads, with their fields in the type's order.
        const d = copyState(s);
        d.heroes = s.heroes.map((h, k) => (h === p.heroes[k] ? h : { ...h }));
        d.enemies = s.enemies.map((e, k) => (e === p.enemies[k] ? e : { ...e }));
        if (s.turn && s.turn !== p.turn) d.turn = { ...s.turn, program: s.turn.program && { ...s.turn.program } };
        if (s.enemyPhase && s.enemyPhase !== p.enemyPhase)
          d.enemyPhase = { ...s.enemyPhase, attack: s.enemyPhase.attack && { ...s.enemyPhase.attack } };
        if (s.turnOrder && s.turnOrder !== p.turnOrder) d.turnOrder = { ...s.turnOrder };
        if (s.pending !== p.pending) d.pending = s.pending.map((x) => ({ ...x }));
        if (s.map !== p.map) {
          d.map = { ...s.map, exits: s.map.exits.map((x) => ({ ...x })), door: s.map.door && { ...s.map.door } };
          graphs++;
        }
        const made = d.map;
        const graph = d.map !== p.map && i % 2 === 0 ? graphOf(made) : null;
        const before = JSON.stringify(d);
        shapeRecords(p, d);
        if (graph && graphOf(d.map) !== graph) wrong.push(`round ${s.round}: the map's graph was built again`);
        if (JSON.stringify(d) !== before) wrong.push(`round ${s.round} ${s.phase}: another JSON text`);
        if (JSON.stringify(d) !== JSON.stringify(s)) wrong.push(`round ${s.round} ${s.phase}: not the state`);
        d.heroes.forEach((h, k) => {
          if (h === p.heroes[k]) kept++;
          else if (h === s.heroes[k]) wrong.push(`round ${s.round}: hero ${k} made anew, not rewritten`);
          else rewritten++;
        });
        d.enemies.forEach((e, k) => {
          if (e === p.enemies[k]) kept++;
          else if (e === s.enemies[k]) wrong.push(`round ${s.round}: enemy ${e.id} made anew, not rewritten`);
        });
        if (d.turn !== null && d.turn === s.turn && s.turn !== p.turn) wrong.push(`round ${s.round}: turn`);
        if (p.turn === s.turn && d.turn !== s.turn) wrong.push(`round ${s.round}: the turn left alone was rewritten`);
        if (p.enemyPhase === s.enemyPhase && d.enemyPhase !== s.enemyPhase)
          wrong.push(`round ${s.round}: the Enemy Phase left alone was rewritten`);
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(rewritten).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
    expect(graphs).toBeGreaterThan(0);
  });

  test("orderPermutations is permutations for every list of seats, in new lists each time", () => {
    const lists: number[][] = [[]];
    for (let mask = 1; mask < 16; mask++) lists.push([0, 1, 2, 3].filter((i) => mask & (1 << i)));
    lists.push([3, 1, 2], [2, 0], [3, 2, 1, 0]);
    for (const xs of lists) {
      const fast = orderPermutations(xs);
      expect(fast).toEqual(permutations(xs));
      const again = orderPermutations(xs);
      fast.forEach((o, k) => expect(again[k]).not.toBe(o));
    }
    expect(orderPermutations([0, 1, 2, 3])).toHaveLength(24);
  });

  test("keepLastMoveFast is keepLastMove after every action, and with the figures listed in another order", () => {
    const wrong: string[] = [];
    let moves = 0;
    let shuffled = 0;
    const lastMoveOf = (keep: (p: LiteState, d: LiteState) => void, p: LiteState, s: LiteState) => {
      const d = copyState(s);
      d.lastMoved = ["sentinel"];
      keep(p, d);
      return d.lastMoved;
    };
    for (const states of all)
      for (let i = 1; i < states.length; i++) {
        const [p, s] = [states[i - 1], states[i]];
        const plain = lastMoveOf(keepLastMove, p, s);
        const fast = lastMoveOf(keepLastMoveFast, p, s);
        if (JSON.stringify(fast) !== JSON.stringify(plain)) wrong.push(`round ${s.round}: ${fast} not ${plain}`);
        if (plain[0] !== "sentinel" && plain !== p.lastMoved) moves++;
        // The same action seen with the lists in another order (an enemy gone from the middle, heroes reordered).
        if (s.enemies.length > 1 || s.heroes.length > 1) {
          const r = { ...s, heroes: [...s.heroes].reverse(), enemies: [...s.enemies].reverse().slice(1) };
          const a = lastMoveOf(keepLastMove, p, r);
          const b = lastMoveOf(keepLastMoveFast, p, r);
          if (JSON.stringify(a) !== JSON.stringify(b)) wrong.push(`round ${s.round} reordered: ${b} not ${a}`);
          shuffled++;
        }
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(moves).toBeGreaterThan(100);
    expect(shuffled).toBeGreaterThan(100);
  });
});
