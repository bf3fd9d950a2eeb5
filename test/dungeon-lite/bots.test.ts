/** The bots: pure choices over a seat's view and legal actions. */
import { mapOf } from "@tabletop/shared/dungeon-lite/bots/goal";
import { E, opts, playout } from "./engine-helpers.js";

describe("Dungeon Lite bots", () => {
  test("the map the heuristic bot rebuilds from a view is the state's map, at every step of whole games", () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      playout(`map-${g}`, 1 + g, opts(), "heuristic", 20000, (s) => {
        if (s.phase === "choose") return;
        const m = mapOf(E.view(s, 0));
        expect(JSON.parse(JSON.stringify(m))).toEqual(JSON.parse(JSON.stringify(s.map)));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  test("the heuristic bot explores and lasts longer than the random bot", () => {
    const mean = (bot: string, f: (s: ReturnType<typeof playout>["state"]) => number) => {
      let sum = 0;
      for (let g = 0; g < 30; g++) sum += f(playout(`cmp-${g}`, 1 + (g % 4), opts(), bot).state);
      return sum / 30;
    };
    expect(mean("heuristic", (s) => s.round)).toBeGreaterThan(mean("random", (s) => s.round));
    expect(mean("heuristic", (s) => s.map.segments.length)).toBeGreaterThan(
      mean("random", (s) => s.map.segments.length),
    );
  });
});
