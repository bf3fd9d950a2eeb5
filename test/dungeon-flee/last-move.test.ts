/**
 * The token and monsters of the last move (following the game): the view names them (`lastMoved`), so a
 * page opened or reconnected mid-match marks them from the view alone. Only what is face up is a figure: a monster
 * still face down is hidden, and never named.
 */
import { dungeonFleeBots, type FleeView } from "@tabletop/shared/dungeon-flee/index";
import { checkBotGame } from "../helpers/last-move.js";
import { act, cor, E, fresh, mid } from "./helpers.js";

/** Where the token and each face-up monster stand, as the table shows them. */
const places = (v: FleeView) =>
  new Map<string, string | number>([
    ["player-token", v.location ?? "start"],
    ...v.corridors.flatMap((c) =>
      c.shown.filter((x) => x.kind === "monster").map((m) => [`monster-${m.id}`, c.index] as const),
    ),
  ]);

/** In step 2 against a door on corridor 0 that the hand (one shield) cannot open, so it fails (FLEE-Q-23). */
const failingDoor = (corridors: ReturnType<typeof cor>[]) =>
  mid({
    hand: ["shield-1"],
    phase: "encounter",
    corridors: [cor(["stairs-1", "empty-9", "rotten-door"], 1), ...corridors],
  });

describe("Dungeon Flee: the token and monsters of the last move", () => {
  test("the token entering a corridor is the last move, and stays it while nothing else moves", () => {
    const start = fresh();
    expect(E.view(start, null).lastMoved).toEqual([]);
    // A corridor whose first encounter asks for cards (which one depends on the seed's deal).
    let s = E.legal(start, 0)
      .filter((a) => a.type === "enter")
      .map((enter) => act(start, enter))
      .find((entered) => E.legal(entered, 0).some((a) => a.type === "select"))!;
    expect(E.view(s, null).lastMoved).toEqual(["player-token"]);
    expect(E.view(s, 0).lastMoved).toEqual(["player-token"]);
    const pick = E.legal(s, 0).find((a) => a.type === "select")!;
    s = act(s, pick);
    expect(E.view(s, null).lastMoved).toEqual(["player-token"]);
  });

  test("FLEE-DOOR-2: the monsters a failed door moves are the last move, not the token that stayed", () => {
    const s = act(failingDoor([cor(["stairs-2", "empty-2", "kobold"], 1), cor(["stairs-3", "giant-rat"], 1)]), {
      type: "open",
    });
    expect(E.view(s, null).lastMoved.slice().sort()).toEqual(["monster-giant-rat", "monster-kobold"]);
  });

  test("FLEE-Q-26: a face-down monster is no figure: a failed door that moves none keeps the mark and names none", () => {
    const before = { ...failingDoor([cor(["stairs-2", "ogre"], 0)]), lastMoved: ["player-token"] };
    const s = act(before, { type: "open" });
    expect(E.view(s, null).lastMoved).toEqual(["player-token"]);
  });

  test("over bot games of every mode, lastMoved is the token or the face-up monsters that changed place last", () => {
    const ids = new Set<string>();
    for (const mode of ["easy", "hard", "extreme"] as const)
      for (const seed of ["a", "b", "c", "d"]) {
        const options = { mode, class: "fighter", gender: "male" } as const;
        const tally = checkBotGame(E, dungeonFleeBots.heuristic, `last-move-${mode}-${seed}`, 1, options, places);
        expect(tally.moving).toBeGreaterThan(0);
        expect(tally.still).toBeGreaterThan(0);
        tally.ids.forEach((id) => ids.add(id));
      }
    // Both kinds of figure were of a last move: the token, and monsters that a failed door moved.
    expect(ids.has("player-token")).toBe(true);
    expect([...ids].some((id) => id.startsWith("monster-"))).toBe(true);
  });
});
