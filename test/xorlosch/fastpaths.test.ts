/**
 * The shortcuts of the hot paths (legal, the bots) must give the answers of the plain rule functions they stand in
 * for: activeShare and hasMajority (= evaluateQuest), the occupied-squares cut of legal, the bots' strength table
 * (= seatStrength, claimants), the precomputed board distances (= breadth-first search) and the engine's view,
 * which remembers parts by identity (= the plain view of view.ts), the engine's fastLegal (= legal: every
 * candidate action that apply accepts), and the dwarves of the last move (dwarvesMovedFast = dwarvesMoved).
 * Checked over the states of whole bot games, with potions and traps handed out so the item paths run too.
 */
import { boards, distance, neighbours } from "@tabletop/shared/xorlosch/board/index";
import { COLOURS } from "@tabletop/shared/xorlosch/types";
import type { BoardId, XorState } from "@tabletop/shared/xorlosch/types";
import { activeShare, evaluateQuest, hasMajority } from "@tabletop/shared/xorlosch/majority";
import {
  allTaskSquaresOccupied,
  claimants,
  occupiedSquares,
  seatStrength,
  strengthOf,
  topSeats,
  topSeatsFor,
} from "@tabletop/shared/xorlosch/fulfil";
import { StrengthTable } from "@tabletop/shared/xorlosch/bots/strengths";
import { view, type XorView } from "@tabletop/shared/xorlosch/view";
import { legal } from "@tabletop/shared/xorlosch/legal";
import { fastLegal } from "@tabletop/shared/xorlosch/fast/legal";
import { cachedView, xorViewer } from "@tabletop/shared/xorlosch/fast/cached-view";
import { levelsOnTask } from "@tabletop/shared/xorlosch/fast/strength";
import { dwarvesMoved } from "@tabletop/shared/xorlosch/last-move";
import { dwarvesMovedFast } from "@tabletop/shared/xorlosch/fast/last-move";
import { act, engine, opts, playout, xorloschBots } from "./helpers.js";
import { inTurn } from "../helpers/in-turn.js";

/**
 * Every 7th state of a few bot games and every one with a decision open (a response window, a tie, a proposal),
 * plus copies with a potion and a trap on the first dwarves on the board.
 */
function states(): XorState[] {
  const out: XorState[] = [];
  const { heuristic, random } = xorloschBots;
  for (let i = 0; i < 4; i++) {
    const seats = 2 + i;
    const options = opts({ board: i % 2 ? "dungeon" : "ruins", firstPlayer: undefined });
    const bots = Array.from({ length: seats }, (_, s) => (s % 2 ? random : heuristic));
    const { actions } = playout(`fast${i}`, seats, options, bots, 3000);
    const all = [engine.setup(`fast${i}`, seats, options)];
    for (const { seat, action } of actions) all.push(act(all[all.length - 1], seat, action));
    for (let k = 0; k < all.length; k++) {
      const s = all[k];
      if (k % 7 !== 0 && !s.pending) continue; // every 7th state, and every state with a decision open
      out.push(s);
      const placed = s.players
        .flatMap((p, seat) => p.dwarves.map((d, dwarf) => ({ seat, dwarf, on: d.square !== null })))
        .filter((x) => x.on);
      if (placed.length >= 2) {
        out.push({
          ...s,
          turn: {
            ...s.turn,
            potions: [{ seat: placed[0].seat, dwarf: placed[0].dwarf }],
            traps: [{ seat: placed[1].seat, dwarf: placed[1].dwarf }],
          },
        });
      }
    }
  }
  return out;
}

describe("Xorlosch fast paths agree with the plain rule functions", () => {
  const all = states();

  test("the sample has states with covered quests and items in play", () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((s) => COLOURS.some((c) => evaluateQuest(s, c)?.covered))).toBe(true);
    expect(all.some((s) => s.turn.traps.length > 0)).toBe(true);
    expect(all.some((s) => s.pending?.kind === "diplomacy")).toBe(true);
  });

  test("activeShare and hasMajority match evaluateQuest", () => {
    for (const s of all) {
      for (const c of COLOURS) {
        const ev = evaluateQuest(s, c);
        expect(activeShare(s, c)).toBe(ev && ev.covered ? ev.mine : -1);
        if (ev) expect(hasMajority(s, c)).toBe(ev.majority);
      }
    }
  });

  test("the bots' strength table matches seatStrength and the claimant lists", () => {
    for (const s of all) {
      const table = new StrengthTable(s);
      for (const c of COLOURS) {
        for (const card of s.quests[c] ?? []) {
          const claims = claimants(s, card);
          expect(table.any(card)).toBe(claims.length > 0);
          for (let seat = 0; seat < s.seats; seat++) {
            const rival = claims.find((x) => x.seat !== seat)?.strength ?? 0;
            expect(table.rival(card, seat)).toBe(rival);
            expect(table.of(seat, card)).toBe(seatStrength(s, seat, card));
          }
        }
      }
    }
  });

  test("the states checked include every kind of open decision", () => {
    const kinds = new Set(all.map((s) => s.pending?.kind ?? "none"));
    expect([...kinds].sort()).toEqual(["diplomacy", "none", "response", "tie"]);
  });

  test("fastLegal lists exactly the actions apply accepts (legal), for every seat", () => {
    const sorted = (list: readonly unknown[]) => list.map((a) => JSON.stringify(a)).sort();
    for (const s of all) {
      for (let seat = 0; seat < s.seats; seat++) expect(sorted(fastLegal(s, seat))).toEqual(sorted(legal(s, seat)));
    }
  });

  test("the engine's cachedView is the plain view, for every seat, and keeps an unchanged player's object", () => {
    let previous: XorState | null = null;
    for (const s of all) {
      for (const seat of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
        expect(cachedView(s, seat)).toEqual(view(s, seat));
      }
      // Asked again after another state, the answer is still that of this state.
      if (previous) expect(cachedView(previous, 0)).toEqual(view(previous, 0));
      expect(cachedView(s, null)).toEqual(view(s, null));
      previous = s;
    }
    const [first] = all;
    const next = { ...first, round: first.round + 1 };
    expect(cachedView(next, null).players[0]).toBe(cachedView(first, null).players[0]);
  });

  test("each match's own viewer is the plain view, and keeps an unchanged player's object while other matches are viewed in turn", () => {
    const { heuristic, random } = xorloschBots;
    const matches = [2, 3, 6].map((seats) => {
      const options = opts({ board: seats % 2 ? "dungeon" : "ruins", firstPlayer: undefined });
      const bots = Array.from({ length: seats }, (_, s) => (s % 2 ? random : heuristic));
      const { actions } = playout(`viewer${seats}`, seats, options, bots, 400);
      const states = [engine.setup(`viewer${seats}`, seats, options)];
      for (const { seat, action } of actions) states.push(act(states[states.length - 1], seat, action));
      return states;
    });
    const viewers = matches.map(() => xorViewer());
    const last: XorView[] = [];
    let kept = 0;
    inTurn(matches, (m, s, before) => {
      const now = viewers[m](s, null);
      expect(now).toEqual(view(s, null));
      for (let seat = 0; seat < s.seats; seat++) expect(viewers[m](s, seat)).toEqual(view(s, seat));
      if (before)
        s.players.forEach((p, k) => {
          if (p !== before.players[k]) return;
          expect(now.players[k]).toBe(last[m].players[k]);
          kept++;
        });
      last[m] = now;
    });
    expect(kept).toBeGreaterThan(100);
  });

  test("seatStrength is the rule's strengthOf; without items in play levelsOnTask gives the same", () => {
    let withoutItems = 0;
    for (const s of all) {
      const noItems = s.turn.traps.length === 0 && s.turn.potions.length === 0;
      for (const c of COLOURS) {
        for (const card of s.quests[c] ?? []) {
          for (let seat = 0; seat < s.seats; seat++) {
            expect(seatStrength(s, seat, card)).toBe(strengthOf(s, seat, card));
            if (noItems) {
              expect(levelsOnTask(s, seat, card)).toBe(strengthOf(s, seat, card));
              withoutItems++;
            }
          }
        }
      }
    }
    expect(withoutItems).toBeGreaterThan(100);
  });

  test("topSeatsFor matches topSeats of the sorted claimants", () => {
    for (const s of all) {
      for (const c of COLOURS)
        for (const card of s.quests[c] ?? []) expect(topSeatsFor(s, card)).toEqual(topSeats(claimants(s, card)));
    }
  });

  test("a quest with an empty task square is never covered (legal's occupied-squares cut)", () => {
    for (const s of all) {
      const occupied = occupiedSquares(s);
      for (const c of COLOURS) {
        const quest = s.quests[c];
        if (quest && !allTaskSquaresOccupied(quest, occupied)) expect(evaluateQuest(s, c)!.covered).toBe(false);
      }
    }
  });

  test.each(["ruins", "dungeon"] as BoardId[])(
    "precomputed distances on the %s are breadth-first step counts",
    (id) => {
      const b = boards[id];
      const bfs = (from: number, boots: boolean) => {
        const d = new Map<number, number>([[from, 0]]);
        const queue = [from];
        for (let i = 0; i < queue.length; i++) {
          for (const n of neighbours(id, queue[i])) {
            if ((n.blocked && !boots) || d.has(n.to)) continue;
            d.set(n.to, d.get(queue[i])! + 1);
            queue.push(n.to);
          }
        }
        return d;
      };
      for (const boots of [false, true]) {
        for (const a of b.squares) {
          const d = bfs(a, boots);
          for (const z of b.squares) expect(distance(id, a, z, boots)).toBe(d.get(z) ?? Infinity);
        }
      }
      expect(distance(id, 0, 99)).toBe(Infinity);
      expect(distance(id, -1, 0)).toBe(Infinity);
      expect(neighbours(id, 99)).toEqual([]);
    },
  );

  test("dwarvesMovedFast is dwarvesMoved after every action of whole bot games", () => {
    let moves = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 3; i++) {
      const seats = 2 + 2 * i;
      const options = opts({ board: i % 2 ? "dungeon" : "ruins", firstPlayer: undefined });
      const { heuristic, random } = xorloschBots;
      const bots = Array.from({ length: seats }, (_, k) => (k % 2 ? random : heuristic));
      const { actions } = playout(`moved${i}`, seats, options, bots, 3000);
      let s = engine.setup(`moved${i}`, seats, options);
      for (const { seat, action } of actions) {
        const next = act(s, seat, action);
        const plain = dwarvesMoved(s, next);
        if (JSON.stringify(dwarvesMovedFast(s, next)) !== JSON.stringify(plain)) wrong.push(JSON.stringify(action));
        if (plain !== s.lastMoved) moves++;
        s = next;
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(moves).toBeGreaterThan(50);
  });
});
