import { act, attempt, code, cor, dmg, E, facing, fresh, mid, top } from "./helpers.js";

const S = ["sword-1", "sword-2", "sword-3", "sword-4", "sword-5"];
const H = ["shield-1", "shield-2", "shield-3", "shield-4", "shield-5"];
const moves = (s: Parameters<typeof E.legal>[0]) => E.legal(s, 0).filter((a) => a.type === "stay" || a.type === "move");

describe("Game play for Hard mode", () => {
  test("FLEE-HARD-4: after defeating an encounter you must stay and face the next one", () => {
    const s = attempt(facing("kobold", [S[0]], { mode: "hard" }), [S[0]]);
    expect(moves(s)).toEqual([{ type: "stay" }]);
    expect(code(s, { type: "move", dir: "cw" })).toBe("MUST_STAY_AFTER_DEFEAT");
    expect(act(s, { type: "stay" }).location).toBe(0);
  });

  test("FLEE-HARD-5: only after a failure may you flee to an adjacent corridor or stay and face it again", () => {
    const s = attempt(facing("ogre", [S[0]], { mode: "hard" }), []);
    expect(moves(s)).toHaveLength(3);
    expect(act(s, { type: "stay" }).phase).toBe("encounter");
  });

  test("FLEE-HARD-6: a monster you fail to defeat stays within the corridor", () => {
    const s = attempt(facing("ogre", [S[0]], { mode: "hard" }), []);
    expect(top(s)).toBe("ogre");
    expect(s.corridors[0].up).toBe(1);
  });

  test("FLEE-Q-31: in Hard a Treasure or Empty corridor counts like a success (stay); a failed trap counts as a failure (may flee)", () => {
    const t = act(
      mid({
        mode: "hard",
        phase: "after",
        corridors: [cor(["stairs-1", "kobold", "potion-1"])],
        patch: { last: "failure" },
      }),
      { type: "stay" },
    );
    expect(moves(t)).toEqual([{ type: "stay" }]);
    const e = act(
      mid({
        mode: "hard",
        phase: "after",
        corridors: [cor(["stairs-1", "kobold", "empty-1"])],
        patch: { last: "failure" },
      }),
      { type: "stay" },
    );
    expect(moves(e)).toEqual([{ type: "stay" }]);
    const trap = attempt(facing("pit-trap", [S[0]], { mode: "hard" }), []);
    expect(moves(trap)).toHaveLength(3);
  });

  test("FLEE-Q-32: the other Easy rules carry over to Hard: hand of 5, Dead End forces a Move, doors move monsters", () => {
    const s = act(fresh("hard"), { type: "enter", corridor: 0 });
    expect(s.hand.length === 5 || s.phase === "after").toBe(true);
    const d = act(mid({ mode: "hard", phase: "after", corridors: [cor(["dead-end-1"])], patch: { last: "success" } }), {
      type: "stay",
    });
    expect(moves(d)).toEqual([
      { type: "move", dir: "cw" },
      { type: "move", dir: "ccw" },
    ]);
    const door = attempt(
      mid({
        mode: "hard",
        phase: "encounter",
        hand: [H[0]],
        corridors: [cor(["stairs-1", "rotten-door"], 1), cor(["stairs-2", "kobold"], 1)],
      }),
      [],
    );
    expect(top(door, 2)).toBe("kobold");
  });

  test("FLEE-SETUPHARD-1: Hard game play is Easy game play with the Hard differences (same actions, same commit verbs)", () => {
    const h = facing("pit-trap", [H[0], H[1]], { mode: "hard" });
    const e = facing("pit-trap", [H[0], H[1]], { mode: "easy" });
    expect(E.legal(h, 0)).toEqual(E.legal(e, 0));
  });
});

describe("Extreme Mode game play", () => {
  const ext = (corridors: ReturnType<typeof cor>[], extra: Parameters<typeof mid>[0] = {}) =>
    mid({ mode: "extreme", phase: "after", corridors, ...extra });

  test("FLEE-EXTREME-3: at the end of a corridor you draw from the Exit Path pile", () => {
    const s = act(ext([cor([])], { patch: { exitPile: ["dead-end-1", "stairs-1"] } }), { type: "stay" });
    expect(s.corridors[0]).toEqual({ cards: ["stairs-1"], up: 1 });
    expect(s.exitPile).toEqual(["dead-end-1"]);
    expect(s.stairs).toBe(1);
  });

  test("FLEE-Q-34: the end is reached when the pile is empty; one exit card is drawn; the corridor is then cleared", () => {
    const s = act(ext([cor([])], { patch: { exitPile: ["stairs-1", "dead-end-1"] } }), { type: "stay" });
    expect(E.view(s, 0).corridors[0].cleared).toBe(true);
    expect(code(s, { type: "stay" })).toBe("MUST_MOVE");
    expect(s.exitPile).toHaveLength(1);
  });

  test("FLEE-EXTREME-6: turning over your corridor's card also turns over the adjacent corridors' top cards", () => {
    const s = act(
      ext([
        cor(["stairs-1", "kobold"]),
        cor(["stairs-2", "ogre"]),
        cor(["stairs-3", "troll"]),
        cor([]),
        cor([]),
        cor(["dead-end-1", "potion-1"]),
      ]),
      { type: "stay" },
    );
    expect(s.corridors[1].up).toBe(1);
    expect(s.corridors[5].up).toBe(1);
    expect(s.corridors[2].up).toBe(0);
  });

  test("FLEE-Q-35: only face-down tops are revealed; a revealed treasure is taken on entering; a revealed monster must be faced", () => {
    let s = act(
      ext([
        cor(["stairs-1", "kobold"]),
        cor(["stairs-2", "ogre"]),
        cor([]),
        cor([]),
        cor([]),
        cor(["dead-end-1", "potion-1"]),
      ]),
      { type: "stay" },
    );
    expect(s.inventory).toEqual([]);
    s = attempt(s, s.hand.filter((c) => c.startsWith("sword")).slice(0, 1));
    s = { ...s, last: "failure" }; // allow a move for the test
    const ccw = act(s, { type: "move", dir: "ccw" });
    expect(ccw.inventory).toEqual(["potion-1"]);
    const cw = act(s, { type: "move", dir: "cw" });
    expect(cw.phase).toBe("encounter");
    expect(top(cw, 1)).toBe("ogre");
    expect(cw.corridors[1].cards).toEqual(["stairs-2", "ogre"]);
  });

  test("FLEE-EXTREME-7: a monster you fail to defeat goes to the bottom of your corridor", () => {
    const s = attempt(
      mid({ mode: "extreme", phase: "encounter", hand: [S[0]], corridors: [cor(["empty-1", "kobold", "ogre"], 1)] }),
      [],
    );
    expect(s.corridors[0]).toEqual({ cards: ["ogre", "empty-1", "kobold"], up: 0 });
  });

  test("FLEE-Q-36: the failed monster still deals its damage; staying faces the next top card", () => {
    let s = attempt(
      mid({
        mode: "extreme",
        phase: "encounter",
        health: 9,
        hand: [S[0]],
        corridors: [cor(["empty-1", "kobold", "ogre"], 1)],
      }),
      [],
    );
    expect(s.health).toBe(9 - dmg("ogre"));
    s = act(s, { type: "stay" });
    expect(top(s)).toBe("kobold");
    expect(s.phase).toBe("encounter");
  });

  test("FLEE-EXTREME-8: after failing you may stay and fight or flee", () => {
    const s = attempt(
      mid({ mode: "extreme", phase: "encounter", hand: [S[0]], corridors: [cor(["empty-1", "ogre"], 1)] }),
      [],
    );
    expect(moves(s)).toHaveLength(3);
  });

  test("FLEE-Q-2: Extreme applies Hard's restriction: after a success you must stay", () => {
    const s = attempt(
      mid({ mode: "extreme", phase: "encounter", hand: [S[0]], corridors: [cor(["empty-1", "kobold"], 1)] }),
      [S[0]],
    );
    expect(moves(s)).toEqual([{ type: "stay" }]);
  });

  test("FLEE-EXTREME-9: doors no longer make monsters move", () => {
    const s = attempt(
      mid({
        mode: "extreme",
        phase: "encounter",
        hand: [H[0]],
        corridors: [cor(["empty-1", "rotten-door"], 1), cor(["stairs-2", "kobold"], 1)],
      }),
      [],
    );
    expect(s.corridors[1]).toEqual({ cards: ["stairs-2", "kobold"], up: 1 });
    expect(top(s)).toBe("rotten-door");
  });
});
