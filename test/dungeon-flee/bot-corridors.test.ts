/**
 * The bots read where a Move leads off the view (shared/src/dungeon-flee/bots/corridors.ts); the engine computes it
 * on the state (`moveTarget`, FLEE-TERMS-5, ruling FLEE-Q-4). Held equal over every state of whole bot games, both
 * directions from every corridor, so a bot never plans a Move to a corridor the rules would not reach.
 */
import { dungeonFleeBots, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { moveTarget, N_CORRIDORS, shownId } from "@tabletop/shared/dungeon-flee/corridors";
import { reach, shownTop } from "@tabletop/shared/dungeon-flee/bots/corridors";
import { E } from "./helpers.js";

function states(): FleeState[] {
  const out: FleeState[] = [];
  for (let g = 0; g < 6; g++) {
    const mode = (["easy", "hard", "extreme"] as const)[g % 3];
    let s = E.setup(`bot-corridors-${g}`, 1, { mode, class: "fighter", gender: "female" });
    const bot = g % 2 ? dungeonFleeBots.heuristic : dungeonFleeBots.strong;
    for (let i = 0; i < 600 && !E.outcome(s); i++) {
      out.push(s);
      const r = E.apply(s, 0, bot.choose(E.view(s, 0), E.legal(s, 0), 0, (i * 0.618) % 1));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  return out;
}

test("FLEE-TERMS-5: the corridor a bot reads a Move to reach is the one the rules move to", () => {
  const all = states();
  let pastCleared = 0;
  for (const s of all) {
    const v = E.view(s, 0);
    for (let from = 0; from < N_CORRIDORS; from++)
      for (const dir of ["cw", "ccw"] as const) {
        const to = moveTarget(s.corridors, from, dir);
        expect(reach(v.corridors, from, dir)).toBe(v.corridors[to]);
        const next = dir === "cw" ? (from + 1) % N_CORRIDORS : (from + N_CORRIDORS - 1) % N_CORRIDORS;
        if (to !== next) pastCleared++;
      }
    for (let i = 0; i < N_CORRIDORS; i++) expect(shownTop(v.corridors[i])?.id ?? null).toBe(shownId(s.corridors[i]));
  }
  // The sample has Moves that pass cleared corridors, where the two could differ.
  expect(pastCleared).toBeGreaterThan(0);
});
