/**
 * The engine's fast paths give the answers of the plain rule functions they stand in for: `cachedView`
 * (fast/cached-view.ts) is `view` (view.ts) for every seat and the public view; `copyState` (fast/copy-state.ts) is
 * `draft` (state.ts). Checked over every state of whole
 * bot games (1–4 heroes, every mission, difficulty options, the heuristic and the random bot), asked in the sim's
 * order and across two matches in turn, so that a stale cache would show.
 */
import { dungeonLiteBots, type LiteOptions, type LiteState } from "@tabletop/shared/dungeon-lite/index";
import { view } from "@tabletop/shared/dungeon-lite/view";
import { cachedView } from "@tabletop/shared/dungeon-lite/fast/cached-view";
import { copyState } from "@tabletop/shared/dungeon-lite/fast/copy-state";
import { draft } from "@tabletop/shared/dungeon-lite/state";
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
});
