import { TASK_CARDS } from "@tabletop/shared/xorlosch/tasks";
import { boards } from "@tabletop/shared/xorlosch/board/index";
import { COLOURS } from "@tabletop/shared/xorlosch/types";
import { act, card, code, engine, mid, newGame, opts, tryAct } from "./helpers.js";

describe("Xorlosch preparations", () => {
  test("XOR-PREP-1: the host chooses the Ruins or the Dungeon", () => {
    expect(newGame(2, { board: "dungeon" }).board).toBe("dungeon");
    expect(newGame(2, { board: "ruins" }).board).toBe("ruins");
    const bad = engine.parseOptions({ board: "moon" }, 2);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/XOR-PREP-1/);
  });

  test("XOR-PREP-2: 2 to 6 players", () => {
    expect(engine.parseOptions({}, 2).ok).toBe(true);
    expect(engine.parseOptions({}, 6).ok).toBe(true);
    const r = engine.parseOptions({}, 7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/2 to 6/);
  });

  test("parseOptions rejects bad types and unknown keys with a reason", () => {
    expect(engine.parseOptions("x", 2).ok).toBe(false);
    expect(engine.parseOptions({ shortGame: "yes" }, 2).ok).toBe(false);
    expect(engine.parseOptions({ firstPlayer: 2 }, 2).ok).toBe(false);
    expect(engine.parseOptions({ firstPlayer: 1.5 }, 3).ok).toBe(false);
    expect(engine.parseOptions({ colour: 1 }, 2).ok).toBe(false);
    expect(engine.parseOptions(undefined, 2)).toEqual({ ok: true, options: engine.defaultOptions });
    expect(engine.parseOptions({ board: "dungeon", shortGame: true, firstPlayer: 1 }, 2)).toEqual({
      ok: true,
      options: { board: "dungeon", shortGame: true, firstPlayer: 1 },
    });
  });

  test("each refusal's reason names the option and its rule; an unknown key is named first", () => {
    const reason = (raw: unknown, seats: number) => {
      const r = engine.parseOptions(raw, seats);
      return r.ok ? "accepted" : r.reason;
    };
    expect(reason("x", 2)).toBe("options must be an object");
    expect(reason({ board: "moon", colour: 1 }, 2)).toBe('unknown option "colour"');
    expect(reason({ board: "moon" }, 2)).toBe('board must be "ruins" or "dungeon" (XOR-PREP-1)');
    expect(reason({ shortGame: "yes" }, 2)).toBe("shortGame must be true or false (XOR-SHORT-1)");
    for (const firstPlayer of [2, 1.5, "1", null, -1])
      expect(reason({ firstPlayer }, 2)).toBe("firstPlayer must be a seat number from 0 to 1 (XOR-Q-1)");
    expect(reason({ board: null, shortGame: null }, 2)).toBe("accepted");
  });

  test("XOR-PREP-3: every player has six dice of one colour, all outside the game at the start", () => {
    const s = newGame(3);
    for (const p of s.players) {
      expect(p.dwarves).toHaveLength(6);
      for (const d of p.dwarves) expect(d).toEqual({ square: null, level: 0 });
    }
  });

  test("XOR-PREP-4: axe dice are warriors (fulfil axe tasks), pliers dice mechanicusses", () => {
    const green1 = card("green", 1); // warrior task on square 1
    let s = mid({ dwarves: { 0: [[3, 1, 3]] }, quests: { green: [green1, card("green", 3)] } });
    expect(engine.legal(s, 0).some((a) => a.type === "solve" && a.quest === "green")).toBe(false);
    s = mid({
      dwarves: {
        0: [
          [0, 1, 1],
          [1, 3, 1],
        ],
      },
      quests: { green: [green1, card("green", 3)] },
    });
    expect(engine.legal(s, 0).some((a) => a.type === "solve" && a.quest === "green")).toBe(true);
  });

  test("XOR-PREP-5: three shuffled stacks by colour; the seed decides the order", () => {
    const a = newGame(2, {}, "one");
    const b = newGame(2, {}, "two");
    for (const c of COLOURS) {
      const all = [...a.quests[c]!, ...a.previews[c]!, ...a.stacks[c]];
      expect(all.every((id) => TASK_CARDS[id].colour === c)).toBe(true);
      expect(all.sort((x, y) => x - y)).toEqual(TASK_CARDS.filter((t) => t.colour === c).map((t) => t.id));
    }
    const order = (s: typeof a) => COLOURS.flatMap((c) => [...s.quests[c]!, ...s.previews[c]!, ...s.stacks[c]]);
    expect(order(a)).not.toEqual(order(b));
    expect(order(newGame(2, {}, "one"))).toEqual(order(a));
  });

  test("XOR-PREP-6: 2 green, 3 blue and 4 red cards form the first quests", () => {
    const s = newGame(4);
    expect(s.quests.green!.length + s.quests.blue!.length + s.quests.red!.length).toBe(9);
    expect(s.stacks.green).toHaveLength(8);
    expect(s.stacks.blue).toHaveLength(6);
    expect(s.stacks.red).toHaveLength(4);
  });

  test("XOR-PREP-7: each quest card lies on the board square with its number", () => {
    const s = newGame(2);
    const v = engine.view(s, 0);
    for (const c of COLOURS)
      for (const id of v.quests[c]!) expect(boards.ruins.squares).toContain(TASK_CARDS[id].square);
  });

  test("XOR-PREP-8: the next quest of each colour lies face up beside its stack, visible to all", () => {
    const s = newGame(3);
    const v = engine.view(s, null);
    expect(v.previews.green).toHaveLength(2);
    expect(v.previews.blue).toHaveLength(3);
    expect(v.previews.red).toHaveLength(4);
    expect(engine.view(s, 1).previews).toEqual(v.previews);
  });

  test("XOR-PREP-9: three quests with 9 tasks stay on the board while stacks last", () => {
    // Solve the green quest: the preview moves onto the board, the board keeps 9 tasks.
    const s = mid({
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
        ],
      },
      quests: { green: [card("green", 1), card("green", 3)] },
    });
    const after = act(s, 0, { type: "solve", quest: "green" });
    expect(COLOURS.reduce((n, c) => n + after.quests[c]!.length, 0)).toBe(9);
  });

  test("XOR-PREP-10: 2 players use 1 potion, 1 trap, 1 boots", () => {
    const s = newGame(2);
    expect(s.items.map((i) => i.type).sort()).toEqual(["boots", "potion", "trap"]);
  });

  test("XOR-PREP-11: 3 or 4 players use 2 of each", () => {
    for (const n of [3, 4]) {
      const s = newGame(n);
      expect(s.items).toHaveLength(6);
      expect(s.items.filter((i) => i.type === "potion")).toHaveLength(2);
    }
  });

  test("XOR-PREP-12: 5 or 6 players use 3 of each", () => {
    for (const n of [5, 6]) expect(newGame(n).items.filter((i) => i.type === "boots")).toHaveLength(3);
  });

  test("XOR-PREP-13 / XOR-Q-7: the items start as one stack per type on the board, ready to be taken", () => {
    const s = newGame(4);
    for (const it of s.items) expect(it).toEqual({ type: it.type, holder: null, crossed: false });
    expect(boards.ruins.itemSquares.potion).toHaveLength(2);
  });
});

describe("Xorlosch first turn and placement", () => {
  test("XOR-FIRST-1: each group starts with a Total Experience Level of 5", () => {
    const v = engine.view(newGame(3), 0);
    for (const p of v.players) expect(p.totalLevels).toBe(5);
  });

  test("XOR-FIRST-2: the levels may be distributed freely, e.g. one level-5 dwarf", () => {
    let s = newGame(2);
    s = act(s, 0, { type: "bringIn", dwarf: 3 });
    for (let i = 0; i < 4; i++) s = act(s, 0, { type: "raise", dwarf: 3 });
    expect(s.players[0].dwarves[3]).toEqual({ square: 0, level: 5 });
    expect(code(tryAct(s, 0, { type: "bringIn", dwarf: 0 }))).toBe("LEVEL_TOTAL_EXCEEDED");
    let t = newGame(2);
    for (const d of [0, 1, 2, 3, 4]) t = act(t, 0, { type: "bringIn", dwarf: d });
    expect(t.players[0].dwarves.filter((d) => d.square === 0)).toHaveLength(5);
  });

  test("XOR-FIRST-3: not all 5 levels need to be placed", () => {
    let s = newGame(2);
    s = act(s, 0, { type: "bringIn", dwarf: 0 });
    s = act(s, 0, { type: "endTurn" });
    expect(engine.view(s, 0).players[0].freeLevels).toBe(4);
    expect(s.active).toBe(1);
  });

  test("XOR-FIRST-4 / XOR-Q-1: the host may set the first player; otherwise the seeded RNG draws one", () => {
    expect(newGame(4, { firstPlayer: 2 }).firstPlayer).toBe(2);
    expect(newGame(4, { firstPlayer: 2 }).active).toBe(2);
    const drawn = new Set(
      Array.from({ length: 30 }, (_, i) => engine.setup(`seed${i}`, 4, opts({ firstPlayer: undefined })).firstPlayer),
    );
    expect(drawn.size).toBeGreaterThan(1);
    expect(engine.setup("x", 4, opts({ firstPlayer: undefined })).firstPlayer).toBe(
      engine.setup("x", 4, opts({ firstPlayer: undefined })).firstPlayer,
    );
  });

  test("XOR-FIRST-5: the starting player places his dwarves in the central square first", () => {
    let s = newGame(3, { firstPlayer: 1 });
    expect(s.phase).toBe("placement");
    expect(code(tryAct(s, 0, { type: "bringIn", dwarf: 0 }))).toBe("NOT_YOUR_TURN");
    s = act(s, 1, { type: "bringIn", dwarf: 2 });
    expect(s.players[1].dwarves[2]).toEqual({ square: boards.ruins.centre, level: 1 });
  });

  test("XOR-FIRST-6 / XOR-Q-2: the others place clockwise (ascending seat numbers, wrapping)", () => {
    let s = newGame(3, { firstPlayer: 1 });
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(s.active);
      s = act(s, s.active, { type: "bringIn", dwarf: 0 });
      s = act(s, s.active, { type: "endTurn" });
    }
    expect(order).toEqual([1, 2, 0]);
  });

  test("XOR-FIRST-7: when all are assembled the starting player takes the first movement turn", () => {
    let s = newGame(2, { firstPlayer: 1 });
    for (const seat of [1, 0]) {
      s = act(s, seat, { type: "bringIn", dwarf: 0 });
      s = act(s, seat, { type: "endTurn" });
    }
    expect(s.phase).toBe("play");
    expect(s.active).toBe(1);
    expect(s.round).toBe(1);
    expect(engine.legal(s, 1).some((a) => a.type === "step")).toBe(true);
  });

  test("XOR-FIRST-8: turns follow clockwise until the end", () => {
    let s = mid({ seats: 3, active: 2, dwarves: { 0: [[0, 0, 1]], 1: [[0, 0, 1]], 2: [[0, 0, 1]] } });
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = act(s, s.active, { type: "endTurn" });
      seen.push(s.active);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  test("XOR-FIRST-9: no quest may be solved in the first turn of the game", () => {
    const s = mid({
      turnsTaken: 0,
      dwarves: {
        0: [
          [0, 1, 2],
          [1, 3, 2],
        ],
      },
      quests: { green: [card("green", 1), card("green", 3)] },
    });
    const r = tryAct(s, 0, { type: "solve", quest: "green" });
    expect(code(r)).toBe("NO_QUEST_FIRST_TURN");
    expect(engine.legal(s, 0).some((a) => a.type === "solve")).toBe(false);
  });

  test("XOR-SUM-2 / XOR-Q-8: the ban covers every player's first turn (the whole first round), and only solving", () => {
    // Seat 1's first turn comes after seat 0 has taken one turn: still banned.
    let s = mid({
      turnsTaken: 0,
      active: 0,
      dwarves: {
        0: [[0, 5, 1]],
        1: [
          [0, 1, 2],
          [1, 3, 2],
        ],
      },
      quests: { green: [card("green", 1), card("green", 3)] },
    });
    s = act(s, 0, { type: "endTurn" });
    expect(s.active).toBe(1);
    expect(code(tryAct(s, 1, { type: "solve", quest: "green" }))).toBe("NO_QUEST_FIRST_TURN");
    // Moving and raising are fine in the first turn.
    expect(code(tryAct(s, 1, { type: "step", dwarf: 0, to: 2 }))).toBe("OK");
    s = act(s, 1, { type: "endTurn" });
    s = act(s, 0, { type: "endTurn" });
    expect(code(tryAct(s, 1, { type: "solve", quest: "green" }))).toBe("OK");
  });

  test("XOR-Q-9: each player must place at least one dwarf; placement is bringing in at level 1 and raising", () => {
    const s = newGame(2);
    expect(code(tryAct(s, 0, { type: "endTurn" }))).toBe("NO_DWARF_PLACED");
    expect(engine.legal(s, 0).some((a) => a.type === "endTurn")).toBe(false);
    const t = act(s, 0, { type: "bringIn", dwarf: 4 });
    expect(t.players[0].dwarves[4].level).toBe(1);
    expect(code(tryAct(t, 0, { type: "step", dwarf: 4, to: 1 }))).toBe("WRONG_PHASE");
  });
});
