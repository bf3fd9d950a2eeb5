import {
  MISSION_CARDS,
  SEGMENTS_BEFORE_OBJECTIVE,
  TERRAIN_SEGMENTS,
  TOKENS,
  terrainEnemyCount,
  terrainSegment,
  zoneNumbers,
} from "@tabletop/shared/dungeon-lite/content/index";
import { distance, entranceMap, lineOfSight, placeSegment, shapeOf } from "@tabletop/shared/dungeon-lite/map/index";

describe("Dungeon Lite terrain segments (data)", () => {
  test("LITE-TERRAIN-1 / LITE-SETUP-1: 11 named segments, one Entrance (with the hero symbol and no entrance arrow) and one treasure room", () => {
    expect(new Set(TERRAIN_SEGMENTS.map((s) => s.name)).size).toBe(11);
    const entrance = TERRAIN_SEGMENTS.filter((s) => s.kind === "entrance");
    expect(entrance.map((s) => s.id)).toEqual(["entrance"]);
    expect(entrance[0].entrance).toBeNull();
    expect(entrance[0].heroStart).not.toBeNull();
    expect(TERRAIN_SEGMENTS.filter((s) => s.kind === "treasure-room").map((s) => s.id)).toEqual(["treasure-room"]);
    for (const s of TERRAIN_SEGMENTS)
      if (s.kind !== "entrance") expect([s.entrance, s.heroStart === null]).toEqual([expect.anything(), true]);
  });

  test("LITE-ZONE-1 / LITE-EXIT-1: every layout reads as zones 1..n with a deployment zone; exits lead out of the segment", () => {
    for (const s of TERRAIN_SEGMENTS) {
      const zones = zoneNumbers(s);
      expect([...zones].sort()).toEqual(zones.map((_, i) => i + 1));
      expect(shapeOf(s.id).cells.size).toBe(zones.length);
      expect(zones).toContain(s.deploy);
    }
    expect(terrainSegment("entrance").exits).toHaveLength(3);
    expect(terrainSegment("treasure-room").exits).toHaveLength(0);
  });

  test("LITE-TERRAIN-2: terrain enemies are only Beast-Orcs, Orcs and Goblins", () => {
    for (const s of TERRAIN_SEGMENTS)
      for (const k of Object.keys(s.enemies)) expect(["beast-orc", "orc", "goblin"]).toContain(k);
  });

  test("LITE-TERRAIN-4 / LITE-TERRAIN-5: players + modifier, never below 0 (Corridor C's −2 Beast-Orcs give 0 with 1 player)", () => {
    const c = terrainSegment("corridor-c");
    expect(c.enemies["beast-orc"]).toBe(-2);
    expect([1, 2, 3, 4].map((p) => terrainEnemyCount(c, "beast-orc", p))).toEqual([0, 0, 1, 2]);
    expect(terrainEnemyCount(terrainSegment("throne-room"), "goblin", 3)).toBe(5); // 3 + 2
    expect(terrainEnemyCount(c, "orc", 4)).toBe(0);
  });

  test("LITE-COVER-1: some zones have cover", () => {
    expect(TERRAIN_SEGMENTS.filter((s) => s.cover.length > 0).length).toBeGreaterThan(5);
  });

  test("LITE-OPEN-14 / LITE-Q-5 / LITE-Q-39: 5 rooms have a chest (5 chest tokens), each at the back of the room (the row farthest from the entrance)", () => {
    const withChest = TERRAIN_SEGMENTS.filter((s) => s.chest !== null);
    expect(withChest).toHaveLength(TOKENS.chest);
    for (const s of withChest) {
      expect(s.kind === "room" || s.kind === "treasure-room").toBe(true);
      expect(shapeOf(s.id).cells.get(s.chest!)![1]).toBe(0);
    }
  });

  test("LITE-Q-3: the Spider Queen lives in the Spider Nest; Undead guard the Guard Room and the Crypt, the Troll the treasure room", () => {
    expect(TERRAIN_SEGMENTS.filter((s) => s.guard !== null).map((s) => [s.id, s.guard])).toEqual([
      ["guard-room", "undead"],
      ["spider-nest", "spider-queen"],
      ["crypt", "undead"],
      ["treasure-room", "troll"],
    ]);
  });
});

describe("Dungeon Lite mission cards", () => {
  test("LITE-SETUP-2 / LITE-Q-39: each mission calls for 8 distinct segments, the treasure room and its objective among them, never the Entrance", () => {
    for (const m of MISSION_CARDS) {
      expect(new Set(m.segments).size).toBe(8);
      expect(m.segments).toContain("treasure-room");
      expect(m.segments).toContain(m.objective);
      expect(m.segments).not.toContain("entrance");
    }
  });

  test("LITE-OPEN-11: each mission has more than 5 segments that are not objectives, so its objectives can wait until 5 are placed", () => {
    for (const m of MISSION_CARDS) {
      const ordinary = m.segments.filter((s) => s !== m.objective && s !== "treasure-room");
      expect(ordinary.length).toBeGreaterThan(SEGMENTS_BEFORE_OBJECTIVE);
    }
  });

  test("LITE-OPEN-21 / LITE-GOAL-3: each mission's objective room has a chest holding its mission object, which benefits all heroes", () => {
    for (const m of MISSION_CARDS) {
      expect(terrainSegment(m.objective).chest).not.toBeNull();
      expect(m.object.name.length).toBeGreaterThan(0);
      expect(["stat", "banish-on-knockdown"]).toContain(m.object.effect.kind);
    }
    expect(new Set(MISSION_CARDS.map((m) => m.objective)).size).toBe(4);
  });

  test("LITE-GOAL-1 / LITE-Q-2: missions 1 and 2 end with the Dragon in the treasure room", () => {
    expect(MISSION_CARDS.filter((m) => m.finalBoss === "dragon").map((m) => m.number)).toEqual([1, 2]);
  });

  test("LITE-GOAL-1 / LITE-Q-27: the final boss, in the treasure room's deployment zone, is out of sight of its door and of the zone inside it", () => {
    const map = placeSegment(entranceMap(), { zone: "entrance/2", side: "N" }, "treasure-room");
    const boss = `treasure-room/${terrainSegment("treasure-room").deploy}`;
    const inside = `treasure-room/${terrainSegment("treasure-room").entrance!.zone}`;
    expect(lineOfSight(map, "entrance/2", boss)).toBeNull();
    expect(lineOfSight(map, inside, boss)).toBeNull();
    expect(lineOfSight(map, "treasure-room/1", boss)).toBe(1); // from the top row it is in sight
    expect(distance(map, inside, boss)).toBe(4); // round the wall
  });
});
