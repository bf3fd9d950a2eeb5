/** Opening doors and exploring (2) Player Phase › E) Other actions; LITE-OPEN-1..14, LITE-TERRAIN-2..5, LITE-FIGURES-2, rulings LITE-Q-3, LITE-Q-30, LITE-Q-34, LITE-Q-39). */
import { enemyProfile, terrainEnemyCount, terrainSegment } from "@tabletop/shared/dungeon-lite/content/index";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { chestAt } from "@tabletop/shared/dungeon-lite/chests";
import { closedExits, placedCount } from "@tabletop/shared/dungeon-lite/map/index";
import { spawnAll } from "@tabletop/shared/dungeon-lite/spawn";
import { act, code, E, enemies, hero, inTurn, started } from "./engine-helpers.js";
import { build } from "./helpers.js";

const FIVE = () =>
  build(
    ["entrance/2", "N", "corridor-b"],
    ["corridor-b/1", "W", "throne-room"],
    ["entrance/3", "E", "corridor-c"],
    ["entrance/1", "W", "corridor-a"],
    ["corridor-b/3", "E", "guard-room"],
  );
const base = (players = ["warrior-male", "elf-female"]) => enemies(started("x", players), []);
const open = (s: LiteState, seat: number, zone: string, side: "N" | "E" | "S" | "W") =>
  act(s, seat, { type: "open-door", zone, side });

describe("Dungeon Lite exploring", () => {
  test("LITE-OPEN-1 / LITE-OPEN-2 / LITE-OPEN-3 / LITE-EXIT-2 / LITE-EXIT-3: from the zone of a closed exit a hero opens as many doors as they like, at no cost", () => {
    let s = inTurn({ ...base(), terrainDeck: ["corridor-a", "corridor-b", "guard-room"] }, 0);
    expect(code(s, 0, { type: "open-door", zone: "entrance/2", side: "N" })).toBe("NOT_IN_ZONE");
    expect(code(s, 0, { type: "open-door", zone: "entrance/5", side: "S" })).toBe("NO_CLOSED_EXIT");
    s = hero(s, 0, { zone: "entrance/2" });
    const hand = s.heroes[0].hand;
    s = open(s, 0, "entrance/2", "N");
    s = hero(s, 0, { zone: "entrance/3" });
    s = open(s, 0, "entrance/3", "E");
    expect(s.heroes[0].hand).toEqual(hand);
    expect(s.map.segments.map((p) => p.segment)).toEqual(["entrance", "corridor-a", "corridor-b"]);
    expect(code(s, 0, { type: "open-door", zone: "entrance/3", side: "E" })).toBe("NO_CLOSED_EXIT");
  });

  test("LITE-OPEN-4 / LITE-OPEN-7: the new segment's entrance meets the exit, and its own exits are new closed exits", () => {
    let s = inTurn(hero({ ...base(), terrainDeck: ["corridor-b"] }, 0, { zone: "entrance/2" }), 0);
    s = open(s, 0, "entrance/2", "N");
    const e = s.map.exits.find((x) => x.zone === "entrance/2" && x.side === "N")!;
    expect(e.status).toBe("open");
    expect(e.to).toBe(`corridor-b/${terrainSegment("corridor-b").entrance!.zone}`);
    expect(closedExits(s.map).filter((x) => x.zone.startsWith("corridor-b/"))).toHaveLength(
      terrainSegment("corridor-b").exits.length,
    );
  });

  test("LITE-OPEN-5 / LITE-TERRAIN-2 / LITE-TERRAIN-3 / LITE-TERRAIN-4 / LITE-TERRAIN-5 / LITE-Q-30: the new segment's enemies, players + modifier of each type, appear in its own deployment zone", () => {
    const players = ["warrior-male", "elf-female"];
    let s = inTurn(hero({ ...base(players), terrainDeck: ["corridor-b"] }, 0, { zone: "entrance/3" }), 0);
    s = open(s, 0, "entrance/3", "E");
    const def = terrainSegment("corridor-b");
    expect(s.enemies.filter((e) => e.type === "orc")).toHaveLength(terrainEnemyCount(def, "orc", 2));
    expect(s.enemies.filter((e) => e.type === "goblin")).toHaveLength(3); // 2 + 1
    expect(s.enemies.filter((e) => e.type === "orc")).toHaveLength(2); // 2 + 0
    // 2 Orcs (4 points) and 2 Goblins fill the deployment zone; the third Goblin goes to the nearest zone with room
    // (LITE-DEPLOY-4).
    const deployed = s.enemies.filter((e) => e.zone === `corridor-b/${def.deploy}`);
    expect(s.enemies.filter((e) => e.type === "orc").every((e) => deployed.includes(e))).toBe(true);
    expect(deployed.filter((e) => e.type === "goblin")).toHaveLength(2);
    const solo = open(
      inTurn(hero({ ...base(["elf-male"]), terrainDeck: ["corridor-c"] }, 0, { zone: "entrance/3" }), 0),
      0,
      "entrance/3",
      "E",
    );
    // 1 − 2 Beast-Orcs: none (LITE-TERRAIN-5); 1 + 0 Goblins: one.
    expect(solo.enemies.map((e) => e.type)).toEqual(["goblin"]);
  });

  test("LITE-DEPLOY-2 / LITE-DEPLOY-3 / LITE-Q-3: the treasure room brings the final boss first, then its terrain enemies, strongest first", () => {
    let s: LiteState = {
      ...base(["warrior-male", "elf-female", "dwarf-male", "mage-male"]),
      map: FIVE(),
      terrainDeck: ["treasure-room"],
    };
    expect(placedCount(s.map)).toBe(5);
    s = inTurn(hero(s, 0, { zone: "corridor-a/1" }), 0);
    s = open(s, 0, "corridor-a/1", "W");
    // The guard (the Troll), then 4 + 0 Beast-Orcs (3 figures, LITE-FIGURES-1) and 4 + 0 Orcs.
    expect(s.enemies.map((e) => e.type)).toEqual([
      "dragon",
      "troll",
      ...Array(3).fill("beast-orc"),
      ...Array(4).fill("orc"),
    ]);
    expect(s.enemies[0].zone).toBe(`treasure-room/${terrainSegment("treasure-room").deploy}`);
    const melee = s.enemies.map((e) => enemyProfile(e.type).melee);
    expect([...melee].sort((a, b) => b - a)).toEqual(melee);
  });

  test("LITE-OPEN-6 / LITE-OPEN-14 / LITE-TOKENS-6: a room with a chest gets its chest token at the back", () => {
    let s = { ...base(), map: FIVE() };
    expect(chestAt(s, `throne-room/${terrainSegment("throne-room").chest}`)).toBe("throne-room");
    expect(chestAt(s, "guard-room/1")).toBeNull();
    s = { ...s, chestsOpened: ["throne-room"] };
    expect(chestAt(s, `throne-room/${terrainSegment("throne-room").chest}`)).toBeNull();
  });

  test("LITE-OPEN-8 / LITE-OPEN-9: the hero need not enter the new terrain; doors open after moving and attacking too", () => {
    let s = enemies(inTurn(hero({ ...base(), terrainDeck: ["corridor-a"] }, 0, { zone: "entrance/2" }), 0), [
      { type: "goblin", zone: "entrance/5" },
    ]);
    s = hero(s, 0, { zone: "entrance/5", hand: ["flask-1", "aim-1", "sprint-1"] });
    s = act(s, 0, { type: "move", card: "flask-1" });
    s = act(s, 0, { type: "step", zone: "entrance/2" });
    s = act(s, 0, { type: "attack", card: "aim-1", target: 1 });
    s = open(s, 0, "entrance/2", "N");
    s = act(s, 0, { type: "end-turn" });
    expect(s.heroes[0].zone).toBe("entrance/2");
    expect(s.map.segments).toHaveLength(2);
  });

  test("LITE-OPEN-10 / LITE-OPEN-11 / LITE-Q-39: the objective room or the treasure room drawn before 5 segments are placed is skipped and shuffled back", () => {
    let s = inTurn(
      hero({ ...base(), terrainDeck: ["throne-room", "treasure-room", "corridor-a", "corridor-b"] }, 0, {
        zone: "entrance/2",
      }),
      0,
    );
    s = open(s, 0, "entrance/2", "N");
    expect(s.map.segments.map((p) => p.segment)).toEqual(["entrance", "corridor-a"]);
    expect([...s.terrainDeck].sort()).toEqual(["corridor-b", "throne-room", "treasure-room"]);
  });

  test("LITE-OPEN-11 / LITE-Q-39: the threshold is 5 segments placed, the Entrance not counted: at 4 the treasure room and the objective room are skipped, at exactly 5 they are revealed", () => {
    const FOUR = () =>
      build(
        ["entrance/2", "N", "corridor-b"],
        ["entrance/3", "E", "corridor-c"],
        ["entrance/1", "W", "corridor-a"],
        ["corridor-b/3", "E", "guard-room"],
      );
    const reveal = (map: LiteState["map"], deck: LiteState["terrainDeck"]) =>
      open(inTurn(hero({ ...base(), map, terrainDeck: deck }, 0, { zone: "corridor-b/1" }), 0), 0, "corridor-b/1", "W")
        .map.segments.map((p) => p.segment)
        .slice(-1)[0];
    expect(placedCount(FOUR())).toBe(4);
    expect(reveal(FOUR(), ["treasure-room", "spider-nest"])).toBe("spider-nest");
    expect(reveal(FOUR(), ["throne-room", "spider-nest"])).toBe("spider-nest");
    const five = build(
      ["entrance/2", "N", "corridor-b"],
      ["entrance/3", "E", "corridor-c"],
      ["entrance/1", "W", "corridor-a"],
      ["corridor-b/3", "E", "guard-room"],
      ["guard-room/2", "E", "spider-nest"],
    );
    expect(placedCount(five)).toBe(5);
    expect(reveal(five, ["treasure-room", "forge"])).toBe("treasure-room");
    expect(reveal(five, ["throne-room", "forge"])).toBe("throne-room");
  });

  test("LITE-OPEN-10 / LITE-Q-39: a segment that would leave no closed exit while the goal is still in the deck is skipped", () => {
    // With 5 placed and only one closed exit left, a segment without exits would end the mission: the next is taken.
    let s: LiteState = { ...base(), map: FIVE(), options: { ...base().options, mission: "orc-warlord" } };
    const onlyOne = {
      ...s.map,
      exits: s.map.exits.map((e) =>
        e.status === "closed" && !(e.zone === "corridor-a/1") ? { ...e, status: "dead" as const } : e,
      ),
    };
    s = inTurn(
      hero({ ...s, map: onlyOne, terrainDeck: ["treasure-room", "spider-nest", "barracks"] }, 0, {
        zone: "corridor-a/1",
      }),
      0,
    );
    s = open(s, 0, "corridor-a/1", "W");
    // The treasure room has no exit: the Barracks (the objective) could never be reached.
    expect(s.map.segments[s.map.segments.length - 1].segment).toBe("spider-nest");
    expect([...s.terrainDeck].sort()).toEqual(["barracks", "treasure-room"]);
  });

  test("LITE-Q-39: an exit with no segment left in the deck is dead", () => {
    let s = inTurn(hero({ ...base(), terrainDeck: [] }, 0, { zone: "entrance/2" }), 0);
    s = open(s, 0, "entrance/2", "N");
    expect(s.map.exits.find((e) => e.zone === "entrance/2")!.status).toBe("dead");
    expect(E.legal(s, 0).some((a) => a.type === "open-door" && a.zone === "entrance/2")).toBe(false);
  });

  test("LITE-FIGURES-1 / LITE-FIGURES-2 / LITE-Q-34: an 11th Goblin is not placed; a killed Goblin's figure can be generated again", () => {
    const ten = Array.from({ length: 10 }, () => ({ type: "goblin" as const, zone: "entrance/1" }));
    const s = { ...enemies(base(), ten), map: FIVE() };
    const d = { ...s };
    const events: { kind: string; text: string }[] = [];
    expect(spawnAll(d, ["goblin"], { from: "entrance/2", avoidFrom: false }, "Test", events)).toEqual([]);
    expect(events[0].text).toContain("LITE-FIGURES-2");
    const nine = { ...s, enemies: s.enemies.slice(1) };
    expect(spawnAll({ ...nine }, ["goblin"], { from: "entrance/2", avoidFrom: false }, "Test", [])).toHaveLength(1);
  });
});
