import { boards, distance, neighbours } from "@tabletop/shared/xorlosch/board/index";
import {
  TASK_CARDS,
  QUEST_SIZE,
  QUESTS_PER_COLOUR,
  DRAGON_THEMES,
  OTHER_THEMES,
} from "@tabletop/shared/xorlosch/tasks";
import { DICE_PROFESSIONS, DICE_PER_PLAYER, MAX_SEATS } from "@tabletop/shared/xorlosch/dice";
import { itemsPerType } from "@tabletop/shared/xorlosch/setup";
import { COLOURS, ITEM_TYPES } from "@tabletop/shared/xorlosch/types";
import { engine, newGame } from "./helpers.js";

const BOARDS = [boards.ruins, boards.dungeon];

describe("Xorlosch content", () => {
  test("XOR-MAT-1: one game board with two setups, the Ruins and the Dungeon", () => {
    expect(Object.keys(boards).sort()).toEqual(["dungeon", "ruins"]);
    expect(boards.ruins.name).toBe("Ruins");
    expect(boards.dungeon.name).toBe("Dungeon");
    expect(boards.ruins.passages).not.toEqual(boards.dungeon.passages);
  });

  test("XOR-MAT-2: 36 task cards, 12 in each of green, blue and red", () => {
    expect(TASK_CARDS).toHaveLength(36);
    for (const c of COLOURS) expect(TASK_CARDS.filter((t) => t.colour === c)).toHaveLength(12);
    expect(new Set(TASK_CARDS.map((t) => t.id)).size).toBe(36);
  });

  test("XOR-MAT-3: 9 magic items of 3 symbols; the 5-6 player setup uses all of them", () => {
    expect(ITEM_TYPES).toEqual(["potion", "boots", "trap"]);
    const s = newGame(6);
    expect(s.items).toHaveLength(9);
    for (const t of ITEM_TYPES) expect(s.items.filter((i) => i.type === t)).toHaveLength(3);
  });

  test("XOR-MAT-4: 36 dice in 6 colours, six per colour", () => {
    expect(MAX_SEATS * DICE_PER_PLAYER).toBe(36);
    const s = newGame(6);
    expect(s.players).toHaveLength(6);
    for (const p of s.players) expect(p.dwarves).toHaveLength(6);
  });

  test("XOR-GOAL-1: 13 quests in all, each of several tasks", () => {
    const quests = COLOURS.reduce((n, c) => n + QUESTS_PER_COLOUR[c], 0);
    expect(quests).toBe(13);
    expect(COLOURS.reduce((n, c) => n + QUESTS_PER_COLOUR[c] * QUEST_SIZE[c], 0)).toBe(36);
  });

  test("XOR-Q-6: the designed colour split is 6 green, 4 blue, 3 red quests", () => {
    expect(QUESTS_PER_COLOUR).toEqual({ green: 6, blue: 4, red: 3 });
  });

  test("XOR-TASK-1: green quests have 2 tasks, blue 3, red 4", () => {
    expect(QUEST_SIZE).toEqual({ green: 2, blue: 3, red: 4 });
    const s = newGame(2);
    expect(s.quests.green).toHaveLength(2);
    expect(s.quests.blue).toHaveLength(3);
    expect(s.quests.red).toHaveLength(4);
  });

  test("XOR-TASK-3 (content): each card shows a warrior or mechanicus; 6 of each per colour", () => {
    for (const c of COLOURS) {
      const cards = TASK_CARDS.filter((t) => t.colour === c);
      expect(cards.filter((t) => t.profession === "warrior")).toHaveLength(6);
      expect(cards.filter((t) => t.profession === "mechanicus")).toHaveLength(6);
    }
  });

  test("XOR-THEMES-1: eight task themes, flavour only", () => {
    const themes = new Set(TASK_CARDS.map((t) => t.theme));
    expect([...themes].sort()).toEqual([...DRAGON_THEMES, ...OTHER_THEMES].sort());
    expect(themes.size).toBe(8);
  });

  test("XOR-THEMES-2: the three dragon themes are the red cards (the Dragon quests)", () => {
    expect(DRAGON_THEMES).toEqual(["Tatzelworm", "West Wind Dragon", "Cave Dragon"]);
    for (const t of TASK_CARDS) expect(DRAGON_THEMES.includes(t.theme)).toBe(t.colour === "red");
  });

  test("XOR-Q-4: every colour has three warriors (dice 0-2) and three mechanicusses (dice 3-5)", () => {
    expect(DICE_PROFESSIONS).toEqual(["warrior", "warrior", "warrior", "mechanicus", "mechanicus", "mechanicus"]);
  });

  test("XOR-Q-3: seats 2 to 6", () => {
    expect(engine.seats).toEqual({ min: 2, max: 6 });
    expect(engine.parseOptions({}, 1).ok).toBe(false);
    expect(engine.parseOptions({}, 7).ok).toBe(false);
    for (let n = 2; n <= 6; n++) expect(engine.parseOptions({}, n).ok).toBe(true);
  });

  test.each(BOARDS.map((b) => [b.id, b] as const))(
    "board %s: squares 0-24, centre 0, 6 item squares, two per type",
    (_id, b) => {
      expect(b.centre).toBe(0);
      expect(Math.max(...b.squares)).toBeGreaterThanOrEqual(23);
      const items = ITEM_TYPES.flatMap((t) => b.itemSquares[t]);
      expect(items).toHaveLength(6);
      expect(new Set(items).size).toBe(6);
      expect(items).not.toContain(b.centre);
    },
  );

  test("XOR-MOVE-5: obstacles are debris (both), ladders (Ruins) and crevices (Dungeon)", () => {
    const kinds = (id: "ruins" | "dungeon") => new Set(boards[id].passages.map((p) => p.obstacle).filter(Boolean));
    expect([...kinds("ruins")].sort()).toEqual(["debris", "ladder"]);
    expect([...kinds("dungeon")].sort()).toEqual(["crevice", "debris"]);
  });

  test.each(BOARDS.map((b) => [b.id, b] as const))(
    "XOR-MOVE-6: on %s every task square and item square is reachable from the centre without boots",
    (id, b) => {
      for (const t of TASK_CARDS) expect(distance(id, b.centre, t.square)).toBeLessThan(Infinity);
      for (const sq of b.squares) expect(distance(id, b.centre, sq)).toBeLessThan(Infinity);
    },
  );

  test.each(BOARDS.map((b) => [b.id, b] as const))(
    "XOR-BOOTS-5 (content): on %s every blocked passage is a shortcut that only boots open",
    (id, b) => {
      const blocked = b.passages.filter((p) => p.obstacle);
      expect(blocked.length).toBeGreaterThanOrEqual(5);
      for (const p of blocked) {
        expect(distance(id, p.a, p.b)).toBeGreaterThan(1);
        expect(distance(id, p.a, p.b, true)).toBe(1);
      }
      expect(neighbours(id, b.centre).some((n) => n.blocked)).toBe(true);
    },
  );

  test("XOR-CONTEST-5 (content): within a colour each card has its own square; colours share squares", () => {
    for (const c of COLOURS) {
      const sq = TASK_CARDS.filter((t) => t.colour === c).map((t) => t.square);
      expect(new Set(sq).size).toBe(12);
    }
    const green = new Set(TASK_CARDS.filter((t) => t.colour === "green").map((t) => t.square));
    expect(TASK_CARDS.filter((t) => t.colour === "red" && green.has(t.square)).length).toBeGreaterThan(0);
  });

  test("XOR-PREP-10/11/12 (table): items per type by player count", () => {
    expect([2, 3, 4, 5, 6].map(itemsPerType)).toEqual([1, 2, 2, 3, 3]);
  });

  test("XOR-Q-36: the insert's free (black) and blocked (red) lines are board data; 'boots of speed' is the Boots of Movement", () => {
    for (const b of BOARDS) {
      expect(b.passages.some((p) => p.obstacle === null)).toBe(true);
      expect(b.passages.some((p) => p.obstacle !== null)).toBe(true);
      for (const p of b.passages) expect([null, "debris", "ladder", "crevice"]).toContain(p.obstacle);
    }
    expect(ITEM_TYPES.filter((t) => t === "boots")).toHaveLength(1);
    expect(engine.legal(newGame(2), 0).every((a) => a.type !== "use")).toBe(true);
  });
});
