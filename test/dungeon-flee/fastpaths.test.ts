/**
 * The engine's fast paths give the answers of the plain rule functions they stand in for: `fastLegal` (fast/legal.ts)
 * is `legal` (legal.ts), `cachedView` (fast/cached-view.ts) is `view` (view.ts), `lastMoveRule` is `moveRule` (round.ts),
 * `figuresMovedFast` (fast/last-move.ts) is `figuresMoved` (last-move.ts), and the packed lists of
 * fast/packed.ts are the plain arrays their comments name. Checked over every state of whole bot games in every
 * mode, asked in the room's order and across two matches, so that a stale identity cache would show.
 */
import { dungeonFleeBots, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { legal } from "@tabletop/shared/dungeon-flee/legal";
import { fastLegal } from "@tabletop/shared/dungeon-flee/fast/legal";
import { view } from "@tabletop/shared/dungeon-flee/view";
import { cachedView, fleeViewer } from "@tabletop/shared/dungeon-flee/fast/cached-view";
import { copyOf, emptyList, eventList, noIds, repeat } from "@tabletop/shared/dungeon-flee/fast/packed";
import { moveRule } from "@tabletop/shared/dungeon-flee/round";
import { lastMoveRule } from "@tabletop/shared/dungeon-flee/fast/move-rule";
import { canDefeat, selectionDefeats } from "@tabletop/shared/dungeon-flee/combat";
import { figuresMoved } from "@tabletop/shared/dungeon-flee/last-move";
import { figuresMovedFast } from "@tabletop/shared/dungeon-flee/fast/last-move";
import { MAX_TAKE_BACKS } from "@tabletop/shared/dungeon-flee/progress";
import { E } from "./helpers.js";
import { inTurn } from "../helpers/in-turn.js";

const MODES = ["easy", "hard", "extreme"] as const;
const CLASSES = ["fighter", "wizard", "cleric", "thief", "barbarian"] as const;

/** Every state of a few bot games per mode (strong, heuristic and random), in play order. */
function games(): FleeState[][] {
  const out: FleeState[][] = [];
  for (let g = 0; g < 16; g++) {
    const mode = MODES[g % 3];
    let s = E.setup(`fast-${g}`, 1, { mode, class: CLASSES[g % 5], gender: "female" });
    const bot = g % 4 === 3 ? dungeonFleeBots.random : g % 2 ? dungeonFleeBots.heuristic : dungeonFleeBots.strong;
    const states = [s];
    for (let i = 0; i < 600 && !E.outcome(s); i++) {
      const r = E.apply(s, 0, bot.choose(E.view(s, 0), E.legal(s, 0), 0, (i * 0.618) % 1));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      states.push(s);
    }
    out.push(states);
  }
  return out;
}

describe("Dungeon Flee fast paths agree with the plain rule functions", () => {
  const all = games();

  test("the sample reaches every phase and both endings", () => {
    const flat = all.flat();
    for (const phase of ["start", "encounter", "after", "over"]) expect(flat.some((s) => s.phase === phase)).toBe(true);
    expect(flat.some((s) => s.result === "win")).toBe(true);
    expect(flat.some((s) => s.result === "loss")).toBe(true);
    expect(flat.some((s) => s.inventory.length > 0 && s.phase === "encounter")).toBe(true);
    // States where the commit is withheld (the hand can win, the selection does not: ruling FLEE-Q-23) and where
    // no card may be taken back any more (progress.ts).
    const encounters = flat.filter((s) => s.phase === "encounter");
    expect(encounters.some((s) => !selectionDefeats(s) && canDefeat(s))).toBe(true);
    expect(encounters.some((s) => !selectionDefeats(s) && !canDefeat(s))).toBe(true);
    expect(encounters.some((s) => s.takeBacks >= MAX_TAKE_BACKS && s.selected.length > 0)).toBe(true);
  });

  test("fastLegal lists exactly legal's actions, in the same order, for every seat", () => {
    for (const states of all) {
      for (const s of states) {
        expect(fastLegal(s, 0)).toEqual(legal(s, 0));
        expect(fastLegal(s, 1)).toEqual([]);
      }
    }
  });

  test("cachedView is the plain view for the player and the spectator, whatever was asked before", () => {
    const [a, b] = [all[0], all[1]];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      for (const s of [a[Math.min(i, a.length - 1)], b[Math.min(i, b.length - 1)]]) {
        expect(cachedView(s, null)).toEqual(view(s, null));
        expect(cachedView(s, 0)).toEqual(view(s, 0));
      }
    }
    for (const states of all.slice(2)) for (const s of states) expect(cachedView(s, 0)).toEqual(view(s, 0));
  });

  test("each match's own viewer is the plain view, and keeps an unchanged corridor while other matches are viewed in turn", () => {
    const matches = all.slice(0, 4);
    const viewers = matches.map(() => fleeViewer());
    const last: ReturnType<typeof view>[] = [];
    let kept = 0;
    inTurn(matches, (m, s, before) => {
      expect(viewers[m](s, null)).toEqual(view(s, null));
      const now = viewers[m](s, 0);
      expect(now).toEqual(view(s, 0));
      if (before)
        s.corridors.forEach((c, k) => {
          if (c !== before.corridors[k]) return;
          expect(now.corridors[k]).toBe(last[m].corridors[k]);
          kept++;
        });
      last[m] = now;
    });
    expect(kept).toBeGreaterThan(100);
  });

  test("an unchanged corridor keeps its view object from one state to the next", () => {
    const [s0, s1] = all[0];
    const before = cachedView(s0, 0).corridors;
    const after = cachedView(s1, 0).corridors;
    const same = s0.corridors.filter((c, i) => c === s1.corridors[i]).length;
    expect(same).toBeGreaterThan(0);
    s0.corridors.forEach((c, i) => {
      if (c === s1.corridors[i]) expect(after[i]).toBe(before[i]);
    });
  });

  test("lastMoveRule is moveRule, for each state in turn and when asked again after another", () => {
    for (const states of all) {
      for (let i = 0; i < states.length; i++) {
        const s = states[i];
        if (s.location === null) continue;
        expect(lastMoveRule(s)).toEqual(moveRule(s));
        if (i > 0 && states[i - 1].location !== null)
          expect(lastMoveRule(states[i - 1])).toEqual(moveRule(states[i - 1]));
      }
    }
  });

  test("the packed lists are the plain arrays", () => {
    expect(noIds()).toEqual([]);
    expect(noIds()).not.toBe(noIds());
    expect(emptyList()).toEqual([]);
    expect(eventList()).toEqual([]);
    expect(repeat("x", 3)).toEqual(Array(3).fill("x"));
    expect(repeat(0, 0)).toEqual([]);
    const list = ["a", "b", "c"];
    expect(copyOf(list)).toEqual(list.slice());
    expect(copyOf(list)).not.toBe(list);
  });

  test("figuresMovedFast is figuresMoved after every action, the token's moves and the monsters' both", () => {
    const wrong: string[] = [];
    const kinds = new Set<string>();
    for (const states of all)
      for (let i = 1; i < states.length; i++) {
        const [p, s] = [states[i - 1], states[i]];
        const plain = figuresMoved(p, s);
        if (JSON.stringify(figuresMovedFast(p, s)) !== JSON.stringify(plain)) wrong.push(`${p.round}: ${plain}`);
        if (plain !== p.lastMoved) for (const id of plain) kinds.add(id.split("-")[0]);
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect([...kinds].sort()).toEqual(["monster", "player"]);
  });
});
