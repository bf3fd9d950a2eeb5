/** A stored match (seed + actions) replays exactly; the engine never changes a state it is given. */
import { replay } from "@tabletop/shared/engine";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { E, opts, playout } from "./engine-helpers.js";

function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe("Dungeon Lite determinism", () => {
  test("replaying the stored actions from the seed gives the same state, and the same seed the same game", () => {
    for (const [i, seats] of [1, 2, 3, 4].entries()) {
      const o = opts({ mission: (["goblin-king", "orc-warlord", "necromancer", "demon-forge"] as const)[i] });
      const a = playout(`det-${i}`, seats, o, "heuristic");
      const again = playout(`det-${i}`, seats, o, "heuristic");
      expect(again.log).toEqual(a.log);
      const replayed = replay(E, `det-${i}`, seats, o, a.log);
      expect(replayed).toEqual(a.state);
      expect(JSON.parse(JSON.stringify(replayed))).toEqual(replayed); // plain JSON
    }
  });

  test("apply never changes the state it is given (inputs deep-frozen through whole games)", () => {
    let prev: LiteState | null = null;
    playout("frozen", 3, opts(), "random", 20000, (s) => {
      if (prev) expect(Object.isFrozen(prev)).toBe(true);
      prev = deepFreeze(s);
    });
    expect(prev).not.toBeNull();
  });
});
