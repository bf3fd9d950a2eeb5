/**
 * Games end (ruling "Games end" in docs/rulings/dungeon-flee.md, progress.ts): no legal loop goes
 * on forever. A round in which the dungeon does not shrink counts towards STALL_LIMIT, and taking cards back is
 * limited per attempt, so that every game ends, whatever the player does.
 */
import { dungeonFleeBots, type FleeAction, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import { MAX_TAKE_BACKS, STALL_LIMIT } from "@tabletop/shared/dungeon-flee/progress";
import { rngFromSeed, nextFloat } from "@tabletop/shared";
import { act, attempt, code, cor, E, facing, mid } from "./helpers.js";

const H = ["shield-1", "shield-2", "shield-3", "shield-4", "shield-5"];

/** Facing the Locked Door (2 swords, no damage icon) with nothing but shields to draw: it can never be opened. */
const hopelessDoor = () =>
  mid({
    phase: "encounter",
    hand: H.slice(0, 2),
    draw: H.slice(2),
    corridors: [cor(["stairs-1", "locked-door"], 1)],
  });

describe("games end", () => {
  test("FLEE-END-2: 30 rounds in a row without the dungeon shrinking lose the game (a door that can never be opened and deals no damage)", () => {
    // The ruled number is written here, not read from progress.ts, so that a changed limit fails this test.
    let s = hopelessDoor();
    for (let round = 1; round < 30; round++) {
      s = act(attempt(s, []), { type: "stay" });
      expect(s.health).toBe(mid({}).health); // the failures cost nothing
      expect(s.stalled).toBe(round);
      expect(s.phase).toBe("encounter");
    }
    const r = E.apply(attempt(s, []), 0, { type: "stay" });
    expect(r.ok && r.state.phase).toBe("over");
    expect(r.ok && r.state.result).toBe("loss");
    expect(r.ok && r.events.map((e) => e.kind)).toContain("lost");
    expect(r.ok && E.outcome(r.state)?.results).toEqual(["loss"]);
    expect(r.ok && E.view(r.state, null).stalled).toBe(30);
  });

  test("FLEE-END-1: the count starts again whenever the dungeon shrinks: a card defeated, taken or rested on, a trap sprung, an exit turned over or drawn", () => {
    const stalled = (s: FleeState) => ({ ...s, stalled: 12 });
    // A defeat.
    expect(attempt(stalled(facing("giant-rat", ["sword-1"])), ["sword-1"]).stalled).toBe(0);
    // A failed trap is banished from the corridor.
    expect(attempt(stalled(facing("pit-trap", ["sword-1"])), []).stalled).toBe(0);
    // An empty corridor rested on, an exit turned over.
    const after = (cards: string[]) => stalled(mid({ phase: "after", corridors: [cor(cards)] }));
    expect(act(after(["stairs-1", "empty-1"]), { type: "stay" }).stalled).toBe(0);
    expect(act(after(["stairs-1"]), { type: "stay" }).stalled).toBe(0);
    // Extreme: an exit drawn from the Exit Path pile at a corridor's end (a Dead End: no Stairs Up counted either).
    const drawn = act(
      stalled(mid({ mode: "extreme", phase: "after", corridors: [cor([])], patch: { exitPile: ["dead-end-2"] } })),
      { type: "stay" },
    );
    expect(drawn.corridors[0].cards).toEqual(["dead-end-2"]);
    expect(drawn.stairs).toBe(0);
    expect(drawn.stalled).toBe(0);
    // Turning over an encounter is not yet progress; a new round that only faces it again counts one more.
    const flip = act(after(["stairs-1", "ogre"]), { type: "stay" });
    expect(flip.stalled).toBe(13);
  });

  test("FLEE-Q-27 / FLEE-EXTREME-7: monsters moving and a monster going to the bottom of its corridor are not progress", () => {
    // A failed door moves a monster: the same cards are in the corridors.
    const door = hopelessDoor();
    const corridors = door.corridors.map((c, i) => (i === 1 ? cor(["stairs-2", "kobold"], 1) : c));
    const moved = attempt({ ...door, corridors, stalled: 3 }, []);
    expect(moved.corridors[2].cards).toContain("kobold");
    expect(moved.stalled).toBe(3);
    // Extreme: the failed monster goes to the bottom, and the next round turns over the card above it again.
    let x = mid({ mode: "extreme", phase: "encounter", hand: [H[0]], corridors: [cor(["ogre"], 1)] });
    x = attempt({ ...x, stalled: 3 }, []);
    expect(x.stalled).toBe(3);
    x = act(x, { type: "stay" });
    expect(x.corridors[0]).toEqual({ cards: ["ogre"], up: 1 });
    expect(x.stalled).toBe(4);
  });

  test("FLEE-OVERVIEW-6: at most MAX_TAKE_BACKS cards are taken back in one attempt; then cards can only be added; the next attempt starts afresh", () => {
    let s = facing("ogre", [H[0], H[1]]);
    for (let i = 0; i < MAX_TAKE_BACKS; i++) {
      s = act(s, { type: "select", card: H[0] });
      s = act(s, { type: "deselect", card: H[0] });
    }
    expect(s.takeBacks).toBe(MAX_TAKE_BACKS);
    s = act(s, { type: "select", card: H[0] });
    expect(E.legal(s, 0).map((a) => a.type)).toEqual(["select", "fight"]);
    expect(code(s, { type: "deselect", card: H[0] })).toBe("NO_MORE_TAKE_BACKS");
    s = act(act(s, { type: "fight" }), { type: "stay" });
    expect(s.takeBacks).toBe(0);
    expect(E.legal(s, 0).some((a) => a.type === "select")).toBe(true);
  });

  /**
   * A player who does all it can to keep the game going: it takes cards back while it may, adds them again, fails
   * whenever it is allowed to, never banishes, and stays where an encounter is showing.
   */
  const staller = (v: ReturnType<typeof E.view>, legal: FleeAction[], r: number): FleeAction => {
    const pick = (t: FleeAction["type"]) => legal.find((a) => a.type === t);
    if (v.phase === "encounter")
      return pick("deselect") ?? (r < 0.5 ? pick("select") : undefined) ?? legal.at(-1) ?? legal[0];
    return pick("stay") ?? pick("move") ?? legal[Math.floor(r * legal.length)];
  };

  test("FLEE-END-1 / FLEE-END-2: every game ends, for a player stalling on purpose and for a random one, within the bound the two limits give", () => {
    // Each round: at most 5 + MAX_TAKE_BACKS selections, MAX_TAKE_BACKS take-backs, 7 treasures, a commit, two
    // banishes and the step-1 choice; a dungeon of at most 89 parts (77 cards, 6 exits, 6 corridors to clear)
    // shrinks at most 89 times, with fewer than STALL_LIMIT rounds between two shrinks.
    const perRound = 5 + 2 * MAX_TAKE_BACKS + 7 + 1 + 2 + 1;
    const bound = (89 + 1) * STALL_LIMIT * perRound;
    for (let g = 0; g < 24; g++) {
      const mode = (["easy", "hard", "extreme"] as const)[g % 3];
      let s = E.setup(`end-${g}`, 1, { mode, class: "cleric" });
      let rng = rngFromSeed(`end-${g}`);
      let n = 0;
      while (!E.outcome(s)) {
        const legal = E.legal(s, 0);
        expect(legal.length).toBeGreaterThan(0);
        let f: number;
        [f, rng] = nextFloat(rng);
        const a = g % 2 ? staller(E.view(s, 0), legal, f) : dungeonFleeBots.random.choose(E.view(s, 0), legal, 0, f);
        const r = E.apply(s, 0, a);
        if (!r.ok) throw new Error(`${r.code}: ${r.reason}`);
        s = r.state;
        n++;
        expect(n).toBeLessThanOrEqual(bound);
      }
      expect(["win", "loss"]).toContain(s.result);
    }
  });
});
